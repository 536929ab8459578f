// Reads what staff typed in a formatted field (decision 031): a small part of Markdown, with
// markdown-it set to know only paragraphs, line breaks, **bold**, *italic*, [links](https://…)
// and - or 1. lists. Everything else (headings, quotes, code, images, tables, HTML, entities)
// stays the text that was typed. The result is a tree of allowed nodes, never HTML: the pages
// draw it with React (formatted-text-view.tsx). Run on the server for the public pages,
// and in the back office's live preview; public pages never load it.
import MarkdownIt from 'markdown-it'
import type Token from 'markdown-it/lib/token.mjs'
import { allowedHref, type FormattedNode, type FormattedText } from './formatted-text'

const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false, breaks: true })
  // zero keeps paragraphs and text; these are the only rules added
  .enable(['list', 'newline', 'escape', 'emphasis', 'link'])
// javascript:, data:, vbscript: and every other scheme stay text ("[x](javascript:…)" is shown as typed)
markdown.validateLink = (href) => allowedHref(href) !== null

type Open = { node: FormattedNode & { children: FormattedNode[] }; dropped?: boolean }

/** The tree of a stored text; an old plain text gives its paragraphs and line breaks as before. */
export function parseFormattedText(source: string | null | undefined): FormattedText {
  if (!source) return []
  const root: FormattedNode[] = []
  const stack: Open[] = []
  const current = () => (stack.length ? stack[stack.length - 1].node.children : root)
  const push = (node: FormattedNode) => {
    const into = current()
    const last = into[into.length - 1]
    // neighbouring text (an escaped character splits it) is one string
    if (typeof node === 'string' && typeof last === 'string') into[into.length - 1] = last + node
    else if (node !== '') into.push(node)
  }
  const open = (node: Open['node']) => {
    push(node)
    stack.push({ node })
  }
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'paragraph_open':
          // a tight list's items hold their words without a paragraph
          if (!token.hidden) open({ type: 'p', children: [] })
          break
        case 'bullet_list_open':
          open({ type: 'ul', children: [] })
          break
        case 'ordered_list_open': {
          const start = Number(token.attrGet('start') ?? 1)
          open(Number.isSafeInteger(start) && start !== 1 ? { type: 'ol', start, children: [] } : { type: 'ol', children: [] })
          break
        }
        case 'list_item_open':
          open({ type: 'li', children: [] })
          break
        case 'strong_open':
          open({ type: 'strong', children: [] })
          break
        case 'em_open':
          open({ type: 'em', children: [] })
          break
        case 'link_open': {
          const href = allowedHref(token.attrGet('href') ?? '')
          // checked twice: an address the parser let through but we would not is dropped, its words kept
          if (href) open({ type: 'a', href, children: [] })
          else stack.push({ node: { type: 'em', children: [] }, dropped: true })
          break
        }
        case 'paragraph_close':
          if (!token.hidden) stack.pop()
          break
        case 'bullet_list_close':
        case 'ordered_list_close':
        case 'list_item_close':
        case 'strong_close':
        case 'em_close':
          stack.pop()
          break
        case 'link_close': {
          const closed = stack.pop()
          if (closed?.dropped) for (const child of closed.node.children) push(child)
          break
        }
        case 'softbreak':
        case 'hardbreak':
          push({ type: 'br' })
          break
        case 'inline':
          walk(token.children ?? [])
          break
        default:
          // text, and anything a later markdown-it might add: its words only
          push(token.content)
      }
    }
  }
  walk(markdown.parse(source, {}))
  return root
}
