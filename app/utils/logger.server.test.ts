// Logs a person can read in a terminal, JSON lines anywhere else (issue 13, item 9).
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { logDestination } from './logger.server'

function collect() {
  let text = ''
  const output = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    },
  })
  return { output, text: () => text }
}

describe('logDestination', () => {
  it('writes readable lines in a terminal', () => {
    const { output, text } = collect()
    pino({ base: undefined }, logDestination({ terminal: true, format: undefined, output })).info({ req: { method: 'GET', path: '/about' } }, 'Serving on http://localhost:3000')
    expect(text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Serving on http:\/\/localhost:3000\n/)
    expect(text()).toContain(`"path": "/about"`)
    expect(() => JSON.parse(text())).toThrow()
  })

  it('writes one JSON object a line elsewhere, and in a terminal when LOG_FORMAT=json', () => {
    for (const options of [{ terminal: false }, { terminal: true, format: 'json' }]) {
      const { output, text } = collect()
      pino({ base: undefined }, logDestination({ ...options, output })).info('Serving')
      expect(JSON.parse(text())).toMatchObject({ msg: 'Serving', level: 30 })
    }
  })
})
