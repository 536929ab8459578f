// True once React runs in the browser. The server render and the hydration pass both see
// false, so markup that only works with JavaScript can replace its no-JS fallback without a
// hydration mismatch.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
