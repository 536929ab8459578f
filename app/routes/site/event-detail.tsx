// /events/{id}: one visible event (issue 18, beyond the spec's cards; the page itself is
// app/components/site/event-page.tsx). An unknown, hidden or malformed id answers the 404 page
// with status 404.
import { EventPage, eventPageData } from '~/components/site/event-page'
import { plainText } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { getVisibleEvent } from '~/models/event.server'
import { mediaSrc } from '~/utils/media-url'
import { seo, shareImageOf } from '~/utils/seo'
import { breadcrumbData, eventData } from '~/utils/structured-data'
import type { Route } from './+types/event-detail'

export async function loader({ params }: Route.LoaderArgs) {
  // digits only: '3abc', '-1' or '1e3' name no event
  const event = /^\d{1,10}$/.test(params.id) ? await getVisibleEvent(Number(params.id)) : null
  if (!event) throw new Response('Not found', { status: 404 })
  return eventPageData(event)
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  return <EventPage {...loaderData} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const event = loaderData?.event
  if (!site || !event) return []
  const path = `/events/${event.id}`
  const image = event.image ? shareImageOf(event.image, event.title) : null
  return seo({
    title: event.title,
    description: truncate(plainText(event.description), 160),
    path,
    origin: site.origin,
    siteName: site.name,
    defaultImage: site.shareImage,
    image,
    structuredData: [
      eventData(site, {
        path,
        title: event.title,
        description: plainText(event.description),
        startsAt: loaderData.startIso,
        endsAt: loaderData.endIso,
        location: event.location,
        imageUrl: event.image ? `${site.origin}${mediaSrc(event.image, 1200)}` : null,
      }),
      breadcrumbData(site.origin, [
        { name: 'Home', path: '/' },
        { name: 'Events', path: '/events' },
        { name: event.title, path },
      ]),
    ],
  })
}
