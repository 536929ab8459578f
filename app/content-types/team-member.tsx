// A team member (spec 2.5 and 5, Team add): the people on the Team page and, the first few, on
// the home page. Browser-safe; its table is bound in team-member.server.ts. The table's rating
// column is never asked for nor shown (spec 3); visibility is saved (the old form dropped it).
import { z } from 'zod'
import { requiredText } from '~/content/fields'
import { ADDED_COLUMN, defineContentType, STATUS_COLUMN, STATUS_FILTER } from './declaration'
import { PERSON_LIMITS, personIdentity, personShowing, portraitAlt } from './person'

export const teamMemberSchema = z.object({
  ...personIdentity.schema,
  bio: requiredText('bio', PERSON_LIMITS.text),
  ...personShowing.schema,
})

export const teamMember = defineContentType({
  path: '/admin/team',
  area: 'teamMembers',
  schema: teamMemberSchema,
  labels: { singular: 'Team member', name: 'Team Member', plural: 'team members', list: 'Member List', search: 'Search by name, e-mail or profession' },
  listIntro:
    'The people on the Team page. Visible members appear there, and the first few on the home page, a lower priority number first.',
  // spec 2.5 and 9: image (80 px), name, profession, e-mail, date
  columns: [
    { header: 'Image', key: 'image', show: 'image', size: 80 },
    { header: 'Name', key: 'name', show: 'title' },
    { header: 'Profession', key: 'profession' },
    { header: 'E-mail', key: 'email', className: 'break-all' },
    ADDED_COLUMN,
    STATUS_COLUMN,
  ],
  filters: [STATUS_FILTER],
  form: [...personIdentity.form, { kind: 'textarea', name: 'bio', label: 'Bio', formatted: true, translated: true }, personShowing.image, ...personShowing.form],
  detail: [...personIdentity.detail, { label: 'Bio', key: 'bio', show: 'long' }, ...personShowing.detail],
  alt: portraitAlt,
  toasts: {
    added: (value) => `${value.name} added to the team.`,
    saved: (value) => `${value.name} saved.`,
  },
})
