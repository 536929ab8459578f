// Where team members are stored; the Team page and the home page show the visible ones by
// priority, with their e-mail address (a mail link) and never the unused rating (spec 3).
import { teamMembers } from '../../database/schema'
import { parseFormattedText } from '~/content/formatted-text-parser'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { defineStore, listVisible, visibleByPriority } from './store.server'
import { teamMember } from './team-member'

export const teamMemberStore = defineStore({
  type: teamMember,
  table: teamMembers,
  search: [teamMembers.name, teamMembers.email, teamMembers.profession],
  visible: visibleByPriority(teamMembers),
})

/** The Team page (every visible member) and the home page (the first `limit`); a null picture shows a placeholder. */
export async function listVisibleTeamMembers(limit?: number, language: Language = DEFAULT_LANGUAGE) {
  const members = await listVisible(teamMemberStore, ['name', 'email', 'profession', 'bio'], limit, undefined, new Date(), language)
  // the bio is formatted (decision 031): read here, so the pages never load the parser
  return members.map((member) => ({ ...member, bio: parseFormattedText(member.bio) }))
}
