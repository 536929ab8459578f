// GET /media/{hash}-{width}.webp: a stored WebP variant. The name is the content's sha-256, so
// the answer never changes and browsers and CDNs may keep it for a year without asking again.
import type { Route } from './+types/media'
import { getMediaVariant } from '~/models/media.server'
import { parseMediaFileName } from '~/utils/media-url'

export async function loader({ request, params }: Route.LoaderArgs) {
  const name = parseMediaFileName(params.file ?? '')
  if (!name) throw notFound()
  const variant = await getMediaVariant(name.hash, name.width)
  if (!variant) throw notFound()

  const etag = `"${name.hash}-${name.width}"`
  const headers = new Headers({
    'Content-Type': variant.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  })
  if (ifNoneMatch(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(variant.bytes.byteLength))
  // Both drivers hand back views on plain ArrayBuffers (never shared memory), as BodyInit wants.
  return new Response(variant.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}

export function ifNoneMatch(header: string | null, etag: string) {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || value === `W/${etag}`
  })
}

export function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
  })
}
