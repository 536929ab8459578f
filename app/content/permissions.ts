// Who may do what in the back office (issue 37, decision 055): the one table of the staff roles,
// read by the guards (app/auth/guards.server.ts and the content machinery), the back-office menu,
// the home page's cards, the Users screen and the invitation e-mail (what a role may do, in
// words), and the route test (app/routes/access.test.ts), which asks every route of
// app/routes.ts as every role and compares what it answers with ROUTE_ACCESS below.
// Browser-safe data: the menu reads it in the browser too.
import { LEGACY_ADMIN_ROUTES } from './legacy-admin-routes'

/** The staff roles, in the order the back office lists them (database/schema.ts STAFF_ROLE_VALUES; a test keeps them equal). An account with none is a member. */
export const STAFF_ROLES = ['administrator', 'editor', 'writer', 'messages', 'treasurer', 'translator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * How much of an area a role may use:
 * - 'manage': everything the area's screens offer;
 * - 'own drafts': add items as drafts, and open, edit and preview the drafts one added; never
 *   publish, schedule, hide or delete (a Writer); "Save and submit for review" e-mails the Editors;
 * - 'translate': open every item and edit only its Punjabi, Hindi and Urdu texts (a Translator).
 */
export type Grant = 'manage' | 'own drafts' | 'translate'

/** What a screen or an action needs of its area. */
export type Need = 'read' | 'add' | 'edit' | 'manage'

/** The grants that satisfy each need (item-level rules, a Writer's own drafts, are the machinery's). */
const SATISFIES: Record<Need, readonly Grant[]> = {
  read: ['manage', 'own drafts', 'translate'],
  add: ['manage', 'own drafts'],
  edit: ['manage', 'own drafts', 'translate'],
  manage: ['manage'],
}

type AreaWords = {
  /** How the Users screen and the e-mails name it. */
  label: string
  /** What each grant lets a person do there, as a sentence's end: "They will be able to: …". Absent: nothing worth saying (the home page). */
  can?: Partial<Record<Grant, string>>
}

/** The areas of the back office: a content type or a screen, with what each grant there lets a person do, in words. */
export const AREAS = {
  dashboard: { label: 'Home' },
  blogs: {
    label: 'Blog posts',
    can: {
      manage: 'add, edit, schedule, publish, preview, restore earlier versions of and delete blog posts',
      'own drafts': 'write blog posts as drafts, preview them and submit them to the Editors for review (not publish or delete them)',
      translate: 'translate blog posts into Punjabi, Hindi and Urdu (not change the English, the pictures or whether they are shown)',
    },
  },
  events: {
    label: 'Events',
    can: {
      manage: 'add, edit, schedule, publish, preview, restore earlier versions of and delete events',
      'own drafts': 'write events as drafts, preview them and submit them to the Editors for review (not publish or delete them)',
      translate: 'translate events into Punjabi, Hindi and Urdu (not change the English, the pictures or whether they are shown)',
    },
  },
  attendees: {
    label: 'Event registrations',
    can: { manage: 'see who registered for events, add, cancel and e-mail them, check them in at the door and download the list' },
  },
  teamMembers: {
    label: 'Team',
    can: {
      manage: 'add, edit, publish and delete the team members shown on the website',
      translate: 'translate the team members’ texts into Punjabi, Hindi and Urdu',
    },
  },
  testimonials: {
    label: 'Testimonials',
    can: {
      manage: 'add, edit, publish and delete testimonials',
      translate: 'translate testimonials into Punjabi, Hindi and Urdu',
    },
  },
  galleryCategories: {
    label: 'Gallery albums',
    can: {
      manage: 'add, edit, publish, preview and delete gallery albums',
      translate: 'translate gallery albums into Punjabi, Hindi and Urdu',
    },
  },
  galleryImages: {
    label: 'Gallery pictures',
    can: {
      manage: 'upload, edit, publish and delete gallery pictures',
      translate: 'translate the gallery pictures’ titles into Punjabi, Hindi and Urdu',
    },
  },
  contactMessages: {
    label: 'Contact messages',
    can: { manage: 'read the messages people send from the contact page, mark them, answer them by e-mail and delete them' },
  },
  payments: {
    label: 'Donations',
    can: { manage: 'see and record donations with the donors’ names and addresses, mark them received and download them as a spreadsheet' },
  },
  receipts: {
    label: 'Receipts',
    can: { manage: 'issue, send, cancel and replace official donation receipts (annual ones too), export them to CSV and change the receipt settings' },
  },
  users: {
    label: 'Users',
    can: { manage: 'invite people, change anyone’s roles (Administrators included) and delete accounts' },
  },
  settings: {
    label: 'Settings',
    can: { manage: 'change the site’s settings (contact details, donations, two-factor sign-in, how long messages are kept) and the Android app' },
  },
  email: {
    label: 'E-mail',
    can: { manage: 'see every e-mail the site sends and whether it went out' },
  },
  privacy: {
    label: 'Privacy',
    can: { manage: 'download or erase everything the site holds about a person' },
  },
  audit: {
    label: 'Activity log',
    can: { manage: 'read the activity log of everything staff do' },
  },
  translations: {
    label: 'Translations',
    can: { manage: 'correct the website’s Punjabi, Hindi and Urdu interface texts, mark translations reviewed and exchange .po files with outside translators' },
  },
} as const satisfies Record<string, AreaWords>

export type Area = keyof typeof AREAS
export const AREA_KEYS = Object.keys(AREAS) as Area[]

const CONTENT_AREAS = ['blogs', 'events', 'teamMembers', 'testimonials', 'galleryCategories', 'galleryImages'] as const satisfies readonly Area[]
const each = (areas: readonly Area[], grant: Grant) => Object.fromEntries(areas.map((area) => [area, grant])) as Partial<Record<Area, Grant>>

/**
 * THE TABLE: each role's grant in each area (an area not named: nothing there, and its screens
 * answer 404). Every staff role has the home page.
 */
export const ROLES: Record<StaffRole, { name: string; summary: string; may: Partial<Record<Area, Grant>> }> = {
  administrator: {
    name: 'Administrator',
    summary: 'everything, including users and their roles, settings, privacy requests and the activity log',
    may: each(AREA_KEYS, 'manage'),
  },
  editor: {
    name: 'Editor',
    summary: 'the website’s content: posts, events, team, testimonials and the gallery',
    may: { dashboard: 'manage', ...each(CONTENT_AREAS, 'manage'), attendees: 'manage' },
  },
  writer: {
    name: 'Writer',
    summary: 'their own posts and events, as drafts for an Editor to publish',
    may: { dashboard: 'manage', blogs: 'own drafts', events: 'own drafts' },
  },
  messages: {
    name: 'Messages',
    summary: 'the messages people send from the contact page, and nothing else',
    may: { dashboard: 'manage', contactMessages: 'manage' },
  },
  treasurer: {
    name: 'Treasurer',
    summary: 'donations and official receipts',
    may: { dashboard: 'manage', payments: 'manage', receipts: 'manage' },
  },
  translator: {
    name: 'Translator',
    summary: 'the Punjabi, Hindi and Urdu texts of the website: its content and its interface',
    may: { dashboard: 'manage', ...each(CONTENT_AREAS, 'translate'), translations: 'manage' },
  },
}

/** A member: the public site and their own account page only. */
export const MEMBER = { name: 'Member', summary: 'the public website and their own account page only' } as const

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)

/** Roles as stored: known ones only, each once, in the table's order. */
export function normaliseRoles(roles: readonly unknown[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role))
}

export const isStaff = (roles: readonly StaffRole[]) => roles.length > 0

/** The grants the roles give together in an area. */
export function grantsIn(roles: readonly StaffRole[], area: Area): Set<Grant> {
  return new Set(roles.flatMap((role) => ROLES[role].may[area] ?? []))
}

/** Whether the roles give what `need` asks in `area` (not yet whether this item is theirs: the machinery's). */
export function may(roles: readonly StaffRole[], area: Area, need: Need = 'manage'): boolean {
  const grants = grantsIn(roles, area)
  return SATISFIES[need].some((grant) => grants.has(grant))
}

/** The roles that give `need` in `area` (whom a contact message's alert goes to: those who may read it). */
export function rolesThatMay(area: Area, need: Need = 'manage'): StaffRole[] {
  return STAFF_ROLES.filter((role) => may([role], area, need))
}

/** The roles' names, for chips and sentences: 'Editor, Treasurer'; 'Member' for none. */
export function roleNames(roles: readonly StaffRole[]): string {
  return roles.length === 0 ? MEMBER.name : normaliseRoles(roles).map((role) => ROLES[role].name).join(', ')
}

/**
 * What the roles let a person do, one line an area, from the table: the Users screen's
 * confirmation, the invitation and the e-mail saying someone's roles changed. Where one role
 * manages an area, that line alone (an Editor who is a Writer too manages the posts).
 */
export function whatRolesAllow(roles: readonly StaffRole[]): { area: string; can: string }[] {
  return grantsWorthSaying(roles).map(({ area, grant }) => {
    const words: AreaWords = AREAS[area]
    return { area: words.label, can: words.can![grant]! }
  })
}

/** The same lines by area and grant: the e-mails word them in the reader's language (app/email/role-words.server.ts). */
export function grantsWorthSaying(roles: readonly StaffRole[]): { area: Area; grant: Grant }[] {
  return AREA_KEYS.flatMap((area) => {
    const words: AreaWords = AREAS[area]
    const grants = grantsIn(roles, area)
    const shown: Grant[] = grants.has('manage') ? ['manage'] : (['own drafts', 'translate'] as const).filter((grant) => grants.has(grant))
    return shown.filter((grant) => words.can?.[grant]).map((grant) => ({ area, grant }))
  })
}

// ---------------------------------------------------------------- the routes

/**
 * What a route of app/routes.ts needs, by its URL pattern (as React Router's route config gives
 * it, layouts' paths included):
 * - `everyone`: a public page or file, the same for every visitor;
 * - `signedIn`: a person's own account (any account);
 * - `area`: a back-office screen: its loader and its action each need that much of the area
 *   (`manage` unless said); an anonymous visitor is sent to log in, a member gets 403, staff
 *   without it 404;
 * - `preview`: a post, event or album on its public page whatever its status: `read` of the
 *   item's area (and a Writer's own drafts only); everyone else gets the 404 page.
 */
export type RouteAccess =
  | { everyone: true }
  | { signedIn: true }
  | { area: Area; loader?: Need; action?: Need }
  | { preview: true }

const everyone = { everyone: true } as const
const list = (area: Area) => ({ area, loader: 'read', action: 'manage' }) as const
const add = (area: Area) => ({ area, loader: 'add', action: 'add' }) as const
const read = (area: Area) => ({ area, loader: 'read', action: 'manage' }) as const
const edit = (area: Area) => ({ area, loader: 'edit', action: 'edit' }) as const
const manage = (area: Area) => ({ area }) as const

/** The back office's routes. */
const ADMIN_ROUTES: Record<string, RouteAccess> = {
  '/admin': { area: 'dashboard', loader: 'read' },
  '/admin/users': manage('users'),
  '/admin/settings': manage('settings'),
  '/admin/settings/app': manage('settings'),
  '/admin/settings/app/upload': manage('settings'),
  '/admin/email': manage('email'),
  '/admin/testimonials': list('testimonials'),
  '/admin/testimonials/trash': manage('testimonials'),
  '/admin/testimonials/new': add('testimonials'),
  '/admin/testimonials/:id': read('testimonials'),
  '/admin/testimonials/:id/edit': edit('testimonials'),
  '/admin/blogs': list('blogs'),
  '/admin/blogs/trash': manage('blogs'),
  '/admin/blogs/new': add('blogs'),
  '/admin/blogs/:id': read('blogs'),
  '/admin/blogs/:id/edit': edit('blogs'),
  '/admin/blogs/:id/history': manage('blogs'),
  '/admin/blogs/:id/history/:versionId': manage('blogs'),
  '/admin/events': list('events'),
  '/admin/events/trash': manage('events'),
  '/admin/events/new': add('events'),
  '/admin/events/:id/edit': edit('events'),
  '/admin/events/:id/history': manage('events'),
  '/admin/events/:id/history/:versionId': manage('events'),
  '/admin/events/:id/attendees': manage('attendees'),
  '/admin/events/:id/attendees.csv': manage('attendees'),
  '/admin/events/:id/check-in': manage('attendees'),
  '/admin/team': list('teamMembers'),
  '/admin/team/trash': manage('teamMembers'),
  '/admin/team/new': add('teamMembers'),
  '/admin/team/:id': read('teamMembers'),
  '/admin/team/:id/edit': edit('teamMembers'),
  '/admin/gallery-categories': list('galleryCategories'),
  '/admin/gallery-categories/trash': manage('galleryCategories'),
  '/admin/gallery-categories/new': add('galleryCategories'),
  '/admin/gallery-categories/:id': read('galleryCategories'),
  '/admin/gallery-categories/:id/edit': edit('galleryCategories'),
  '/admin/gallery-images': list('galleryImages'),
  '/admin/gallery-images/trash': manage('galleryImages'),
  '/admin/gallery-images/new': add('galleryImages'),
  '/admin/gallery-images/upload': add('galleryImages'),
  '/admin/gallery-images/upload-one': add('galleryImages'),
  '/admin/gallery-images/describe': edit('galleryImages'),
  '/admin/gallery-images/:id/edit': edit('galleryImages'),
  '/admin/contact-messages': manage('contactMessages'),
  '/admin/contact-messages/:id': manage('contactMessages'),
  '/admin/payments': manage('payments'),
  '/admin/payments/export.csv': manage('payments'),
  '/admin/payments/:id/receive': manage('payments'),
  '/admin/payments/:id/receipt': manage('receipts'),
  '/admin/receipts': manage('receipts'),
  '/admin/receipts/issue': manage('receipts'),
  '/admin/receipts/settings': manage('receipts'),
  '/admin/receipts/export.csv': manage('receipts'),
  '/admin/receipts/:id/pdf': manage('receipts'),
  '/admin/receipts/:id/cancel': manage('receipts'),
  '/admin/privacy': manage('privacy'),
  '/admin/privacy/export': manage('privacy'),
  '/admin/audit': manage('audit'),
  '/admin/translations': manage('translations'),
  '/admin/translations/export.po': manage('translations'),
  // an address under /admin that names no screen: the back office's own 404 page, for any staff
  '/admin/*': { area: 'dashboard', loader: 'read', action: 'read' },
}

/** Every route of app/routes.ts: a route without a row fails app/routes/access.test.ts. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  ...Object.fromEntries(
    [
      '/', '/about', '/blog', '/blogdetail/:id', '/events', '/events/:id', '/team', '/gallery', '/gallerydetail/:id', '/privacypolicy',
      '/gettheapp', '/leave-quickly', '/crisis-help', '/footer', '/navbar', '/contact', '/contactconfirmation', '/donation', '/login', '/login/two-factor',
      '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/*', '/logout', '/language', '/media/:file',
      '/media/share/:file', '/gettheapp/download', '/events/calendar.ics', '/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml',
      '/robots.txt', '/events/:id/calendar.ics', '/scripts/:file', '/events/:id/register', '/registration', '/manifest.webmanifest',
    ].map((path) => [path, everyone]),
  ),
  '/account': { signedIn: true },
  '/account/two-factor': { signedIn: true },
  '/preview/:page/:id': { preview: true },
  ...ADMIN_ROUTES,
  // the old site's admin addresses: whoever may use the screen they lead to
  ...Object.fromEntries(LEGACY_ADMIN_ROUTES.map(([legacy, target]) => [`/${legacy}`, ADMIN_ROUTES[target]])),
}

/** What a back-office screen needs, by its URL pattern; a pattern not in the table is a bug. */
export function screenAccess(pattern: string): Extract<RouteAccess, { area: Area }> {
  const rule = ADMIN_ROUTES[pattern]
  if (!rule || !('area' in rule)) throw new Error(`${pattern} has no row in app/content/permissions.ts`)
  return rule
}
