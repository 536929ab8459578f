// /footer: the spec declares the footer as a route of its own, so this page shows it alone
// (the public layout leaves the navbar out through this route's handle). Crisis help stays.
import { Link } from 'react-router'
import type { ShellParts } from '~/components/site/site-shell'
import { seo } from '~/utils/seo'
import type { Route } from './+types/footer-only'

export const handle = { shellParts: 'footer' satisfies ShellParts }

export default function FooterOnly() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">Our website&rsquo;s footer</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        This page shows the footer of our website on its own: our contact details, links to every part
        of the site and our social media pages.
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
      title: 'Footer',
      description: 'The footer of our website on its own: contact details and links to every page.',
      path: '/footer',
      origin: layout.origin,
      siteName: layout.name,
    }),
    // a piece of other pages, not a page worth finding in a search engine
    { name: 'robots', content: 'noindex' },
  ]
}
