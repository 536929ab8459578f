// Draws a formatted text's tree (formatted-text.ts, decision 031) for pages and feeds. It can make only
// p, br, strong, em, a, ul, ol, li and text: whatever was stored, no other element or attribute
// can reach the page, and React escapes the words.
import { Fragment, type ReactNode } from 'react'
import { allowedHref, isExternalHref, plainText, type FormattedNode, type FormattedText as Tree } from './formatted-text'

const linkClass = 'font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800'

type Props = {
  text: Tree
  /** The classes of each paragraph and list (they follow one another with a gap). */
  className?: string
  /** No classes at all: for a feed reader, which draws the elements its own way. */
  bare?: boolean
}

export function FormattedText({ text, className = 'mt-4 first:mt-0', bare = false }: Props) {
  return <>{text.map((node, index) => draw(node, index, bare ? null : className))}</>
}

/** `blockClass` null: no classes (a feed). */
function draw(node: FormattedNode, key: number, blockClass: string | null): ReactNode {
  const classes = (own: string, block = blockClass) => (blockClass === null ? undefined : `${own} ${block}`.trim())
  if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>
  const children = () => ('children' in node ? node.children.map((child, index) => draw(child, index, blockClass)) : null)
  switch (node.type) {
    case 'br':
      return <br key={key} />
    case 'p':
      return (
        <p key={key} className={classes('')}>
          {children()}
        </p>
      )
    case 'strong':
      return <strong key={key} className={classes('font-semibold', '')}>{children()}</strong>
    case 'em':
      return <em key={key}>{children()}</em>
    case 'ul':
      return (
        <ul key={key} className={classes('list-disc ps-6')}>
          {children()}
        </ul>
      )
    case 'ol':
      return (
        <ol key={key} start={node.start} className={classes('list-decimal ps-6')}>
          {children()}
        </ol>
      )
    case 'li':
      // paragraphs inside an item (a list with blank lines between items) keep a small gap
      return (
        <li key={key} className={classes('mt-1 first:mt-0', '')}>
          {node.children.map((child, index) => draw(child, index, blockClass === null ? null : 'mt-2 first:mt-0'))}
        </li>
      )
    case 'a': {
      // checked again here: a tree that did not come from the parser still cannot make a script link
      const href = allowedHref(node.href)
      const words = plainText(node.children).trim() ? children() : node.href.replace(/^mailto:/i, '')
      if (!href) return <Fragment key={key}>{words}</Fragment>
      return (
        <a key={key} href={href} rel={isExternalHref(href) ? 'noopener noreferrer' : undefined} className={blockClass === null ? undefined : linkClass}>
          {words}
        </a>
      )
    }
    default:
      return null
  }
}
