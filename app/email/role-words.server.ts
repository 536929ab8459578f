// The staff roles and what they allow, in the words of the e-mails that name them (the
// invitation, the roles changed), in the reader's language (decision 090). The back office reads
// the English of app/content/permissions.ts; these are the same words as messages of the
// catalogs, and a test keeps their English equal to the table's.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { grantsWorthSaying, normaliseRoles, type Area, type Grant, type StaffRole } from '~/content/permissions'

export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  editor: msg`Editor`,
  writer: msg`Writer`,
  messages: msg`Messages`,
  treasurer: msg`Treasurer`,
  translator: msg`Translator`,
}

/** What each area is called, and what each grant there lets a person do, as a sentence's end. */
export const AREA_WORDS: { [A in Area]: { label: MessageDescriptor; can?: Partial<Record<Grant, MessageDescriptor>> } } = {
  dashboard: {
    label: msg`Home`,
  },
  blogs: {
    label: msg`Blog posts`,
    can: {
      manage: msg`add, edit, schedule, publish, preview, restore earlier versions of and delete blog posts`,
      'own drafts': msg`write blog posts as drafts, preview them and submit them to the Editors for review (not publish or delete them)`,
      translate: msg`translate blog posts into Punjabi, Hindi and Urdu (not change the English, the pictures or whether they are shown)`,
    },
  },
  events: {
    label: msg`Events`,
    can: {
      manage: msg`add, edit, schedule, publish, preview, restore earlier versions of and delete events`,
      'own drafts': msg`write events as drafts, preview them and submit them to the Editors for review (not publish or delete them)`,
      translate: msg`translate events into Punjabi, Hindi and Urdu (not change the English, the pictures or whether they are shown)`,
    },
  },
  attendees: {
    label: msg`Event registrations`,
    can: {
      manage: msg`see who registered for events, add, cancel and e-mail them, check them in at the door and download the list`,
    },
  },
  teamMembers: {
    label: msg`Team`,
    can: {
      manage: msg`add, edit, publish and delete the team members shown on the website`,
      translate: msg`translate the team members’ texts into Punjabi, Hindi and Urdu`,
    },
  },
  testimonials: {
    label: msg`Testimonials`,
    can: {
      manage: msg`add, edit, publish and delete testimonials`,
      translate: msg`translate testimonials into Punjabi, Hindi and Urdu`,
    },
  },
  galleryCategories: {
    label: msg`Gallery albums`,
    can: {
      manage: msg`add, edit, publish, preview and delete gallery albums`,
      translate: msg`translate gallery albums into Punjabi, Hindi and Urdu`,
    },
  },
  galleryImages: {
    label: msg`Gallery pictures`,
    can: {
      manage: msg`upload, edit, publish and delete gallery pictures`,
      translate: msg`translate the gallery pictures’ titles into Punjabi, Hindi and Urdu`,
    },
  },
  contactMessages: {
    label: msg`Contact messages`,
    can: {
      manage: msg`read the messages people send from the contact page, mark them, answer them by e-mail and delete them`,
    },
  },
  payments: {
    label: msg`Donations`,
    can: {
      manage: msg`see and record donations with the donors’ names and addresses, mark them received and download them as a spreadsheet`,
    },
  },
  receipts: {
    label: msg`Receipts`,
    can: {
      manage: msg`issue, send, cancel and replace official donation receipts (annual ones too), export them to CSV and change the receipt settings`,
    },
  },
  users: {
    label: msg`Users`,
    can: {
      manage: msg`invite people, change anyone’s roles (Administrators included) and delete accounts`,
    },
  },
  settings: {
    label: msg`Settings`,
    can: {
      manage: msg`change the site’s settings (contact details, donations, two-factor sign-in, how long messages are kept) and the Android app`,
    },
  },
  email: {
    label: msg`E-mail`,
    can: {
      manage: msg`see every e-mail the site sends and whether it went out`,
    },
  },
  privacy: {
    label: msg`Privacy`,
    can: {
      manage: msg`download or erase everything the site holds about a person`,
    },
  },
  audit: {
    label: msg`Activity log`,
    can: {
      manage: msg`read the activity log of everything staff do`,
    },
  },
  translations: {
    label: msg`Translations`,
    can: {
      manage: msg`correct the website’s Punjabi, Hindi and Urdu interface texts, mark translations reviewed and exchange .po files with outside translators`,
    },
  },
}

/** The roles' names in a language: 'Editor, Treasurer'; 'Member' for none. */
export function roleNamesIn(i18n: I18n, roles: readonly StaffRole[]): string {
  const names = normaliseRoles(roles).map((role) => i18n._(ROLE_NAMES[role]))
  return names.length === 0 ? i18n._(msg`Member`) : names.join(i18n.locale === 'ur' ? '، ' : ', ')
}

/** What the roles let a person do, one line an area, in a language (whatRolesAllow's lines). */
export function whatRolesAllowIn(i18n: I18n, roles: readonly StaffRole[]): { area: string; can: string }[] {
  return grantsWorthSaying(roles).map(({ area, grant }) => ({ area: i18n._(AREA_WORDS[area].label), can: i18n._(AREA_WORDS[area].can![grant]!) }))
}
