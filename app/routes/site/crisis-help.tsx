// /crisis-help: every crisis line in full, and, by the visitor's choice only, this page kept on the
// phone for use without a connection (a service worker that keeps these four pages and what they
// need: public/crisis-help-sw.js, components/site/offline-help.tsx; docs/decisions/071-crisis-help-offline-by-choice.md).
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { AboutQuickExit, CrisisLines } from '~/components/site/crisis-bar'
import { OfflineHelp } from '~/components/site/offline-help'
import { i18nOf, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/crisis-help'
import { DocumentLink } from '~/components/site/document-link'
import { EmergencyNumbers } from '~/components/site/emergency-numbers'

export default function CrisisHelpPage() {
  const localPath = useLocalPath()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Crisis help</Trans>
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <CrisisLines />
      </p>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <EmergencyNumbers linkClassName={link} />
      </p>
      <p className="mt-4 text-lg">
        <AboutQuickExit />
      </p>
      <OfflineHelp />
      <p className="mt-10">
        <DocumentLink to={localPath('/')} className={link}>
          <Trans>Back to the home page</Trans>
        </DocumentLink>
      </p>
    </article>
  )
}

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  const i18n = i18nOf(layout.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Crisis help`,
    description: t(i18n)`Phone numbers for help in a crisis, at any hour, and how to keep them on your phone for use without a connection.`,
    path: '/crisis-help',
    site: layout,
  })
}
