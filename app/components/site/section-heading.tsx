// The heading of a page section: a small label above, the heading itself, and an optional
// introduction. The heading's id lets the section be named by it (aria-labelledby).
import type { ReactNode } from 'react'

type SectionHeadingProps = {
  id: string
  title: ReactNode
  /** A short label shown above the heading, e.g. "What we do". */
  eyebrow?: string
  children?: ReactNode
  align?: 'start' | 'center'
  /** Headings on dark backgrounds. */
  tone?: 'light' | 'dark'
}

export function SectionHeading({ id, title, eyebrow, children, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-brand-100' : 'text-accent-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-2xl font-semibold sm:text-3xl ${dark ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-50' : 'text-slate-700'}`}>{children}</div>
      ) : null}
    </div>
  )
}
