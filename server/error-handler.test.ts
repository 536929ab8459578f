// The Express error handler, the last resort when something fails outside React Router's own
// error pages: a calm page with the request id, no stack, path or detail; the error kept for
// the log. (Issue 12 left no request that reaches it on the real server, so it is tested here
// in a small Express app of its own.)
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandler } from './error-handler.js'

let origin = ''
let close = () => {}
const logged: unknown[] = []

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.requestId = 'req-1234'
    res.on('finish', () => logged.push((res as unknown as { err?: unknown }).err))
    next()
  })
  app.get('/fails', () => {
    throw new Error('connection to /var/lib/secret failed for user admin@example.org')
  })
  app.get('/refused', (_req, _res, next) => next(Object.assign(new Error('Payload Too Large'), { status: 413 })))
  app.get('/midway', (_req, res, next) => {
    res.write('<p>half a page')
    next(new Error('broke midway'))
  })
  app.use(errorHandler)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

describe('the Express error handler', () => {
  it('answers 500 with a calm page and the reference, without the error, a stack or a path', async () => {
    const response = await fetch(`${origin}/fails`)
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).toContain('<h1>Something went wrong</h1>')
    expect(page).toContain('Reference: req-1234')
    expect(page).toContain('href="tel:988"')
    for (const secret of ['/var/lib/secret', 'admin@example.org', '/fails']) expect(page).not.toContain(secret)
    expect(page).not.toMatch(/\bat \S+:\d+/) // a stack frame
    expect((logged.at(-1) as Error).message).toMatch(/secret failed/)
  })

  it('keeps a 4xx status an error carries', async () => {
    const response = await fetch(`${origin}/refused`)
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('Something went wrong')
  })

  it('cuts the connection when the page was already under way, rather than append to it', async () => {
    await expect(fetch(`${origin}/midway`).then((r) => r.text())).rejects.toThrow()
  })
})
