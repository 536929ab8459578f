// A password input with a show/hide toggle; the toggle appears once JavaScript runs (without
// it the field is a plain password field). On a page that loads React the toggle is React's; on
// one that does not (signing in, an account page: decisions 039, 085) a small script of the
// page's shows and runs it.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { InlineScript } from '~/components/site/inline-script'
import { useHydrated, useHydratesInBrowser } from '~/components/site/use-hydrated'
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
  autoFocus,
}: {
  id: string
  name: string
  label?: string
  autoComplete: string
  description?: string
  errors?: string[]
  errorId?: string
  /** On a page sent back with messages: this is the first field to fix. */
  autoFocus?: boolean
}) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const hydrated = useHydrated()
  const scripted = !useHydratesInBrowser()
  const invalid = Boolean(errors?.length)
  const descriptionId = `${id}-description`
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  const show = (
    <Trans>
      Show<span className="sr-only"> password</span>
    </Trans>
  )
  const hide = (
    <Trans>
      Hide<span className="sr-only"> password</span>
    </Trans>
  )
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
          autoFocus={autoFocus}
        />
        {hydrated ? (
          <button type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-controls={id} className={toggleClass}>
            {visible ? hide : show}
          </button>
        ) : null}
        {scripted ? (
          <>
            <button type="button" hidden aria-pressed="false" aria-controls={id} className={toggleClass}>
              <span>{show}</span>
              <span hidden>{hide}</span>
            </button>
            <InlineScript run={enhancePasswordToggle} args={{ id }} />
          </>
        ) : null}
      </div>
      {errorId ? <FieldError id={errorId} errors={errors} /> : null}
    </div>
  )
}

const toggleClass = 'absolute inset-y-1 end-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50'

/** Sent to the browser as text (InlineScript), after the field: shows the toggle and runs it. */
export function enhancePasswordToggle({ id }: { id: string }) {
  const input = document.getElementById(id)
  const button = document.querySelector(`button[aria-controls="${id}"]`)
  if (!(input instanceof HTMLInputElement) || !(button instanceof HTMLButtonElement)) return
  const [show, hide] = [...button.children] as HTMLElement[]
  input.classList.add('pe-20')
  button.hidden = false
  button.addEventListener('click', () => {
    const visible = input.type === 'password'
    input.type = visible ? 'text' : 'password'
    button.setAttribute('aria-pressed', String(visible))
    show.hidden = visible
    hide.hidden = !visible
  })
}
