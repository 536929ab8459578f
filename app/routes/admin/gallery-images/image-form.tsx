// The Add and Edit Gallery form (spec 2.5, 5): category (a choice of the albums), title,
// picture ('Image is must for Gallery' on add; on edit kept unless a new one is chosen),
// visibility and priority 0 to 50; checked in the browser with the same schema the action uses.
import { getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { ContentForm } from '~/components/admin/content-form'
import { ImageField } from '~/components/admin/image-field'
import { PriorityField } from '~/components/admin/priority-field'
import { VisibilityField } from '~/components/admin/visibility-field'
import { Field } from '~/components/ui/field'
import { TextInput, controlClassName } from '~/components/ui/text-input'
import { GALLERY_IMAGE_LIMITS, editGalleryImageSchema, newGalleryImageSchema } from '~/content/gallery-image'
import type { MediaImage } from '~/utils/media-url'

export type GalleryImageFormDefaults = { categoryId: string; title: string; isActive: string; priority: string }

type Props = {
  mode: 'add' | 'edit'
  defaults: GalleryImageFormDefaults
  categories: { id: number; name: string }[]
  image: MediaImage | null
  lastResult: SubmissionResult<string[]> | undefined
  /** An add form's one-time key (a second post of it adds nothing). */
  formKey?: string
}

type Schema = typeof editGalleryImageSchema

export function GalleryImageForm({ mode, defaults, categories, image, lastResult, formKey }: Props) {
  const navigation = useNavigation()
  const schema: Schema = mode === 'add' ? (newGalleryImageSchema as unknown as Schema) : editGalleryImageSchema
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: 'gallery-image',
    defaultValue: defaults,
    lastResult: navigation.state === 'idle' ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // not on blur: a message appearing as the last field loses focus would push Save down
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <ContentForm form={form} cancelTo="/admin/gallery-images" formKey={formKey}>
      <CategoryField field={fields.categoryId} categories={categories} defaultValue={defaults.categoryId} />
      <Field id={fields.title.id} label="Title" errors={fields.title.errors} errorId={fields.title.errorId}>
        <TextInput {...getInputProps(fields.title, { type: 'text' })} maxLength={GALLERY_IMAGE_LIMITS.title} autoComplete="off" />
      </Field>
      <ImageField field={fields.image} label="Picture" current={image} required={mode === 'add'} />
      <VisibilityField field={fields.isActive} />
      <PriorityField field={fields.priority} min={GALLERY_IMAGE_LIMITS.priorityMin} max={GALLERY_IMAGE_LIMITS.priorityMax} />
    </ContentForm>
  )
}

/** The album a picture belongs to: a choice of every category, hidden ones too. */
export function CategoryField<Value, Form extends Record<string, unknown>>({
  field,
  categories,
  defaultValue,
}: {
  field: FieldMetadata<Value, Form, string[]>
  categories: { id: number; name: string }[]
  defaultValue: string
}) {
  const hint = `${field.id}-hint`
  return (
    <Field id={field.id} label="Category" description="The album (gallery event) the picture belongs to." descriptionId={hint} errors={field.errors} errorId={field.errorId}>
      <select {...getSelectProps(field, { ariaDescribedBy: hint })} defaultValue={defaultValue} className={`${controlClassName} sm:max-w-md`}>
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </Field>
  )
}
