// The flash message after a redirect is carried in a signed cookie (issue 13, item 5): a
// value this server did not sign is ignored.
import { describe, expect, it } from 'vitest'
import { setCookieSecrets } from './cookie-secret.server'
import { readFlash, redirectWithFlash } from './flash.server'

const read = (cookie: string) => readFlash(new Request('http://localhost/admin', { headers: { Cookie: cookie } }))

describe('flash messages', () => {
  it('are read back once, and the cookie is cleared', async () => {
    setCookieSecrets(['a secret of at least thirty-two characters'])
    const response = await redirectWithFlash('/admin/blogs', { type: 'success', message: 'Blog saved.' })
    const cookie = response.headers.get('Set-Cookie')!.split(';')[0]
    expect(cookie).not.toContain('Blog saved') // signed, and not readable as plain text in the cookie
    const { flash, headers } = await read(cookie)
    expect(flash).toEqual({ type: 'success', message: 'Blog saved.' })
    expect(headers.get('Set-Cookie')).toMatch(/^flash=; Max-Age=0/)
  })

  it('ignores a message this server did not sign: planted, tampered, or signed with another secret', async () => {
    setCookieSecrets(['the first secret, at least thirty-two characters'])
    const signed = (await redirectWithFlash('/admin', { type: 'success', message: 'Saved.' })).headers.get('Set-Cookie')!.split(';')[0]
    const planted = `flash=${encodeURIComponent(btoa(JSON.stringify(JSON.stringify({ type: 'error', message: 'Call 555-0100 now' }))))}`
    const tampered = signed.replace(/.(?=\.[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'))
    for (const cookie of [planted, tampered]) expect((await read(cookie)).flash).toBeNull()
    setCookieSecrets(['another secret, also at least thirty-two characters'])
    expect((await read(signed)).flash).toBeNull()
  })
})
