// The interface texts as shipped (issue 39 item 4, decision 086): every message of the Lingui
// catalogs with its English, its Punjabi, Hindi and Urdu as the build has them, and the files it
// comes from; read from the .po files themselves (as text: the compiled catalogs keep no
// English), once, at start. The Translations screen lists them; staff's corrections go over them.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import enPo from './catalogs/en.po?raw'
import hiPo from './catalogs/hi.po?raw'
import paPo from './catalogs/pa.po?raw'
import urPo from './catalogs/ur.po?raw'
import { parsePo } from '~/utils/po-file'

/**
 * The crisis help texts: every message of the crisis bar, the Help now panel, the crisis help
 * page and the emergency numbers. Listed first on the Translations screen; while one of them in
 * a language is not reviewed, its pages show the English crisis lines beside it.
 */
export const CRISIS_HELP_FILES = [
  'app/components/site/crisis-bar.tsx',
  'app/components/site/help-now.tsx',
  'app/components/site/emergency-numbers.tsx',
  'app/routes/site/crisis-help.tsx',
]

export type InterfaceMessage = {
  id: string
  /** The English text (ICU MessageFormat, tags as <0>…</0>). */
  english: string
  /** Notes for translators: what each placeholder holds. */
  notes: string[]
  files: string[]
  crisis: boolean
  shipped: Record<'pa' | 'hi' | 'ur', string>
}

function read(source: string, name: string): Map<string, { english: string; translation: string; notes: string[]; files: string[] }> {
  const parsed = parsePo(source)
  if (!parsed.ok) throw new Error(`The catalog ${name} cannot be read: ${parsed.error}`)
  return new Map(
    parsed.entries.map((entry) => [
      generateMessageId(entry.msgid, entry.msgctxt),
      { english: entry.msgid, translation: entry.msgstr, notes: entry.notes, files: [...new Set(entry.references)] },
    ]),
  )
}

let messages: InterfaceMessage[] | null = null

/** Every interface message, the crisis help first, then in the order of their English. */
export function interfaceMessages(): InterfaceMessage[] {
  if (messages) return messages
  const english = read(enPo, 'en.po')
  const translated = { pa: read(paPo, 'pa.po'), hi: read(hiPo, 'hi.po'), ur: read(urPo, 'ur.po') }
  messages = [...english.entries()]
    .map(([id, entry]) => ({
      id,
      english: entry.english,
      notes: entry.notes,
      files: entry.files,
      crisis: entry.files.some((file) => CRISIS_HELP_FILES.includes(file)),
      shipped: { pa: translated.pa.get(id)?.translation ?? '', hi: translated.hi.get(id)?.translation ?? '', ur: translated.ur.get(id)?.translation ?? '' },
    }))
    .sort((a, b) => Number(b.crisis) - Number(a.crisis) || a.english.localeCompare(b.english, 'en'))
  return messages
}

const byId = new Map<string, InterfaceMessage>()

export function interfaceMessage(id: string): InterfaceMessage | undefined {
  if (byId.size === 0) for (const message of interfaceMessages()) byId.set(message.id, message)
  return byId.get(id)
}

/** The placeholders and tags of a message ({name}, <0>), sorted: a translation must keep the English's. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[,}]|<(\d+)\/?>/g)].map((match) => match[1] ?? `<${match[2]}>`).sort()
}
