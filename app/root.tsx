import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { ErrorPage, errorTitle } from '~/components/site/error-page'
import { Logo } from '~/components/site/navbar'
import { SkipLink } from '~/components/site/site-shell'
import { useNonce } from '~/utils/nonce'
import './app.css'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    // scroll-padding keeps in-page targets (#main, /about#vision) clear of the sticky navbar
    <html lang="en-CA" className="scroll-pt-20">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function meta({ error }: Route.MetaArgs) {
  return error ? [{ title: errorTitle(error) }] : []
}

// Reached only when the public layout's own error page could not render (or for routes outside
// it), so it stays minimal: no data, no dialogs, just a way home. Unknown paths get their 404
// page from the public layout's boundary.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-brand-100 bg-sand-50">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Link to="/" reloadDocument className="flex items-center gap-2.5 rounded-md font-semibold text-brand-800">
            <Logo />
            <span>Home</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorPage error={error} />
      </main>
    </div>
  )
}
