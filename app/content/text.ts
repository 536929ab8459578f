// Browser-safe helpers for showing stored text: card excerpts cut as spec 9 says, and long
// texts split into paragraphs (staff separate paragraphs with a blank line).

/** The ellipsis appended to a cut text: three full stops, as the old site showed them. */
export const ELLIPSIS = '...'

type TruncateOptions = {
  /**
   * Cut only texts longer than this many characters (default: `max`). Spec 9's blog cards cut
   * "when longer than 50 characters, to 100": a 60-character text keeps all 60 characters and
   * still gets the ellipsis.
   */
  longerThan?: number
}

/**
 * The text's first `max` characters plus '...' when it is longer than `longerThan` (default
 * `max`); otherwise the text itself. Whitespace runs (paragraph breaks included) count as one
 * space, since a card shows the excerpt as one line of text; characters are counted as code
 * points, so an emoji or accented letter is never split in half. Spaces left at the end of the
 * cut are dropped so that the ellipsis follows the last word.
 */
export function truncate(text: string, max: number, { longerThan = max }: TruncateOptions = {}): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim())
  if (characters.length <= longerThan) return characters.join('')
  return characters.slice(0, max).join('').trimEnd() + ELLIPSIS
}

/** The paragraphs of a stored text: parts separated by a blank line, trimmed, empty ones left out. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
}

/** Up to two initials of a name ('Harpreet Kaur Sandhu' -> 'HS'), for a picture's placeholder. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = Array.from(words[0])[0] ?? ''
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('en-CA')
}
