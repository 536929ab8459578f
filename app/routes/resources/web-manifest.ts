// GET /manifest.webmanifest: what a phone needs to install the site as an app (its name, the
// logo, the colours), named by every public page once it has loaded (decision 103,
// app/components/site/web-app-manifest.tsx). It installs nothing by itself and keeps nothing
// offline: only "Keep crisis help on this phone" does that (decision 071).
import { getLayoutSettings } from '~/models/settings.server'
import type { Route } from './+types/web-manifest'

/** The launcher's label under the icon: the name when short, else its first word. */
export function shortName(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12)
}

export async function loader(_: Route.LoaderArgs) {
  const { organisation } = await getLayoutSettings()
  const manifest = {
    name: organisation.name,
    short_name: shortName(organisation.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf9f3',
    theme_color: '#0f766e',
    icons: [
      { src: '/logo-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/logo-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
