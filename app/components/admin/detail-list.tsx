// The fields of one item on a back-office detail screen, as a description list: label above
// value on a phone, side by side on a wide screen.
import type { ReactNode } from 'react'

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

/** Visible / Not Visible in words, with a mark that is not colour alone. */
export function VisibilityBadge({ visible }: { visible: boolean }) {
  return visible ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">
      <span aria-hidden="true">●</span> Visible
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
      <span aria-hidden="true">○</span> Not Visible
    </span>
  )
}
