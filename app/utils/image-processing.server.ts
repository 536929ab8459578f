// Turns an uploaded file into the WebP variants the site serves. Everything a visitor or a
// member of staff uploads goes through here: the type is judged by the bytes (never the name),
// size and pixel count are bounded before decoding, orientation is applied and every piece of
// metadata (EXIF, GPS, XMP, ICC, comments) is left behind, because the output is re-encoded
// from pixels alone.
import crypto from 'node:crypto'
import sharp from 'sharp'
import type { Metadata, OutputInfo } from 'sharp'

// libvips keeps recent operations and their pixels (up to 50 MB) in case the same picture is
// worked on again; here every picture is processed once and stored, so the cache would only hold
// memory (docs/performance.md). sharp's other memory setting, one libvips thread per picture, is
// already its default on glibc Linux.
sharp.cache(false)

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_PIXELS = 40_000_000
/** Widths of the WebP variants; a narrower original gets the smaller ones plus its own width. */
export const VARIANT_WIDTHS = [160, 400, 800, 1600] as const
const WEBP_QUALITY = 80

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

export type ImageRejection = 'not-an-image' | 'file-too-large' | 'too-many-pixels' | 'unreadable'

const MESSAGES: Record<ImageRejection, string> = {
  'not-an-image': 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  'file-too-large': 'This picture is larger than 10 MB. Please choose a smaller file.',
  'too-many-pixels': 'This picture is too large (over 40 megapixels). Please choose a smaller one.',
  unreadable: 'This picture could not be read; the file may be damaged or incomplete. Please choose another file.',
}

/** An upload we will not store; `message` is written for staff and can be shown as it is. */
export class ImageRejectedError extends Error {
  readonly reason: ImageRejection
  constructor(reason: ImageRejection, options?: { cause?: unknown }) {
    super(MESSAGES[reason], options)
    this.name = 'ImageRejectedError'
    this.reason = reason
  }
}

export type ImageVariant = { width: number; height: number; bytes: Buffer }

export type ProcessedImage = {
  /** sha-256 (hex) of the largest variant: the content address used in /media/ URLs. */
  hash: string
  /** Size of the largest variant (the original's proportions, orientation applied). */
  width: number
  height: number
  /** Narrowest first. */
  variants: ImageVariant[]
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The picture type announced by the file's first bytes, or null for anything else (SVG, PDF, HEIC, text...). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = toBuffer(bytes)
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif'
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp'
  // ISO-BMFF: a leading 'ftyp' box whose major or compatible brands name AVIF (HEIC shares the box).
  if (startsWith(b, ascii('ftyp'), 4)) {
    const boxSize = b.readUInt32BE(0)
    const end = Math.min(boxSize, b.length)
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue // minor version, not a brand
      const brand = b.toString('latin1', offset, offset + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return null
}

/** Checks, decodes and re-encodes an upload; throws ImageRejectedError for anything we will not store. */
export async function processImage(input: Uint8Array | Buffer): Promise<ProcessedImage> {
  const bytes = toBuffer(input)
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejectedError('file-too-large')
  const type = detectImageType(bytes)
  if (!type) throw new ImageRejectedError('not-an-image')

  // The header alone tells the dimensions: a small file can claim a huge picture (a pixel
  // flood), so the count is checked before any pixel is decoded.
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new ImageRejectedError('unreadable', { cause: error })
  }
  // sharp reports AVIF as 'heif'; a file whose header and content disagree is refused.
  const decodedAs = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heif') : metadata.format
  if (decodedAs !== type) throw new ImageRejectedError('not-an-image')
  const { width, height } = metadata
  if (!width || !height) throw new ImageRejectedError('unreadable')
  // For an animated GIF or WebP, height is one frame's; only the first frame is used.
  if (width * height > MAX_PIXELS) throw new ImageRejectedError('too-many-pixels')

  const oriented = { width: metadata.autoOrient?.width ?? width, height: metadata.autoOrient?.height ?? height }
  const widths = variantWidths(oriented.width)
  // Every height comes from the original proportions, not from a rounded intermediate.
  const heightAt = (w: number) => Math.max(1, Math.round((oriented.height * w) / oriented.width))
  const largest = widths[widths.length - 1]

  // Decoded once, oriented and brought down to the largest variant; the smaller variants are
  // made from these pixels. Only pixels travel on, so no metadata can reach the output.
  // failOn 'error' refuses truncated or corrupt data but tolerates the harmless warnings
  // that some cameras' files raise.
  let pixels: { data: Buffer; info: OutputInfo }
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: largest, height: heightAt(largest), fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new ImageRejectedError('unreadable', { cause: error })
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels }

  const variants: ImageVariant[] = []
  for (const variantWidth of widths) {
    const { data, info } = await sharp(pixels.data, { raw })
      .resize({ width: variantWidth, height: heightAt(variantWidth), fit: 'fill' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    variants.push({ width: info.width, height: info.height, bytes: data })
  }
  const biggest = variants[variants.length - 1]
  return {
    hash: crypto.createHash('sha256').update(biggest.bytes).digest('hex'),
    width: biggest.width,
    height: biggest.height,
    variants,
  }
}

/** The variant widths for a picture this wide: never wider than the picture itself. */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < sourceWidth)
  const top = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1])
  if (!widths.includes(top)) widths.push(top)
  return widths
}

/** Size of a link-preview picture: what Facebook, LinkedIn and WhatsApp show best. */
export const SHARE_CARD = { width: 1200, height: 630 } as const

/**
 * A link-preview picture from a stored variant: cropped to 1200 x 630 around its most striking
 * part, as JPEG, which every app that shows link previews reads (not all read WebP).
 */
export async function shareCardFrom(variant: Uint8Array): Promise<Buffer> {
  return sharp(toBuffer(variant), { limitInputPixels: MAX_PIXELS })
    .resize({ ...SHARE_CARD, fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

function toBuffer(bytes: Uint8Array | Buffer): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/**
 * A signature for donation receipts: a picture (any type processImage takes, 10 MB at most) made
 * into a small PNG, its blank margins trimmed, at most 600 x 200 pixels. Throws ImageRejectedError.
 */
export async function signatureToPng(input: Uint8Array): Promise<Buffer> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejectedError('file-too-large')
  if (!detectImageType(input)) throw new ImageRejectedError('not-an-image')
  try {
    const flat = await sharp(toBuffer(input), { limitInputPixels: MAX_PIXELS }).rotate().flatten({ background: '#ffffff' }).toBuffer()
    return await sharp(flat).trim({ threshold: 20 }).resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true }).png().toBuffer()
  } catch {
    throw new ImageRejectedError('unreadable')
  }
}
