// The demo content in Punjabi, Hindi and Urdu (issue 16 item 9): one JSON file per language, in
// the shape and order of content.ts (blogs, events, team, testimonials, gallery with its
// pictures' titles), so that a translator edits text only. First translations, to be reviewed by
// a native speaker (docs/translations.md). demo-translations.test.ts checks each file covers
// every text of content.ts with its paragraphs.
import hi from './translations/hi.json'
import pa from './translations/pa.json'
import ur from './translations/ur.json'

type Texts = Record<string, string>
// (database/ imports nothing from app/: the shape of app/content/translations.ts's ContentTranslations)
type ContentTranslations = Partial<Record<'pa' | 'hi' | 'ur', Texts>>

/** One language's file. */
export type DemoTranslationFile = {
  blogs: Texts[]
  events: Texts[]
  team: Texts[]
  testimonials: Texts[]
  gallery: { name: string; description: string; pictures: string[] }[]
}

export const DEMO_TRANSLATIONS: Record<'pa' | 'hi' | 'ur', DemoTranslationFile> = { pa, hi, ur }

type Kind = Exclude<keyof DemoTranslationFile, 'gallery'>

/** The `translations` column of the `index`th item of a kind: its texts in every language. */
export function demoTranslations(kind: Kind, index: number): ContentTranslations {
  return Object.fromEntries(Object.entries(DEMO_TRANSLATIONS).map(([language, file]) => [language, file[kind][index]]))
}

/** An album's translations (its name and description), and those of its `picture`th picture's title. */
export function demoAlbumTranslations(index: number, picture?: number): ContentTranslations {
  return Object.fromEntries(
    Object.entries(DEMO_TRANSLATIONS).map(([language, file]) => {
      const { pictures, ...album } = file.gallery[index]
      return [language, picture === undefined ? album : { title: pictures[picture] }]
    }),
  )
}
