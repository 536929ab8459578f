// The public layout's loader: the organisation's saved details reach the footer ready to show.
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import { describe, expect, test } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { saveOrganisation } from '~/models/settings.server'
import { env } from '~/utils/env.server'
import { loader } from './layout'

useTestDatabase()

const pageRequest = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as Parameters<typeof loader>[0]

describe('the public layout loader', () => {
  test('gives the footer the default details on a new site', async () => {
    const { name, origin, footer } = await loader(pageRequest('/'))
    expect(name).toBe(DEFAULT_ORGANISATION.name)
    // links are built from SITE_URL; the loader does not even read the request (whose Host anyone can forge)
    expect(origin).toBe(env().SITE_URL)
    expect(footer.charityNumber).toBe('79238 1865 RR0001')
    expect(footer.year).toBe(Number(todayInEdmonton().slice(0, 4)))
  })

  test('shows what staff saved: address lines, a dialable phone link and the social links', async () => {
    await saveOrganisation({
      ...DEFAULT_ORGANISATION,
      name: 'Riverside Wellbeing Society',
      address: { ...DEFAULT_ORGANISATION.address, line1: '1 Jasper Avenue', line2: 'Unit 3', postalCode: 't5j 1n1' },
      phone: '(780) 555-0199',
      socialLinks: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/riverside.example' }],
    })
    const { name, footer } = await loader(pageRequest('/'))
    expect(name).toBe('Riverside Wellbeing Society')
    expect(footer.name).toBe('Riverside Wellbeing Society')
    expect(footer.addressLines).toEqual(['1 Jasper Avenue', 'Unit 3', 'Edmonton, AB T5J 1N1'])
    expect(footer.phone).toBe('(780) 555-0199')
    expect(footer.phoneHref).toBe('tel:+17805550199')
    expect(footer.socialLinks).toEqual([{ label: 'Instagram', url: 'https://www.instagram.com/riverside.example' }])
  })
})
