// QR codes drawn on the server (the `qrcode` package) as SVG in a data: address: crisp at any
// size, a kilobyte or two, no request of its own, and allowed by the CSP's img-src 'self' data:.
// The browser never loads the library.
import QRCode from 'qrcode'

/** A data:image/svg+xml address of `text` as a QR code (error correction M, a 2-module quiet zone). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
