import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../database/db.server'
import { siteSettings } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { DEFAULT_ORGANISATION, SETTING_KEYS } from '~/content/settings'
import { getLayoutSettings, getOrganisation, saveOrganisation, saveQuickExitUrl, saveSiteSettings } from './settings.server'
import { OPERATOR } from './audit.server'
import { forgetPublicReads, keepPublicReads } from './public-reads.server'

useTestDatabase()

const store = async (value: unknown) => {
  await db()
    .insert(siteSettings)
    .values({ key: SETTING_KEYS.organisation, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}

describe('getOrganisation', () => {
  it('gives the defaults when nothing is stored', async () => {
    expect(await getOrganisation()).toEqual(DEFAULT_ORGANISATION)
  })

  it('gives what staff saved', async () => {
    const saved = await saveOrganisation({
      ...DEFAULT_ORGANISATION,
      name: 'Edmonton Wellness Society',
      phone: '780-555-0199',
      address: { ...DEFAULT_ORGANISATION.address, line1: '9820 34 Avenue NW', postalCode: 't6e 5r2' },
    })
    expect(saved.address.postalCode).toBe('T6E 5R2')
    const organisation = await getOrganisation()
    expect(organisation.name).toBe('Edmonton Wellness Society')
    expect(organisation.phone).toBe('780-555-0199')
    expect(organisation.address.line1).toBe('9820 34 Avenue NW')
  })

  it('fills fields missing from an older stored value with the defaults', async () => {
    await store({ name: 'Edmonton Wellness Society', address: { line1: '9820 34 Avenue NW' } })
    const organisation = await getOrganisation()
    expect(organisation.name).toBe('Edmonton Wellness Society')
    expect(organisation.address.line1).toBe('9820 34 Avenue NW')
    expect(organisation.address.city).toBe('Edmonton')
    expect(organisation.email).toBe(DEFAULT_ORGANISATION.email)
  })

  it('falls back to the defaults, with a warning, when the stored value is broken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await store({ name: 'Edmonton Wellness Society', email: 'not an address' })
      expect(await getOrganisation()).toEqual(DEFAULT_ORGANISATION)
      await store(['not', 'an', 'object'])
      expect(await getOrganisation()).toEqual(DEFAULT_ORGANISATION)
      expect(warn).toHaveBeenCalledOnce()
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses to save an invalid value and keeps the previous one', async () => {
    await saveOrganisation(DEFAULT_ORGANISATION)
    await expect(saveOrganisation({ ...DEFAULT_ORGANISATION, email: 'nope' })).rejects.toThrow()
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.organisation))
    expect((row.value as { email: string }).email).toBe(DEFAULT_ORGANISATION.email)
  })
})

describe('getLayoutSettings (what every public page shows from the settings)', () => {
  afterEach(() => keepPublicReads(false))

  it('reads the database on every call until the server keeps them in memory', async () => {
    await store({ ...DEFAULT_ORGANISATION, name: 'Read each time' })
    expect((await getLayoutSettings()).organisation.name).toBe('Read each time')
    await store({ ...DEFAULT_ORGANISATION, name: 'Read again' })
    expect((await getLayoutSettings()).organisation.name).toBe('Read again')
  })

  it('kept in memory, shows a change written elsewhere only once told of it', async () => {
    keepPublicReads(true)
    await store({ ...DEFAULT_ORGANISATION, name: 'Before the change' })
    expect((await getLayoutSettings()).organisation.name).toBe('Before the change')
    // as another instance would write it: this process learns of it by NOTIFY
    await store({ ...DEFAULT_ORGANISATION, name: 'Written by another instance' })
    expect((await getLayoutSettings()).organisation.name).toBe('Before the change')
    forgetPublicReads()
    expect((await getLayoutSettings()).organisation.name).toBe('Written by another instance')
  })

  it('kept in memory, shows what this process saves at once: the organisation, the quick-exit address, the Site settings screen', async () => {
    keepPublicReads(true)
    await getLayoutSettings()
    await saveOrganisation({ ...DEFAULT_ORGANISATION, phone: '780-555-0101' })
    expect((await getLayoutSettings()).organisation.phone).toBe('780-555-0101')
    await saveQuickExitUrl('https://www.theweathernetwork.com/ca')
    expect((await getLayoutSettings()).quickExitUrl).toBe('https://www.theweathernetwork.com/ca')
    await saveSiteSettings({ organisation: { ...DEFAULT_ORGANISATION, phone: '780-555-0102' } }, OPERATOR)
    expect((await getLayoutSettings()).organisation.phone).toBe('780-555-0102')
  })

  it('does not keep a read that began before a change', async () => {
    keepPublicReads(true)
    await store({ ...DEFAULT_ORGANISATION, name: 'Old name' })
    const during = getLayoutSettings()
    await store({ ...DEFAULT_ORGANISATION, name: 'New name' })
    forgetPublicReads()
    await during
    expect((await getLayoutSettings()).organisation.name).toBe('New name')
  })
})
