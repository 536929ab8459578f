import { describe, expect, it } from 'vitest'
import { readFormData } from './request-form.server'

function post(body: BodyInit, contentType?: string) {
  const headers = contentType ? { 'Content-Type': contentType } : undefined
  return new Request('http://localhost/contact', { method: 'POST', body, headers })
}

describe('readFormData', () => {
  it('reads a form, urlencoded or multipart', async () => {
    const plain = await readFormData(post(new URLSearchParams({ name: 'Asha' })), 1024)
    expect(plain.ok && plain.formData.get('name')).toBe('Asha')
    const form = new FormData()
    form.set('name', 'ਆਸ਼ਾ')
    const multipart = await readFormData(post(form), 1024)
    expect(multipart.ok && multipart.formData.get('name')).toBe('ਆਸ਼ਾ')
  })

  it('refuses a body that is not a form (400) or is over the limit (413)', async () => {
    expect(await readFormData(post('{"a":1}', 'application/json'), 1024)).toEqual({ ok: false, status: 400 })
    expect(await readFormData(post(new URLSearchParams({ a: 'x'.repeat(2000) })), 1024)).toEqual({ ok: false, status: 413 })
  })

  it('stops reading at the limit without cancelling the body, so that the 413 can still be sent', async () => {
    let pulled = 0
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode('a='.padEnd(512, 'x')))
      },
      cancel() {
        cancelled = true
      },
    })
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(await readFormData(request, 2048)).toEqual({ ok: false, status: 413 })
    expect(pulled).toBeLessThanOrEqual(6)
    expect(cancelled).toBe(false)
  })

  it('answers 400 when the body breaks off (the connection reset), instead of throwing', async () => {
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('socket hang up'))
        else controller.enqueue(new TextEncoder().encode('name=As'))
        sent = true
      },
    })
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(await readFormData(request, 2048)).toEqual({ ok: false, status: 400 })
  })

  it('refuses a NUL character in a value or a name, which the database cannot store (400, not 500)', async () => {
    expect(await readFormData(post(new URLSearchParams({ email: 'a\u0000b' })), 1024)).toEqual({ ok: false, status: 400 })
    expect(await readFormData(post(new URLSearchParams({ 'na\u0000me': 'x' })), 1024)).toEqual({ ok: false, status: 400 })
    const form = new FormData()
    form.set('message', '\u0000')
    expect(await readFormData(post(form), 1024)).toEqual({ ok: false, status: 400 })
  })
})
