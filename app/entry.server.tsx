// Server rendering with the request's CSP nonce on every script React Router emits.
import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter, isRouteErrorResponse } from 'react-router'
import '~/i18n/catalogs.server'
import { logger } from '~/utils/logger.server'
import { NonceProvider } from '~/utils/nonce'
import { ScriptLibrariesProvider } from '~/components/site/inline-script'
import { SCRIPT_LIBRARIES } from '~/components/site/script-libraries.server'

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ScriptLibrariesProvider value={SCRIPT_LIBRARIES}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ScriptLibrariesProvider>
      </NonceProvider>,
      {
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
      },
    )
    const timer = setTimeout(abort, streamTimeout + 1000)
  })
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
