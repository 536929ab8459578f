// A rating from 1 to 5 stars (spec 2.5): five native radio buttons drawn as stars, so arrow keys
// move between them and a screen reader reads '3 stars, 3 of 5'. The stars up to the chosen one
// fill in as it is chosen (with JavaScript); the chosen star is also outlined, so the choice
// shows without JavaScript and not by colour alone.
import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { FieldError } from '~/components/ui/field'

const STARS = [1, 2, 3, 4, 5] as const

export function RatingField<Value, Form extends Record<string, unknown>>({ field, label = 'Rating' }: { field: FieldMetadata<Value, Form, string[]>; label?: string }) {
  const initial = Number(field.initialValue)
  const [chosen, setChosen] = useState<number>(STARS.includes(initial as 1) ? initial : 0)
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="font-medium text-slate-900">{label}</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-1">
        {STARS.map((n) => (
          <label
            key={`${field.key ?? ''}-${n}`}
            className="flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg px-1 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={field.name}
              value={n}
              defaultChecked={initial === n}
              onChange={() => setChosen(n)}
              aria-invalid={invalid || undefined}
              className="sr-only"
            />
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-8 ${n <= chosen ? 'fill-accent-600 stroke-accent-700' : 'fill-transparent stroke-slate-600'}`}
              strokeWidth="1.2"
            >
              <path d="M10 1.8l2.47 5.3 5.8.7-4.28 3.98 1.12 5.74L10 14.66l-5.11 2.86 1.12-5.74L1.73 7.8l5.8-.7L10 1.8z" />
            </svg>
            <span className="text-xs text-slate-700">
              {n}
              <span className="sr-only"> {n === 1 ? 'star' : 'stars'}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
