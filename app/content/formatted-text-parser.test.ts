import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { PAYLOADS } from '../../tests/support/hostile-content'
import { allowedHref, plainText, type FormattedNode, type FormattedText } from './formatted-text'
import { parseFormattedText } from './formatted-text-parser'
import { paragraphs } from './text'

const ELEMENTS = new Set(['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'])

/** Every node of a tree, depth first. */
function nodes(text: FormattedText): FormattedNode[] {
  return text.flatMap((node) => [node, ...(typeof node !== 'string' && 'children' in node ? nodes(node.children) : [])])
}

const elements = (text: FormattedText) => nodes(text).filter((node) => typeof node !== 'string')

describe('parseFormattedText', () => {
  test('makes paragraphs of parts separated by a blank line, and keeps a single line break', () => {
    expect(parseFormattedText('First line\nsecond line\n\n  \nAnother paragraph')).toEqual([
      { type: 'p', children: ['First line', { type: 'br' }, 'second line'] },
      { type: 'p', children: ['Another paragraph'] },
    ])
  })

  test('bold and italic, with asterisks or underscores', () => {
    expect(parseFormattedText('**strong** and *soft*, __also__ _this_')).toEqual([
      {
        type: 'p',
        children: [
          { type: 'strong', children: ['strong'] },
          ' and ',
          { type: 'em', children: ['soft'] },
          ', ',
          { type: 'strong', children: ['also'] },
          ' ',
          { type: 'em', children: ['this'] },
        ],
      },
    ])
  })

  test('links to http, https, mailto and this site’s pages', () => {
    const [paragraph] = parseFormattedText('[a](https://example.org/x?y=1) [b](http://example.org) [c](mailto:info@example.org) [d](/donate)')
    expect(elements([paragraph]).filter((node) => typeof node !== 'string' && node.type === 'a')).toEqual([
      { type: 'a', href: 'https://example.org/x?y=1', children: ['a'] },
      { type: 'a', href: 'http://example.org', children: ['b'] },
      { type: 'a', href: 'mailto:info@example.org', children: ['c'] },
      { type: 'a', href: '/donate', children: ['d'] },
    ])
  })

  test('bulleted and numbered lists, after a paragraph without a blank line too', () => {
    expect(parseFormattedText('Bring:\n- water\n- a **hat**\n\n1. first\n2. second\n\nThen\n\n3. three\n4. four')).toEqual([
      { type: 'p', children: ['Bring:'] },
      { type: 'ul', children: [{ type: 'li', children: ['water'] }, { type: 'li', children: ['a ', { type: 'strong', children: ['hat'] }] }] },
      { type: 'ol', children: [{ type: 'li', children: ['first'] }, { type: 'li', children: ['second'] }] },
      { type: 'p', children: ['Then'] },
      { type: 'ol', start: 3, children: [{ type: 'li', children: ['three'] }, { type: 'li', children: ['four'] }] },
    ])
  })

  test('everything else stays the text that was typed', () => {
    const typed = ['# Heading', '> quoted', '`code`', '| a | b |', '---', '&amp; &#60;b&#62;', '<b>bold?</b>', '\\*not italic\\*']
    const text = parseFormattedText(typed.join('\n'))
    expect(elements(text).map((node) => (node as { type: string }).type)).toEqual(['p', ...typed.slice(1).map(() => 'br')])
    expect(plainText(text)).toBe(['# Heading', '> quoted', '`code`', '| a | b |', '---', '&amp; &#60;b&#62;', '<b>bold?</b>', '*not italic*'].join('\n'))
  })

  test('an indented line is not code: it reads as the rest of its paragraph', () => {
    expect(parseFormattedText('Before\n        indented')).toEqual([{ type: 'p', children: ['Before', { type: 'br' }, 'indented'] }])
  })

  test.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', '//evil.example/x', 'ftp://example.org'])(
    'a link to %j stays text',
    (href) => {
      const typed = `[click](${href})`
      const text = parseFormattedText(typed)
      expect(nodes(text).some((node) => typeof node !== 'string' && node.type === 'a')).toBe(false)
      expect(plainText(text)).toContain('click')
    },
  )

  test('a path that would leave the site is not one of its pages', () => {
    expect(allowedHref('/\\evil.example')).toBeNull()
    expect(allowedHref('//evil.example')).toBeNull()
    expect(allowedHref('about')).toBeNull()
    expect(allowedHref('/events/3')).toBe('/events/3')
    // what the parser makes of '/\evil.example': a path of this site
    const [paragraph] = parseFormattedText('[x](/\\evil.example)')
    const link = nodes([paragraph]).find((node) => typeof node !== 'string' && node.type === 'a') as { href: string } | undefined
    if (link) expect(new URL(link.href, 'https://site.example/').origin).toBe('https://site.example')
  })

  test.each(PAYLOADS.map((payload) => [payload]))('the hostile payload %j gives only text, with every character kept but markers', (payload) => {
    const text = parseFormattedText(`${payload} [blogs.description#1]`)
    for (const node of elements(text)) {
      if (typeof node === 'string') continue
      expect(ELEMENTS.has(node.type)).toBe(true)
      // no payload carries Markdown links or lists: only its words, a paragraph and emphasis come out
      expect(['p', 'br', 'em', 'strong']).toContain(node.type)
    }
    // what was typed is there to read: the HTML as text, markers aside
    const words = plainText(text)
    for (const word of payload.replace(/_x_/, 'x').replace(/\\\\/g, '\\').split(/\s+/)) expect(words).toContain(word)
  })

  test('an old plain text gives the same paragraphs and line breaks as before', () => {
    // words as staff type them; a line starting '- ' or '1. ' is a list now (decision 031)
    const plainWord = fc.stringMatching(/^[A-Za-z0-9’é][A-Za-z0-9,.'?()’é-]{0,11}$/).filter((word) => !/^\d+[.)]/.test(word))
    const line = fc.array(plainWord, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '))
    const paragraph = fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'))
    const separator = fc.constantFrom('\n\n', '\n \n', '\r\n\r\n', '\n\n\n')
    const typed = fc.tuple(fc.array(paragraph, { minLength: 0, maxLength: 4 }), separator).map(([parts, between]) => parts.join(between))
    fc.assert(
      fc.property(typed, (text) => {
        const expected = paragraphs(text).map((part) => ({
          type: 'p',
          children: part
            .split(/\r?\n/)
            .map((shown) => shown.trim())
            .flatMap((shown, index) => (index === 0 ? [shown] : [{ type: 'br' }, shown])),
        }))
        const squeeze = (tree: FormattedText) => JSON.stringify(tree).replace(/ +/g, ' ').replace(/ "/g, '"').replace(/" /g, '"')
        expect(squeeze(parseFormattedText(text))).toBe(squeeze(expected as FormattedText))
      }),
    )
  })
})

describe('plainText', () => {
  test('gives the words: paragraphs apart by a blank line, items and breaks by a line break', () => {
    const text = parseFormattedText('**Hello** *there*\nfriend\n\n- one\n- [two](https://example.org)')
    expect(plainText(text)).toBe('Hello there\nfriend\n\none\ntwo')
    expect(plainText(text, { links: true })).toBe('Hello there\nfriend\n\none\ntwo (https://example.org)')
  })
})
