// The demo content's translations (issue 16 item 9): each language's file has every text of
// content.ts, none empty, with the same paragraphs, the same numbers (crisis lines, phone
// numbers) and the same web addresses, so that a translator's slip cannot drop a helpline.
import { describe, expect, test } from 'vitest'
import { DEMO_BLOGS, DEMO_EVENTS, DEMO_GALLERY, DEMO_TEAM, DEMO_TESTIMONIALS } from './content'
import { DEMO_TRANSLATIONS, demoAlbumTranslations, demoTranslations } from './translations'

const TEXTS = {
  blogs: ['name', 'title', 'description', 'section2Title', 'section2Body', 'section3Title', 'section3Body', 'writerDescription', 'sideTitle', 'sideDescription'],
  events: ['title', 'description', 'location'],
  team: ['profession', 'bio'],
  testimonials: ['profession', 'message'],
  gallery: ['name', 'description'],
} as const

const ENGLISH = { blogs: DEMO_BLOGS, events: DEMO_EVENTS, team: DEMO_TEAM, testimonials: DEMO_TESTIMONIALS, gallery: DEMO_GALLERY }

/** Every text of the English content, by where it is ('blogs.0.title'). */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [kind, fields] of Object.entries(TEXTS)) {
    ENGLISH[kind as keyof typeof ENGLISH].forEach((item, index) => {
      for (const field of fields) {
        const text = (item as Record<string, unknown>)[field]
        if (typeof text === 'string' && text !== '') texts.set(`${kind}.${index}.${field}`, text)
      }
    })
  }
  DEMO_GALLERY.forEach((album, index) => album.images.forEach((picture, position) => texts.set(`gallery.${index}.pictures.${position}`, picture.title)))
  return texts
}

const at = (file: unknown, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], file)
// numbers of three digits or more (988, 780-555-0142) and web addresses must come through unchanged
const kept = (text: string) => [...text.matchAll(/https?:\/\/\S+|\d[\d-]{2,}\d/g)].map((match) => match[0].replace(/[.,)]+$/, '')).sort()

describe.each(Object.entries(DEMO_TRANSLATIONS))('the demo content in %s', (language, file) => {
  test('has every text, none empty, with its paragraphs, numbers and addresses, and nothing more', () => {
    const english = englishTexts()
    for (const [path, text] of english) {
      const translated = at(file, path)
      expect(typeof translated === 'string' && translated.trim() !== '', `${language} ${path}`).toBe(true)
      expect((translated as string).split('\n\n').length, `${language} ${path} paragraphs`).toBe(text.split('\n\n').length)
      expect(kept(translated as string), `${language} ${path} numbers`).toEqual(kept(text))
    }
    const count = (value: unknown): number => (typeof value === 'string' ? 1 : Object.values(value as object).reduce((sum: number, inner) => sum + count(inner), 0))
    expect(count(file)).toBe(english.size)
  })
})

test('the seed gives each item its texts in the three languages', () => {
  expect(demoTranslations('blogs', 0).ur?.title).toBe(DEMO_TRANSLATIONS.ur.blogs[0].title)
  expect(Object.keys(demoTranslations('events', 1))).toEqual(['pa', 'hi', 'ur'])
  const album = demoAlbumTranslations(2)
  expect(album.pa).toEqual({ name: DEMO_TRANSLATIONS.pa.gallery[2].name, description: DEMO_TRANSLATIONS.pa.gallery[2].description })
  expect(demoAlbumTranslations(2, 4).hi).toEqual({ title: DEMO_TRANSLATIONS.hi.gallery[2].pictures[4] })
})
