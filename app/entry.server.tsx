// Server rendering with the request's CSP nonce on every script React Router emits.
import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter, isRouteErrorResponse } from 'react-router'
import '~/i18n/catalogs.server'
import { logger } from '~/utils/logger.server'
import { NonceProvider } from '~/utils/nonce'
import { ScriptLibrariesProvider } from '~/components/site/inline-script'
import { withKeptShell } from '~/components/site/kept-shell.server'
import { SCRIPT_LIBRARIES } from '~/components/site/script-libraries.server'
import { KeptShellProvider, KeptShellSlot } from '~/components/site/site-shell'

export const streamTimeout = 5_000

/**
 * The whole document, rendered before it is sent. No page waits on data while it renders (no
 * Suspense, no deferred data), so streaming would send nothing sooner; sent as one body it is
 * compressed and written once, where a stream was flushed through gzip in some 25 pieces.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const loadsReact = hydrates(routerContext)
  const app = (
    <NonceProvider value={nonce}>
      <ScriptLibrariesProvider value={SCRIPT_LIBRARIES}>
        <ServerRouter context={loadsReact ? routerContext : matchedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </ScriptLibrariesProvider>
    </NonceProvider>
  )
  if (!loadsReact) {
    // A document that loads no React (decision 039) suspends nowhere: React Router's data for
    // the browser is written only with <Scripts>. Rendered to one string, React's output is
    // joined as text where the stream encoded every 2 KB piece to bytes, wrote it through a
    // PassThrough and gathered the pieces again (decision 093). The site's frame is put in
    // afterwards, rendered once for many pages (decision 107).
    const slot = new KeptShellSlot()
    let page = '<!DOCTYPE html>' + renderToString(<KeptShellProvider value={slot}>{app}</KeptShellProvider>)
    if (slot.frame) page = withKeptShell(page, slot.frame, nonce)
    // as bytes: a string body would be checked for lone surrogates character by character first
    const html = Buffer.from(page)
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(html, { headers: responseHeaders, status: responseStatusCode })
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onShellReady() {
        shellRendered = true
      },
      onAllReady() {
        clearTimeout(timer)
        const body = new PassThrough()
        pipe(body)
        buffer(body).then((html) => {
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
        }, reject)
      },
      onShellError(error: unknown) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // errors after the shell are logged; before it they reach the error boundary
        if (shellRendered) logRenderError(error, request, loadContext)
      },
    })
    const timer = setTimeout(abort, streamTimeout + 1000)
  })
}

/** Whether the page loads React in the browser: the deepest route that says (`handle.hydrate`) decides, as `useHydratesInBrowser` does. */
function hydrates(context: EntryContext): boolean {
  const said = context.staticHandlerContext.matches
    .map((match) => (context.routeModules[match.route.id]?.handle as { hydrate?: boolean } | undefined)?.hydrate)
    .findLast((hydrate) => hydrate !== undefined)
  return said ?? true
}

/**
 * React Router's context for a page that loads no React, with only the routes this address
 * matched. `ServerRouter` builds React's route objects and the static router's data routes for
 * every route in the manifest on every render (some 240: each public page four times), a tenth
 * of a public page's server time; the render itself reads only the matched ones (`<Outlet>`,
 * `useMatches`, `<Meta>`, `<Links>`). The whole manifest matters only to `<Scripts>`, which
 * describes the routes to the browser, and such a page leaves `<Scripts>` out (decision 097).
 */
function matchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext['manifest']['routes'] = {}
  for (const { route } of context.staticHandlerContext.matches) routes[route.id] = context.manifest.routes[route.id]
  // without the ranked branches of the whole table, which only <Scripts> reads
  return { ...context, manifest: { ...context.manifest, routes }, branches: undefined as unknown as EntryContext['branches'] }
}

function logRenderError(error: unknown, request: Request, context: AppLoadContext | undefined, level: 'error' | 'warn' = 'error') {
  // the path only: a query string may carry an e-mail address or a token
  const req = { method: request.method, path: new URL(request.url).pathname }
  if (level === 'error') logger.error({ reqId: context?.requestId, req, err: error }, 'request failed')
  else logger.warn({ reqId: context?.requestId, req, reason: error instanceof Error ? error.message : String(error) }, 'request refused')
}

// Errors thrown by loaders, actions and rendering: into the log with the request id (the page
// the visitor sees shows no stack or path). A cancelled request is not an error, and React
// Router's own 4xx (a POST to a page without a form, say) is a warning without a stack.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error ?? error.statusText
    logRenderError(cause, request, context as AppLoadContext | undefined, error.status < 500 ? 'warn' : 'error')
    return
  }
  logRenderError(error, request, context as AppLoadContext | undefined)
}
