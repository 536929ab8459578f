// Where to turn in a crisis, on every public page. From 640 px: the slim bar at the top, with room
// for the quick exit, which floats over that room (QuickExit, placed first on the page by the site
// shell). On a phone the bar would take a third of the first screen and scroll away, so the same
// words open from the "Help now" control that stays beside the quick exit (HelpNow, quick-exit.tsx)
// and are in the phone menu (docs/decisions/070-help-stays-in-reach.md).
// Plain tel:/sms: links that a phone dials at a tap, readable at 320 px. The numbers stay left to
// right inside right-to-left text (<bdi dir="ltr">).
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { i18nOf, isCrisisHelpDraft, useLocalPath } from '~/i18n/i18n'
import { QuickExitRoom } from './quick-exit'
import { DocumentLink } from '~/components/site/document-link'

export const QUICK_EXIT_PAGE = '/leave-quickly'
export const CRISIS_HELP_PAGE = '/crisis-help'

export function CrisisBar() {
  const { t } = useLingui()
  return (
    <aside aria-label={t`Crisis help`} className="border-b border-brand-100 bg-brand-50 text-sm text-slate-800 max-sm:hidden">
      {/* the button's room is a column of its own, so that no text passes under the button
          while the bar scrolls away */}
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <p className="flow-root flex-1 leading-relaxed">
          <CrisisLines />{' '}
          <AboutQuickExit />
        </p>
        <QuickExitRoom />
      </div>
    </aside>
  )
}

/**
 * The crisis lines in one paragraph's words: the bar's, the Help now panel's, the phone menu's and
 * the crisis help page's. While a language's crisis help is not yet reviewed by someone who reads
 * it, the English lines follow it, marked English, so that nobody in crisis depends on a
 * translation no one has checked (decision 086).
 */
export function CrisisLines() {
  const { i18n } = useLingui()
  if (i18n.locale === 'en' || !isCrisisHelpDraft(i18n.locale)) return <CrisisLinesIn />
  return (
    <>
      <CrisisLinesIn />{' '}
      <span lang="en" dir="ltr" className="mt-1 block" data-crisis-english="">
        <I18nProvider i18n={i18nOf('en')}>
          <CrisisLinesIn />
        </I18nProvider>
      </span>
    </>
  )
}

function CrisisLinesIn() {
  const { t } = useLingui()
  return (
    <>
      <Trans>
        <span className="font-semibold text-brand-900">In crisis?</span>{' '}
        <a href="tel:988" className={linkClass}>
          Call <bdi dir="ltr">9-8-8</bdi>
        </a>{' '}
        or{' '}
        <a href="sms:988" className={linkClass}>
          text <bdi dir="ltr">9-8-8</bdi>
        </a>
        , the Suicide Crisis Helpline.
      </Trans>{' '}
      <span className="whitespace-nowrap">
        <Trans>
          In danger:{' '}
          <a href="tel:911" aria-label={t`Call 911`} className={linkClass}>
            <bdi dir="ltr">911</bdi>
          </a>
          .
        </Trans>
      </span>{' '}
      <span className="whitespace-nowrap">
        <Trans>
          Alberta help, many languages:{' '}
          <a href="tel:211" aria-label={t`Call 211`} className={linkClass}>
            <bdi dir="ltr">211</bdi>
          </a>
          .
        </Trans>
      </span>
    </>
  )
}

export function AboutQuickExit() {
  const localPath = useLocalPath()
  return (
    <DocumentLink to={localPath(QUICK_EXIT_PAGE)} className={`${linkClass} font-normal whitespace-nowrap`}>
      <Trans>About quick exit</Trans>
    </DocumentLink>
  )
}

/** The crisis help page, where the lines are set out in full and can be kept on the phone. */
export function MoreCrisisHelp() {
  const localPath = useLocalPath()
  return (
    <DocumentLink to={localPath(CRISIS_HELP_PAGE)} className={`${linkClass} whitespace-nowrap`}>
      <Trans>All crisis help</Trans>
    </DocumentLink>
  )
}

const linkClass = 'rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'
