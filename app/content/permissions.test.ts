// The permissions table (issue 37): the roles of the issue with what each may do, the same
// roles as the database allows, and the words the Users screen and the e-mails take from it.
import { describe, expect, it } from 'vitest'
import { AREA_KEYS, ROLES, STAFF_ROLES, grantsIn, may, normaliseRoles, roleNames, rolesThatMay, whatRolesAllow } from './permissions'

const CONTENT = ['blogs', 'events', 'teamMembers', 'testimonials', 'galleryCategories', 'galleryImages'] as const
const STAFF_ONLY = ['contactMessages', 'payments', 'receipts', 'users', 'settings', 'email', 'privacy', 'audit'] as const

describe('the permissions table', () => {
  it('gives an Administrator everything, including every area added later', () => {
    for (const area of AREA_KEYS) expect(may(['administrator'], area, 'manage'), area).toBe(true)
  })

  it('gives an Editor the content and nothing of messages, donations, receipts, users, settings, privacy or the log', () => {
    for (const area of CONTENT) expect(may(['editor'], area, 'manage'), area).toBe(true)
    for (const area of STAFF_ONLY) expect(may(['editor'], area, 'read'), area).toBe(false)
  })

  it('gives a Writer their own drafts of posts and events: to add and edit, never to manage (publish, delete, history)', () => {
    for (const area of ['blogs', 'events'] as const) {
      expect(grantsIn(['writer'], area)).toEqual(new Set(['own drafts']))
      expect(may(['writer'], area, 'add')).toBe(true)
      expect(may(['writer'], area, 'edit')).toBe(true)
      expect(may(['writer'], area, 'manage')).toBe(false)
    }
    for (const area of [...STAFF_ONLY, 'teamMembers', 'testimonials', 'galleryCategories', 'galleryImages'] as const) expect(may(['writer'], area, 'read'), area).toBe(false)
  })

  it('gives Messages the contact messages and nothing else but the home page', () => {
    expect(AREA_KEYS.filter((area) => may(['messages'], area, 'read'))).toEqual(['dashboard', 'contactMessages'])
  })

  it('gives a Treasurer donations and receipts and nothing else but the home page', () => {
    expect(AREA_KEYS.filter((area) => may(['treasurer'], area, 'read'))).toEqual(['dashboard', 'payments', 'receipts'])
  })

  it('gives a Translator every content type to translate: never to add, publish or delete', () => {
    for (const area of CONTENT) {
      expect(grantsIn(['translator'], area)).toEqual(new Set(['translate']))
      expect(may(['translator'], area, 'edit')).toBe(true)
      expect(may(['translator'], area, 'add')).toBe(false)
      expect(may(['translator'], area, 'manage')).toBe(false)
    }
    for (const area of STAFF_ONLY) expect(may(['translator'], area, 'read'), area).toBe(false)
  })

  it('gives a member (no role) nothing of the back office', () => {
    for (const area of AREA_KEYS) expect(may([], area, 'read'), area).toBe(false)
  })

  it('adds up several roles', () => {
    expect(grantsIn(['writer', 'translator'], 'blogs')).toEqual(new Set(['own drafts', 'translate']))
    expect(may(['messages', 'treasurer'], 'contactMessages')).toBe(true)
    expect(may(['messages', 'treasurer'], 'receipts')).toBe(true)
    expect(may(['messages', 'treasurer'], 'blogs', 'read')).toBe(false)
  })

  it('sends a contact message\'s alert only to the roles that may read it', () => {
    expect(rolesThatMay('contactMessages')).toEqual(['administrator', 'messages'])
  })
})

describe('what the roles allow, in words', () => {
  it('says one line an area, the strongest grant only where one role manages it', () => {
    expect(whatRolesAllow(['writer']).map((line) => line.area)).toEqual(['Blog posts', 'Events'])
    expect(whatRolesAllow(['writer'])[0].can).toContain('submit them to the Editors for review')
    // an Editor who is also a Writer manages the posts: one line, not two
    expect(whatRolesAllow(['editor', 'writer']).filter((line) => line.area === 'Blog posts')).toHaveLength(1)
    // a Writer who also translates does both
    expect(whatRolesAllow(['writer', 'translator']).filter((line) => line.area === 'Blog posts')).toHaveLength(2)
    expect(whatRolesAllow(['treasurer']).map((line) => line.area)).toEqual(['Donations', 'Receipts'])
    expect(whatRolesAllow([])).toEqual([])
  })

  it('has a name and a sentence for every role, and for every grant it gives', () => {
    for (const role of STAFF_ROLES) {
      expect(ROLES[role].name).toMatch(/^[A-Z]/)
      expect(ROLES[role].summary.length).toBeGreaterThan(10)
      // every area a role is given, except the home page, is said in words
      const said = whatRolesAllow([role]).length
      const given = Object.keys(ROLES[role].may).filter((area) => area !== 'dashboard').length
      expect(said, role).toBe(given)
    }
  })

  it('names roles in the table\'s order, and none as Member', () => {
    expect(roleNames(['treasurer', 'editor'])).toBe('Editor, Treasurer')
    expect(roleNames([])).toBe('Member')
    expect(normaliseRoles(['treasurer', 'superuser', 'editor', 'treasurer'])).toEqual(['editor', 'treasurer'])
  })
})
