// The Trash's timed work (issue 41, decision 073): items staff deleted wait there for the site's
// Trash days (the privacy settings), then the hourly housekeeping deletes them for ever, each in
// its own transaction with its activity log entry, as a delete for ever from the Trash does.
import { getPrivacySettings } from '~/models/settings.server'
import type { Actor } from '~/models/audit.server'
import { blogStore } from './blog.server'
import { eventStore } from './event.server'
import { galleryCategoryStore } from './gallery-category.server'
import { galleryImageStore } from './gallery-image.server'
import { deleteFromTrash, trashedBefore, type ContentStore } from './store.server'
import { teamMemberStore } from './team-member.server'
import { testimonialStore } from './testimonial.server'

/** The types whose delete goes to the Trash; pictures before albums, so that each is logged on its own. */
export const TRASH_STORES: ContentStore[] = [blogStore, eventStore, teamMemberStore, testimonialStore, galleryImageStore, galleryCategoryStore]

/** Who the activity log names for the purge: the server's timed work, no one signed in. */
export const HOUSEKEEPING: Actor = { userId: null, email: null, address: 'housekeeping' }

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes for ever what has been in the Trash longer than the setting says; how many items went. */
export async function purgeTrash(now = new Date()): Promise<number> {
  const { trashRetentionDays } = await getPrivacySettings()
  const cutoff = new Date(now.getTime() - trashRetentionDays * DAY_MS)
  let purged = 0
  for (const store of TRASH_STORES) {
    for (const id of await trashedBefore(store, cutoff)) if (await deleteFromTrash(store, id, HOUSEKEEPING)) purged++
  }
  return purged
}
