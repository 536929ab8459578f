// What the public layout's loader gives every page under it, whatever the page's language (the
// layout's route id carries the language: routes.ts).
import { useMatches } from 'react-router'
import type { loader as layoutLoader } from './layout'

export type SiteData = Awaited<ReturnType<typeof layoutLoader>>

export function useSiteData(): SiteData | undefined {
  return useMatches().find((match) => match.id.endsWith('routes/site/layout'))?.loaderData as SiteData | undefined
}
