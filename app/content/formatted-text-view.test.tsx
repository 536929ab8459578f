// @vitest-environment jsdom
// What a visitor gets from a formatted text (decision 031): the allowed elements, and nothing
// else whatever the tree holds.
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { PAYLOADS } from '../../tests/support/hostile-content'
import { injectionProblems, parseHtml } from '../../tests/support/html-checks'
import type { FormattedText as Tree } from './formatted-text'
import { parseFormattedText } from './formatted-text-parser'
import { FormattedText } from './formatted-text-view'

afterEach(cleanup)

const ALLOWED = ['P', 'BR', 'STRONG', 'EM', 'A', 'UL', 'OL', 'LI']

function draw(source: string) {
  return render(
    <div data-testid="text">
      <FormattedText text={parseFormattedText(source)} />
    </div>,
  ).getByTestId('text')
}

describe('FormattedText', () => {
  test('draws paragraphs, line breaks, bold, italic, lists and links', () => {
    const shown = draw('Hello **friend** and *you*\nnext line\n\n- one\n- two\n\n3. three\n\n[Donate](/donate), [read](https://example.org/a) or [write](mailto:info@example.org)')
    const paragraphs = shown.querySelectorAll(':scope > p')
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0].querySelector('strong')?.textContent).toBe('friend')
    expect(paragraphs[0].querySelector('em')?.textContent).toBe('you')
    expect(paragraphs[0].querySelectorAll('br')).toHaveLength(1)
    expect([...shown.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual(['one', 'two'])
    expect(shown.querySelector('ol')?.getAttribute('start')).toBe('3')
    const links = [...shown.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['Donate', '/donate', null, null],
      ['read', 'https://example.org/a', 'noopener noreferrer', null],
      ['write', 'mailto:info@example.org', null, null],
    ])
  })

  test('an old plain text shows the same paragraphs and line breaks as before', () => {
    const shown = draw('We meet on Fridays.\nBring a friend.\n\nTea is served.')
    expect([...shown.querySelectorAll('p')].map((paragraph) => paragraph.innerHTML)).toEqual(['We meet on Fridays.<br>Bring a friend.', 'Tea is served.'])
  })

  test('a link without words shows its address, so that it has a name', () => {
    const shown = draw('[](https://example.org/x)')
    expect(shown.querySelector('a')?.textContent).toBe('https://example.org/x')
  })

  test.each(PAYLOADS.map((payload) => [payload]))('the hostile payload %j makes no element or attribute of its own', (payload) => {
    const html = renderToStaticMarkup(<FormattedText text={parseFormattedText(`${payload}\n\n- ${payload}\n\n[${payload}](https://example.org)`)} />)
    const document = parseHtml(`<!doctype html><body>${html}</body>`)
    expect(injectionProblems(document, null)).toEqual([])
    for (const element of document.body.querySelectorAll('*')) {
      expect(ALLOWED).toContain(element.tagName)
      for (const attribute of element.attributes) expect(['class', 'href', 'rel', 'start']).toContain(attribute.name)
    }
    expect(document.body.textContent).toContain(payload.replace('_x_', 'x').slice(0, 20))
  })

  test('a tree that did not come from the parser still cannot link to a script or add an element', () => {
    const forged = [
      { type: 'p', children: [{ type: 'a', href: 'javascript:alert(1)', children: ['click'] }, { type: 'script', children: ['alert(1)'] }, { type: 'img', src: 'x' }] },
    ] as unknown as Tree
    const shown = render(
      <div data-testid="text">
        <FormattedText text={forged} />
      </div>,
    ).getByTestId('text')
    expect(shown.innerHTML).toBe('<p class="mt-4 first:mt-0">click</p>')
  })

  test('bare: no classes, for a feed reader', () => {
    expect(renderToStaticMarkup(<FormattedText text={parseFormattedText('**a**\n\n- [b](https://example.org)')} bare />)).toBe(
      '<p><strong>a</strong></p><ul><li><a href="https://example.org" rel="noopener noreferrer">b</a></li></ul>',
    )
  })
})
