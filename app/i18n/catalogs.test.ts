// The catalogs match the code: extracting the messages again finds exactly the ones the English
// catalog holds (none missing, none the code no longer uses), and Punjabi, Hindi and Urdu
// translate every one of them. `npm run i18n:extract` brings the catalogs up to date.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { formatter } from '@lingui/format-po'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const CATALOGS = path.join(ROOT, 'app', 'i18n', 'catalogs')

type Entry = { message?: string; translation?: string; obsolete?: boolean; placeholders?: unknown }

async function read(file: string, locale: string): Promise<Record<string, Entry>> {
  const parsed = await formatter({ lineNumbers: false }).parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file })
  return parsed as Record<string, Entry>
}

let fresh: Record<string, Entry>
let temporary: string

beforeAll(async () => {
  // the same extraction, into a copy, so the test never changes the committed catalogs
  temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogs-'))
  const config = path.join(ROOT, `lingui.check-${process.pid}.config.ts`)
  fs.writeFileSync(
    config,
    `import base from './lingui.config'\nexport default { ...base, locales: ['en'], catalogs: base.catalogs!.map((c) => ({ ...c, path: ${JSON.stringify(path.join(temporary, '{locale}'))} })) }\n`,
  )
  try {
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--clean', '--config', config], { cwd: ROOT })
  } finally {
    fs.rmSync(config, { force: true })
  }
  fresh = await read(path.join(temporary, 'en.po'), 'en')
}, 120_000)

afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }))

describe('the message catalogs', () => {
  test('hold exactly the messages the code uses', async () => {
    const committed = await read(path.join(CATALOGS, 'en.po'), 'en')
    const live = (catalog: Record<string, Entry>) => Object.keys(catalog).filter((id) => !catalog[id].obsolete).sort()
    const missing = live(fresh).filter((id) => !committed[id] || committed[id].obsolete).map((id) => fresh[id].message)
    const unused = live(committed).filter((id) => !fresh[id]).map((id) => committed[id].message)
    expect(missing, 'messages in the code but not in the catalogs: run npm run i18n:extract').toEqual([])
    expect(unused, 'messages in the catalogs that the code no longer uses: run npm run i18n:extract').toEqual([])
    expect(live(fresh).length).toBeGreaterThan(40)
  })

  test.each(['pa', 'hi', 'ur'])('%s translates every message, keeping its placeholders', async (locale) => {
    const catalog = await read(path.join(CATALOGS, `${locale}.po`), locale)
    const untranslated = Object.keys(fresh).filter((id) => !catalog[id]?.translation?.trim()).map((id) => fresh[id].message)
    expect(untranslated, `messages without a ${locale} translation`).toEqual([])
    for (const id of Object.keys(fresh)) {
      const source = fresh[id].message ?? ''
      const translation = catalog[id].translation ?? ''
      const names = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort()
      expect(names(translation), `placeholders of "${source}" in ${locale}`).toEqual(names(source))
    }
  })
})
