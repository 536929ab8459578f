// What a visitor sees when a page cannot be shown: a calm 404 for unknown addresses, and for
// anything else the spec's 'Unexpected Application Error!' with a way out. Details of the error
// are shown only in development: in production they could reveal file paths.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link, isRouteErrorResponse, useLocation } from 'react-router'
import { useLocalPath } from '~/i18n/i18n'

const NOT_FOUND_TITLE = msg`Page not found`
const UNEXPECTED_ERROR_TITLE = msg`Unexpected Application Error!`

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404
}

const FORBIDDEN_TITLE = msg`You do not have access to this page`

export function isForbidden(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403
}

/** The page's title, in the language of the page (the spec's words in English). */
export function errorTitle(error: unknown, i18n: I18n): string {
  return i18n._(isNotFound(error) ? NOT_FOUND_TITLE : isForbidden(error) ? FORBIDDEN_TITLE : UNEXPECTED_ERROR_TITLE)
}

export function ErrorPage({ error }: { error: unknown }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-16 sm:px-6 sm:py-24">
      {isNotFound(error) ? <NotFound /> : isForbidden(error) ? <Forbidden /> : <Unexpected error={error} />}
    </section>
  )
}

function NotFound() {
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">{i18n._(NOT_FOUND_TITLE)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans>
          We could not find the page you were looking for. It may have moved, or the address may have a small typo. Nothing is wrong on your side, and you are
          welcome to look around.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={localPath('/')} className={primaryButton}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={localPath('/contact')} className={secondaryButton}>
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </>
  )
}

function Forbidden() {
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        <Trans>Error 403</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">{i18n._(FORBIDDEN_TITLE)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans>
          This part of the site is for the society&apos;s staff. If you work with us and need access, please ask one of the site&apos;s administrators.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* shown in the back office too, which loads React; the account page does not (decision 085) */}
        <Link to={localPath('/account')} reloadDocument className={primaryButton}>
          <Trans>Go to my account</Trans>
        </Link>
        <Link to={localPath('/')} className={secondaryButton}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </>
  )
}

function Unexpected({ error }: { error: unknown }) {
  const location = useLocation()
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{i18n._(UNEXPECTED_ERROR_TITLE)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans>
          Something went wrong on our side while showing this page. Please take a breath and try again in a moment; if it keeps happening, we would be grateful if
          you let us know.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* a plain GET form reloads the whole document, with or without JavaScript, so a
            failed script download gets a fresh start */}
        <form method="get" action={location.pathname}>
          {[...new URLSearchParams(location.search)].map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={primaryButton}>
            <Trans>Reload the page</Trans>
          </button>
        </form>
        <Link to={localPath('/')} reloadDocument className={secondaryButton}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
      {import.meta.env.DEV ? <DevDetails error={error} /> : null}
    </>
  )
}

function DevDetails({ error }: { error: unknown }) {
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}\n${typeof error.data === 'string' ? error.data : JSON.stringify(error.data)}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error)
  return (
    <details className="mt-10 w-full" open>
      <summary className="cursor-pointer text-sm font-medium text-slate-700">Error details (development only)</summary>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-4 text-xs text-slate-800">{text}</pre>
    </details>
  )
}

const primaryButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800'
const secondaryButton =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50'
