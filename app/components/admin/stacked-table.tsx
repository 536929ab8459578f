// A back-office table that a phone reads as cards (issue 41 item 1): below 768 px each row is a
// block, each cell a line that starts with its column's name, and the row's actions sit under
// them, so nothing scrolls sideways. From 768 px on it is a table as before. The header row
// stays in the page for screen readers (visually hidden on phones), so the table keeps its
// structure; the names repeated in the cells are for the eye and shown on phones only.
import type { ReactNode } from 'react'

export const STACKED = {
  table: 'w-full text-left max-md:block',
  head: 'border-b border-slate-200 bg-slate-50 text-sm max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:block max-md:py-2',
  cell: 'max-md:block max-md:py-1.5',
} as const

/** The column's name at the start of a cell, on phones only (a table's header says it on wider screens). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="mr-1 text-sm font-semibold text-slate-700 md:hidden">{children}:</span>
}
