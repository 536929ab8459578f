// Every add screen of the back office hands its form a one-time key (a second post of the form
// adds nothing: app/utils/form-key.server.ts). The screens are read from the route table, so an
// add screen added later is covered without editing this test.
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import routes from '~/routes'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'

useTestDatabase()

function addScreens(entries: RouteConfigEntry[], prefix = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix
    const here = /^\/admin\/.*\/new$/i.test(full.replace(/^\/+/, '/')) ? [{ path: full.replace(/^\/+/, '/'), file: entry.file }] : []
    return [...here, ...addScreens(entry.children ?? [], full)]
  })
}

const screens = addScreens(routes)
let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

describe('add screens', () => {
  it('are found in the route table', () => {
    expect(screens.map((screen) => screen.path)).toEqual(expect.arrayContaining(['/admin/testimonials/new', '/admin/blogs/new']))
  })

  for (const screen of screens) {
    it(`${screen.path} gives a new one-time key each time it is shown`, async () => {
      const module = await import(/* @vite-ignore */ path.resolve(import.meta.dirname, '../..', screen.file))
      const first = await call(module.loader, screen.path, { cookie })
      const second = await call(module.loader, screen.path, { cookie })
      expect(first.data.formKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(second.data.formKey).not.toBe(first.data.formKey)
    })
  }
})
