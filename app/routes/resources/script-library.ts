// GET /scripts/{name}-{hash}.js: a library a public page loads when it needs it
// (components/site/script-libraries.server.ts). Named by its content, so kept a year.
import { scriptLibraryAt } from '~/components/site/script-libraries.server'
import type { Route } from './+types/script-library'

export function loader({ params }: Route.LoaderArgs) {
  const code = scriptLibraryAt(params.file)
  if (code === null) throw new Response('Not found', { status: 404 })
  return new Response(code, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
