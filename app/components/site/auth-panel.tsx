// The frame of the account screens (log in, register, account): a heading and a card. The
// pages hand it their words in the page's language.
import type { ReactNode } from 'react'

export function AuthPanel({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900">{title}</h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">{children}</div>
    </section>
  )
}
