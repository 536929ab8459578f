// Events as the public pages show them: visible ones only; upcoming events first (soonest
// first), then past ones (most recent first). An event is upcoming until it ends, or until it
// starts when it has no end time.
import { asc, desc, eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { events } from '../../database/schema'
import { deleteMediaIfUnused, getMediaById, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from '~/utils/list-query.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicEvent = {
  id: number
  title: string
  description: string
  startsAt: Date
  endsAt: Date | null
  location: string | null
  image: MediaImage | null
  /** True when the event is over at the time of the request. */
  isPast: boolean
}

/** Upcoming events first, soonest first; then past ones, most recent first. One query plus one for the pictures. */
async function listEvents(now: Date, limit?: number): Promise<PublicEvent[]> {
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
    })
    .from(events)
    .where(eq(events.isActive, true))
    .orderBy(
      asc(over),
      // soonest first among upcoming events, most recent first among past ones
      sql`case when ${over} then null else ${events.eventDate} end asc nulls last`,
      desc(events.eventDate),
      desc(events.id),
    )
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, location, ...row }) => ({
    ...row,
    isPast: Boolean(row.isPast),
    location: location?.trim() ? location.trim() : null,
    image: imageId === null ? null : (images.get(imageId) ?? null),
  }))
}

/** The home page's "Latest Events": the next `limit` events, topped up with the most recent past ones. */
export function listLatestEvents(limit: number, now = new Date()): Promise<PublicEvent[]> {
  return listEvents(now, limit)
}

/** Every visible event for the events page, split into upcoming and past. */
export async function listVisibleEvents(now = new Date()): Promise<{ upcoming: PublicEvent[]; past: PublicEvent[] }> {
  const all = await listEvents(now)
  return { upcoming: all.filter((event) => !event.isPast), past: all.filter((event) => event.isPast) }
}

// ---------------------------------------------------------------- back office

export type EventFields = {
  title: string
  description: string
  eventDate: Date
  endsAt: Date | null
  location: string | null
  isActive: boolean
}

export type AdminEventRow = { id: number; title: string; description: string; eventDate: Date; image: MediaImage | null }

/**
 * One page of the back-office list: search on title and description, by event date (newest or
 * oldest first: the date the list shows).
 */
export async function listEventsForAdmin(params: ListParams): Promise<{ rows: AdminEventRow[]; total: number }> {
  const where = searchWhere([events.title, events.description], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({ id: events.id, title: events.title, description: events.description, eventDate: events.eventDate, imageId: events.imageId })
      .from(events)
      .where(where)
      .orderBy(...dateOrder(events.eventDate, events.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(events, where),
  ])
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return { rows: rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) })), total }
}

export type AdminEvent = typeof events.$inferSelect & { image: MediaImage | null }

/** Every field of one event, or null. */
export async function getEvent(id: number): Promise<AdminEvent | null> {
  const [row] = await db().select().from(events).where(eq(events.id, id))
  if (!row) return null
  return { ...row, image: row.imageId === null ? null : await getMediaById(row.imageId) }
}

export async function createEvent(fields: EventFields, imageId: number | null): Promise<number> {
  const [row] = await db()
    .insert(events)
    .values({ ...fields, imageId })
    .returning({ id: events.id })
  return row.id
}

/**
 * Saves an edit; the picture is replaced when `newImageId` is given and kept otherwise. Returns
 * the picture the row stopped using (to be deleted if nothing else uses it), or false when there
 * is no such event.
 */
export async function updateEvent(id: number, fields: EventFields, newImageId: number | null): Promise<{ unusedImageId: number | null } | false> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ imageId: events.imageId }).from(events).where(eq(events.id, id)).for('update')
    if (!current) return false
    const imageId = newImageId ?? current.imageId
    await tx
      .update(events)
      .set({ ...fields, imageId, updatedAt: new Date() })
      .where(eq(events.id, id))
    return { unusedImageId: current.imageId !== imageId ? current.imageId : null }
  })
}

/** Deletes an event and its picture when nothing else uses it; false when it was not there. */
export async function deleteEvent(id: number): Promise<boolean> {
  const [deleted] = await db().delete(events).where(eq(events.id, id)).returning({ imageId: events.imageId })
  if (!deleted) return false
  if (deleted.imageId !== null) await deleteMediaIfUnused(deleted.imageId)
  return true
}
