// GET /media/share/{hash}.jpg: a stored picture as a 1200 x 630 link preview (og:image). Like
// every /media/ address, its name is the picture's content, so it may be kept for a year.
import type { Route } from './+types/media-share-card'
import { getShareCard } from '~/models/media.server'
import { SHARE_CARD_FILE_PATTERN } from '~/utils/media-url'
import { ifNoneMatch, notFound } from './media'

export async function loader({ request, params }: Route.LoaderArgs) {
  const hash = SHARE_CARD_FILE_PATTERN.exec(params.file ?? '')?.[1]
  if (!hash) throw notFound()
  const etag = `"${hash}-share"`
  const headers = new Headers({
    'Content-Type': 'image/jpeg',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  })
  const card = await getShareCard(hash)
  if (!card) throw notFound()
  if (ifNoneMatch(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(card.byteLength))
  return new Response(card as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
