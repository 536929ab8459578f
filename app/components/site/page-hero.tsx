// The top of an inner public page: its one <h1> and a short introduction.
import type { ReactNode } from 'react'

type PageHeroProps = {
  title: string
  /** A small label above the title. */
  eyebrow?: string
  children?: ReactNode
}

export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl leading-tight font-semibold text-brand-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{children}</div> : null}
      </div>
    </section>
  )
}
