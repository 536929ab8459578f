// /footer: the footer alone (the public layout leaves the navbar out through this route's
// handle). Crisis help stays.
import { ShellPartPage, shellPartMeta } from '~/components/site/shell-part-page'
import type { ShellParts } from '~/components/site/site-shell'
import type { Route } from './+types/footer-only'

export const handle = { shellParts: 'footer' satisfies ShellParts }

export default function FooterOnly() {
  return (
    <ShellPartPage heading={<>Our website&rsquo;s footer</>}>
      This page shows the footer of our website on its own: our contact details, links to every part of the site
      and our social media pages.
    </ShellPartPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return shellPartMeta(matches[1]?.loaderData, {
    title: 'Footer',
    description: 'The footer of our website on its own: contact details and links to every page.',
    path: '/footer',
  })
}
