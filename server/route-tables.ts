// React Router finds a request's page by trying its address against every route of the table,
// best-ranked first, twice a request (the server's match, then the data's): some 240 routes,
// each public page four times, the back office, the old admin addresses, the feeds. The home
// page is ranked last, so it paid for all of them: a tenth of its server time (decision 102).
//
// An address can be matched only by a route whose whole path starts with the address's first
// segment, or starts with a parameter or a splat, or is empty. So each first segment gets a
// build of its own holding only those routes (with their parents), and React Router, given that
// build, finds the same page among a handful: removing routes that cannot match keeps the
// ranking of the rest and so the first that matches.
import type { ServerBuild } from 'react-router'

type Route = NonNullable<ServerBuild['routes'][string]>

/** The first segment of a route that may match any first segment: a parameter, a splat or an optional segment. */
const OPEN = Symbol('open')

/**
 * Addresses whose first segment is read here exactly as React Router reads it: segments of
 * unreserved characters only (no percent-encoding to decode, no dot segments, no empty ones).
 * Anything else is matched against the whole table.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/

/**
 * A function from an address's path to `make(build)` for the smallest build whose routes can
 * match it: made once per first segment, the whole build for the rest. React Router's own
 * requests (`*.data`, the route manifest) and the pages that load React in the browser, whose
 * router is told about the routes from the build, always get the whole build.
 */
export function byFirstSegment<T>(build: ServerBuild, make: (build: ServerBuild) => T): (pathname: string) => T {
  const whole = make(build)
  const routes = Object.values(build.routes).filter((route): route is Route => route !== undefined)
  const firsts = new Map(routes.map((route) => [route.id, firstSegment(build, route)]))
  const withChildren = new Set(routes.map((route) => route.parentId))
  const made = new Map<string | typeof OPEN, T>()
  const manifestPath = build.routeDiscovery?.manifestPath ?? '/__manifest'

  function tableFor(first: string | typeof OPEN): T {
    let found = made.get(first)
    if (found === undefined) {
      const kept = routes.filter((route) => {
        const its = firsts.get(route.id)
        return its === OPEN || its === '' || its === first
      })
      found = kept.some((route) => !withChildren.has(route.id) && loadsReact(build, route))
        ? whole
        : make({
            ...build,
            routes: Object.fromEntries(kept.map((route) => [route.id, route])),
          })
      made.set(first, found)
    }
    return found
  }

  const known = new Set([...firsts.values()].filter((first): first is string => typeof first === 'string'))
  return (pathname) => {
    if (!PLAIN_PATH.test(pathname) || pathname.endsWith('.data') || pathname === manifestPath) return whole
    const first = pathname.split('/')[1].toLowerCase()
    // every unknown first segment is matched only by the open routes: one table for them all
    return tableFor(known.has(first) ? first : OPEN)
  }
}

/** A route's whole path's first segment, lower case ('' for none, OPEN where any would do). */
function firstSegment(build: ServerBuild, route: Route): string | typeof OPEN {
  const paths: string[] = []
  for (const at of andParents(build, route)) {
    if (at.path) paths.unshift(at.path)
    // an absolute path holds its parents' already
    if (at.path?.startsWith('/')) break
  }
  const first = paths
    .join('/')
    .split('/')
    .find((segment) => segment !== '')
  if (first === undefined) return ''
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? OPEN : first.toLowerCase()
}

/**
 * Whether a route without children (a route with children renders only through one of them) is
 * a page that loads React in the browser: it has a component and the deepest of it and its
 * parents that says (`handle.hydrate`, as app/entry.server.tsx reads it) does not say false.
 */
function loadsReact(build: ServerBuild, route: Route): boolean {
  if (!route.module.default) return false
  for (const at of andParents(build, route)) {
    const hydrate = (at.module.handle as { hydrate?: boolean } | undefined)?.hydrate
    if (hydrate !== undefined) return hydrate
  }
  return true
}

/** The route, then its parent, up to the root. */
function* andParents(build: ServerBuild, route: Route): Generator<Route> {
  for (let at: Route | undefined = route; at; at = at.parentId ? build.routes[at.parentId] : undefined) yield at
}
