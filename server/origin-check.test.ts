import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './origin-check'

function req(method: string, headers: Record<string, string>, host = 'charity.example') {
  return { method, host, get: (name: string) => headers[name.toLowerCase()] } as Parameters<typeof isSameOriginRequest>[0]
}

describe('isSameOriginRequest', () => {
  it('lets reading requests through whatever their origin', () => {
    expect(isSameOriginRequest(req('GET', { origin: 'https://evil.example' }))).toBe(true)
    expect(isSameOriginRequest(req('HEAD', {}))).toBe(true)
  })

  it('accepts a post from a page of this site, over http or https', () => {
    expect(isSameOriginRequest(req('POST', { origin: 'https://charity.example' }))).toBe(true)
    expect(isSameOriginRequest(req('POST', { origin: 'http://127.0.0.1:4310' }, '127.0.0.1:4310'))).toBe(true)
    expect(isSameOriginRequest(req('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(true)
  })

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://charity.example.evil.example' }],
    ['another port', { origin: 'https://charity.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'not a url' }],
    ['a cross-site fetch without origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
    ['no origin information at all', {}],
  ])('refuses a post from %s', (_label, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(isSameOriginRequest(req(method, headers))).toBe(false)
  })
})
