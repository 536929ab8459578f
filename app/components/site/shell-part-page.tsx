// /footer and /navbar: the spec declares both parts as routes of their own, so each shows its
// part of the frame alone (chosen through the route's handle) with a short explanation.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type MetaDescriptor } from 'react-router'
import { useLocalPath } from '~/i18n/i18n'
import { seo, type SeoSite } from '~/utils/seo'
import { DocumentLink } from '~/components/site/document-link'

export function ShellPartPage({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const localPath = useLocalPath()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">{heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{children}</p>
      <p className="mt-4">
        <DocumentLink to={localPath('/')} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          <Trans>Go to the home page</Trans>
        </DocumentLink>
      </p>
    </div>
  )
}

export function shellPartMeta(layout: SeoSite | undefined, page: { title: string; description: string; path: string }): MetaDescriptor[] {
  if (!layout) return []
  // a piece of other pages, not a page worth finding in a search engine
  return seo({ ...page, site: layout, noIndex: true })
}
