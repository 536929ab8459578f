// Site settings that staff can change, stored as JSON in site_settings and validated here.
// Browser-safe: the footer, the contact page and (later) the settings form all read these.
import { z } from 'zod'

/** Keys of the site_settings rows. */
export const SETTING_KEYS = {
  organisation: 'organisation',
  /** Written once by the demo seed so that deleting every demo item does not bring them back. */
  demoContentSeeded: 'demo_content_seeded',
} as const

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x', 'whatsapp'] as const

const text = (max: number) => z.string().trim().min(1).max(max)

export const organisationSettingsSchema = z.object({
  name: text(200),
  charityNumber: z.string().trim().max(40),
  address: z.object({
    line1: text(200),
    line2: z.string().trim().max(200).default(''),
    city: text(100),
    province: text(50),
    // Canadian postal code, e.g. T5J 3L8
    postalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'Enter a postal code such as T5J 3L8'),
    country: text(100).default('Canada'),
  }),
  email: z.email(),
  phone: text(40),
  officeHours: z.string().trim().max(200).default(''),
  socialLinks: z
    .array(
      z.object({
        network: z.enum(SOCIAL_NETWORKS),
        label: text(60),
        url: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(SOCIAL_NETWORKS.length)
    .default([]),
})

export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>

/** What the site shows until staff save their own details (fictional address and 555 numbers). */
export const DEFAULT_ORGANISATION: OrganisationSettings = {
  name: 'Sahara Mental Health Society',
  charityNumber: '79238 1865 RR0001',
  address: {
    line1: '10010 106 Street NW, Suite 204',
    line2: '',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 3L8',
    country: 'Canada',
  },
  email: 'info@example.org',
  phone: '780-555-0142',
  officeHours: 'Monday to Friday, 9 a.m. to 5 p.m.',
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/saharamentalhealth.example' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/saharamentalhealth.example' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@saharamentalhealth.example' },
  ],
}

/** The address as lines for display, e.g. ['10010 106 Street NW, Suite 204', 'Edmonton, AB T5J 3L8']. */
export function addressLines(address: OrganisationSettings['address']): string[] {
  return [address.line1, address.line2, `${address.city}, ${address.province} ${address.postalCode}`].filter(
    (line) => line.trim() !== '',
  )
}

/** A tel: link for a North American number as staff type it ('780-555-0142' -> 'tel:+17805550142'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${phone.startsWith('+') ? '+' : ''}${digits}`
}
