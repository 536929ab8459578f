// Buttons of the product. While `busy`, a button is marked aria-disabled and ignores clicks
// (a second click cannot post a form twice); it is not made `disabled`, because a disabled
// button drops keyboard focus to the page and a screen reader user loses their place.
import type { ComponentProps, MouseEvent, ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 font-semibold ' +
  'aria-disabled:cursor-progress aria-disabled:opacity-75'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
}

/** The classes of a button, for a link that should look like one (e.g. a Done link). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string) {
  return [base, variants[variant], className].filter(Boolean).join(' ')
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  /** Work is under way: the button says so (busyLabel) and ignores further clicks. */
  busy?: boolean
  busyLabel?: ReactNode
}

export function Button({ variant = 'primary', busy = false, busyLabel, className, type = 'button', onClick, children, ...props }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      type={type}
      className={buttonClassName(variant, className)}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
