// /footer and /navbar: the spec declares both parts as routes of their own, so each shows its
// part of the frame alone (chosen through the route's handle) with a short explanation.
import type { ReactNode } from 'react'
import { Link, type MetaDescriptor } from 'react-router'
import { seo, type ShareImage } from '~/utils/seo'

export function ShellPartPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">{heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{children}</p>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}

type LayoutData = { origin: string; name: string; shareImage?: ShareImage | null } | undefined

export function shellPartMeta(layout: LayoutData, page: { title: string; description: string; path: string }): MetaDescriptor[] {
  if (!layout) return []
  // a piece of other pages, not a page worth finding in a search engine
  return seo({ ...page, origin: layout.origin, siteName: layout.name, defaultImage: layout.shareImage, noIndex: true })
}
