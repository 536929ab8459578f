// Reads a posted form with a ceiling on its size. Express hands React Router the raw request
// stream with no limit, so without this one anonymous POST could make the server buffer
// gigabytes; and a body that is not a form must be a 400, never a 500.

export type FormReadResult =
  | { ok: true; formData: FormData }
  | { ok: false; status: 400 | 413 }

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

/** The form in `request`, or why it could not be read: 400 (not a form), 413 (over maxBytes). */
export async function readFormData(request: Request, maxBytes: number): Promise<FormReadResult> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(contentType)) return { ok: false, status: 400 }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 }

  const chunks: Uint8Array[] = []
  let total = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      // the connection closing before the declared length arrived: a bad request, not a 500
      const read = await reader.read().catch(() => null)
      if (!read) return { ok: false, status: 400 }
      const { done, value } = read
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        // Stop reading, but do not cancel: under Express, cancelling the body destroys the
        // socket, and the visitor would get a reset connection instead of the 413 page
        // (server/hostile-uploads.test.ts). The rest stays unread; Node closes the connection
        // when the client gives up or the request times out.
        reader.releaseLock()
        return { ok: false, status: 413 }
      }
      chunks.push(value)
    }
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    const formData = await new Response(body, { headers: { 'content-type': contentType } }).formData()
    // PostgreSQL cannot store a NUL character in text: a form carrying one would fail in the
    // database with a 500 (found by app/routes/fuzz-actions.test.ts). No person types one.
    for (const [name, value] of formData) {
      if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return { ok: false, status: 400 }
    }
    return { ok: true, formData }
  } catch {
    // a multipart body without its boundary, cut short, or otherwise malformed
    return { ok: false, status: 400 }
  }
}
