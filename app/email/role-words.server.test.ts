// The e-mails' words for the roles are the permissions table's, as messages of the catalogs: in
// English they read exactly as the table does, and every one is translated into pa, hi and ur.
import { describe, expect, it } from 'vitest'
import { AREAS, AREA_KEYS, MEMBER, ROLES, STAFF_ROLES, whatRolesAllow, type Grant } from '~/content/permissions'
import { i18nOf } from '~/i18n/i18n'
import { AREA_WORDS, ROLE_NAMES, roleNamesIn, whatRolesAllowIn } from './role-words.server'

describe('the roles in the e-mails’ words', () => {
  it('say in English exactly what the permissions table says', () => {
    const en = i18nOf('en')
    for (const role of STAFF_ROLES) expect(en._(ROLE_NAMES[role])).toBe(ROLES[role].name)
    for (const area of AREA_KEYS) {
      const table: { label: string; can?: Partial<Record<Grant, string>> } = AREAS[area]
      expect(en._(AREA_WORDS[area].label)).toBe(table.label)
      expect(Object.keys(AREA_WORDS[area].can ?? {}).sort()).toEqual(Object.keys(table.can ?? {}).sort())
      for (const [grant, words] of Object.entries(table.can ?? {})) expect(en._(AREA_WORDS[area].can![grant as Grant]!)).toBe(words)
    }
    expect(roleNamesIn(en, [])).toBe(MEMBER.name)
    expect(whatRolesAllowIn(en, [...STAFF_ROLES])).toEqual(whatRolesAllow([...STAFF_ROLES]))
  })

  it.each(['pa', 'hi', 'ur'] as const)('are all translated (%s)', (language) => {
    const i18n = i18nOf(language)
    const english = whatRolesAllow([...STAFF_ROLES]).concat(whatRolesAllow(['writer', 'translator']))
    const translated = whatRolesAllowIn(i18n, [...STAFF_ROLES]).concat(whatRolesAllowIn(i18n, ['writer', 'translator']))
    translated.forEach((line, i) => {
      expect(line.area).not.toBe(english[i].area)
      expect(line.can).not.toBe(english[i].can)
    })
    for (const role of STAFF_ROLES) expect(i18n._(ROLE_NAMES[role])).not.toBe(ROLES[role].name)
    expect(roleNamesIn(i18n, ['editor', 'treasurer'])).toContain(language === 'ur' ? '، ' : ', ')
  })
})
