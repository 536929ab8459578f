// One form field: a visible label, an optional hint, the control, and its error text right
// below it. The control carries aria-invalid and aria-describedby (Conform's getInputProps
// sets both from the same ids), so a screen reader reads the error with the label.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type FieldProps = {
  /** The control's id: the label points at it. */
  id: string
  label: ReactNode
  /** A hint shown under the label; its element gets descriptionId. */
  description?: ReactNode
  descriptionId?: string
  /** Messages to show; the first is shown, as one fix at a time is easier to follow. */
  errors?: string[]
  errorId: string
  children: ReactNode
  className?: string
  /** Said beside the label, before the first save (the control itself carries `required`). */
  required?: boolean
}

export function Field({ id, label, description, descriptionId, errors, errorId, children, className, required }: FieldProps) {
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="block font-medium text-slate-900">
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      {description ? (
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      <FieldError id={errorId} errors={errors} />
    </div>
  )
}

/**
 * "Required" beside a label. Hidden from screen readers, which already say "required" from the
 * control's own attribute; the label's text stays the spec's.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-sm text-slate-600">
      <Trans>Required</Trans>
    </span>
  )
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const message = errors?.[0]
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <WarningIcon />
      <span>{message}</span>
    </p>
  )
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
