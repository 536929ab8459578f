// The visitor's network address, as the rate limits key it. server/app.ts puts Express's
// req.ip in the load context (it honours TRUST_PROXY, so behind a proxy it is the visitor's,
// not the proxy's).
import { isIPv4, isIPv6 } from 'node:net'
import type { AppLoadContext } from 'react-router'

/**
 * The key a rate limit counts under: an IPv4 address as is (IPv4-mapped IPv6 unwrapped), and
 * for IPv6 its /64 network, because one home or phone is given a whole /64 and could
 * otherwise step past a limit by changing the last half of its address.
 */
export function clientAddressKey(context: Pick<AppLoadContext, 'clientAddress'> | undefined): string {
  const raw = (context?.clientAddress ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(raw)) return raw
  if (isIPv6(raw)) return `${expandIPv6(raw).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

/** The eight groups of an IPv6 address, '::' filled in and leading zeros dropped. */
function expandIPv6(address: string): string[] {
  // a zone such as %eth0 is local detail, not part of the network
  const [withoutZone] = address.toLowerCase().split('%')
  const [head, tail] = withoutZone.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups]
  return groups.map((group) => (/^[0-9a-f]+$/.test(group) ? parseInt(group, 16).toString(16) : group))
}

/** The visitor's whole address as the activity log records it (IPv4-mapped IPv6 unwrapped); 'unknown' when it is not an address. */
export function clientAddress(context: Pick<AppLoadContext, 'clientAddress'> | undefined): string {
  const raw = (context?.clientAddress ?? '').trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  return isIPv4(raw) || isIPv6(raw) ? raw.toLowerCase() : 'unknown'
}
