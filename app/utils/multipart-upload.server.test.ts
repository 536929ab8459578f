// The streaming form reader behind the app upload: the file lands on disk with its size and
// sha-256, the fields come back, and a body that is too large is refused - before a byte is
// read when its Content-Length says so, as it arrives when it does not.
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { readFileInChunks, readMultipartToDisk } from './multipart-upload.server'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'multipart-test-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://localhost/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

/** A multipart body as a browser sends it, with its content type. */
async function encoded(form: FormData) {
  const response = new Response(form)
  return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type')! }
}

function form(fields: Record<string, string>, files: Record<string, File> = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const [name, file] of Object.entries(files)) body.append(name, file)
  return body
}

const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed + (i >> 8)) & 0xff)
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

describe('readMultipartToDisk', () => {
  test('writes the file to disk with its size and sha-256, and returns the fields', async () => {
    const data = bytes(3 * 1024 * 1024 + 17)
    const body = form({ versionName: '1.4.2', releaseNotes: 'Calmer colours and a sleep diary.' }, { apk: new File([data], 'C:\\Users\\staff\\wellness ✓.apk') })
    const result = await readMultipartToDisk(post(body), { fileField: 'apk', maxFileBytes: 10 * 1024 * 1024, dir })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fields.get('versionName')).toBe('1.4.2')
    expect(result.fields.get('releaseNotes')).toBe('Calmer colours and a sleep diary.')
    expect(result.file).toMatchObject({ fileName: 'wellness ✓.apk', size: data.length, sha256: sha256(data) })
    // compared whole (toEqual on megabytes of bytes would take minutes)
    expect((await readFile(result.file!.path)).equals(data)).toBe(true)
  })

  test('reads the file back in 1 MB pieces, the last one shorter', async () => {
    const data = bytes(2 * 1024 * 1024 + 5)
    const result = await readMultipartToDisk(post(form({}, { apk: new File([data], 'app.apk') })), { fileField: 'apk', maxFileBytes: 10_000_000, dir })
    if (!result.ok || !result.file) throw new Error('not read')
    const pieces: Uint8Array[] = []
    for await (const piece of readFileInChunks(result.file.path, 1024 * 1024)) pieces.push(piece)
    expect(pieces.map((piece) => piece.byteLength)).toEqual([1024 * 1024, 1024 * 1024, 5])
    expect(Buffer.concat(pieces).equals(data)).toBe(true)
  })

  test('an empty file input gives a file of size 0 (no file chosen); other file inputs are dropped', async () => {
    const result = await readMultipartToDisk(
      post(form({ source: 'upload' }, { image: new File([bytes(100)], 'cat.png'), apk: new File([], '') })),
      { fileField: 'apk', maxFileBytes: 1000, dir },
    )
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.file?.size).toBe(0)
    expect(result.ok && result.fields.get('image')).toBe(null)
  })

  test('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
    let pulled = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true
          throw new Error('the body must not be read')
        },
      },
      { highWaterMark: 0 },
    )
    const request = post(body, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(300 * 1000 * 1000) })
    const result = await readMultipartToDisk(request, { fileField: 'apk', maxFileBytes: 200 * 1000 * 1000, dir })
    expect(result).toMatchObject({ ok: false, status: 413 })
    expect(pulled).toBe(false)
  })

  test('refuses a file over the limit with 413 as it arrives, and keeps the fields sent with it', async () => {
    const { bytes: body, contentType } = await encoded(form({ versionName: '2.0' }, { apk: new File([bytes(5000)], 'big.apk') }))
    const result = await readMultipartToDisk(post(body, { 'content-type': contentType }), { fileField: 'apk', maxFileBytes: 4000, dir })
    expect(result).toMatchObject({ ok: false, status: 413 })
    expect(result.fields.get('versionName')).toBe('2.0')
  })

  test('refuses a body without Content-Length that goes on past the limit', async () => {
    const { bytes: head, contentType } = await encoded(form({}, { apk: new File([bytes(10)], 'a.apk') }))
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        controller.enqueue(sent === 1 ? head.subarray(0, 200) : bytes(64 * 1024))
      },
    })
    const result = await readMultipartToDisk(post(endless, { 'content-type': contentType }), { fileField: 'apk', maxFileBytes: 1024 * 1024, dir })
    expect(result).toMatchObject({ ok: false, status: 413 })
    expect(sent).toBeLessThan(40)
  })

  test('answers 400 for a body that is not a multipart form, has no boundary, is cut short or carries a NUL', async () => {
    const options = { fileField: 'apk', maxFileBytes: 1000, dir }
    expect(await readMultipartToDisk(post('a=b', { 'content-type': 'application/x-www-form-urlencoded' }), options)).toMatchObject({ ok: false, status: 400 })
    expect(await readMultipartToDisk(post('hello', { 'content-type': 'multipart/form-data' }), options)).toMatchObject({ ok: false, status: 400 })
    const { bytes: whole, contentType } = await encoded(form({ versionName: '1.0' }, { apk: new File([bytes(500)], 'a.apk') }))
    expect(await readMultipartToDisk(post(whole.subarray(0, whole.length - 60), { 'content-type': contentType }), options)).toMatchObject({ ok: false, status: 400 })
    expect(await readMultipartToDisk(post(form({ versionName: '1\u00000' })), options)).toMatchObject({ ok: false, status: 400 })
  })

  test('answers 400 for a body cut inside any file part, with no uncaught error and no half-written file (issue 12)', async () => {
    const options = { fileField: 'apk', maxFileBytes: 100_000, dir }
    const { bytes: whole, contentType } = await encoded(form({ versionName: '1.0' }, { apk: new File([bytes(5000)], 'a.apk'), image: new File([bytes(5000, 3)], 'b.png') }))
    const decoded = Buffer.from(whole)
    // inside the picture (a part the reader drops: its stream had no error listener and the
    // error ended the process), then inside the APK (the part it writes to disk)
    for (const offset of [decoded.indexOf('b.png') + 3000, decoded.indexOf('a.apk') + 3000]) {
      expect(await readMultipartToDisk(post(whole.subarray(0, offset), { 'content-type': contentType }), options)).toMatchObject({ ok: false, status: 400 })
      expect(await readdir(dir)).toEqual([])
    }
    // a body whose stream fails in the middle (the connection reset)
    let sent = false
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('socket hang up'))
        else controller.enqueue(whole.subarray(0, decoded.indexOf('a.apk') + 3000))
        sent = true
      },
    })
    expect(await readMultipartToDisk(post(failing, { 'content-type': contentType }), options)).toMatchObject({ ok: false, status: 400 })
    expect(await readdir(dir)).toEqual([])
  })

  test('skips a part without a name instead of failing (found by the fuzzer)', async () => {
    const body = new FormData()
    body.append('', 'no name')
    body.append('versionName', '1.0')
    const result = await readMultipartToDisk(post(body), { fileField: 'apk', maxFileBytes: 1000, dir })
    expect(result.ok).toBe(true)
    expect(result.fields.get('versionName')).toBe('1.0')
  })

  test('leaves nothing but its own file in the folder it was given', async () => {
    await readMultipartToDisk(post(form({}, { apk: new File([bytes(10)], 'a.apk') })), { fileField: 'apk', maxFileBytes: 1000, dir })
    expect(await readdir(dir)).toEqual(['upload'])
  })
})
