// A team member (spec 2.5 and 5, Team add): the people on the Team page and, the first few, on
// the home page. Browser-safe; its table is bound in team-member.server.ts. The length limits
// are ours (the spec sets none); the table's rating column is never asked for nor shown (spec 3).
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText, visibility } from '~/content/fields'
import { defineContentType } from './declaration'

export const TEAM_MEMBER_MESSAGES = { priority: 'Set Priority from 1 to 20' } as const

export const TEAM_MEMBER_LIMITS = { name: 200, profession: 200, bio: 5000, priorityMin: 1, priorityMax: 20 } as const

const { name, profession, bio, priorityMin, priorityMax } = TEAM_MEMBER_LIMITS

export const teamMemberSchema = z.object({
  name: requiredText('name', name),
  email: requiredEmail('email'),
  profession: requiredText('profession', profession),
  bio: requiredText('bio', bio),
  isActive: visibility(),
  priority: numberInRange(priorityMin, priorityMax, TEAM_MEMBER_MESSAGES.priority),
  // optional: the public page shows a placeholder
  image: imageFile().optional(),
  removeImage: removeImageFlag(),
})

export const teamMember = defineContentType({
  formId: 'team-member',
  path: '/admin/team',
  schema: teamMemberSchema,
  titleField: 'name',
  labels: {
    singular: 'Team member',
    list: 'Member List',
    caption: 'Team members',
    add: 'Add Team Member',
    edit: 'Edit Team Member',
    search: 'Search by name, e-mail or profession',
    empty: 'No team members yet. Add the first one with Add Team Member.',
  },
  listIntro: () =>
    'The people on the Team page. Visible members appear there, and the first few on the home page, a lower priority number first.',
  // spec 2.5 and 9: image (80 px), name, profession, e-mail, date
  columns: [
    { header: 'Image', key: 'image', show: 'image', size: 80 },
    { header: 'Name', key: 'name', show: 'title' },
    { header: 'Profession', key: 'profession' },
    { header: 'E-mail', key: 'email', className: 'break-all' },
    { header: 'Date', key: 'createdAt', show: 'date' },
  ],
  form: [
    { kind: 'text', name: 'name', label: 'Name', maxLength: name, autoComplete: 'off' },
    { kind: 'email', name: 'email', label: 'Email' },
    { kind: 'text', name: 'profession', label: 'Profession', maxLength: profession },
    { kind: 'textarea', name: 'bio', label: 'Bio' },
    { kind: 'image', name: 'image', removeWith: 'removeImage' },
    { kind: 'visibility', name: 'isActive' },
    { kind: 'priority', name: 'priority', min: priorityMin, max: priorityMax },
  ],
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Email', key: 'email' },
    { label: 'Profession', key: 'profession' },
    { label: 'Bio', key: 'bio', show: 'long' },
    { label: 'Visibility', key: 'isActive', show: 'visibility' },
    { label: 'Priority', key: 'priority' },
  ],
  alt: (value) => `Portrait of ${value.name}`,
  // Visibility is saved (the old form dropped it)
  toasts: {
    added: (value) => `${value.name} added to the team.`,
    saved: (value) => `${value.name} saved.`,
  },
})
