// Where the visitor is, for the parts of the site's frame that depend on it: the menu entry of the
// current page, the path the language buttons return to and the language offer of the home page.
// The frame reads it here rather than from React Router, so that it can also be rendered outside
// a page's render, once for many pages (kept-shell.server.tsx).
import { createContext, useContext } from 'react'

export type ShellPlace = {
  /** The page's path, as React Router matched it. */
  pathname: string
  /** The path with its query, for the language buttons to come back to. */
  pathAndQuery: string
}

const ShellPlaceContext = createContext<ShellPlace | null>(null)
export const ShellPlaceProvider = ShellPlaceContext.Provider

export function useShellPlace(): ShellPlace {
  const place = useContext(ShellPlaceContext)
  if (!place) throw new Error('A part of the site frame was rendered outside SiteShell')
  return place
}

const trimmed = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/'

/** Whether a menu entry's path is the page's (any letter case and trailing slash, as routes match). */
export function samePath(here: string, to: string) {
  return trimmed(here) === trimmed(to)
}
