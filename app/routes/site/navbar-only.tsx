// /navbar: the navbar alone (the public layout leaves the footer out through this route's
// handle). Crisis help stays.
import { ShellPartPage, shellPartMeta } from '~/components/site/shell-part-page'
import type { ShellParts } from '~/components/site/site-shell'
import type { Route } from './+types/navbar-only'

export const handle = { shellParts: 'navbar' satisfies ShellParts }

export default function NavbarOnly() {
  return (
    <ShellPartPage heading={<>Our website&rsquo;s navigation bar</>}>
      This page shows the navigation bar of our website on its own. On a phone, the menu button opens the same list
      of pages.
    </ShellPartPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return shellPartMeta(matches[1]?.loaderData, {
    title: 'Navigation bar',
    description: 'The navigation bar of our website on its own, with a link to every page.',
    path: '/navbar',
  })
}
