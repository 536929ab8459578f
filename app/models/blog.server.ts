// Blog posts as the public pages show them: the ones visitors see now (published, or scheduled
// and their time come; decision 032), priority first (lowest number first), then newest by
// publication date; id breaks ties between rows created in the same instant. The feeds take
// the newest posts whatever their priority. The back office's queries are the content-type
// machinery's (app/content-types/blog.tsx).
import { and, asc, desc, eq, gt, isNull, min, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { blogs } from '../../database/schema'
import type { FormattedText } from '~/content/formatted-text'
import { parseFormattedText } from '~/content/formatted-text-parser'
import { getMediaByIds } from '~/models/media.server'
import { shownToVisitors } from '~/models/publishing.server'
import { isShown } from '~/content/publishing'
import type { MediaImage } from '~/utils/media-url'
import { safeLink } from '~/utils/safe-link'
import { localize, type Localized } from '~/content/translations'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'

export type PublicBlogSummary = Localized & {
  id: number
  title: string
  /** Long texts are formatted (decision 031): read on the server, so pages never load the parser. */
  description: FormattedText
  /** The post's publication date: the one staff set, or when it was first made visible. */
  publishedAt: Date
  image: MediaImage | null
}

export type PublicBlog = PublicBlogSummary & {
  /** The post's category-like label (spec: "name"). */
  name: string
  /** When it last changed, for search engines (dateModified). */
  updatedAt: Date
  sections: ({ title: string; body: FormattedText } & Localized)[]
  writer: { name: string; description: FormattedText; image: MediaImage | null } & Localized
  side: { title: string; description: FormattedText } & Localized
  /** An http(s) address, or '' when there is none. */
  linkUrl: string
}

/** A post's publication date; posts saved before there was one carry their creation. */
const publishedAt = sql<Date>`coalesce(${blogs.publishAt}, ${blogs.createdAt})`.mapWith(blogs.createdAt)

const PUBLIC_ORDER = [asc(blogs.priority), desc(publishedAt), desc(blogs.id)] as const

/** How many posts the feeds carry. */
export const FEED_SIZE = 20

/** Every visible post, for the blog list: one query plus one for the pictures. */
export async function listVisibleBlogs(now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicBlogSummary[]> {
  const rows = await db()
    .select({
      id: blogs.id,
      title: blogs.title,
      description: blogs.description,
      publishedAt,
      imageId: blogs.imageId,
      translations: blogs.translations,
    })
    .from(blogs)
    .where(shownToVisitors(blogs, now))
    .orderBy(...PUBLIC_ORDER)
  const images = await getMediaByIds(rows.map((row) => row.imageId), language)
  return rows.map((found) => {
    const { imageId, ...row } = localize(found, language, ['title', 'description'])
    return { ...row, description: parseFormattedText(row.description), image: pick(images, imageId) }
  })
}

/** One visible post with everything its page shows, or null when there is none with this id or it is hidden. */
export async function getVisibleBlog(id: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicBlog | null> {
  const found = await getBlogForPreview(id, now, language)
  return found?.visible ? found.blog : null
}

/** One post whether visitors can see it or not (the staff's preview), and whether they can. */
export async function getBlogForPreview(id: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<{ blog: PublicBlog; visible: boolean } | null> {
  if (!isRowId(id)) return null
  const [row] = await db().select().from(blogs).where(and(eq(blogs.id, id), isNull(blogs.trashedAt))).limit(1)
  if (!row) return null
  const images = await getMediaByIds([row.imageId, row.writerImageId], language)
  return { blog: publicBlog(row, images, language), visible: isShown(row.status, row.publishAt, now) }
}

/** The newest visible posts (by publication, whatever their priority), newest first, whole: the blog's feeds, in `language`. */
export async function listLatestBlogs(limit = FEED_SIZE, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicBlog[]> {
  const rows = await db()
    .select()
    .from(blogs)
    .where(shownToVisitors(blogs, now))
    .orderBy(desc(publishedAt), desc(blogs.id))
    .limit(limit)
  const images = await getMediaByIds(rows.flatMap((row) => [row.imageId, row.writerImageId]), language)
  return rows.map((row) => publicBlog(row, images, language))
}

/** When the next scheduled post appears (null: none is waiting): what visitors see changes then. */
export async function nextScheduledBlogAt(now = new Date()): Promise<Date | null> {
  const [row] = await db()
    .select({ at: min(blogs.publishAt) })
    .from(blogs)
    .where(and(eq(blogs.status, 'scheduled'), gt(blogs.publishAt, now)))
  return row?.at ?? null
}

/** A post's texts that may be translated (decision 035): all but the writer's name and the link. */
const TRANSLATED = ['name', 'title', 'description', 'section2Title', 'section2Body', 'section3Title', 'section3Body', 'writerDescription', 'sideTitle', 'sideDescription']

/** A post in `language`: each part says which of its own texts are still English. */
function publicBlog(found: typeof blogs.$inferSelect, images: Map<number, MediaImage>, language: Language = DEFAULT_LANGUAGE): PublicBlog {
  const row = localize(found, language, TRANSLATED)
  // a part's fields ('title': 'section2Title') still in English, under the part's own names
  const english = (fields: Record<string, string>): Localized => {
    const inEnglish = Object.entries(fields).flatMap(([name, column]) => (row.inEnglish?.includes(column) ? [name] : []))
    return inEnglish.length > 0 ? { inEnglish } : {}
  }
  return {
    ...english({ name: 'name', title: 'title', description: 'description' }),
    id: row.id,
    name: row.name,
    title: row.title,
    description: parseFormattedText(row.description),
    publishedAt: row.publishAt ?? row.createdAt,
    updatedAt: row.updatedAt,
    image: pick(images, row.imageId),
    // the first section is the title and description above; these are the two more of spec 2.3
    sections: [
      { title: row.section2Title.trim(), body: row.section2Body.trim(), ...english({ title: 'section2Title', body: 'section2Body' }) },
      { title: row.section3Title.trim(), body: row.section3Body.trim(), ...english({ title: 'section3Title', body: 'section3Body' }) },
    ]
      .filter((section) => section.title || section.body)
      .map((section) => ({ ...section, body: parseFormattedText(section.body) })),
    writer: {
      name: row.writerName,
      description: parseFormattedText(row.writerDescription),
      image: pick(images, row.writerImageId),
      ...english({ description: 'writerDescription' }),
    },
    side: { title: row.sideTitle.trim(), description: parseFormattedText(row.sideDescription), ...english({ title: 'sideTitle', description: 'sideDescription' }) },
    linkUrl: safeLink(row.linkUrl),
  }
}

/** A positive integer that fits the `serial` column: anything else cannot name a row. */
function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
}

function pick(images: Map<number, MediaImage>, id: number | null): MediaImage | null {
  return id === null ? null : (images.get(id) ?? null)
}
