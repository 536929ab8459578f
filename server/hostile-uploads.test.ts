// Issue 7: hostile files through every upload field. The fields are found, not listed: every
// page of the route table is rendered (admin pages as an admin) and every <input type=file> of
// every form is taken with its form's action, plus the script endpoints those pages post files
// to (a resource route whose address the page's source names). Each field declares what it
// takes by its `accept` attribute: pictures, or an Android app (.apk).
//
// Each field first gets a control (a real picture, or a real APK) that must be accepted, so the
// form as filled in really reaches the file; then the corpus: HTML renamed .png, SVG with
// script, JPEG/HTML polyglots, a PNG with script in a text chunk, a 17,000 x 17,000 pixel
// flood, a truncated picture, a 0-byte file, file names with markup or a path traversal, and
// bodies over the limit (declared, and streamed without a length). Each is refused with a clear message beside
// the field (400) or 413, or neutralised: only WebP re-encodes are stored, served from /media/
// under a server-made name with an allow-listed type and nosniff, never the original bytes.
import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import fs from 'node:fs'
import path from 'node:path'
import { eq, gt, max } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../database/db.server'
import { media, mediaVariants, storedFiles } from '../database/schema'
import { seedDemoContent } from '~/models/demo-content.server'
import { useTestDatabase } from '../database/test-database'
import { injectionProblems, parseHtml } from '../tests/support/html-checks'
import { buildApp, serveInProcess, type InProcessServer } from '../tests/support/test-server'
import { pathsFor, routeTable, type RouteInfo } from '../tests/support/test-routes'
import { IMAGE_MESSAGES } from '~/content/fields'
import { adminCookie } from '../tests/support/admin-test-helpers'
import { FORM_TOO_LARGE_MESSAGE } from '~/content-types/content-form.server'
import { ImageRejectedError, type ImageRejection } from '~/utils/image-processing.server'

useTestDatabase()

const APP = path.resolve(import.meta.dirname, '..', 'app')

let build: Awaited<ReturnType<typeof buildApp>>
let server: InProcessServer
let cookie = ''

const routes = await routeTable()

beforeAll(async () => {
  build = await buildApp()
  server = await serveInProcess(build.dir)
  cookie = await adminCookie()
  // real content, so that edit forms come filled in with valid values
  await seedDemoContent()
}, 240_000)

afterAll(async () => {
  await server?.close()
  build?.remove()
})

// ---------------------------------------------------------------- the files

type Kind = 'image' | 'apk' | 'other'

/** What a file input takes, by its accept attribute. */
function kindOf(accept: string): Kind {
  const parts = accept.toLowerCase().split(',').map((part) => part.trim()).filter(Boolean)
  if (parts.length > 0 && parts.every((part) => part.startsWith('image/') || /^\.(png|jpe?g|gif|webp|avif)$/.test(part))) return 'image'
  if (parts.some((part) => part === '.apk' || part === 'application/vnd.android.package-archive')) return 'apk'
  return 'other'
}

const HTML = '<!doctype html><html><body><script>window.__xss=1</script><img src=x onerror=alert(1)></body></html>'
const HOSTILE_MARKS = ['<script', '<html', '<svg', 'onerror', 'onload']

function crc32(bytes: Buffer) {
  return zlib.crc32(bytes)
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A tiny file whose header claims a 17,000 x 17,000 picture (289 megapixels). */
function pixelFlood() {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(17_000, 0)
  header.writeUInt32BE(17_000, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = zlib.deflateSync(Buffer.alloc(17_000 * 3 + 1))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))])
}

/** A PNG with script in a tEXt chunk (kept by a naive store, dropped by a re-encode). */
function withTextChunk(png: Buffer) {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1'))
  return Buffer.concat([png.subarray(0, ihdrEnd), text, png.subarray(ihdrEnd)])
}

/** A JPEG with HTML in a comment (COM) segment right after its start marker. */
function withJpegComment(jpeg: Buffer) {
  const comment = Buffer.from(HTML, 'latin1')
  const length = Buffer.alloc(2)
  length.writeUInt16BE(comment.length + 2)
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)])
}

/** A ZIP archive (stored, not compressed) of these entries. */
function zip(entries: Record<string, Buffer>) {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, data] of Object.entries(entries)) {
    const fileName = Buffer.from(name, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

let pictureCount = 0
/** A real picture, different every time (so that each upload is a new media row). */
async function picture(format: 'png' | 'jpeg', width = 240, height = 180) {
  pictureCount += 1
  const background = { r: (pictureCount * 53) % 256, g: (pictureCount * 97) % 256, b: (pictureCount * 29) % 256 }
  const image = sharp({ create: { width, height, channels: 3, background } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer()
}

let apkCount = 0
function apk() {
  apkCount += 1
  return zip({ 'AndroidManifest.xml': Buffer.from(`manifest ${apkCount}`), 'classes.dex': Buffer.from(`dex\n035\0${'x'.repeat(64)}`) })
}

type Sample = { name: string; type: string; bytes: Buffer }

/** The control: what the field is for, which must be accepted. */
async function control(kind: Kind): Promise<Sample | null> {
  if (kind === 'image') return { name: 'control.png', type: 'image/png', bytes: await picture('png') }
  if (kind === 'apk') return { name: 'control.apk', type: 'application/vnd.android.package-archive', bytes: apk() }
  return null
}

type Expectation = 'refused' | 'refused or neutralised'

/** `ownKind`: a real file of the field's own kind (only its name is hostile), which may be stored. */
type Hostile = { what: string; expect: Expectation; ownKind?: boolean; sample: (kind: Kind) => Promise<Sample> }

/** The corpus. A real file of the field's own kind under a hostile name may be stored, under a server-made name. */
const CORPUS: Hostile[] = [
  { what: 'HTML renamed .png', expect: 'refused', sample: async () => ({ name: 'picture.png', type: 'image/png', bytes: Buffer.from(HTML) }) },
  {
    what: 'SVG with script',
    expect: 'refused',
    sample: async () => ({
      name: 'drawing.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>'),
    }),
  },
  {
    what: 'a JPEG with HTML appended (polyglot)',
    expect: 'refused or neutralised',
    sample: async () => ({ name: 'holiday.jpg', type: 'image/jpeg', bytes: Buffer.concat([await picture('jpeg'), Buffer.from(HTML)]) }),
  },
  {
    what: 'a JPEG with HTML in a comment segment',
    expect: 'refused or neutralised',
    sample: async () => ({ name: 'comment.jpg', type: 'image/jpeg', bytes: withJpegComment(await picture('jpeg')) }),
  },
  { what: 'a PNG with script in a text chunk', expect: 'refused or neutralised', sample: async () => ({ name: 'text.png', type: 'image/png', bytes: withTextChunk(await picture('png')) }) },
  { what: 'a 17k x 17k pixel flood PNG', expect: 'refused', sample: async () => ({ name: 'flood.png', type: 'image/png', bytes: pixelFlood() }) },
  {
    what: 'a truncated picture',
    expect: 'refused or neutralised',
    sample: async () => {
      const whole = await picture('png', 400, 300)
      return { name: 'cut.png', type: 'image/png', bytes: whole.subarray(0, Math.floor(whole.length / 2)) }
    },
  },
  { what: 'a 0-byte file', expect: 'refused or neutralised', sample: async () => ({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }) },
  {
    what: 'a file name with markup',
    expect: 'refused or neutralised',
    ownKind: true,
    sample: async (kind) => {
      const own = await control(kind)
      return { name: `"><img src=x onerror=alert(1)><script>alert(2)</script>.${kind === 'apk' ? 'apk' : 'png'}`, type: own?.type ?? 'image/png', bytes: own?.bytes ?? (await picture('png')) }
    },
  },
  {
    what: 'a path-traversal file name',
    expect: 'refused or neutralised',
    ownKind: true,
    sample: async (kind) => {
      const own = await control(kind)
      const extension = kind === 'apk' ? 'apk' : 'png'
      return { name: `../../etc/passwd.${extension}`, type: own?.type ?? 'image/png', bytes: own?.bytes ?? (await picture('png')) }
    },
  },
]

// ---------------------------------------------------------------- the fields

type UploadField = {
  /** The page the form is on, and the form's place among the page's forms. */
  page: string
  formIndex: number
  /** Where the form posts (or the script endpoint). */
  action: string
  /** The file's field name; for a script endpoint, the names its page's code might use. */
  names: string[]
  kind: Kind
  /** A script endpoint answers JSON. */
  script: boolean
}

/** How a field's form is filled in so that the file is judged: found with the control. */
type Calibration = { field: string; radios: Record<string, string> }

function adminHeaders(route?: RouteInfo): Record<string, string> {
  return route && !route.admin ? {} : { Cookie: cookie }
}

async function getPage(pathname: string, headers: Record<string, string>) {
  const response = await fetch(`${server.origin}${pathname}`, { headers, redirect: 'manual' })
  const body = await response.text()
  return { response, document: /html/.test(response.headers.get('content-type') ?? '') ? parseHtml(body, `${server.origin}${pathname}`) : null }
}

function fileInputsOf(form: HTMLFormElement) {
  return Array.from(form.elements).filter((element): element is HTMLInputElement => element instanceof form.ownerDocument.defaultView!.HTMLInputElement && element.type === 'file')
}

function sourceOf(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
}

async function findUploadFields(): Promise<UploadField[]> {
  const found: UploadField[] = []
  const scriptEndpoints = routes.filter((route) => route.action && !route.page)
  for (const route of routes.filter((r) => r.page)) {
    const [pathname] = pathsFor(route.path, (param) => (param === '*' ? ['anything'] : ['1']))
    const { response, document } = await getPage(pathname, adminHeaders(route))
    if (response.status !== 200 || !document) continue
    const forms = Array.from(document.querySelectorAll('form'))
    forms.forEach((form, formIndex) => {
      for (const input of fileInputsOf(form)) {
        const action = new URL(form.getAttribute('action') ?? pathname, `${server.origin}${pathname}`)
        const field = { page: pathname, formIndex, kind: kindOf(input.accept) }
        found.push({ ...field, names: [input.name], action: `${action.pathname}${action.search}`, script: false })
        // the script endpoints the page's code posts files to, under the names its code uses
        const source = sourceOf(path.dirname(path.join(APP, route.file)))
        for (const endpoint of scriptEndpoints) {
          if (!source.includes(`'${endpoint.path}'`)) continue
          const names = new Set([input.name, ...[...source.matchAll(/\.(?:set|append)\(\s*'([\w-]+)',\s*file\b/g)].map(([, name]) => name)])
          found.push({ ...field, names: [...names], action: endpoint.path, script: true })
        }
      }
    })
  }
  const unique = new Map(found.map((f) => [`${f.page} ${f.formIndex} ${f.action} ${f.names.join(',')}`, f]))
  return [...unique.values()]
}

// ---------------------------------------------------------------- filling in a form

type Entries = { fields: [string, string][]; otherFiles: { name: string; kind: Kind }[]; radios: Record<string, string[]> }

/** What a browser would send for this form, untouched fields as they are, empty ones filled. */
function entriesOf(form: HTMLFormElement): Entries {
  const window = form.ownerDocument.defaultView!
  const fields: [string, string][] = []
  const otherFiles: Entries['otherFiles'] = []
  const radios: Record<string, string[]> = {}
  const checkedRadio: Record<string, string> = {}
  let submitter = false
  for (const element of Array.from(form.elements)) {
    const named = element as HTMLInputElement
    if (!named.name || named.disabled) continue
    if (element instanceof window.HTMLInputElement) {
      const type = element.type
      if (type === 'file') {
        otherFiles.push({ name: element.name, kind: kindOf(element.accept) })
      } else if (type === 'radio') {
        ;(radios[element.name] ??= []).push(element.value)
        if (element.hasAttribute('checked')) checkedRadio[element.name] = element.value
      } else if (type === 'checkbox') {
        if (element.hasAttribute('checked')) fields.push([element.name, element.getAttribute('value') ?? 'on'])
      } else if (type === 'submit' || type === 'button' || type === 'reset' || type === 'image') {
        if (type === 'submit' && !submitter) {
          submitter = true
          fields.push([element.name, element.value])
        }
      } else {
        fields.push([element.name, element.getAttribute('value') || filler(element, fields.filter(([, value]) => value.startsWith('2030-01-')).length)])
      }
    } else if (element instanceof window.HTMLTextAreaElement) {
      // a text area for addresses (the alerts' recipients) gets one; any other, a sentence
      fields.push([element.name, element.value || (/address|email/i.test(element.name) ? 'upload-test@example.org' : fillerText(element.maxLength))])
    } else if (element instanceof window.HTMLSelectElement) {
      const options = Array.from(element.options)
      const chosen = options.find((option) => option.hasAttribute('selected') && option.value !== '') ?? options.find((option) => option.value !== '')
      if (chosen) fields.push([element.name, chosen.value])
    } else if (element instanceof window.HTMLButtonElement) {
      if ((element.type === 'submit' || !element.getAttribute('type')) && !submitter) {
        submitter = true
        fields.push([element.name, element.value])
      }
    }
  }
  for (const [name, values] of Object.entries(radios)) fields.push([name, checkedRadio[name] ?? values[0]])
  return { fields, otherFiles, radios }
}

function fillerText(maxLength: number) {
  const text = 'A calm, ordinary sentence written for the upload test.'
  return maxLength > 0 ? text.slice(0, maxLength) : text
}

/** A plausible value for an empty input, by its type and name; the n-th date of a form is n days later (an end after its start). */
function filler(input: HTMLInputElement, index: number): string {
  const min = Number(input.min || 1)
  const name = input.name.toLowerCase()
  const day = String(10 + index).padStart(2, '0')
  switch (input.type) {
    case 'email':
      return 'upload-test@example.org'
    case 'url':
      return 'https://example.org/'
    case 'number':
    case 'range':
      return String(Number.isFinite(min) ? Math.max(min, Math.min(1, Number(input.max || 1))) : 1)
    case 'date':
      return `2030-01-${day}`
    case 'datetime-local':
      // an optional time is left empty, as most people leave it (a status's 'Appears on' is for Scheduled only)
      return input.required ? `2030-01-${day}T10:00` : ''
    case 'time':
      return '10:00'
    case 'tel':
      return '780-555-0100'
  }
  if (/version/.test(name)) return input.inputMode === 'decimal' ? '8.0' : '1.0.0'
  if (/postal/.test(name)) return 'T5J 3L8'
  if (/email/.test(name)) return 'upload-test@example.org'
  if (/url|link|website/.test(name)) return 'https://example.org/'
  if (/phone/.test(name)) return '780-555-0100'
  return fillerText(input.maxLength)
}

/** Ways to fill the form in: as it comes, then with one radio group changed (each group, each value). */
function radioChoices(entries: Entries): Record<string, string>[] {
  const all: Record<string, string>[] = [{}]
  for (const [name, values] of Object.entries(entries.radios)) {
    const current = entries.fields.find(([n]) => n === name)?.[1]
    for (const value of values) if (value !== current) all.push({ [name]: value })
  }
  return all
}

// ---------------------------------------------------------------- posting and reading the answer

type Answer = { status: number; accepted: boolean; message: string; aboutTheFile: boolean; location: string | null }

const IMAGE_REFUSALS = [
  ...Object.values(IMAGE_MESSAGES),
  ...(['not-an-image', 'file-too-large', 'too-many-pixels', 'unreadable'] satisfies ImageRejection[]).map((reason) => new ImageRejectedError(reason).message),
  FORM_TOO_LARGE_MESSAGE,
]

/** A fresh copy of the form (a new one-time key for add forms), filled in. */
async function freshEntries(upload: UploadField): Promise<Entries> {
  const { document } = await getPage(upload.page, { Cookie: cookie })
  const form = document?.querySelectorAll('form')[upload.formIndex]
  if (!form) throw new Error(`${upload.page}: form ${upload.formIndex} is gone`)
  return entriesOf(form as HTMLFormElement)
}

/** Posts `sample` as a browser would: the form filled in afresh, `field` holding the file, other file inputs empty. */
async function post(upload: UploadField, { field, radios }: Calibration, sample: Sample): Promise<Answer> {
  const entries = await freshEntries(upload)
  const body = new FormData()
  for (const [name, value] of entries.fields) body.append(name, radios[name] ?? value)
  // the form's other file inputs get a good file of their own kind, so that a required one does not hide the answer about this one
  for (const other of entries.otherFiles) {
    if (other.name === field) continue
    const good = await control(other.kind)
    body.append(other.name, good ? new File([new Uint8Array(good.bytes)], good.name, { type: good.type }) : new File([], '', { type: 'application/octet-stream' }))
  }
  body.append(field, new File([new Uint8Array(sample.bytes)], sample.name, { type: sample.type }))
  const response = await fetch(`${server.origin}${upload.action}`, { method: 'POST', body, headers: { Cookie: cookie, Origin: server.origin }, redirect: 'manual' })
  const text = await response.text()
  const status = response.status
  if (/json/.test(response.headers.get('content-type') ?? '')) {
    const answer = JSON.parse(text) as { ok?: boolean; message?: string; result?: { error?: Record<string, string[] | null> } }
    const errors = answer.result?.error ?? {}
    const message = answer.message ?? Object.values(errors).flat().filter(Boolean).join(' ')
    const aboutTheFile = Boolean(errors[field]?.length) || IMAGE_REFUSALS.includes(answer.message ?? '')
    return { status, accepted: status < 400 && answer.ok !== false, message, aboutTheFile, location: null }
  }
  const location = response.headers.get('location')
  if (!/html/.test(response.headers.get('content-type') ?? '')) return { status, accepted: status < 400, message: text.slice(0, 200), aboutTheFile: false, location }
  const document = parseHtml(text, `${server.origin}${upload.action}`)
  const input = Array.from(document.querySelectorAll('input[type=file]')).find((element) => (element as HTMLInputElement).name === field)
  const describedBy = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  const besideTheField = input?.getAttribute('aria-invalid') === 'true' ? describedBy.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean)[0] ?? '' : ''
  const pageText = document.body.textContent ?? ''
  const known = IMAGE_REFUSALS.find((message) => pageText.includes(message)) ?? ''
  const alerts = Array.from(document.querySelectorAll('[role=alert]')).map((element) => element.textContent?.trim() ?? '').filter(Boolean)
  const message = besideTheField || known || alerts[0] || ''
  return { status, accepted: status < 400, message, aboutTheFile: Boolean(besideTheField || known), location }
}

/** Media rows and published files added since `since`. */
async function addedSince(since: { media: number; files: number }) {
  const newMedia = await db().select({ id: media.id, hash: media.hash }).from(media).where(gt(media.id, since.media))
  const newFiles = await db().select({ id: storedFiles.id, fileName: storedFiles.fileName }).from(storedFiles).where(gt(storedFiles.id, since.files))
  return { newMedia, newFiles }
}

async function watermark() {
  const [mediaRow] = await db().select({ id: max(media.id) }).from(media)
  const [fileRow] = await db().select({ id: max(storedFiles.id) }).from(storedFiles)
  return { media: mediaRow?.id ?? 0, files: fileRow?.id ?? 0 }
}

/** Everything wrong with what an accepted upload stored (empty when it was neutralised). */
async function neutralisationProblems(since: { media: number; files: number }, sample: Sample, kind: Kind): Promise<string[]> {
  const problems: string[] = []
  const { newMedia, newFiles } = await addedSince(since)
  for (const row of newMedia) {
    const variants = await db().select({ width: mediaVariants.width, contentType: mediaVariants.contentType, bytes: mediaVariants.bytes }).from(mediaVariants).where(eq(mediaVariants.mediaId, row.id))
    for (const variant of variants) {
      const url = `/media/${row.hash}-${variant.width}.webp`
      if (!/^\/media\/[0-9a-f]{64}-\d+\.webp$/.test(url)) problems.push(`stored under a name that is not server-made: ${url}`)
      const response = await fetch(`${server.origin}${url}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      if (response.status !== 200) problems.push(`${url}: status ${response.status}`)
      if (response.headers.get('content-type') !== 'image/webp') problems.push(`${url}: served as ${response.headers.get('content-type')}`)
      if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push(`${url}: no nosniff`)
      if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') problems.push(`${url}: not a WebP file`)
      if (sample.bytes.length > 0 && bytes.equals(sample.bytes)) problems.push(`${url}: the original bytes`)
      for (const mark of HOSTILE_MARKS) if (bytes.includes(mark)) problems.push(`${url}: holds ${mark}`)
    }
  }
  for (const file of newFiles) {
    if (kind !== 'apk') problems.push(`a ${kind} field published a file as it is: ${file.fileName}`)
    if (/[\\/]|^\.\.?$/.test(file.fileName)) problems.push(`a published file keeps a path in its name: ${file.fileName}`)
  }
  return problems
}

// ---------------------------------------------------------------- the suite

let uploads: UploadField[] = []
const calibrated = new Map<UploadField, Calibration>()

function label(upload: UploadField) {
  const field = calibrated.get(upload)?.field ?? upload.names.join('|')
  return `${upload.action} ${field} (${upload.kind}${upload.script ? ', script endpoint' : ''}, form on ${upload.page})`
}

describe('hostile uploads through every upload field', () => {
  beforeAll(async () => {
    uploads = await findUploadFields()
  }, 120_000)

  it('finds the upload fields', () => {
    const found = uploads.map((upload) => `${upload.action} ${upload.names.join('|')}`)
    expect(found).toEqual(
      expect.arrayContaining([
        '/admin/testimonials/new image',
        '/admin/blogs/new image',
        '/admin/blogs/new writerImage',
        '/admin/gallery-images/upload images',
        expect.stringMatching(/^\/admin\/gallery-images\/upload-one .*\bimage\b/),
      ]),
    )
  })

  it('each field judges a file: its control is accepted and a renamed HTML file refused beside the field', async () => {
    const problems: string[] = []
    for (const upload of uploads) {
      const choices = radioChoices(await freshEntries(upload))
      search: for (const field of upload.names) {
        for (const radios of choices) {
          const calibration = { field, radios }
          const refusal = await post(upload, calibration, await CORPUS[0].sample(upload.kind))
          if (refusal.accepted || !refusal.aboutTheFile) continue
          const own = await control(upload.kind)
          if (own && !(await post(upload, calibration, own)).accepted) continue
          calibrated.set(upload, calibration)
          break search
        }
      }
      if (!calibrated.has(upload) && !upload.script) problems.push(`${label(upload)}: no way of filling in the form gets the control accepted and the HTML file refused beside the field`)
    }
    // a script endpoint is named by several pages and forms: it is tried with each, and one that works is enough
    const endpoints = new Set(uploads.filter((upload) => upload.script).map((upload) => upload.action))
    for (const action of endpoints) {
      const tried = uploads.filter((upload) => upload.script && upload.action === action)
      const working = tried.find((upload) => calibrated.has(upload))
      if (!working) problems.push(`${action} (script endpoint): no form of the pages that post to it gets its control accepted and the HTML file refused`)
      uploads = uploads.filter((upload) => !upload.script || upload.action !== action || upload === working)
    }
    // a field of an unknown kind has no control: it must refuse everything, which the corpus checks
    expect(problems).toEqual([])
  }, 300_000)

  for (const hostile of CORPUS) {
    it(`${hostile.what}: refused with a clear message${hostile.expect === 'refused' ? '' : ', or neutralised'}`, async () => {
      const problems: string[] = []
      for (const upload of uploads) {
        const calibration = calibrated.get(upload)
        if (!calibration) continue
        const sample = await hostile.sample(upload.kind)
        const since = await watermark()
        const answer = await post(upload, calibration, sample)
        if (answer.accepted) {
          if (hostile.expect === 'refused') problems.push(`${label(upload)}: accepted (status ${answer.status})`)
          else if (!hostile.ownKind && upload.kind !== 'image' && sample.bytes.length > 0) problems.push(`${label(upload)}: a file that is not an ${upload.kind} was accepted (status ${answer.status})`)
          problems.push(...(await neutralisationProblems(since, sample, upload.kind)).map((problem) => `${label(upload)}: ${problem}`))
          // where the upload shows up next (the page it leads to, the form again) carries nothing the file or its name injected
          for (const pathname of new Set([answer.location, upload.page].filter((p): p is string => Boolean(p && p.startsWith('/'))))) {
            const { response, document } = await getPage(pathname, { Cookie: cookie })
            if (document) problems.push(...injectionProblems(document, response.headers.get('content-security-policy')).map((problem) => `${label(upload)}: ${pathname}: ${problem}`))
          }
        } else {
          if (![400, 413].includes(answer.status)) problems.push(`${label(upload)}: status ${answer.status}`)
          if (!answer.message) problems.push(`${label(upload)}: refused (${answer.status}) without a message`)
          // about the picture itself (an empty file is "no file chosen", with the form's own message)
          else if (upload.kind === 'image' && sample.bytes.length > 0 && !IMAGE_REFUSALS.some((message) => answer.message.includes(message))) {
            problems.push(`${label(upload)}: refused with a message that is not about the picture: ${answer.message}`)
          }
          const { newMedia, newFiles } = await addedSince(since)
          if (newMedia.length + newFiles.length > 0) problems.push(`${label(upload)}: refused, yet something was stored`)
        }
      }
      expect(problems).toEqual([])
    }, 300_000)
  }

  it('a body declared over the limit is refused with 413 before it is read', async () => {
    const problems: string[] = []
    for (const action of new Set(uploads.map((upload) => upload.action))) {
      const status = await postDeclaringHugeBody(action)
      if (status !== 413) problems.push(`${action}: ${status}`)
    }
    expect(problems).toEqual([])
  }, 120_000)

  it('a streamed body (no length) over the limit is refused with 413', async () => {
    const problems: string[] = []
    for (const upload of uploads) {
      const { status, sent } = await postStreaming(upload, calibrated.get(upload)?.field ?? upload.names[0])
      if (status !== 413) problems.push(`${label(upload)}: ${status} after ${Math.round(sent / 1024 / 1024)} MB`)
    }
    expect(problems).toEqual([])
  }, 300_000)
})

// ---------------------------------------------------------------- raw HTTP for the size limits

const GIGABYTE = 1024 * 1024 * 1024

/** Declares a 2 GB body, sends 1 KB of it, and waits for the answer (which must not need the rest). */
function postDeclaringHugeBody(action: string): Promise<number | string> {
  return new Promise((resolve) => {
    const { port, hostname } = new URL(server.origin)
    const request = http.request({
      host: hostname,
      port,
      path: action,
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: server.origin,
        'Content-Type': 'multipart/form-data; boundary=----hostile',
        'Content-Length': String(2 * GIGABYTE),
      },
    })
    const timer = setTimeout(() => {
      request.destroy()
      resolve('no answer within 10 s without the rest of the body')
    }, 10_000)
    request.on('response', (response) => {
      clearTimeout(timer)
      response.resume()
      request.destroy()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', () => {})
    request.write(Buffer.alloc(1024, 0x61))
  })
}

const RANDOM_MEGABYTE = crypto.randomBytes(1024 * 1024)

/** Streams a multipart body without Content-Length, its file part growing until the server answers (at most 300 MB). */
function postStreaming(upload: UploadField, field: string): Promise<{ status: number | string; sent: number }> {
  const boundary = '----hostile-stream'
  return new Promise((resolve) => {
    const { port, hostname } = new URL(server.origin)
    const request = http.request({
      host: hostname,
      port,
      path: upload.action,
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.origin, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
    })
    let answered = false
    let sent = 0
    request.on('response', (response) => {
      answered = true
      response.resume()
      request.destroy()
      resolve({ status: response.statusCode ?? 0, sent })
    })
    request.on('error', () => {
      if (!answered) resolve({ status: 'connection closed without an answer', sent })
    })
    // random bytes, as a picture's are: a megabyte of one letter of the boundary would make the
    // multipart parser crawl a byte at a time, which is not what this test is about
    const chunk = RANDOM_MEGABYTE
    const write = () => {
      while (!answered && sent < 300 * 1024 * 1024) {
        sent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', write)
          return
        }
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`)
    }
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`)
    write()
  })
}
