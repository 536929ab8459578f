import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { testimonials } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { listVisibleTestimonials } from './testimonial.server'

useTestDatabase()

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12))

async function addTestimonial(name: string, priority: number, createdAt: Date, status: 'published' | 'hidden' = 'published') {
  await db()
    .insert(testimonials)
    .values({ name, email: 'private@example.org', profession: 'Volunteer', message: `${name} says thanks.`, rating: 4, priority, createdAt, status })
}

describe('listVisibleTestimonials', () => {
  test('an empty table gives an empty list', async () => {
    expect(await listVisibleTestimonials()).toEqual([])
  })

  test('visible ones by priority, then newest, without the e-mail address', async () => {
    await addTestimonial('Older', 3, day(1))
    await addTestimonial('Newer', 3, day(4))
    await addTestimonial('Top', 1, day(2))
    await addTestimonial('Hidden', 1, day(5), 'hidden')

    const list = await listVisibleTestimonials()
    expect(list.map((item) => item.name)).toEqual(['Top', 'Newer', 'Older'])
    expect(list[0]).toEqual({ id: expect.any(Number), name: 'Top', profession: 'Volunteer', message: 'Top says thanks.', rating: 4, image: null })
    expect(JSON.stringify(list)).not.toContain('private@example.org')
    expect((await listVisibleTestimonials(2)).map((item) => item.name)).toEqual(['Top', 'Newer'])
  })
})
