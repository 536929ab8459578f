// Team members as the public pages show them: visible ones only, priority first (lowest number
// first), then newest; id breaks ties between rows created in the same instant. The rating
// column is kept for the back office and never shown (spec 3).
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { teamMembers } from '../../database/schema'
import type { TeamMemberFields } from '~/content/team-member'
import { deleteMediaIfUnused, getMediaById, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from '~/utils/list-query.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicTeamMember = {
  id: number
  name: string
  email: string
  profession: string
  bio: string
  /** Null when the member has no picture: pages show a placeholder. */
  image: MediaImage | null
}

/** Visible members in public order, at most `limit` of them; one query plus one for the pictures. */
export async function listVisibleTeamMembers(limit?: number): Promise<PublicTeamMember[]> {
  const query = db()
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      email: teamMembers.email,
      profession: teamMembers.profession,
      bio: teamMembers.bio,
      imageId: teamMembers.imageId,
    })
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.priority), desc(teamMembers.createdAt), desc(teamMembers.id))
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) }))
}

// ---------------------------------------------------------------- back office

export type AdminTeamMemberRow = { id: number; name: string; email: string; profession: string; createdAt: Date; image: MediaImage | null }

/** One page of the back-office list: search on name, e-mail and profession, newest or oldest first. */
export async function listTeamMembersForAdmin(params: ListParams): Promise<{ rows: AdminTeamMemberRow[]; total: number }> {
  const where = searchWhere([teamMembers.name, teamMembers.email, teamMembers.profession], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        email: teamMembers.email,
        profession: teamMembers.profession,
        createdAt: teamMembers.createdAt,
        imageId: teamMembers.imageId,
      })
      .from(teamMembers)
      .where(where)
      .orderBy(...dateOrder(teamMembers.createdAt, teamMembers.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(teamMembers, where),
  ])
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return { rows: rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) })), total }
}

export type AdminTeamMember = typeof teamMembers.$inferSelect & { image: MediaImage | null }

/** Every field of one team member, or null. */
export async function getTeamMember(id: number): Promise<AdminTeamMember | null> {
  const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, id))
  if (!row) return null
  return { ...row, image: row.imageId === null ? null : await getMediaById(row.imageId) }
}

export async function createTeamMember(fields: TeamMemberFields, imageId: number | null): Promise<number> {
  const [row] = await db()
    .insert(teamMembers)
    .values({ ...fields, imageId })
    .returning({ id: teamMembers.id })
  return row.id
}

/**
 * Saves an edit. The picture is replaced when `newImageId` is given, removed when `removeImage`
 * is set, kept otherwise. Returns the picture the row stopped using (to be deleted if nothing
 * else uses it), or false when there is no such member.
 */
export async function updateTeamMember(
  id: number,
  fields: TeamMemberFields,
  { newImageId, removeImage = false }: { newImageId: number | null; removeImage?: boolean },
): Promise<{ unusedImageId: number | null } | false> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ imageId: teamMembers.imageId }).from(teamMembers).where(eq(teamMembers.id, id)).for('update')
    if (!current) return false
    const imageId = newImageId ?? (removeImage ? null : current.imageId)
    await tx
      .update(teamMembers)
      .set({ ...fields, imageId, updatedAt: new Date() })
      .where(eq(teamMembers.id, id))
    return { unusedImageId: current.imageId !== imageId ? current.imageId : null }
  })
}

/** Deletes a team member and their picture when nothing else uses it; false when it was not there. */
export async function deleteTeamMember(id: number): Promise<boolean> {
  const [deleted] = await db().delete(teamMembers).where(eq(teamMembers.id, id)).returning({ imageId: teamMembers.imageId })
  if (!deleted) return false
  if (deleted.imageId !== null) await deleteMediaIfUnused(deleted.imageId)
  return true
}
