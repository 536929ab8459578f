// /footer: the footer alone (the public layout leaves the navbar out through this route's
// handle). Crisis help stays.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ShellPartPage, shellPartMeta } from '~/components/site/shell-part-page'
import type { ShellParts } from '~/components/site/site-shell'
import { i18nOf } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import type { Route } from './+types/footer-only'

export const handle = { shellParts: 'footer' satisfies ShellParts }

export default function FooterOnly() {
  return (
    <ShellPartPage heading={<Trans>Our website&rsquo;s footer</Trans>}>
      <Trans>
        This page shows the footer of our website on its own: our contact details, links to every part of the site
        and our social media pages.
      </Trans>
    </ShellPartPage>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  const i18n = i18nOf(layout?.language ?? DEFAULT_LANGUAGE)
  return shellPartMeta(layout, {
    title: t(i18n)`Footer`,
    description: t(i18n)`The footer of our website on its own: contact details and links to every page.`,
    path: '/footer',
  })
}
