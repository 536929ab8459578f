// A labelled input or text area for the small back-office forms that post plainly (no Conform):
// its hint and its message wired to it for screen readers, what was typed kept after a refusal.
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/textarea'
import { TextInput } from '~/components/ui/text-input'

type PlainFieldProps = {
  name: string
  label: string
  value: string
  error?: string
  hint?: string
  multiline?: boolean
  type?: 'text' | 'date' | 'number'
  maxLength?: number
  min?: string
  max?: string
  inputMode?: 'decimal' | 'numeric'
  autoComplete?: string
  className?: string
}

export function PlainField({ name, label, value, error, hint, multiline, type = 'text', maxLength, min, max, inputMode, autoComplete, className = 'sm:max-w-md' }: PlainFieldProps) {
  // the message first: a screen reader reads it before the hint
  const describedBy = [error ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ') || undefined
  const common = { id: name, name, defaultValue: value, maxLength, autoComplete, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <Field id={name} label={label} description={hint} descriptionId={`${name}-hint`} errors={error ? [error] : undefined} errorId={`${name}-error`}>
      {multiline ? <Textarea {...common} rows={4} className={className} /> : <TextInput {...common} type={type} min={min} max={max} inputMode={inputMode} className={className} />}
    </Field>
  )
}
