// /leave-quickly: what the "Leave this site" button does, and, as plainly, what it cannot do.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { SHIFT_WINDOW_MS } from '~/components/site/quick-exit'
import { DEFAULT_QUICK_EXIT_URL } from '~/content/quick-exit'
import { i18nOf, useLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/quick-exit'
import { useSiteData } from './site-data'
import { DocumentLink } from '~/components/site/document-link'
import { EmergencyNumbers } from '~/components/site/emergency-numbers'
import { RemoveOfflineHelp } from '~/components/site/offline-help'

/** The other website the button opens (staff choose it in Site settings): null for the weather page, '' when its address cannot be read. */
function destinationHost(url: string | undefined): string | null {
  if (!url || url === DEFAULT_QUICK_EXIT_URL) return null
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

export default function QuickExitPage() {
  const layout = useSiteData()
  const localPath = useLocalPath()
  const seconds = SHIFT_WINDOW_MS / 1000
  const host = destinationHost(layout?.quickExitUrl)
  // the button sits at the top end of the screen: the right, or the left on a right-to-left page
  const rtl = LANGUAGE_FACTS[useLanguage()].dir === 'rtl'
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Leaving this site quickly</Trans>
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans>
          If someone might see your screen who should not know you are looking for help, you can leave
          this website in a moment.
        </Trans>
      </p>

      <h2 className={h2}>
        <Trans>How to leave quickly</Trans>
      </h2>
      <ul className={list}>
        <li>
          {rtl ? (
            <Trans>
              Press the <strong>Leave this site</strong> button. It is at the top left of the screen on
              every page, and stays there as you scroll. On a keyboard, it is the first thing the Tab
              key reaches.
            </Trans>
          ) : (
            <Trans>
              Press the <strong>Leave this site</strong> button. It is at the top right of the screen on
              every page, and stays there as you scroll. On a keyboard, it is the first thing the Tab
              key reaches.
            </Trans>
          )}
        </li>
        <li>
          <Trans>Or press the Shift key three times within {seconds} seconds, on any page.</Trans>
        </li>
      </ul>

      <h2 className={h2}>
        <Trans>What it does</Trans>
      </h2>
      <ul className={list}>
        <li>
          <Trans>It hides this page at once.</Trans>
        </li>
        <li>
          {host === null ? (
            <Trans>It opens a weather forecast page in the same tab.</Trans>
          ) : host ? (
            <Trans>
              It opens another, everyday website (<bdi dir="ltr">{host}</bdi>) in the same tab.
            </Trans>
          ) : (
            <Trans>It opens another, everyday website in the same tab.</Trans>
          )}
        </li>
        <li>
          <Trans>
            The page you were reading is replaced in that tab&rsquo;s history, so pressing the Back
            button does not bring it back.
          </Trans>
        </li>
      </ul>

      <h2 className={h2}>
        <Trans>What it does not do</Trans>
      </h2>
      <ul className={list}>
        <li>
          <Trans>
            <strong>It does not clear your browsing history.</strong> Only the page you were on is
            replaced. If you opened other pages of this site before it, pressing Back more than once
            can still show them, they are listed in your history, and our address may be suggested
            when you type in the address bar.
          </Trans>
        </li>
        <li>
          <Trans>It does not close other tabs or windows that show this site.</Trans>
        </li>
        <li>
          <Trans>It does not delete anything you downloaded or any e-mail you sent us.</Trans>
        </li>
      </ul>

      <h2 className={h2}>
        <Trans>Browsing more safely</Trans>
      </h2>
      <ul className={list}>
        <li>
          <Trans>
            A private or incognito window keeps no history once it is closed. Most browsers open one
            from their menu.
          </Trans>
        </li>
        <li>
          <Trans>You can delete the pages of this site from your browser&rsquo;s history:</Trans>
          <ul className="mt-2 list-[circle] space-y-1 ps-6">
            <li>
              <Trans>Chrome (Android or computer): menu (⋮), History, then tap ✕ beside each page of this site, or Delete browsing data.</Trans>
            </li>
            <li>
              <Trans>Safari on iPhone: the book icon, the clock tab, then swipe left on each page of this site.</Trans>
            </li>
            <li>
              <Trans>Samsung Internet: menu (☰), History, then long-press a page and Delete.</Trans>
            </li>
            <li>
              <Trans>Firefox: menu, History, then long-press (or right-click) a page and Delete.</Trans>
            </li>
          </ul>
        </li>
        <li>
          <Trans>
            If you think your phone or computer is being watched, a device at a public library, a
            friend&rsquo;s phone or a work computer may be safer.
          </Trans>
        </li>
      </ul>

      <RemoveOfflineHelp />

      <h2 className={h2}>
        <Trans>If you are not safe</Trans>
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">
        <EmergencyNumbers linkClassName={link} />
      </p>
      <p className="mt-8">
        <DocumentLink to={localPath('/')} className={link}>
          <Trans>Back to the home page</Trans>
        </DocumentLink>
      </p>
    </article>
  )
}

const h2 = 'mt-10 text-xl font-semibold text-brand-900 sm:text-2xl'
const list = 'mt-3 list-disc space-y-2 ps-6 text-lg leading-relaxed text-slate-700 marker:text-brand-600'
const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  const i18n = i18nOf(layout.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Leaving this site quickly`,
    description: t(i18n)`How the Leave this site button works, what it does and what it does not do, and how to browse more safely.`,
    path: '/leave-quickly',
    site: layout,
  })
}
