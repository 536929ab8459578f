// The Add and Edit Team Member form (spec 2.5): name, email, profession, bio, picture
// (optional: the public page shows a placeholder), visibility and priority; checked in the
// browser with the same schema the action uses.
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { VisibilityField } from '~/components/admin/visibility-field'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { TEAM_MEMBER_LIMITS, teamMemberSchema } from '~/content/team-member'
import type { MediaImage } from '~/utils/media-url'

export type TeamMemberFormDefaults = {
  name: string
  email: string
  profession: string
  bio: string
  isActive: string
  priority: string
}

type Props = {
  defaults: TeamMemberFormDefaults
  image: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

export function TeamMemberForm({ defaults, image, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof teamMemberSchema>, z.output<typeof teamMemberSchema>>({
    id: 'team-member',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: teamMemberSchema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <ContentForm form={form} cancelTo="/admin/team" formKey={formKey}>
      <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
        <TextInput {...getInputProps(fields.name, { type: 'text' })} maxLength={TEAM_MEMBER_LIMITS.name} autoComplete="off" />
      </Field>
      <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
        <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" />
      </Field>
      <Field id={fields.profession.id} label="Profession" errors={fields.profession.errors} errorId={fields.profession.errorId}>
        <TextInput {...getInputProps(fields.profession, { type: 'text' })} maxLength={TEAM_MEMBER_LIMITS.profession} />
      </Field>
      <Field id={fields.bio.id} label="Bio" errors={fields.bio.errors} errorId={fields.bio.errorId}>
        <Textarea {...getTextareaProps(fields.bio)} />
      </Field>
      <ImageField field={fields.image} current={image} removeField={fields.removeImage} />
      <VisibilityField field={fields.isActive} />
      <PriorityField field={fields.priority} min={TEAM_MEMBER_LIMITS.priorityMin} max={TEAM_MEMBER_LIMITS.priorityMax} />
    </ContentForm>
  )
}
