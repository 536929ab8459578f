// /navbar: the spec declares the navbar as a route of its own, so this page shows it alone
// (the public layout leaves the footer out through this route's handle). Crisis help stays.
import { Link } from 'react-router'
import type { ShellParts } from '~/components/site/site-shell'
import { seo } from '~/utils/seo'
import type { Route } from './+types/navbar-only'

export const handle = { shellParts: 'navbar' satisfies ShellParts }

export default function NavbarOnly() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">Our website&rsquo;s navigation bar</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        This page shows the navigation bar of our website on its own. On a phone, the menu button
        opens the same list of pages.
      </p>
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          Go to the home page
        </Link>
      </p>
    </div>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  return [
    ...seo({
      title: 'Navigation bar',
      description: 'The navigation bar of our website on its own, with a link to every page.',
      path: '/navbar',
      origin: layout.origin,
      siteName: layout.name,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}
