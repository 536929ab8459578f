// gettext .po files, read and written (issue 39 item 4, decision 086): the shipped catalogs are
// read at start, and the Translations screen exports one language for outside translators and
// imports their file back. Written by hand, small and strict: a file it cannot read is refused
// whole with the line that stopped it, never half read.

export type PoEntry = {
  msgid: string
  msgstr: string
  msgctxt?: string
  /** `#.` lines: notes for translators (Lingui's placeholders, our message id and state). */
  notes: string[]
  /** `#:` lines: the files the message comes from. */
  references: string[]
  /** `#,` flags: `fuzzy` says a translation is a draft to be checked. */
  flags: string[]
  /** The line its msgid is on, for messages about it. */
  line: number
}

export type PoFile = { header: Record<string, string>; entries: PoEntry[] }

export type PoRead = ({ ok: true } & PoFile) | { ok: false; error: string }

type Keyword = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr' | 'msgstr[n]'

/** A quoted string of a .po line ("text \"quoted\"\n") as its text; null when it is not one. */
function unquote(value: string): string | null {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(value.trim())
  if (!match) return null
  let bad = false
  const text = match[1].replace(/\\(.)/g, (_, char: string) => {
    switch (char) {
      case 'n':
        return '\n'
      case 't':
        return '\t'
      case 'r':
        return '\r'
      case '"':
        return '"'
      case '\\':
        return '\\'
      default:
        bad = true
        return char
    }
  })
  return bad ? null : text
}

/** Reads a .po file; `ok: false` with the first problem (and its line) when it is not one. */
export function parsePo(source: string): PoRead {
  const text = source.replace(/^\uFEFF/, '')
  if (text.includes('\u0000')) return { ok: false, error: 'This is not a .po file: it holds binary data.' }
  const lines = text.split(/\r?\n/)
  const entries: PoEntry[] = []
  let header: Record<string, string> | null = null
  let current: Partial<Record<Keyword, string>> & { notes: string[]; references: string[]; flags: string[]; line: number; obsolete?: boolean } = fresh(0)
  let last: Keyword | null = null

  function fresh(line: number) {
    return { notes: [] as string[], references: [] as string[], flags: [] as string[], line }
  }
  function finish(): string | null {
    const has = current.msgid !== undefined || current.msgstr !== undefined
    if (!has) {
      current = fresh(0)
      return null
    }
    if (current.msgid === undefined) return `Line ${current.line}: a msgstr without its msgid.`
    if (current.msgstr === undefined && current['msgstr[n]'] === undefined) return `Line ${current.line}: the msgid has no msgstr.`
    if (current.msgid_plural !== undefined) return `Line ${current.line}: plural forms (msgid_plural) are not used by this site's texts.`
    if (!current.obsolete) {
      if (current.msgid === '' && header === null && current.msgctxt === undefined) {
        header = Object.fromEntries(
          (current.msgstr ?? '')
            .split('\n')
            .map((row) => row.split(/:\s?(.*)/s))
            .filter((parts) => parts[0]?.trim())
            .map(([name, value]) => [name.trim(), (value ?? '').trim()]),
        )
      } else {
        entries.push({
          msgid: current.msgid,
          msgstr: current.msgstr ?? '',
          ...(current.msgctxt !== undefined ? { msgctxt: current.msgctxt } : {}),
          notes: current.notes,
          references: current.references,
          flags: current.flags,
          line: current.line,
        })
      }
    }
    current = fresh(0)
    last = null
    return null
  }

  for (const [index, raw] of lines.entries()) {
    const number = index + 1
    const line = raw.trim()
    if (line === '') {
      const problem = finish()
      if (problem) return { ok: false, error: problem }
      continue
    }
    if (line.startsWith('#~')) {
      // an obsolete message: kept by editors, not a text of the site
      if (current.msgid !== undefined && !current.obsolete) {
        const problem = finish()
        if (problem) return { ok: false, error: problem }
      }
      current.obsolete = true
      continue
    }
    if (line.startsWith('#')) {
      // a comment after a message's strings begins the next message
      if (current.msgstr !== undefined) {
        const problem = finish()
        if (problem) return { ok: false, error: problem }
      }
      const body = line.slice(2).trim()
      if (line.startsWith('#.')) current.notes.push(body)
      else if (line.startsWith('#:')) current.references.push(...body.split(/\s+/).filter(Boolean))
      else if (line.startsWith('#,')) current.flags.push(...body.split(',').map((flag) => flag.trim()).filter(Boolean))
      continue
    }
    if (line.startsWith('"')) {
      const value = unquote(line)
      if (value === null) return { ok: false, error: `Line ${number}: this text is not written as a .po file writes it (a quote or a backslash is missing or extra).` }
      if (last === null) return { ok: false, error: `Line ${number}: a text that belongs to no msgid or msgstr.` }
      current[last] = (current[last] ?? '') + value
      continue
    }
    const match = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(.*)$/.exec(line)
    if (!match) return { ok: false, error: `Line ${number}: "${line.slice(0, 40)}" is not part of a .po file.` }
    const keyword: Keyword = match[1].startsWith('msgstr[') ? 'msgstr[n]' : (match[1] as Keyword)
    // a new msgctxt or msgid after a finished message (no blank line between) begins the next one
    if ((keyword === 'msgctxt' || keyword === 'msgid') && current.msgstr !== undefined) {
      const problem = finish()
      if (problem) return { ok: false, error: problem }
    }
    if (keyword !== 'msgstr[n]' && current[keyword] !== undefined) return { ok: false, error: `Line ${number}: a second ${keyword} in one message.` }
    const value = unquote(match[2])
    if (value === null) return { ok: false, error: `Line ${number}: this text is not written as a .po file writes it (a quote or a backslash is missing or extra).` }
    if (keyword === 'msgid') current.line = number
    if (keyword === 'msgstr[n]') return { ok: false, error: `Line ${number}: plural forms (msgstr[0]) are not used by this site's texts.` }
    current[keyword] = value
    last = keyword
  }
  const problem = finish()
  if (problem) return { ok: false, error: problem }
  return { ok: true, header: header ?? {}, entries }
}

function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r')
  if (!escaped.includes('\n')) return `"${escaped.replace(/\n/g, '\\n')}"`
  // several lines: one quoted line each, as gettext's tools write them
  const parts = escaped.split('\n')
  return ['""', ...parts.map((part, i) => `"${part}${i < parts.length - 1 ? '\\n' : ''}"`).filter((part) => part !== '""')].join('\n')
}

/** Writes a .po file: the header, then each entry with its notes, references and flags. */
export function writePo({ header, entries }: { header: Record<string, string>; entries: Omit<PoEntry, 'line'>[] }): string {
  const head = Object.entries(header)
    .map(([name, value]) => `"${`${name}: ${value}`.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}\\n"`)
    .join('\n')
  const blocks = entries.map((entry) =>
    [
      ...entry.notes.map((note) => `#. ${note}`),
      ...entry.references.map((reference) => `#: ${reference}`),
      ...(entry.flags.length > 0 ? [`#, ${entry.flags.join(', ')}`] : []),
      ...(entry.msgctxt !== undefined ? [`msgctxt ${quote(entry.msgctxt)}`] : []),
      `msgid ${quote(entry.msgid)}`,
      `msgstr ${quote(entry.msgstr)}`,
    ].join('\n'),
  )
  return [`msgid ""\nmsgstr ""\n${head}`, ...blocks].join('\n\n') + '\n'
}
