// A team member's form rules (spec 5, Team add), shared by the browser and the server action.
// Browser-safe. The length limits are ours (the spec sets none) and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText, visibility } from './fields'

export const TEAM_MEMBER_MESSAGES = { priority: 'Set Priority from 1 to 20' } as const

export const TEAM_MEMBER_LIMITS = { name: 200, profession: 200, bio: 5000, priorityMin: 1, priorityMax: 20 } as const

export const teamMemberSchema = z.object({
  name: requiredText('name', TEAM_MEMBER_LIMITS.name),
  email: requiredEmail('email'),
  profession: requiredText('profession', TEAM_MEMBER_LIMITS.profession),
  bio: requiredText('bio', TEAM_MEMBER_LIMITS.bio),
  isActive: visibility(),
  priority: numberInRange(TEAM_MEMBER_LIMITS.priorityMin, TEAM_MEMBER_LIMITS.priorityMax, TEAM_MEMBER_MESSAGES.priority),
  image: imageFile().optional(),
  removeImage: removeImageFlag(),
})

export type TeamMemberInput = z.infer<typeof teamMemberSchema>
/** What is stored: the form's values without the file fields. */
export type TeamMemberFields = Omit<TeamMemberInput, 'image' | 'removeImage'>
