// Reads a multipart form carrying one large file (the Android app's APK, up to 200 MB) as a
// stream: the file goes to a temporary file on disk as it arrives, its size counted and its
// sha-256 computed on the way, so that memory holds a few kilobytes whatever its size. The
// text fields come back as a FormData for the form's schema. (readFormData, for forms with
// pictures of at most 10 MB, buffers the body; this is its streaming sibling.)
import { createHash } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'

/** Room for the text fields and the multipart framing around the file. */
export const MULTIPART_FIELDS_BYTES = 64 * 1024

export type SpooledFile = {
  /** The name the browser gave, cleaned for storing (no path, no control characters). */
  fileName: string
  /** Where the bytes are, in the caller's temporary folder. */
  path: string
  size: number
  /** Hex sha-256 of the bytes, computed while they arrived. */
  sha256: string
}

export type MultipartReadResult =
  | { ok: true; fields: FormData; file: SpooledFile | null }
  /** 400: not a multipart form, or a malformed one; 413: larger than allowed. */
  | { ok: false; status: 400 | 413; fields: FormData }

type Options = {
  /** The file input's name; any other file part is read past and dropped. */
  fileField: string
  maxFileBytes: number
  /** A folder the caller made for this request and deletes afterwards. */
  dir: string
}

class UnreadableError extends Error {}

const MULTIPART = /^\s*multipart\/form-data\s*;/i

/**
 * Reads `request`'s multipart body. A declared Content-Length over the limit is refused (413)
 * before a byte is read; a body without one is counted as it arrives and cut at the limit.
 */
export async function readMultipartToDisk(request: Request, { fileField, maxFileBytes, dir }: Options): Promise<MultipartReadResult> {
  const fields = new FormData()
  const contentType = request.headers.get('content-type') ?? ''
  if (!MULTIPART.test(contentType) || !request.body) return { ok: false, status: 400, fields }
  const maxBodyBytes = maxFileBytes + MULTIPART_FIELDS_BYTES
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBodyBytes) return { ok: false, status: 413, fields }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // browsers send file names in UTF-8
      defParamCharset: 'utf8',
      limits: { fields: 40, fieldSize: 16 * 1024, files: 4, parts: 50, fileSize: maxFileBytes + 1 },
    })
  } catch {
    // no boundary, or not a content type busboy knows
    return { ok: false, status: 400, fields }
  }

  let file: SpooledFile | null = null
  let fileTooLarge = false
  let unreadable = false
  const writes: Promise<void>[] = []
  const fileStreams: Array<Readable | Transform | WriteStream> = []

  parser.on('field', (name: string | undefined, value: string | undefined) => {
    // a part without a name (name="" comes through as none) is not one of the form's fields
    if (typeof name !== 'string' || typeof value !== 'string') return
    // PostgreSQL cannot store a NUL character; no person types one
    if (name.includes('\0') || value.includes('\0')) unreadable = true
    else fields.append(name, value)
  })
  parser.on('file', (name, stream, info) => {
    fileStreams.push(stream)
    // A body that ends inside this part makes busboy emit "Unexpected end of form" on the part's
    // stream as well as on the parser: without a listener here that error would be uncaught and
    // end the process (issue 12). The parser's own error answers the request (400).
    stream.on('error', () => {})
    if (name !== fileField || file !== null) {
      stream.resume()
      return
    }
    const spooled: SpooledFile = { fileName: cleanFileName(info.filename), path: path.join(dir, 'upload'), size: 0, sha256: '' }
    file = spooled
    const hash = createHash('sha256')
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        spooled.size += chunk.byteLength
        if (spooled.size > maxFileBytes) {
          fileTooLarge = true
          callback() // read past the rest (busboy stops at the limit) without keeping it
          return
        }
        hash.update(chunk)
        callback(null, chunk)
      },
      flush(callback) {
        spooled.sha256 = hash.digest('hex')
        callback()
      },
    })
    const disk = createWriteStream(spooled.path)
    fileStreams.push(meter, disk)
    const write = pipeline(stream, meter, disk)
    write.catch(() => {}) // awaited below; a failure while the body still arrives must not be an unhandled rejection
    writes.push(write)
  })

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', () => reject(new UnreadableError()))
  })
  parsed.catch(() => {}) // awaited below; a rejection while the body is still being fed is not lost
  // on any refusal: stop the streams, wait for the writes to settle, and delete what was half
  // written, so that nothing of a refused upload stays on disk even if the caller forgets
  const abandon = async () => {
    for (const stream of fileStreams) stream.destroy()
    parser.destroy()
    await Promise.allSettled(writes)
    if (file) await rm(file.path, { force: true })
  }

  // The body is fed to the parser by hand, counted as it arrives (a body sent without
  // Content-Length). At the limit it is left unread rather than cancelled: cancelling the
  // request's stream destroys the connection under Express, and the person would get a reset
  // instead of the page that says the file is too large.
  const reader = request.body.getReader()
  let received = 0
  try {
    for (;;) {
      // the connection reset or closed early: the form cannot be read (400), whatever the error
      const { done, value } = await reader.read().catch(() => {
        throw new UnreadableError()
      })
      if (done) break
      received += value.byteLength
      if (received > maxBodyBytes) {
        reader.releaseLock()
        await abandon()
        return { ok: false, status: 413, fields }
      }
      if (!parser.write(value)) await Promise.race([once(parser, 'drain'), parsed])
    }
    parser.end()
    await parsed
    await Promise.all(writes)
  } catch (error) {
    await abandon()
    // a body cut short or with broken framing: busboy's own errors, the stream's, or the
    // connection closing while it was read
    if (error instanceof UnreadableError || isStreamError(error) || error instanceof TypeError) return { ok: false, status: 400, fields }
    throw error
  }
  if (unreadable || fileTooLarge) await abandon()
  if (unreadable) return { ok: false, status: 400, fields }
  if (fileTooLarge) return { ok: false, status: 413, fields }
  return { ok: true, fields, file }
}

/** Reads a file in pieces of `chunkBytes` (the last one shorter), for storing it chunk by chunk. */
export async function* readFileInChunks(filePath: string, chunkBytes: number): AsyncGenerator<Uint8Array> {
  const handle = await open(filePath, 'r')
  try {
    for (let position = 0; ; ) {
      // a fresh buffer each time: the database driver may still hold the previous one
      const buffer = new Uint8Array(chunkBytes)
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position)
      if (bytesRead === 0) return
      position += bytesRead
      yield bytesRead === chunkBytes ? buffer : buffer.subarray(0, bytesRead)
    }
  } finally {
    await handle.close()
  }
}

// Only the last part of a path (some browsers send C:\Users\...\app.apk), no control characters
// (PostgreSQL refuses NUL), at most 200 characters.
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200)
}

function isStreamError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_DESTROYED' || code === 'ABORT_ERR'
}
