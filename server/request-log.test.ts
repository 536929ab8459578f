// The log line of every request (server/request-log.js): one JSON line with the request id that
// the answer carries, the method, the path without its query string, the status and the time;
// a failure as an error with what failed; an answer cut off midway still logged. In a small
// Express app of its own with the server's error handler and the app's logger settings.
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorForLog, pathOnly } from '~/utils/logger.server'
import { errorHandler } from './error-handler.js'
import { requestLogging } from './request-log.js'

type Line = {
  level: number
  msg: string
  reqId: string
  req: { method: string; path: string }
  res: { status: number }
  responseTime: number
  err?: { message: string }
}

let origin = ''
let close = () => {}
const lines: Line[] = []

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Line)
      done()
    },
  })
  const logger = pino({ serializers: { err: errorForLog } }, sink)
  const app = express()
  app.use(requestLogging({ logger, pathOnly }))
  app.post('/contact', (_req, res) => res.redirect(302, '/contactconfirmation'))
  app.get('/fails', () => {
    throw new Error('the database went away')
  })
  app.get('/cut', (_req, res) => {
    res.write('<p>half a page')
    setTimeout(() => res.destroy(), 20)
  })
  app.use(errorHandler)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

/** The one line logged for the answer with this X-Request-Id, once written. */
async function lineOf(requestId: string | null): Promise<Line> {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  for (let waited = 0; waited < 2000; waited += 20) {
    const found = lines.filter((line) => line.reqId === requestId)
    if (found.length) {
      expect(found).toHaveLength(1)
      return found[0]
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no log line for ${requestId}`)
}

describe('the request log', () => {
  it('writes one line for an answer: its id, the method, the path without the query string, the status, the time', async () => {
    const response = await fetch(`${origin}/contact?email=someone%40example.org`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(302)
    const line = await lineOf(response.headers.get('x-request-id'))
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'POST', path: '/contact' },
      res: { status: 302 },
    })
    expect(line.responseTime).toEqual(expect.any(Number))
    expect(JSON.stringify(line)).not.toContain('example.org')
  })

  it('logs a failure as an error with what failed, under the id the error page shows', async () => {
    const response = await fetch(`${origin}/fails`)
    expect(response.status).toBe(500)
    const id = response.headers.get('x-request-id')
    expect(await response.text()).toContain(`Reference: ${id}`)
    const line = await lineOf(id)
    expect(line).toMatchObject({
      level: 50,
      msg: 'request errored',
      res: { status: 500 },
      err: { message: 'the database went away' },
    })
  })

  it('logs an answer cut off midway once', async () => {
    const response = await fetch(`${origin}/cut`)
    const id = response.headers.get('x-request-id')
    await expect(response.text()).rejects.toThrow()
    expect(await lineOf(id)).toMatchObject({
      req: { path: '/cut' },
      res: { status: 200 },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(lines.filter((line) => line.reqId === id)).toHaveLength(1)
  })
})
