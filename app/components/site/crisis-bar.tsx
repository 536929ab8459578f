// The slim bar at the top of every public page: where to turn in a crisis, and the quick exit.
// Same place on every page, plain tel:/sms: links that a phone dials at a tap, readable at 320 px.
import { Link } from 'react-router'
import { QuickExit } from './quick-exit'

export const QUICK_EXIT_PAGE = '/leave-quickly'

export function CrisisBar({ quickExitUrl }: { quickExitUrl?: string }) {
  return (
    <aside aria-label="Crisis help" className="border-b border-brand-100 bg-brand-50 text-sm text-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:px-6 lg:flex-nowrap">
        <p className="leading-relaxed lg:flex-1">
          <span className="font-semibold text-brand-900">In crisis?</span>{' '}
          <a href="tel:988" className={linkClass}>
            Call 9-8-8
          </a>{' '}
          or{' '}
          <a href="sms:988" className={linkClass}>
            text 9-8-8
          </a>
          , the Suicide Crisis Helpline.{' '}
          <span className="whitespace-nowrap">
            In danger:{' '}
            <a href="tel:911" aria-label="Call 911" className={linkClass}>
              911
            </a>
            .
          </span>{' '}
          <span className="whitespace-nowrap">
            Alberta help, many languages:{' '}
            <a href="tel:211" aria-label="Call 211" className={linkClass}>
              211
            </a>
            .
          </span>
        </p>
        <div className="flex items-center gap-3 lg:shrink-0">
          <Link to={QUICK_EXIT_PAGE} className={`${linkClass} font-normal`}>
            About quick exit
          </Link>
          <QuickExit destination={quickExitUrl} />
        </div>
      </div>
    </aside>
  )
}

const linkClass = 'rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'
