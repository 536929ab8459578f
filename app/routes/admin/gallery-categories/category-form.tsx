// The Add and Edit Gallery Category form (spec 2.5, 5): event name, description, cover picture
// (required on add; on edit kept unless a new one is chosen), visibility and priority; checked
// in the browser with the same schema the action uses.
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
import { GALLERY_CATEGORY_LIMITS, editGalleryCategorySchema, newGalleryCategorySchema } from '~/content/gallery-category'
import type { MediaImage } from '~/utils/media-url'

export type GalleryCategoryFormDefaults = { category: string; description: string; isActive: string; priority: string }

type Props = {
  mode: 'add' | 'edit'
  defaults: GalleryCategoryFormDefaults
  image: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

type Schema = typeof editGalleryCategorySchema

export function GalleryCategoryForm({ mode, defaults, image, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const schema: Schema = mode === 'add' ? (newGalleryCategorySchema as unknown as Schema) : editGalleryCategorySchema
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: 'gallery-category',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const nameHint = `${fields.category.id}-hint`
  return (
    <ContentForm form={form} cancelTo="/admin/gallery-categories" formKey={formKey}>
      <Field
        id={fields.category.id}
        label="Event name"
        description="The album's title on the Gallery page, e.g. Diwali Mela 2025."
        descriptionId={nameHint}
        errors={fields.category.errors}
        errorId={fields.category.errorId}
      >
        <TextInput {...getInputProps(fields.category, { type: 'text', ariaDescribedBy: nameHint })} maxLength={GALLERY_CATEGORY_LIMITS.name} autoComplete="off" />
      </Field>
      <Field id={fields.description.id} label="Description" errors={fields.description.errors} errorId={fields.description.errorId}>
        <Textarea {...getTextareaProps(fields.description)} maxLength={GALLERY_CATEGORY_LIMITS.description} />
      </Field>
      <ImageField field={fields.image} label="Cover picture" current={image} required={mode === 'add'} />
      <VisibilityField field={fields.isActive} />
      <PriorityField field={fields.priority} min={GALLERY_CATEGORY_LIMITS.priorityMin} max={GALLERY_CATEGORY_LIMITS.priorityMax} />
    </ContentForm>
  )
}
