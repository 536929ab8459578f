// first: zod must not probe for eval in the browser before any schema is built (decision 054)
import '~/utils/zod-jitless'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import type { Route } from './+types/root'
import { ErrorPage, errorTitle } from '~/components/site/error-page'
import { Logo } from '~/components/site/navbar'
import { SkipLink } from '~/components/site/site-shell'
import { useHydratesInBrowser } from '~/components/site/use-hydrated'
import { i18nOf, useLocalPath } from '~/i18n/i18n'
import { LANGUAGE_FACTS, languageOfPath } from '~/i18n/languages'
import { PAGE_FONTS } from '~/i18n/page-fonts'
import { useNonce } from '~/utils/nonce'
import './app.css'
// the icon in the page itself: a browser asks for a linked one at every first visit, and
// Chromium twice, each time on the connection that brings the page's font (decision 101)
import favicon from '../public/favicon.svg?inline'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: favicon, type: 'image/svg+xml' }]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const hydrates = useHydratesInBrowser()
  // the language is the path's (/pa/about is Punjabi); the back office is English
  const language = languageOfPath(useLocation().pathname)
  const { htmlLang, dir } = LANGUAGE_FACTS[language]
  // preloaded on its language's pages only (decision 072)
  const font = PAGE_FONTS[language]
  return (
    // scroll-padding keeps in-page targets (#main, /about#vision) clear of the sticky navbar
    <html lang={htmlLang} dir={dir} className="scroll-pt-20">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* fonts are fetched in CORS mode, so their preload must be too, or it is fetched twice */}
        {font ? <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18nOf(language)}>{children}</I18nProvider>
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  const hydrates = useHydratesInBrowser()
  const { key } = useLocation()
  // Reached in the browser only when a page that loads React moved to one that does not (a
  // redirect after a form, Back, a link without reloadDocument): load it as a document, so that
  // its own scripts run as they do for every other visitor.
  useEffect(() => {
    if (!hydrates) window.location.reload()
  }, [hydrates, key])
  return <Outlet />
}

export function meta({ error, location }: Route.MetaArgs) {
  return error ? [{ title: errorTitle(error, i18nOf(languageOfPath(location.pathname))) }] : []
}

// Reached only when the public layout's own error page could not render (or for routes outside
// it), so it stays minimal: no data, no dialogs, just a way home. Unknown paths get their 404
// page from the public layout's boundary.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const localPath = useLocalPath()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-brand-100 bg-sand-50">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Link to={localPath('/')} reloadDocument className="flex items-center gap-2.5 rounded-md font-semibold text-brand-800">
            <Logo />
            <span>
              <Trans>Home</Trans>
            </span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorPage error={error} />
      </main>
    </div>
  )
}
