// /events/{id}: one visible event (issue 18, beyond the spec's cards; the page itself is
// app/components/site/event-page.tsx). An unknown, hidden or malformed id answers the 404 page
// with status 404.
import { t } from '@lingui/core/macro'
import { EventPage } from '~/components/site/event-page'
import { eventPageData } from '~/components/site/event-page.server'
import { plainText } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { getVisibleEvent } from '~/models/event.server'
import { getRegistrationState } from '~/models/event-registration.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { mediaSrc } from '~/utils/media-url'
import { seo, shareImageOf } from '~/utils/seo'
import { breadcrumbData, eventData } from '~/utils/structured-data'
import type { Route } from './+types/event-detail'

export async function loader({ params, request }: Route.LoaderArgs) {
  // digits only: '3abc', '-1' or '1e3' name no event
  if (!/^\d{1,10}$/.test(params.id)) throw new Response('Not found', { status: 404 })
  const id = Number(params.id)
  const language = requestLanguage(request)
  // kept in memory until a public change (the event starting or ending is one); a miss (thrown) is not kept
  return keptPublicRead(`event ${id} ${language}`, async () => {
    const event = await getVisibleEvent(id, new Date(), language)
    if (!event) throw new Response('Not found', { status: 404 })
    return eventPageData(event, language, await getRegistrationState(event.id, event.startsAt))
  })
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  return <EventPage {...loaderData} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const event = loaderData?.event
  if (!site || !event) return []
  const language = site.language ?? DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const path = `/events/${event.id}`
  // structured data names the pages in this page's language (seo() adds the prefix to the rest)
  const here = (english: string) => pathIn(language, english)
  const image = event.image ? shareImageOf(event.image, event.title) : null
  return seo({
    title: event.title,
    description: truncate(plainText(event.description), 160),
    path,
    site: site,
    image,
    structuredData: [
      eventData(site, {
        path: here(path),
        title: event.title,
        description: plainText(event.description),
        startsAt: loaderData.startIso,
        endsAt: loaderData.endIso,
        location: event.location,
        imageUrl: event.image ? `${site.origin}${mediaSrc(event.image, 1200)}` : null,
      }),
      breadcrumbData(site.origin, [
        { name: t(i18n)`Home`, path: here('/') },
        { name: t(i18n)`Events`, path: here('/events') },
        { name: event.title, path: here(path) },
      ]),
    ],
  })
}
