// The Add and Edit Testimonial form (spec 2.5): name, email, profession, message, picture,
// rating 1 to 5 stars, visibility and priority; checked in the browser with the same schema the
// action uses.
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { RatingField } from '~/components/admin/rating-field'
import { VisibilityField } from '~/components/admin/visibility-field'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { TESTIMONIAL_LIMITS, testimonialSchema } from '~/content/testimonial'
import type { MediaImage } from '~/utils/media-url'

export type TestimonialFormDefaults = {
  name: string
  email: string
  profession: string
  message: string
  rating: string
  isActive: string
  priority: string
}

type Props = {
  defaults: TestimonialFormDefaults
  image: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

export function TestimonialForm({ defaults, image, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof testimonialSchema>, z.output<typeof testimonialSchema>>({
    id: 'testimonial',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialSchema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    // under the pointer, and the click meant for Save would land beside it
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <ContentForm form={form} cancelTo="/admin/testimonials" formKey={formKey}>
      <Field id={fields.name.id} label="Name" errors={fields.name.errors} errorId={fields.name.errorId}>
        <TextInput {...getInputProps(fields.name, { type: 'text' })} maxLength={TESTIMONIAL_LIMITS.name} autoComplete="off" />
      </Field>
      <Field id={fields.email.id} label="Email" errors={fields.email.errors} errorId={fields.email.errorId}>
        <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" />
      </Field>
      <Field id={fields.profession.id} label="Profession" errors={fields.profession.errors} errorId={fields.profession.errorId}>
        <TextInput {...getInputProps(fields.profession, { type: 'text' })} maxLength={TESTIMONIAL_LIMITS.profession} />
      </Field>
      <Field id={fields.message.id} label="Message" errors={fields.message.errors} errorId={fields.message.errorId}>
        <Textarea {...getTextareaProps(fields.message)} />
      </Field>
      <ImageField field={fields.image} current={image} removeField={fields.removeImage} />
      <RatingField field={fields.rating} />
      <VisibilityField field={fields.isActive} />
      <PriorityField field={fields.priority} min={TESTIMONIAL_LIMITS.priorityMin} max={TESTIMONIAL_LIMITS.priorityMax} />
    </ContentForm>
  )
}
