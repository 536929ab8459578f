// /navbar: the navbar alone (the public layout leaves the footer out through this route's
// handle). Crisis help stays.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ShellPartPage, shellPartMeta } from '~/components/site/shell-part-page'
import type { ShellParts } from '~/components/site/site-shell'
import { i18nOf } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import type { Route } from './+types/navbar-only'

export const handle = { shellParts: 'navbar' satisfies ShellParts }

export default function NavbarOnly() {
  return (
    <ShellPartPage heading={<Trans>Our website&rsquo;s navigation bar</Trans>}>
      <Trans>
        This page shows the navigation bar of our website on its own. On a phone, the menu button opens the same list
        of pages.
      </Trans>
    </ShellPartPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  const i18n = i18nOf(layout?.language ?? DEFAULT_LANGUAGE)
  return shellPartMeta(layout, {
    title: t(i18n)`Navigation bar`,
    description: t(i18n)`The navigation bar of our website on its own, with a link to every page.`,
    path: '/navbar',
  })
}
