// Where team members are stored, and which ones the public pages show: visible ones only,
// priority first (lowest number first), then newest; id breaks ties between rows created in the
// same instant. The rating column is kept and never shown (spec 3).
import { asc, desc, eq } from 'drizzle-orm'
import { teamMembers } from '../../database/schema'
import { defineStore, listVisible } from './store.server'
import { teamMember } from './team-member'

export const teamMemberStore = defineStore({
  type: teamMember,
  table: teamMembers,
  search: [teamMembers.name, teamMembers.email, teamMembers.profession],
  visible: {
    where: eq(teamMembers.isActive, true),
    orderBy: [asc(teamMembers.priority), desc(teamMembers.createdAt), desc(teamMembers.id)],
  },
})

/** The Team page (every visible member) and the home page (the first `limit`); a null picture shows a placeholder. */
export function listVisibleTeamMembers(limit?: number) {
  return listVisible(teamMemberStore, ['name', 'email', 'profession', 'bio'], limit)
}

export type PublicTeamMember = Awaited<ReturnType<typeof listVisibleTeamMembers>>[number]
