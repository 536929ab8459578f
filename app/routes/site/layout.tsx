// The frame of the public pages: navbar, main and footer, with the organisation's details
// for the footer. It reads no session: a public page is the same for every visitor, so it
// can be cached whole.
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useMatches } from 'react-router'
import { ErrorPage, errorTitle, isNotFound } from '~/components/site/error-page'
import type { FooterDetails } from '~/components/site/footer'
import { SiteShell, type ShellParts } from '~/components/site/site-shell'
import { pictureIn } from '~/utils/media-url'
import { addressLines, phoneHref, type OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { ensureCatalog } from '~/i18n/load-catalog'
import { chosenLanguage } from '~/i18n/language-cookie.server'
import { DEFAULT_LANGUAGE, languageOfPath, pathIn, type Language } from '~/i18n/languages'
import { localize } from '~/content/translations'
import { applyInterfaceTexts } from '~/models/interface-texts.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { getLayoutSettings } from '~/models/settings.server'
import { shareImageOf } from '~/utils/seo'
import { dateParts } from '~/utils/dates.server'
import { env } from '~/utils/env.server'
import type { Route } from './+types/layout'


// formatted here, on the server, so the settings schema (zod) stays out of the browser's bundle
function footerDetails(organisation: OrganisationSettings, language: Language): FooterDetails {
  // the office hours in the page's language where staff wrote them (decision 035)
  const hours = localize({ officeHours: organisation.officeHours, translations: organisation.translations }, language, ['officeHours'])
  return {
    ...hours,
    name: organisation.name,
    charityNumber: organisation.charityNumber,
    addressLines: addressLines(organisation.address),
    email: organisation.email,
    phone: organisation.phone,
    phoneHref: phoneHref(organisation.phone),
    socialLinks: organisation.socialLinks.map(({ label, url }) => ({ label, url })),
    // the year in the charity's time zone, for the copyright line
    year: Number(dateParts(new Date()).year),
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const language = languageOfPath(url.pathname)
  // a visitor who chose another language with the switcher gets its pages at the English
  // addresses too; an address in a language (/pa/about) always shows that language
  const chosen = language === DEFAULT_LANGUAGE ? await chosenLanguage(request) : null
  if (chosen && chosen !== DEFAULT_LANGUAGE) throw redirect(pathIn(chosen, `${url.pathname.replace(/\.data$/, '')}${url.search}`))
  // staff's corrections of the interface texts, as the database has them now (decision 086)
  await applyInterfaceTexts()
  // made once a language and kept until something public changes (keptPublicRead; midnight, for
  // the footer's year, is one): what staff save in Site settings shows at once, and pages do
  // not read the database for it each time
  return keptPublicRead(`layout ${language}`, async () => {
    const { organisation, quickExitUrl, sharePicture } = await getLayoutSettings()
    return {
      language,
      name: organisation.name,
      // pages build canonical and sharing URLs from it (app/utils/seo.ts); SITE_URL, never the
      // request's Host, which anyone can forge (issue 12)
      origin: env().SITE_URL,
      // the address in parts is for the charity's structured data (app/utils/structured-data.ts)
      address: organisation.address,
      // the picture link previews show for pages without their own (app/utils/seo.ts)
      shareImage: sharePicture ? shareImageOf(pictureIn(sharePicture, language), organisation.name) : null,
      footer: footerDetails(organisation, language),
      quickExitUrl,
    }
  })
}

// In the browser (the account pages, the only ones here that load React: decision 039), a move to
// a page in another language loads that language's catalog first.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ensureCatalog(languageOfPath(new URL(request.url).pathname))])
  return data
}

// Staff may change the footer's details or the quick-exit address at any time: a move between
// account pages in the browser reads them again, so a member who stays sees the change on the
// next page (every other public page is a document of its own). A form post changes neither.
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return !formMethod || formMethod === 'GET'
}

// Public pages are documents: React renders them on the server and does not run in the browser
// (app/root.tsx; docs/decisions/039-public-pages-without-hydration.md). The account pages under
// this layout say otherwise in their own handle.
export const handle = { hydrate: false }

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // a page may ask for part of the frame only (/navbar, /footer) through its route handle
  const page = useMatches().at(-1)?.handle as { shellParts?: ShellParts } | undefined
  return (
    <SiteShell name={loaderData.name} footer={loaderData.footer} quickExitUrl={loaderData.quickExitUrl} parts={page?.shellParts}>
      <Outlet />
    </SiteShell>
  )
}

export function meta({ error, loaderData, location }: Route.MetaArgs) {
  const name = loaderData?.name
  if (error) {
    // the spec's title for failures is exact; a 404 may carry the charity's name
    const title = errorTitle(error, i18nOf(languageOfPath(location.pathname)))
    return [{ title: isNotFound(error) && name ? `${title} · ${name}` : title }]
  }
  return name ? [{ title: name }] : []
}

// Errors below this layout (the 404 of unknown paths included) keep the navbar and footer;
// if this loader itself failed, the page shows without the footer.
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell name={loaderData?.name} footer={loaderData?.footer} quickExitUrl={loaderData?.quickExitUrl}>
      <ErrorPage error={error} />
    </SiteShell>
  )
}
