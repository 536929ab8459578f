// Demo content for an empty database, so that a fresh `npm start` shows every public section.
// Runs at start-up unless DEMO_CONTENT=off (the caller decides). Idempotent: it adds nothing
// once any content exists or once it has run before, even if staff later deleted the demo items.
import { sql } from 'drizzle-orm'
import { DEFAULT_ORGANISATION, SETTING_KEYS } from '~/content/settings'
import type { Database } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { DEMO_BLOGS, DEMO_EVENTS, DEMO_GALLERY, DEMO_TEAM, DEMO_TESTIMONIALS } from '../../database/demo/content'
import { renderDemoImage, type DemoImageSpec } from '../../database/demo/images.server'
import { demoAlbumTranslations, demoTranslations } from '../../database/demo/translations'
import {
  blogs,
  eventRegistrationSettings,
  events,
  galleryCategories,
  galleryImages,
  siteSettings,
  teamMembers,
  testimonials,
} from '../../database/schema'
import { edmontonDayOf } from '~/utils/edmonton-day.server'
import { parseEdmontonDateTime } from '~/utils/edmonton-time.server'
import { storeImage } from './media.server'

// Held for the length of the content transaction, so two instances starting together on one
// PostgreSQL do not both seed (the migration lock is 727001).
const SEED_LOCK = 727002
// Pictures rendered and encoded at once: keeps both cores busy without piling up memory.
const IMAGE_CONCURRENCY = 3
const DAY = 24 * 60 * 60 * 1000

type Executor = Pick<Database, 'execute'>

/**
 * True when the site already has content or has been seeded before. Media is not counted:
 * pictures stored by an interrupted seed carry no content and are reused by the next run.
 */
async function alreadyHasContent(executor: Executor): Promise<boolean> {
  // pg and PGlite both answer raw queries with { rows }
  const result = (await executor.execute(sql`
    select (
      exists (select 1 from ${blogs}) or exists (select 1 from ${events})
      or exists (select 1 from ${teamMembers}) or exists (select 1 from ${testimonials})
      or exists (select 1 from ${galleryCategories}) or exists (select 1 from ${galleryImages})
      or exists (select 1 from ${siteSettings} where ${siteSettings.key} = ${SETTING_KEYS.demoContentSeeded})
    ) as found`)) as unknown as { rows: { found: boolean }[] }
  return Boolean(result.rows[0]?.found)
}

/** Adds the demo content to an empty database; true when it did, false when it left the database alone. */
export async function seedDemoContent(): Promise<boolean> {
  if (await alreadyHasContent(db())) return false

  // storeImage() writes through the global database in its own transaction, so pictures go
  // in first; the same picture always gives the same row, so a re-run after a crash reuses them.
  const mediaIds = await storeDemoImages(collectImages())
  const id = (spec: DemoImageSpec) => {
    const found = mediaIds.get(spec.key)
    if (found === undefined) throw new Error(`Demo picture ${spec.key} was not stored`)
    return found
  }
  const now = new Date()

  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    // another instance may have seeded while the pictures were being made
    if (await alreadyHasContent(tx)) return false

    await tx.insert(blogs).values(
      DEMO_BLOGS.map((blog, index) => {
        const published = new Date(now.getTime() - blog.daysAgo * DAY)
        return {
          name: blog.name,
          imageId: id(blog.image),
          title: blog.title,
          description: blog.description,
          section2Title: blog.section2Title,
          section2Body: blog.section2Body,
          section3Title: blog.section3Title,
          section3Body: blog.section3Body,
          writerImageId: id(blog.writerPicture),
          writerName: blog.writerName,
          writerDescription: blog.writerDescription,
          sideTitle: blog.sideTitle,
          sideDescription: blog.sideDescription,
          linkUrl: blog.linkUrl,
          translations: demoTranslations('blogs', index),
          priority: blog.priority,
          publishAt: published,
          createdAt: published,
          updatedAt: published,
        }
      }),
    )

    const demoEvents = await tx.insert(events).values(
      DEMO_EVENTS.map((event, index) => {
        const startsAt = edmontonTime(new Date(now.getTime() + event.inDays * DAY), event.startsAt)
        return {
          title: event.title,
          description: event.description,
          imageId: id(event.image),
          eventDate: startsAt,
          endsAt: event.durationMinutes ? new Date(startsAt.getTime() + event.durationMinutes * 60_000) : null,
          location: event.location ?? null,
          translations: demoTranslations('events', index),
        }
      }),
    ).returning({ id: events.id })
    // registration on for the events that take it (the online one's link stays private: issue 38)
    const registered = DEMO_EVENTS.flatMap((event, index) =>
      event.registration
        ? [{ eventId: demoEvents[index].id, enabled: true, capacity: event.registration.capacity, maxPartySize: event.registration.maxPartySize ?? 4, onlineLink: event.registration.onlineLink ?? null }]
        : [],
    )
    if (registered.length > 0) await tx.insert(eventRegistrationSettings).values(registered)

    await tx.insert(teamMembers).values(
      DEMO_TEAM.map((member, index) => ({
        name: member.name,
        email: member.email,
        profession: member.profession,
        bio: member.bio,
        imageId: member.portrait ? id(member.portrait) : null,
        priority: member.priority,
        translations: demoTranslations('team', index),
      })),
    )

    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((testimonial, index) => ({
        name: testimonial.name,
        email: testimonial.email,
        profession: testimonial.profession,
        message: testimonial.message,
        imageId: testimonial.portrait ? id(testimonial.portrait) : null,
        rating: testimonial.rating,
        priority: testimonial.priority,
        translations: demoTranslations('testimonials', index),
      })),
    )

    const categories = await tx
      .insert(galleryCategories)
      .values(
        DEMO_GALLERY.map((category, index) => ({
          name: category.name,
          description: category.description,
          imageId: id(category.cover),
          priority: category.priority,
          translations: demoAlbumTranslations(index),
        })),
      )
      .returning({ id: galleryCategories.id })
    await tx.insert(galleryImages).values(
      DEMO_GALLERY.flatMap((category, index) =>
        category.images.map((item, position) => ({
          categoryId: categories[index].id,
          title: item.title,
          imageId: id(item.image),
          priority: position + 1,
          translations: demoAlbumTranslations(index, position),
        })),
      ),
    )

    await tx
      .insert(siteSettings)
      .values({ key: SETTING_KEYS.organisation, value: DEFAULT_ORGANISATION })
      .onConflictDoNothing({ target: siteSettings.key })
    await tx.insert(siteSettings).values({ key: SETTING_KEYS.demoContentSeeded, value: true })
    return true
  })
}

/** Every picture the demo content uses, once per key (staff portraits appear twice). */
export function collectImages(): DemoImageSpec[] {
  const all = [
    ...DEMO_BLOGS.flatMap((blog) => [blog.image, blog.writerPicture]),
    ...DEMO_EVENTS.map((event) => event.image),
    ...DEMO_TEAM.flatMap((member) => (member.portrait ? [member.portrait] : [])),
    ...DEMO_TESTIMONIALS.flatMap((testimonial) => (testimonial.portrait ? [testimonial.portrait] : [])),
    ...DEMO_GALLERY.flatMap((category) => [category.cover, ...category.images.map((item) => item.image)]),
  ]
  return [...new Map(all.map((spec) => [spec.key, spec])).values()]
}

/** Renders and stores the pictures a few at a time; answers media ids by picture key. */
async function storeDemoImages(specs: DemoImageSpec[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  let next = 0
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++]
      const stored = await storeImage(await renderDemoImage(spec), { alt: spec.alt })
      ids.set(spec.key, stored.id)
    }
  }
  await Promise.all(Array.from({ length: Math.min(IMAGE_CONCURRENCY, specs.length) }, worker))
  return ids
}

/** The instant at local time 'HH:MM' in Edmonton on the Edmonton calendar day of `day`. */
export function edmontonTime(day: Date, time: string): Date {
  return parseEdmontonDateTime(`${edmontonDayOf(day)}T${time}`)!
}
