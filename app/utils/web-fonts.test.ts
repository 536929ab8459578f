// The web fonts' bytes, against the slow 4G every phone page is judged on (issue 40 goal 1):
// Lighthouse's mobile setting is 1,638.4 kbit/s with 150 ms round trips, so a connection moves at
// most 30,720 bytes a round trip, 21 TCP segments of 1,460 bytes: 30,660. On an Urdu page the
// Nastaliq font is the last thing the first paint of its words waits for; at 102 KB it took four
// round trips, at 89.8 KB three (decisions 072 and 100). Each response also carries some
// 900 bytes of headers.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const FONTS = path.resolve(import.meta.dirname, '../fonts')
const ROUND_TRIP_BYTES = 21 * 1460
const HEADERS = 1000

function bytes(file: string) {
  return fs.statSync(path.join(FONTS, file)).size
}

it('the Urdu Nastaliq font comes in three round trips of slow 4G', () => {
  expect(bytes('noto-nastaliq-urdu-urdu-400-normal.woff2') + HEADERS).toBeLessThanOrEqual(3 * ROUND_TRIP_BYTES)
})

it('the Hindi font comes in two, the Punjabi font and the languages’ names in one', () => {
  expect(bytes('noto-sans-devanagari.woff2') + HEADERS).toBeLessThanOrEqual(2 * ROUND_TRIP_BYTES)
  expect(bytes('noto-sans-gurmukhi.woff2') + HEADERS).toBeLessThanOrEqual(ROUND_TRIP_BYTES)
  const names = ['gurmukhi', 'devanagari', 'arabic'].map((script) => bytes(`language-names-${script}.woff2`))
  expect(names.reduce((sum, size) => sum + size, 0) + 3 * HEADERS).toBeLessThanOrEqual(ROUND_TRIP_BYTES)
})
