// A long text that staff may format (blog sections, event descriptions, team bios; decision 031),
// as the pages receive it: a tree of the few nodes it may hold. The parser that makes it is
// formatted-text-parser.ts (run on the server, and in the back office for the live preview), so
// that public pages never load it; this module is what the browser needs and imports nothing.

/** A piece of formatted text: plain text, or one of the only elements a formatted text can make. */
export type FormattedNode =
  | string
  | { type: 'br' }
  | { type: 'p' | 'strong' | 'em' | 'ul' | 'li'; children: FormattedNode[] }
  | { type: 'ol'; start?: number; children: FormattedNode[] }
  | { type: 'a'; href: string; children: FormattedNode[] }

/** A whole formatted text: its paragraphs and lists, in order. */
export type FormattedText = FormattedNode[]

/** How staff are told to format, under each formatted field. */
export const FORMATTING_HINT = 'A blank line starts a new paragraph. **bold**, *italic*, - a list, 1. a numbered list, [a link](https://…)'

const SITE = 'https://site.invalid'

/**
 * The address a link may point to: an http(s) or mailto address, or a page of this site ('/donate');
 * null for anything else (javascript:, data:, vbscript:, '//elsewhere', '/\elsewhere', a bare word).
 */
export function allowedHref(href: string): string | null {
  // a normalised address has no spaces or control characters; one that does is not ours to guess
  if (!href || /[\u0000-\u0020\u007f-\u009f]/.test(href)) return null
  let url: URL
  try {
    url = new URL(href, `${SITE}/`)
  } catch {
    return null
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    if (url.protocol === 'mailto:') return href
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? href : null
  }
  // a path of this site: starts with one slash and stays here ('//x' and '/\x' would leave)
  return href.startsWith('/') && url.origin === SITE ? href : null
}

/** True when the link leaves the site (it gets rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href)
}

/** True when the text shows nothing (an empty or blank stored text). */
export function isEmptyText(text: FormattedText): boolean {
  return plainText(text).trim() === ''
}

/**
 * The words of a formatted text without its formatting: for card excerpts, page descriptions,
 * structured data and calendars. Paragraphs are separated by a blank line, list items and line
 * breaks by a line break; `links: true` writes a link's address after its words when they differ.
 */
export function plainText(text: FormattedText, { links = false }: { links?: boolean } = {}): string {
  const flow = (nodes: FormattedNode[], separator: string): string => {
    const parts: string[] = []
    let line = ''
    for (const node of nodes) {
      if (typeof node !== 'string' && (node.type === 'p' || node.type === 'ul' || node.type === 'ol' || node.type === 'li')) {
        if (line) parts.push(line)
        line = ''
        parts.push(node.type === 'p' ? flow(node.children, '\n') : flow(node.children, '\n'))
      } else {
        line += inline(node)
      }
    }
    if (line) parts.push(line)
    return parts.filter((part) => part !== '').join(separator)
  }
  const inline = (node: FormattedNode): string => {
    if (typeof node === 'string') return node
    if (node.type === 'br') return '\n'
    const words = flow(node.children, '\n')
    if (node.type === 'a' && links && words !== node.href && words !== node.href.replace(/^mailto:/i, '')) return `${words} (${node.href})`
    return words
  }
  return flow(text, '\n\n')
}
