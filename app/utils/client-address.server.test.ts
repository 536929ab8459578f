import { describe, expect, test } from 'vitest'
import { clientAddressKey } from './client-address.server'

const key = (clientAddress: string | undefined) => clientAddressKey(clientAddress === undefined ? undefined : { clientAddress })

describe('clientAddressKey', () => {
  test('an IPv4 address is its own key, also when Node reports it IPv4-mapped', () => {
    expect(key('203.0.113.9')).toBe('203.0.113.9')
    expect(key('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  test('IPv6 addresses of one /64 share a key, however they are written', () => {
    expect(key('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64')
    expect(key('2001:0db8:0000:0007:ffff:1:2:3')).toBe('2001:db8:0:7::/64')
    expect(key('2001:DB8::7:0:0:0:1')).toBe('2001:db8:0:7::/64')
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(key('2001:db8:0:8::1')).not.toBe(key('2001:db8:0:7::1'))
  })

  test('anything else is one shared "unknown" key rather than a way around the limit', () => {
    expect(key(undefined)).toBe('unknown')
    expect(key('')).toBe('unknown')
    expect(key('not-an-address')).toBe('unknown')
  })
})
