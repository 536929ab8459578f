// The libraries public pages load (the carousel's Embla), read from their published builds at
// build time and served by /scripts/{name}-{hash}.js (routes/resources/script-library.ts), cached
// for a year: named by their content, a new version is a new address. A page loads one only
// when it needs it (the carousel, when it comes near the screen), not inline in every visit's
// HTML. Their UMD files are not in the packages' exports, hence the paths.
import crypto from 'node:crypto'
import embla from '../../../node_modules/embla-carousel/embla-carousel.umd.js?raw'
import emblaAutoplay from '../../../node_modules/embla-carousel-autoplay/embla-carousel-autoplay.umd.js?raw'
import type { ScriptLibraries } from './inline-script'

const CODE: Record<keyof ScriptLibraries, string> = { embla: `${embla}\n${emblaAutoplay}` }

const pathOf = (name: string, code: string) => `/scripts/${name}-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`

/** Each library's address, for the pages. */
export const SCRIPT_LIBRARIES: ScriptLibraries = Object.fromEntries(Object.entries(CODE).map(([name, code]) => [name, pathOf(name, code)])) as ScriptLibraries

/** The code at a library's address ('embla-1a2b3c4d5e6f.js'); null for any other. */
export function scriptLibraryAt(file: string): string | null {
  for (const [name, code] of Object.entries(CODE)) if (SCRIPT_LIBRARIES[name as keyof ScriptLibraries] === `/scripts/${file}`) return code
  return null
}
