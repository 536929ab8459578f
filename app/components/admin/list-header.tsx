// The top of a back-office screen: its title, a line saying what it is, and its main action
// (Add Testimonial, Go Back ...).
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClassName } from '~/components/ui/button'

export function ScreenHeader({ title, intro, action }: { title: string; intro?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-slate-700">{intro}</p> : null}
      </div>
      {action}
    </div>
  )
}

export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName('primary')}>
      <span aria-hidden="true">+</span> {children}
    </Link>
  )
}

export function GoBackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClassName('secondary')}>
      <span aria-hidden="true">←</span> Go Back
    </Link>
  )
}
