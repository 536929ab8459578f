// Whether React runs in the browser: on this page at all (useHydratesInBrowser), and yet
// (useHydrated).
import { useMatches } from 'react-router'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * True once React runs in the browser. The server render and the hydration pass both see false,
 * so markup that only works with JavaScript can replace its no-JS fallback without a hydration
 * mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Whether the page loads React in the browser: the deepest route that says (`handle.hydrate`)
 * decides. The public pages, those for signing in and a signed-in person's own account pages do
 * not (docs/decisions/039-public-pages-without-hydration.md, 085): they are documents with a few
 * small scripts of their own; the back office does.
 */
export function useHydratesInBrowser(): boolean {
  const said = useMatches()
    .map((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate)
    .findLast((hydrate) => hydrate !== undefined)
  return said ?? true
}
