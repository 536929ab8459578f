// A picture chosen for an item: the one it has now (kept unless another is chosen), a file
// input that accepts pictures, and - with JavaScript - a preview of the newly chosen picture
// before anything is saved. Without JavaScript the file is still uploaded with the form.
// The server re-checks the bytes; its refusal is shown right under the input.
import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useState, type ChangeEvent } from 'react'
import { FieldError, RequiredMark } from '~/components/ui/field'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { controlClassName } from '~/components/ui/text-input'
import { IMAGE_ACCEPT, PICTURE_DESCRIPTION } from '~/content/fields'
import type { MediaImage } from '~/utils/media-url'

type Props<Value, Remove, Form extends Record<string, unknown>> = {
  field: FieldMetadata<Value, Form, string[]>
  /** The picture's short description, read out in its place (its alt text). */
  descriptionField?: FieldMetadata<unknown, Form, string[]>
  label?: string
  /** The picture the item has now, if any. */
  current: MediaImage | null
  /** Offer 'Remove the current picture' (optional pictures only); the checkbox is named this. */
  removeField?: FieldMetadata<Remove, Form, string[]>
  /** What the remove checkbox says, when something other than a placeholder takes the picture's place. */
  removeLabel?: string
  /** Said under the label, before the accepted file types. */
  hint?: string
  required?: boolean
}

export function ImageField<Value, Remove, Form extends Record<string, unknown>>({
  field,
  descriptionField,
  label = 'Image',
  current,
  removeField,
  removeLabel = 'Remove the current picture (a placeholder is shown instead)',
  hint: intro,
  required = false,
}: Props<Value, Remove, Form>) {
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null)
  // the preview's object URL lives as long as it is shown
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    setPreview(file && file.type.startsWith('image/') ? { url: URL.createObjectURL(file), name: file.name } : null)
  }
  const hintId = `${field.id}-hint`
  const invalid = Boolean(field.errors?.length)
  const types = current
    ? 'Choose a new file only to replace the current picture. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.'
    : `JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.${required ? '' : ' Optional.'}`
  const hint = intro ? `${intro} ${types}` : types

  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-900">
        {label} {required && !current ? <RequiredMark /> : null}
      </legend>
      <div className="flex flex-wrap gap-6">
        {current ? (
          <figure>
            <ResponsiveImage media={current} sizes="160px" alt="The current picture" className="h-40 w-40 rounded-lg object-cover ring-1 ring-slate-200" />
            <figcaption className="mt-1 text-sm text-slate-700">Current picture</figcaption>
          </figure>
        ) : null}
        {preview ? (
          <figure>
            <img src={preview.url} alt="The new picture, not saved yet" className="h-40 w-40 rounded-lg object-cover ring-2 ring-brand-700" />
            <figcaption className="mt-1 text-sm text-slate-700">New picture (saved when you press Save)</figcaption>
          </figure>
        ) : null}
      </div>
      <div>
        <label htmlFor={field.id} className="block font-medium text-slate-900">
          {current ? 'Replace with a new picture' : 'Choose a picture'}
        </label>
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
        <input
          id={field.id}
          name={field.name}
          type="file"
          accept={IMAGE_ACCEPT}
          required={required && !current ? true : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${field.errorId} ${hintId}` : hintId}
          onChange={onChange}
          className="mt-1.5 block w-full max-w-md rounded-lg border border-slate-500 bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 aria-invalid:border-2 aria-invalid:border-red-700"
        />
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
      {descriptionField ? <DescriptionInput field={descriptionField} /> : null}
      {current && removeField ? (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={removeField.name}
            id={removeField.id}
            defaultChecked={removeField.initialValue === 'on'}
            className="size-5 accent-brand-700"
          />
          {removeLabel}
        </label>
      ) : null}
    </fieldset>
  )
}

function DescriptionInput<Form extends Record<string, unknown>>({ field }: { field: FieldMetadata<unknown, Form, string[]> }) {
  const hintId = `${field.id}-hint`
  const invalid = Boolean(field.errors?.length)
  return (
    <div>
      <label htmlFor={field.id} className="block font-medium text-slate-900">
        {PICTURE_DESCRIPTION.label}
      </label>
      <p id={hintId} className="mt-0.5 max-w-2xl text-sm text-slate-600">
        {PICTURE_DESCRIPTION.hint}
      </p>
      <input
        id={field.id}
        name={field.name}
        type="text"
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        maxLength={PICTURE_DESCRIPTION.max}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${field.errorId} ${hintId}` : hintId}
        className={`mt-1.5 ${controlClassName} max-w-2xl`}
      />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}
