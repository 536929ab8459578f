// The gallery pages' loaders: visible content only, and a real 404 for anything else.
import { describe, expect, test } from 'vitest'
import { pageArgs } from '../../../tests/support/page-args'
import { db } from '../../../database/db.server'
import { galleryCategories } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { loader as galleryLoader } from './gallery'
import { loader } from './gallery-detail'

useTestDatabase()

type Args = Parameters<typeof loader>[0]
const argsFor = (id: string) => ({ params: { id }, request: new Request(`https://charity.example/gallerydetail/${id}`) }) as unknown as Args

async function status(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  return thrown instanceof Response ? thrown.status : thrown
}

describe('gallery loaders', () => {
  test('on an empty site the gallery lists nothing and any album is not found', async () => {
    expect(await galleryLoader(pageArgs('/gallery'))).toEqual({ categories: [] })
    expect(await status(loader(argsFor('1')))).toBe(404)
  })

  test('an album answers its name, description and (here, no) pictures', async () => {
    const [row] = await db()
      .insert(galleryCategories)
      .values({ name: 'Spring picnic', description: 'Food and friends by the river.' })
      .returning({ id: galleryCategories.id })
    const data = await loader(argsFor(String(row.id)))
    expect(data.category).toMatchObject({ id: row.id, name: 'Spring picnic', description: 'Food and friends by the river.' })
    expect(data.images).toEqual([])
    expect((await galleryLoader(pageArgs('/gallery'))).categories.map((c) => c.name)).toEqual(['Spring picnic'])
  })

  test('a hidden album, an unknown id and ids that are not plain numbers answer 404', async () => {
    const [hidden] = await db()
      .insert(galleryCategories)
      .values({ name: 'Draft album', description: 'Not ready', status: 'hidden' })
      .returning({ id: galleryCategories.id })
    for (const id of [String(hidden.id), '999999', 'abc', '1abc', '-1', '0', '1.5', '0x1', '99999999999999999999']) {
      expect(await status(loader(argsFor(id))), id).toBe(404)
    }
    expect((await galleryLoader(pageArgs('/gallery'))).categories.map((c) => c.name)).not.toContain('Draft album')
  })
})
