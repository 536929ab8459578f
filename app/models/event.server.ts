// Events as the public pages show them: visible ones only; upcoming events first (soonest
// first), then past ones (most recent first). An event is upcoming until it ends, or until it
// starts when it has no end time. The back office's queries are the content-type machinery's
// (app/content-types/event.tsx).
import { and, asc, desc, eq, isNull, not, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { events } from '../../database/schema'
import type { FormattedText } from '~/content/formatted-text'
import { parseFormattedText } from '~/content/formatted-text-parser'
import { getMediaByIds } from '~/models/media.server'
import { shownToVisitors } from '~/models/publishing.server'
import type { MediaImage } from '~/utils/media-url'
import { localize, type Localized } from '~/content/translations'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'

export type PublicEvent = Localized & {
  id: number
  title: string
  /** Formatted (decision 031): read on the server, so pages never load the parser. */
  description: FormattedText
  startsAt: Date
  endsAt: Date | null
  location: string | null
  image: MediaImage | null
  /** True when the event is over at the time of the request. */
  isPast: boolean
}

/** Upcoming events first, soonest first; then past ones, most recent first (`only`: one event; `hidden`: those visitors cannot see). One query plus one for the pictures. */
async function listEvents(now: Date, limit?: number, only?: number, hidden = false, language: Language = DEFAULT_LANGUAGE): Promise<PublicEvent[]> {
  const shown = hidden ? and(isNull(events.trashedAt), not(shownToVisitors(events, now)))! : shownToVisitors(events, now)
  const over = sql<boolean>`coalesce(${events.endsAt}, ${events.eventDate}) < ${now.toISOString()}::timestamptz`
  const query = db()
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      startsAt: events.eventDate,
      endsAt: events.endsAt,
      location: events.location,
      imageId: events.imageId,
      isPast: over,
      translations: events.translations,
    })
    .from(events)
    .where(only === undefined ? shown : and(shown, eq(events.id, only)))
    .orderBy(
      asc(over),
      // soonest first among upcoming events, most recent first among past ones
      sql`case when ${over} then null else ${events.eventDate} end asc nulls last`,
      desc(events.eventDate),
      desc(events.id),
    )
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId), language)
  return rows.map((found) => {
    const { imageId, location, ...row } = localize(found, language, ['title', 'description', 'location'])
    return {
      ...row,
      description: parseFormattedText(row.description),
      isPast: Boolean(row.isPast),
      location: location?.trim() ? location.trim() : null,
      image: imageId === null ? null : (images.get(imageId) ?? null),
    }
  })
}

/** The home page's "Latest Events": the next `limit` events, topped up with the most recent past ones. */
export function listLatestEvents(limit: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicEvent[]> {
  return listEvents(now, limit, undefined, false, language)
}

/** Every visible event for the events page, split into upcoming and past. */
export async function listVisibleEvents(now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<{ upcoming: PublicEvent[]; past: PublicEvent[] }> {
  const all = await listEvents(now, undefined, undefined, false, language)
  return { upcoming: all.filter((event) => !event.isPast), past: all.filter((event) => event.isPast) }
}

/** One visible event for its own page, or null (hidden or unknown). */
export async function getVisibleEvent(id: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicEvent | null> {
  const found = await getEventForPreview(id, now, language)
  return found?.visible ? found.event : null
}

/** One event whether visitors can see it or not (the staff's preview), and whether they can. */
export async function getEventForPreview(id: number, now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<{ event: PublicEvent; visible: boolean } | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const [event] = await listEvents(now, 1, id, false, language)
  if (event) return { event, visible: true }
  const [hidden] = await listEvents(now, 1, id, true, language)
  return hidden ? { event: hidden, visible: false } : null
}

/** Visible events that have not ended, soonest first: the calendar feed (in its language, English where a text is not translated). */
export async function listUpcomingEvents(now = new Date(), language: Language = DEFAULT_LANGUAGE): Promise<PublicEvent[]> {
  return (await listVisibleEvents(now, language)).upcoming
}
