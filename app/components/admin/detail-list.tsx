// The fields of one item on a back-office detail screen, as a description list: label above
// value on a phone, side by side on a wide screen.
import type { ReactNode } from 'react'
import { STATUS_LABELS, type Status } from '~/content/publishing'

export type DetailItem = { label: string; value: ReactNode; /** Long texts keep their line breaks. */ long?: boolean }

export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-600">{item.label}</dt>
          <dd className={`min-w-0 break-words text-slate-900 ${item.long ? 'whitespace-pre-line' : ''}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

const STATUS_LOOKS: Record<Status, { mark: string; className: string }> = {
  published: { mark: '●', className: 'bg-green-100 text-green-900' },
  scheduled: { mark: '◷', className: 'bg-amber-100 text-amber-900' },
  draft: { mark: '✎', className: 'bg-slate-200 text-slate-800' },
  hidden: { mark: '○', className: 'bg-slate-200 text-slate-800' },
}

/** Where an item stands, in words with a mark that is not colour alone; a scheduled one says when it appears (`when`, written on the server). */
/** `review`: a Writer's draft submitted for review, waiting for an Editor (issue 37). */
export function StatusBadge({ status, when, review = false }: { status: Status; when?: string | null; review?: boolean }) {
  const look = STATUS_LOOKS[status]
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${look.className}`}>
        <span aria-hidden="true">{look.mark}</span> {STATUS_LABELS[status]}
      </span>
      {status === 'scheduled' && when ? <span className="text-sm text-slate-700">from {when}</span> : null}
      {review && status === 'draft' ? <span className="text-sm font-medium whitespace-nowrap text-amber-900">Waiting for review</span> : null}
    </span>
  )
}
