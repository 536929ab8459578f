// A short list of radio buttons under a legend, for a Conform field whose choices explain
// themselves (how the QR code is given, how people get the app).
import type { FieldMetadata } from '@conform-to/react'
import { FieldError } from '~/components/ui/field'

type Props<Form extends Record<string, unknown>> = {
  field: FieldMetadata<unknown, Form, string[]>
  /** Checked when the form has no value of its own yet. */
  defaultValue: string
  legend: string
  hint?: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function RadioChoiceField<Form extends Record<string, unknown>>({ field, defaultValue, legend, hint, options }: Props<Form>) {
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? <p className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-2 space-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={String(field.initialValue ?? defaultValue) === option.value}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
