// Visible / Not Visible (spec 4): one control everywhere, posted as 'true' or 'false'.
import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'
import { controlClassName } from '~/components/ui/text-input'

export function VisibilityField<Value, Form extends Record<string, unknown>>({ field }: { field: FieldMetadata<Value, Form, string[]> }) {
  const hintId = `${field.id}-hint`
  const props = getSelectProps(field, { ariaDescribedBy: hintId })
  return (
    <Field
      id={field.id}
      label="Visibility"
      description="Only visible items appear on the public website."
      descriptionId={hintId}
      errors={field.errors}
      errorId={field.errorId}
    >
      <select {...props} defaultValue={String(field.initialValue ?? 'true')} className={`${controlClassName} sm:max-w-xs`}>
        <option value="true">Visible</option>
        <option value="false">Not Visible</option>
      </select>
    </Field>
  )
}
