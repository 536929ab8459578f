// Priority: where an item comes in the public lists (a lower number comes first).
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'

export function PriorityField<Value, Form extends Record<string, unknown>>({ field, min, max }: { field: FieldMetadata<Value, Form, string[]>; min: number; max: number }) {
  const hintId = `${field.id}-hint`
  return (
    <Field
      id={field.id}
      label="Priority"
      description={`A number from ${min} to ${max}; a lower number is shown first on the website.`}
      descriptionId={hintId}
      errors={field.errors}
      errorId={field.errorId}
    >
      <TextInput {...getInputProps(field, { type: 'number', ariaDescribedBy: hintId })} min={min} max={max} step={1} inputMode="numeric" className="sm:max-w-40" />
    </Field>
  )
}
