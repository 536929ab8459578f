import { describe, expect, it } from 'vitest'
import { addressLines, DEFAULT_ORGANISATION, organisationSettingsSchema, phoneHref } from './settings'

describe('organisation settings', () => {
  it('accepts the defaults as they are', () => {
    expect(organisationSettingsSchema.parse(DEFAULT_ORGANISATION)).toEqual(DEFAULT_ORGANISATION)
  })

  it('normalises a postal code typed in lower case and refuses one that is not Canadian', () => {
    const typed = { ...DEFAULT_ORGANISATION, address: { ...DEFAULT_ORGANISATION.address, postalCode: ' t6e 2h3 ' } }
    expect(organisationSettingsSchema.parse(typed).address.postalCode).toBe('T6E 2H3')
    const wrong = { ...DEFAULT_ORGANISATION, address: { ...DEFAULT_ORGANISATION.address, postalCode: '90210' } }
    expect(organisationSettingsSchema.safeParse(wrong).success).toBe(false)
  })

  it('refuses social links that are not https (no javascript: or plain http links in the footer)', () => {
    for (const url of ['javascript:alert(1)', 'http://www.facebook.com/someone']) {
      const value = { ...DEFAULT_ORGANISATION, socialLinks: [{ network: 'facebook', label: 'Facebook', url }] }
      expect(organisationSettingsSchema.safeParse(value).success).toBe(false)
    }
  })

  it('refuses an e-mail address that is not one', () => {
    expect(organisationSettingsSchema.safeParse({ ...DEFAULT_ORGANISATION, email: 'info at example' }).success).toBe(false)
  })

  it('lays out the address as a Canadian letter would', () => {
    expect(addressLines(DEFAULT_ORGANISATION.address)).toEqual(['10010 106 Street NW, Suite 204', 'Edmonton, AB T5J 3L8'])
  })

  it('makes dialable tel: links', () => {
    expect(phoneHref('780-555-0142')).toBe('tel:+17805550142')
    expect(phoneHref('(780) 555 0142')).toBe('tel:+17805550142')
    expect(phoneHref('+44 20 7946 0000')).toBe('tel:+442079460000')
  })
})
