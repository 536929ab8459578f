// GET /gettheapp/download: the APK staff uploaded, streamed from its 1 MB chunks in the
// database (never the whole file in memory), as a download named after the charity and the
// version. The address stays the same from one version to the next; the ETag (the file's
// sha-256) tells a browser or a download manager when it changed, and a byte range lets an
// interrupted download on a phone resume. 404 while no APK is uploaded.
import { APK_CONTENT_TYPE } from '~/content/settings'
import { getAppRelease, getOrganisation } from '~/models/settings.server'
import { readStoredFileChunk, STORED_FILE_CHUNK_BYTES } from '~/models/stored-file.server'
import type { Route } from './+types/app-download'

export async function loader({ request }: Route.LoaderArgs) {
  const release = await getAppRelease()
  if (!release || release.source !== 'upload') throw notFound()
  const { file } = release
  const organisation = await getOrganisation()

  const etag = `"${file.sha256}"`
  const headers = new Headers({
    'Content-Type': APK_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${downloadName(organisation.name, release.versionName)}"`,
    // no-transform: never compressed on the way (an APK is compressed already, and a proxy
    // must not alter the bytes its checksum is published for)
    'Cache-Control': 'no-cache, no-transform',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
  })
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers })

  const range = requestedRange(request, etag, file.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  const [start, end] = range ?? [0, file.size - 1]
  headers.set('Content-Length', String(end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${file.size}`)
  const status = range ? 206 : 200
  if (request.method === 'HEAD') return new Response(null, { status, headers })
  return new Response(chunkStream(file.id, start, end), { status, headers })
}

/** e.g. "sahara-mental-health-society-app-1.4.2.apk": letters, digits, dots and hyphens only. */
export function downloadName(organisationName: string, versionName: string): string {
  const charity = organisationName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-|-$/g, '')
  const version = versionName.replace(/[^0-9A-Za-z.+-]/g, '')
  return `${charity || 'charity'}-app-${version}.apk`
}

/**
 * The bytes start..end (inclusive), read one chunk at a time as the visitor's connection takes
 * them. A chunk that has gone (the APK was replaced during the download) ends the stream with
 * an error, so the visitor gets a short download that the browser reports, never a mix of two
 * files.
 */
function chunkStream(fileId: number, start: number, end: number): ReadableStream<Uint8Array> {
  let seq = Math.floor(start / STORED_FILE_CHUNK_BYTES)
  const lastSeq = Math.floor(end / STORED_FILE_CHUNK_BYTES)
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const bytes = await readStoredFileChunk(fileId, seq)
        if (!bytes) {
          controller.error(new Error('The app file changed during the download'))
          return
        }
        const chunkStart = seq * STORED_FILE_CHUNK_BYTES
        const from = Math.max(start - chunkStart, 0)
        const to = Math.min(end - chunkStart + 1, bytes.byteLength)
        controller.enqueue(from === 0 && to === bytes.byteLength ? bytes : bytes.subarray(from, to))
        if (seq === lastSeq) controller.close()
        seq += 1
      },
    },
    // one chunk read ahead at most
    { highWaterMark: 1 },
  )
}

/** A single "bytes=a-b" range (or "a-", or "-n"), when it applies; null for the whole file. */
function requestedRange(request: Request, etag: string, size: number): [number, number] | null | 'unsatisfiable' {
  const header = request.headers.get('Range')
  if (!header) return null
  // If-Range: resume only if the file is still the one the first part came from
  const ifRange = request.headers.get('If-Range')
  if (ifRange && ifRange !== etag) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(size - suffix, 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
    if (start > end) return start >= size ? 'unsatisfiable' : null
  }
  return [start, end]
}

function matchesEtag(header: string | null, etag: string) {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || value === `W/${etag}`
  })
}

function notFound() {
  return new Response('There is no app to download yet.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
  })
}
