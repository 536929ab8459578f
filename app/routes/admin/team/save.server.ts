// What Add and Edit Team Member do with a posted form (content-form.server.ts does the ordering
// that keeps a failed picture from half-saving). Visibility is saved (the old form dropped it).
import { teamMemberSchema, type TeamMemberInput } from '~/content/team-member'
import { createTeamMember, updateTeamMember } from '~/models/team-member.server'
import { submitContentForm } from '~/utils/content-form.server'

function fieldsOf({ image: _image, removeImage: _remove, ...fields }: TeamMemberInput) {
  return fields
}

const alt = (value: TeamMemberInput) => `Portrait of ${value.name}`

export function addTeamMember(request: Request) {
  return submitContentForm({
    request,
    schema: teamMemberSchema,
    alt,
    save: async (value, imageId) => {
      await createTeamMember(fieldsOf(value), imageId)
    },
  })
}

export function editTeamMember(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: teamMemberSchema,
    alt,
    save: async (value, imageId) => {
      const saved = await updateTeamMember(id, fieldsOf(value), { newImageId: imageId, removeImage: value.removeImage === true })
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
