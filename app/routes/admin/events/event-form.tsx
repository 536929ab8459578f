// The Add and Edit Event form (spec 2.5): title, description, picture, the date and time it
// starts and - beyond the spec - when it ends and where, and visibility. Checked in the browser
// with the same schema the action uses; times are typed as Edmonton wall-clock times.
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { ImageField } from '~/components/admin/image-field'
import { VisibilityField } from '~/components/admin/visibility-field'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { EVENT_LIMITS, eventSchema, newEventSchema } from '~/content/event'
import type { MediaImage } from '~/utils/media-url'

export type EventFormDefaults = {
  title: string
  description: string
  /** 'YYYY-MM-DDTHH:mm', Edmonton time, or ''. */
  eventDate: string
  endsAt: string
  location: string
  isActive: string
}

type Props = {
  defaults: EventFormDefaults
  /** The picture the event has now, if any. */
  image: MediaImage | null
  /** Add Event: a picture is required (on Edit the current one is kept unless replaced). */
  isNew: boolean
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

export function EventForm({ defaults, image, isNew, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const schema = isNew ? newEventSchema : eventSchema
  const [form, fields] = useForm<z.input<typeof eventSchema>, z.output<typeof eventSchema>>({
    id: 'event',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const startHint = `${fields.eventDate.id}-hint`
  const endHint = `${fields.endsAt.id}-hint`
  return (
    <ContentForm form={form} cancelTo="/admin/events" formKey={formKey}>
      <Field id={fields.title.id} label="Title" errors={fields.title.errors} errorId={fields.title.errorId}>
        <TextInput {...getInputProps(fields.title, { type: 'text' })} maxLength={EVENT_LIMITS.title} autoComplete="off" />
      </Field>
      <Field id={fields.description.id} label="Description" errors={fields.description.errors} errorId={fields.description.errorId}>
        <Textarea {...getTextareaProps(fields.description)} />
      </Field>
      <ImageField field={fields.image} current={image} required={isNew} />
      <Field
        id={fields.eventDate.id}
        label="Event date and time"
        description="Edmonton time."
        descriptionId={startHint}
        errors={fields.eventDate.errors}
        errorId={fields.eventDate.errorId}
      >
        <TextInput {...getInputProps(fields.eventDate, { type: 'datetime-local', ariaDescribedBy: startHint })} className="sm:max-w-xs" />
      </Field>
      <Field
        id={fields.endsAt.id}
        label="Ends (optional)"
        description="When the event finishes, Edmonton time. Leave empty if you are not sure."
        descriptionId={endHint}
        errors={fields.endsAt.errors}
        errorId={fields.endsAt.errorId}
      >
        <TextInput {...getInputProps(fields.endsAt, { type: 'datetime-local', ariaDescribedBy: endHint })} className="sm:max-w-xs" />
      </Field>
      <Field id={fields.location.id} label="Location (optional)" errors={fields.location.errors} errorId={fields.location.errorId}>
        <TextInput {...getInputProps(fields.location, { type: 'text' })} maxLength={EVENT_LIMITS.location} />
      </Field>
      <VisibilityField field={fields.isActive} />
    </ContentForm>
  )
}
