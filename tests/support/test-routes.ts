// The route table as the security tests read it (app/routes.ts through React Router's route
// config): every URL pattern with what its module exports, and concrete URLs for it. A route
// added later is tested without editing any test.
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '~/routes'

export type RouteInfo = {
  /** The URL pattern, e.g. /admin/blogs/:id/edit (a layout with a path, such as /admin, included). */
  path: string
  file: string
  /** Under /admin: served to an admin only. */
  admin: boolean
  loader: boolean
  action: boolean
  /** Renders a page (a default export); without one it is a resource route (media, a download). */
  page: boolean
}

const APP = path.resolve(import.meta.dirname, '..', '..', 'app')

/** Every entry of the route table that answers at a URL of its own (index routes and routes with a path). */
export async function routeTable(entries: RouteConfigEntry[] = routes, prefix = ''): Promise<RouteInfo[]> {
  const found: RouteInfo[] = []
  for (const entry of entries) {
    // the public pages again under /pa, /hi and /ur: the same modules, walked once, in English
    // (server/languages.test.ts requests every page in every language)
    if (entry.id && /^(pa|hi|ur):/.test(entry.id)) continue
    const full = entry.path ? `${prefix}/${entry.path}` : prefix
    if (entry.path !== undefined || entry.index) {
      const module = await import(/* @vite-ignore */ path.join(APP, entry.file))
      const pattern = full.replace(/\/+/g, '/').replace(/\/$/, '') || '/'
      found.push({
        path: pattern,
        file: entry.file,
        admin: /^\/admin(\/|$)/i.test(pattern),
        loader: typeof module.loader === 'function',
        action: typeof module.action === 'function',
        page: typeof module.default === 'function',
      })
    }
    found.push(...(await routeTable(entry.children ?? [], full)))
  }
  return found
}

/** The names of a pattern's dynamic segments (`:id`, `:file?`) and '*' for a splat. */
export function paramsOf(pattern: string): string[] {
  return pattern.split('/').flatMap((segment) => {
    if (segment === '*') return ['*']
    const match = /^:(\w+)\??$/.exec(segment)
    return match ? [match[1]] : []
  })
}

/**
 * Concrete paths for a pattern: each dynamic segment filled with each of `values(name)` (an
 * optional segment also left out), at most `limit` combinations. Optional static segments
 * (`(en)`) are left out.
 */
export function pathsFor(pattern: string, values: (param: string) => string[], limit = 50): string[] {
  let paths = ['']
  for (const segment of pattern.split('/').filter(Boolean)) {
    const dynamic = /^:(\w+)(\?)?$/.exec(segment)
    let choices: (string | null)[]
    if (segment === '*') choices = values('*').map(encodeURIComponent)
    else if (dynamic) choices = [...values(dynamic[1]).map(encodeURIComponent), ...(dynamic[2] ? [null] : [])]
    else if (/^\(.*\)\??$/.test(segment)) choices = [null]
    else choices = [segment]
    paths = paths.flatMap((start) => choices.map((choice) => (choice === null ? start : `${start}/${choice}`))).slice(0, limit)
  }
  return paths.map((p) => p || '/')
}
