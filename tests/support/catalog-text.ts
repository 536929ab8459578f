// What a message says in a language, read from its PO catalog: tests find the Urdu or Punjabi
// words a visitor sees by the English ones they translate.
import fs from 'node:fs'
import path from 'node:path'
import { formatter } from '@lingui/format-po'

const CATALOGS = path.resolve(import.meta.dirname, '..', '..', 'app', 'i18n', 'catalogs')
const cache = new Map<string, Map<string, string>>()

async function catalog(locale: string): Promise<Map<string, string>> {
  let found = cache.get(locale)
  if (!found) {
    const file = path.join(CATALOGS, `${locale}.po`)
    const entries = (await formatter({ lineNumbers: false }).parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file })) as Record<
      string,
      { message?: string; translation?: string }
    >
    found = new Map(Object.values(entries).map((entry) => [entry.message ?? '', entry.translation ?? '']))
    cache.set(locale, found)
  }
  return found
}

/** The translation of an English message (placeholders filled from `values`). */
export async function inLanguage(locale: string, english: string, values: Record<string, string | number> = {}): Promise<string> {
  const translation = (await catalog(locale)).get(english)
  if (!translation) throw new Error(`No ${locale} translation of "${english}"`)
  return translation.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
