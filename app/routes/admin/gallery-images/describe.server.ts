// The describing grid of the pictures one upload added (issue 41 item 5): which pictures it
// holds, their texts as the form shows them, and the save of all of them at once.
import { DESCRIBE_LIMIT, describeFieldName } from '~/content/gallery-image'
import { asTranslations, TRANSLATED_LANGUAGES, translationName, type ContentTranslations } from '~/content/translations'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { getItem, updateTextsOfMany, type TextsEdit } from '~/content-types/store.server'
import type { Actor } from '~/models/audit.server'
import type { MediaImage } from '~/utils/media-url'

/** The pictures an address names (?ids=4,5,6): distinct ids, at most one upload's. */
export function idsOf(url: URL): number[] {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter((part) => /^[1-9]\d{0,8}$/.test(part)).map(Number)
  return [...new Set(ids)].slice(0, DESCRIBE_LIMIT)
}

export type DescribedPicture = { id: number; categoryId: number; image: MediaImage | null }

/** The pictures still there, in the order asked, and the form's values: their texts in every language. */
export async function readPictures(ids: number[]): Promise<{ pictures: DescribedPicture[]; defaults: Record<string, string> }> {
  const found = (await Promise.all(ids.map((id) => getItem(galleryImageStore, id)))).filter((item) => item !== null)
  const defaults: Record<string, string> = {}
  const pictures: DescribedPicture[] = []
  for (const item of found) {
    const id = item.id as number
    const image = (item.image as MediaImage | null) ?? null
    const titles = asTranslations(item.translations)
    defaults[describeFieldName('title', id)] = String(item.title ?? '')
    defaults[describeFieldName('alt', id)] = image?.alt ?? ''
    for (const language of TRANSLATED_LANGUAGES) {
      defaults[translationName(describeFieldName('title', id), language)] = titles[language]?.title ?? ''
      defaults[translationName(describeFieldName('alt', id), language)] = image?.altTranslations?.[language] ?? ''
    }
    pictures.push({ id, categoryId: Number(item.categoryId), image })
  }
  return { pictures, defaults }
}

/** The grid's checked values as one save of every picture: false when one was deleted meanwhile (nothing saved). */
export function saveDescriptions(ids: number[], value: Record<string, string>, actor: Actor): Promise<boolean> {
  const edits: TextsEdit[] = ids.map((id) => {
    const title = describeFieldName('title', id)
    const alt = describeFieldName('alt', id)
    const translations: ContentTranslations = {}
    const altTranslations: Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string>> = {}
    for (const language of TRANSLATED_LANGUAGES) {
      const translatedTitle = value[translationName(title, language)]
      if (translatedTitle) translations[language] = { title: translatedTitle }
      const translatedAlt = value[translationName(alt, language)]
      if (translatedAlt) altTranslations[language] = translatedAlt
    }
    return { id, columns: { title: value[title] ?? '' }, translations, pictures: { image: { alt: value[alt] ?? '', altTranslations } } }
  })
  return updateTextsOfMany(galleryImageStore, edits, actor)
}
