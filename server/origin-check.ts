// Cross-site request forgery: a request that changes something (any method but GET, HEAD,
// OPTIONS) must come from a page of this site. Browsers say where a request comes from in
// Origin and Sec-Fetch-Site; a request with a foreign origin, or with neither header, is refused
// before any action runs. Session cookies are SameSite=Lax as a second line.
import type { NextFunction, Request, Response } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isSameOriginRequest(req: Pick<Request, 'method' | 'get' | 'host'>): boolean {
  if (SAFE_METHODS.has(req.method)) return true
  const origin = req.get('origin')
  if (origin && origin !== 'null') {
    try {
      // host (with port) only: behind a TLS proxy the app may see http while the browser says https
      return new URL(origin).host === req.host
    } catch {
      return false
    }
  }
  const site = req.get('sec-fetch-site')
  return site === 'same-origin' || site === 'none'
}

export function originCheck(req: Request, res: Response, next: NextFunction) {
  if (isSameOriginRequest(req)) return next()
  res
    .status(403)
    .type('text/plain')
    .send('This request came from another site, so it was refused. Please go back to the page, reload it and try again.')
}
