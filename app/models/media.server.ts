// Stored pictures. The bytes live in the database (docs/decisions/002-media-in-the-database.md)
// so that every app instance can serve every upload.
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import {
  blogs,
  contentVersionPictures,
  events,
  galleryCategories,
  galleryImages,
  media,
  mediaShareCards,
  mediaVariants,
  siteSettings,
  teamMembers,
  testimonials,
} from '../../database/schema'
import { SETTING_KEYS } from '~/content/settings'
import { processImage, shareCardFrom, type ProcessedImage } from '~/utils/image-processing.server'
import { pictureIn, type MediaImage } from '~/utils/media-url'
import { TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '~/content/translations'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import { recordAudit, type Actor } from './audit.server'
import type { Language } from '~/i18n/languages'

export type StoredImage = { id: number; hash: string; width: number; height: number }

/**
 * Every column that points at a media row. deleteMediaIfUnused() keeps a picture while any of
 * them does; a test compares this list with the database's foreign keys.
 */
export const MEDIA_REFERENCES: PgColumn[] = [
  testimonials.imageId,
  events.imageId,
  teamMembers.imageId,
  galleryCategories.imageId,
  galleryImages.imageId,
  blogs.imageId,
  blogs.writerImageId,
  // a kept version's pictures (decision 033): a restore brings them back
  contentVersionPictures.mediaId,
]

/**
 * Settings whose JSON value holds a picture's id (the donation page's QR code picture): no
 * foreign key can point from inside JSON, so deleteMediaIfUnused() checks these by name.
 */
export const MEDIA_SETTING_REFERENCES = [
  { key: SETTING_KEYS.payments, field: 'qrImageId' },
  { key: SETTING_KEYS.organisation, field: 'shareImageId' },
] as const

/**
 * Checks and re-encodes an upload (see processImage, which throws ImageRejectedError with a
 * message for staff) and stores it. The same picture twice gives the same row.
 */
export async function storeImage(bytes: Uint8Array, options: { alt?: string } = {}): Promise<StoredImage> {
  return saveProcessedImage(await processImage(bytes), options)
}

/** Stores already processed variants: the media row and its variants in one transaction. */
export async function saveProcessedImage(image: ProcessedImage, options: { alt?: string } = {}): Promise<StoredImage> {
  return db().transaction(async (tx) => {
    // On a concurrent upload of the same picture, the second insert waits for the first
    // and then does nothing; the row it finds is complete because it was committed whole.
    const [inserted] = await tx
      .insert(media)
      .values({ hash: image.hash, width: image.width, height: image.height, alt: options.alt?.trim() ?? '' })
      .onConflictDoNothing({ target: media.hash })
      .returning({ id: media.id, hash: media.hash, width: media.width, height: media.height })
    if (!inserted) {
      const [existing] = await tx
        .select({ id: media.id, hash: media.hash, width: media.width, height: media.height })
        .from(media)
        .where(eq(media.hash, image.hash))
      return existing
    }
    await tx.insert(mediaVariants).values(
      image.variants.map((variant) => ({
        mediaId: inserted.id,
        width: variant.width,
        height: variant.height,
        contentType: 'image/webp',
        bytes: variant.bytes,
      })),
    )
    return inserted
  })
}

/** One stored variant's bytes, or null when there is no such picture or width. */
export async function getMediaVariant(hash: string, width: number) {
  const [variant] = await db()
    .select({
      width: mediaVariants.width,
      height: mediaVariants.height,
      contentType: mediaVariants.contentType,
      bytes: mediaVariants.bytes,
    })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.hash, hash), eq(mediaVariants.width, width)))
    .limit(1)
  return variant ?? null
}

/**
 * A picture's link-preview JPEG, or null when there is no such picture. Made from its largest
 * variant the first time and kept, so each picture costs one crop however often it is shared.
 */
export async function getShareCard(hash: string): Promise<Buffer | null> {
  const [stored] = await db()
    .select({ bytes: mediaShareCards.bytes })
    .from(mediaShareCards)
    .innerJoin(media, eq(media.id, mediaShareCards.mediaId))
    .where(eq(media.hash, hash))
  if (stored) return Buffer.from(stored.bytes)
  const [largest] = await db()
    .select({ mediaId: mediaVariants.mediaId, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(eq(media.hash, hash))
    .orderBy(desc(mediaVariants.width))
    .limit(1)
  if (!largest) return null
  const card = await shareCardFrom(largest.bytes)
  // two first visitors at once both crop; the second insert does nothing
  await db().insert(mediaShareCards).values({ mediaId: largest.mediaId, bytes: card }).onConflictDoNothing()
  return card
}

/** What pages need to show these pictures, by id, in one query. Null and unknown ids are skipped. */
/**
 * With `language`, each described as a page in that language shows it (pictureIn); without, with
 * its descriptions in every language (the back office's forms).
 */
export async function getMediaByIds(ids: ReadonlyArray<number | null | undefined>, language?: Language): Promise<Map<number, MediaImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  const found = new Map<number, MediaImage>()
  if (wanted.length === 0) return found
  const rows = await db()
    .select({
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: media.alt,
      altTranslations: media.altTranslations,
      widths: sql<number[]>`array_agg(${mediaVariants.width} order by ${mediaVariants.width})`,
    })
    .from(media)
    .innerJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
    .where(inArray(media.id, wanted))
    .groupBy(media.id)
  for (const row of rows) {
    const image: MediaImage = { ...row, altTranslations: asAltTranslations(row.altTranslations), widths: row.widths.map(Number) }
    found.set(row.id, language ? pictureIn(image, language) : image)
  }
  return found
}

export async function getMediaById(id: number, language?: Language): Promise<MediaImage | null> {
  return (await getMediaByIds([id], language)).get(id) ?? null
}

/** The database, or a transaction on it (a row and its pictures deleted together). */
export type Executor = Pick<ReturnType<typeof db>, 'select' | 'delete'>

/**
 * Sets what is read out in a picture's place, in the transaction that saves the item showing it.
 * The same bytes are one media row, so two items showing the same picture share its description.
 */
export async function describeMedia(
  id: number,
  alt: string,
  database: Pick<ReturnType<typeof db>, 'update'> = db(),
  altTranslations?: AltTranslations,
): Promise<void> {
  // a form that has no fields for the other languages leaves them as they are
  const translated = altTranslations ? { altTranslations: asAltTranslations(altTranslations) } : {}
  await database
    .update(media)
    .set({ alt: alt.trim(), ...translated })
    .where(eq(media.id, id))
}

/**
 * The Site settings pictures' descriptions (the share picture, the QR code: decision 091), in one
 * transaction with an activity-log entry saying what each now says, language by language.
 */
export async function describeSettingsPictures(pictures: { id: number; label: string; alt: string; altTranslations: AltTranslations }[], actor: Actor) {
  const before = await getMediaByIds(pictures.map((picture) => picture.id))
  await db().transaction(async (tx) => {
    const changes: { field: string; from: string; to: string }[] = []
    for (const picture of pictures) {
      await describeMedia(picture.id, picture.alt, tx, picture.altTranslations)
      const was = before.get(picture.id)
      const field = (language?: TranslatedLanguage) => `${picture.label}: ${PICTURE_DESCRIPTION.label}${language ? ` (${TRANSLATED_LANGUAGE_NAMES[language]})` : ''}`
      if ((was?.alt ?? '') !== picture.alt.trim()) changes.push({ field: field(), from: was?.alt ?? '', to: picture.alt.trim() })
      for (const language of TRANSLATED_LANGUAGES) {
        const from = was?.altTranslations?.[language] ?? ''
        const to = asAltTranslations(picture.altTranslations)[language] ?? ''
        if (from !== to) changes.push({ field: field(language), from, to })
      }
    }
    if (changes.length > 0) await recordAudit(tx, { actor, action: 'settings change', itemType: 'Settings', itemLabel: 'Site settings', changes })
  })
}

/** A picture's descriptions in Punjabi, Hindi and Urdu alone, its English one as it is (a Translator's save, decision 092). */
export async function describeMediaIn(id: number, altTranslations: AltTranslations, database: Pick<ReturnType<typeof db>, 'update'> = db()): Promise<void> {
  await database.update(media).set({ altTranslations: asAltTranslations(altTranslations) }).where(eq(media.id, id))
}

/** A picture's descriptions in Punjabi, Hindi and Urdu: { ur: '...' }. */
export type AltTranslations = NonNullable<MediaImage['altTranslations']>

/** The stored descriptions read defensively: only non-empty texts of the three languages. */
export function asAltTranslations(stored: unknown): AltTranslations {
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const text = (stored as Record<string, unknown>)[language]
      return typeof text === 'string' && text.trim() ? [[language, text.trim()]] : []
    }),
  )
}

/**
 * Deletes a picture (and its variants) when no content refers to it any more; true when it
 * was deleted. One statement, so the check and the delete see the same rows.
 */
export async function deleteMediaIfUnused(id: number, database: Executor = db()): Promise<boolean> {
  const unused = MEDIA_REFERENCES.map((column) =>
    notExists(
      database
        .select({ one: sql`1` })
        .from(column.table)
        .where(eq(column, id)),
    ),
  )
  for (const { key, field } of MEDIA_SETTING_REFERENCES) {
    unused.push(
      notExists(
        database
          .select({ one: sql`1` })
          .from(siteSettings)
          .where(and(eq(siteSettings.key, key), sql`${siteSettings.value} ->> ${field} = ${String(id)}`)),
      ),
    )
  }
  const deleted = await database
    .delete(media)
    .where(and(eq(media.id, id), ...unused))
    .returning({ id: media.id })
  return deleted.length > 0
}
