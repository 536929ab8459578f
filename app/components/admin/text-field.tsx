// A labelled one-line input with its hint and its message, wired by Conform: the shape most
// fields of the settings screen take.
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'

type TextFieldProps<Form extends Record<string, unknown>> = {
  field: FieldMetadata<unknown, Form, string[]>
  label: string
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'number'
  max?: number
  min?: number
  autoComplete?: string
  placeholder?: string
  inputMode?: 'numeric' | 'decimal'
  className?: string
  /** A text typed in another language (app/components/admin/language-tabs.tsx typedIn). */
  lang?: string
  dir?: 'ltr' | 'rtl'
}

/** A labelled one-line input with its hint and its message, wired by Conform. */
export function TextField<Form extends Record<string, unknown>>({ field, label, hint, type = 'text', max, min, autoComplete = 'off', placeholder, inputMode, className, lang, dir }: TextFieldProps<Form>) {
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined })
  return (
    <Field id={field.id} label={label} description={hint} descriptionId={field.descriptionId} errors={field.errors} errorId={field.errorId}>
      <TextInput
        {...props}
        maxLength={type === 'number' ? undefined : max}
        max={type === 'number' ? max : undefined}
        min={min}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={className}
        lang={lang}
        dir={dir}
      />
    </Field>
  )
}
