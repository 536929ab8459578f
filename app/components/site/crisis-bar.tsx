// The slim bar at the top of every public page: where to turn in a crisis, and room for the quick
// exit, which floats over that room (QuickExit, placed first on the page by the site shell).
// Same place on every page, plain tel:/sms: links that a phone dials at a tap, readable at 320 px.
// The numbers stay left to right inside right-to-left text (<bdi dir="ltr">).
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocalPath } from '~/i18n/i18n'
import { QuickExitRoom } from './quick-exit'
import { DocumentLink } from '~/components/site/document-link'

export const QUICK_EXIT_PAGE = '/leave-quickly'

export function CrisisBar() {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <aside aria-label={t`Crisis help`} className="border-b border-brand-100 bg-brand-50 text-sm text-slate-800">
      {/* from 640 px the button's room is a column of its own, so that no text passes under the
          button while the bar scrolls away; on a phone the text flows around it (a column would
          leave the text too narrow), and is all in view at the top */}
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <p className="flow-root flex-1 leading-relaxed">
          <QuickExitRoom className="float-end ms-3 sm:hidden" />
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
          </span>{' '}
          <DocumentLink to={localPath(QUICK_EXIT_PAGE)} className={`${linkClass} font-normal whitespace-nowrap`}>
            <Trans>About quick exit</Trans>
          </DocumentLink>
        </p>
        <QuickExitRoom className="max-sm:hidden" />
      </div>
    </aside>
  )
}

const linkClass = 'rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'
