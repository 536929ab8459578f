// Links between public pages. Public pages run no React in the browser (decision 039): each link
// loads its page as a document, so React Router's Link and NavLink (hooks that resolve the path,
// discover routes, prefetch, watch the location) are only work for the server, about 45 links on
// the home page. `to` is a path already in the page's language (useLocalPath).
import type { ComponentProps } from 'react'
import { samePath, useShellPlace } from './shell-place'

type DocumentLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

export function DocumentLink({ to, ...rest }: DocumentLinkProps) {
  return <a href={to} {...rest} />
}

/** An entry of a menu: marked aria-current="page" on its own page (any letter case, as routes match). */
export function MenuLink({ to, className, ...rest }: Omit<DocumentLinkProps, 'className'> & { className: (current: boolean) => string }) {
  const current = samePath(useShellPlace().pathname, to)
  return <a href={to} aria-current={current ? 'page' : undefined} className={className(current)} {...rest} />
}
