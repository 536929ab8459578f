// Each first segment's smaller table of routes (server/route-tables.ts) must find, for every
// address, the very page the whole table finds. Checked with React Router's own matching over
// the real route table (app/routes.ts) and the real route modules, for an address of every
// route (in capitals too, with a trailing slash) and for addresses no route was made for.
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes'
import { byFirstSegment } from './route-tables'

type Manifest = ServerBuild['routes']

/** The server build's route manifest as React Router's build makes it from app/routes.ts: ids, parents, paths, modules. */
async function manifestOf(entries: RouteConfigEntry[]): Promise<Manifest> {
  const manifest: Manifest = {
    root: {
      id: 'root',
      path: '',
      module: await import('~/root'),
    } as unknown as Manifest[string],
  }
  async function add(list: RouteConfigEntry[], parentId: string) {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
      const module = await import(/* @vite-ignore */ path.resolve(import.meta.dirname, '../app', entry.file))
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      } as Manifest[string]
      await add(entry.children ?? [], id)
    }
  }
  await add(entries, 'root')
  return manifest
}

/** The nested route objects React Router matches against, in the manifest's order. */
const trees = new WeakMap<Manifest, RouteObject[]>()
function treeOf(manifest: Manifest): RouteObject[] {
  let tree = trees.get(manifest)
  if (!tree) trees.set(manifest, (tree = childrenOf(manifest)))
  return tree
}

function childrenOf(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) =>
        ({
          id: route!.id,
          path: route!.path,
          index: route!.index,
          caseSensitive: route!.caseSensitive,
          children: route!.index ? undefined : childrenOf(manifest, route!.id),
        }) as RouteObject,
    )
}

/** The route ids React Router matches for `pathname` (empty when none). */
function matchedIds(manifest: Manifest, pathname: string): string[] {
  return (matchRoutes(treeOf(manifest), pathname) ?? []).map((match) => match.route.id!)
}

/** An address for every route with a path: parameters as 7, a splat as two segments. */
function addressesOf(manifest: Manifest): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined
    return route ? [fullPath(route.parentId), route.path].filter(Boolean).join('/') : ''
  }
  return Object.values(manifest).map(
    (route) =>
      '/' +
      fullPath(route!.id)
        .replace(/:[\w-]+/g, '7')
        .replace(/\*/, 'x/y'),
  )
}

const UNMADE = [
  '/',
  '/nope',
  '/blog/nope',
  '/events/7/nope',
  '/home/extra',
  '/ur/nope',
  '/pa/blogdetail/7/extra',
  '/admin/nope',
  '/ADMIN',
  '/Ur',
  '/ur/',
  '/hi//blog',
  '/media/share/a.png',
  '/events/calendar.ics',
  '/ur/events/7/calendar.ics',
  '/gettheapp/download',
  '/blog.data',
  '/_root.data',
  '/__manifest',
  '/%61dmin',
  '/./admin',
  '/ur/../admin',
  '/blog/rss.xml/',
]

let build: ServerBuild
beforeAll(async () => {
  build = {
    routes: await manifestOf(routes),
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
})

describe('the table of routes an address can match', () => {
  it('finds the same route as the whole table for every address', () => {
    const tableFor = byFirstSegment(build, (table) => table)
    const addresses = addressesOf(build.routes).flatMap((address) => [address, address.toUpperCase(), `${address}/`.replace(/\/\/$/, '/')])
    expect(addresses.length).toBeGreaterThan(600)
    for (const address of [...addresses, ...UNMADE]) {
      expect(matchedIds(tableFor(address).routes, address), address).toEqual(matchedIds(build.routes, address))
    }
  })

  it('leaves the home page a handful of routes, where the whole table has some 240', () => {
    const tableFor = byFirstSegment(build, (table) => table)
    expect(Object.keys(build.routes).length).toBeGreaterThan(200)
    expect(Object.keys(tableFor('/').routes)).toEqual(['root', 'routes/site/layout', 'routes/site/home', 'routes/site/not-found'])
    expect(Object.keys(tableFor('/ur/blog').routes).length).toBeLessThan(50)
    expect(matchedIds(tableFor('/ur/blog').routes, '/ur/blog')).toEqual(['root', 'ur:routes/site/layout', 'ur:routes/site/blog'])
  })

  it("gives the back office, whose pages load React, and React Router's own requests the whole table", () => {
    const tableFor = byFirstSegment(build, (table) => table)
    for (const address of ['/admin', '/admin/blogs/7/edit', '/blog.data', '/__manifest', '/%61dmin', '/hi//blog']) {
      expect(tableFor(address), address).toBe(build)
    }
  })

  it('makes each table once', () => {
    let made = 0
    const tableFor = byFirstSegment(build, (table) => ({
      table,
      number: made++,
    }))
    expect(tableFor('/blog')).toBe(tableFor('/BLOG/'))
    expect(tableFor('/nope')).toBe(tableFor('/other'))
    expect(tableFor('/blog')).not.toBe(tableFor('/events'))
    expect(made).toBe(1 + 3)
  })
})
