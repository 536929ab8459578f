// /scripts/{name}-{hash}.js: the carousel's library, loaded by the home page only when the carousel
// comes near the screen, cached a year under an address named by its content.
import { describe, expect, it } from 'vitest'
import { SCRIPT_LIBRARIES } from '~/components/site/script-libraries.server'
import { loader } from './script-library'

const get = async (file: string) => {
  try {
    return await loader({ params: { file } } as never)
  } catch (thrown) {
    return thrown as Response
  }
}

describe('the script library route', () => {
  it("serves Embla at the address the pages name, as JavaScript kept a year", async () => {
    expect(SCRIPT_LIBRARIES.embla).toMatch(/^\/scripts\/embla-[0-9a-f]{12}\.js$/)
    const response = await get(SCRIPT_LIBRARIES.embla.slice('/scripts/'.length))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const code = await response.text()
    expect(code).toContain('EmblaCarousel')
    expect(code).toContain('EmblaCarouselAutoplay')
  })

  it.each(['embla-000000000000.js', 'embla.js', '..%2Fpackage.json', 'other-1a2b3c4d5e6f.js'])('answers 404 for %s', async (file) => {
    expect((await get(file)).status).toBe(404)
  })
})
