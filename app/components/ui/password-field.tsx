// A password input with a show/hide toggle; the toggle appears once JavaScript runs (without
// it the field is a plain password field).
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useHydrated } from '~/components/site/use-hydrated'
import { FieldError } from './field'
import { TextInput } from './text-input'

/** A password field whose show/hide toggle appears once JavaScript runs. */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  description,
  errors,
  errorId,
}: {
  id: string
  name: string
  label?: string
  autoComplete: string
  description?: string
  errors?: string[]
  errorId?: string
}) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const hydrated = useHydrated()
  const invalid = Boolean(errors?.length)
  const descriptionId = `${id}-description`
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label ?? t`Password`}
      </label>
      {description ? (
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        <TextInput
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={hydrated ? 'pe-20' : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-1 end-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {visible ? (
              <Trans>
                Hide<span className="sr-only"> password</span>
              </Trans>
            ) : (
              <Trans>
                Show<span className="sr-only"> password</span>
              </Trans>
            )}
          </button>
        ) : null}
      </div>
      {errorId ? <FieldError id={errorId} errors={errors} /> : null}
    </div>
  )
}
