// The page cache drops the query parameters no public page reads (decision 044): so every
// parameter a page that visitors without a session may ask for does read must be one the cache
// knows (QUERY_PARAMS_READ), or that page would never see it. This reads the route modules.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanedUrl, QUERY_PARAMS_READ } from './page-cache'

const root = path.resolve(import.meta.dirname, '..')
const PUBLIC_ROUTE_FOLDERS = ['app/routes/site', 'app/routes/auth', 'app/routes/resources', 'app/root.tsx']

function filesUnder(place: string): string[] {
  const full = path.join(root, place)
  if (fs.statSync(full).isFile()) return [full]
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => path.join(full, name))
}

describe('the query parameters public pages read', () => {
  it('are all ones the page cache knows, so it never drops one a page needs', () => {
    const read = new Map<string, string>()
    for (const file of PUBLIC_ROUTE_FOLDERS.flatMap(filesUnder)) {
      const source = fs.readFileSync(file, 'utf8')
      for (const match of source.matchAll(/searchParams\.(?:get|getAll|has)\(\s*['"`]([^'"`]+)['"`]/g)) read.set(match[1], path.relative(root, file))
    }
    expect(read.size).toBeGreaterThan(0)
    for (const [name, file] of read) expect(QUERY_PARAMS_READ.has(name), `${file} reads ?${name}`).toBe(true)
  })

  it('make an address someone\'s own step; any other is dropped', () => {
    expect(cleanedUrl('/events?utm_source=mail&fbclid=1')).toBe('/events')
    expect(cleanedUrl('/login?redirectTo=%2Fadmin')).toBeNull()
    expect(cleanedUrl('/blog.data?x=1&_routes=routes%2Fsite%2Fblog')).toBe('/blog.data?_routes=routes%2Fsite%2Fblog')
  })
})
