// Requests no browser sends, refused before React Router sees them (issue 12, finding 9).
// React Router's Express adapter builds the request's URL from the protocol, the Host (or,
// behind TRUST_PROXY, X-Forwarded-Host) and the request target; a Host such as 'a b', '[::1'
// or 'x:99999' made that URL throw, and the visitor got a 500 and the log a stack. Here they
// get a short 400 (405 or 501 for a method the site does not serve), logged as an ordinary
// answer. The site only ever serves GET, HEAD and POST to origin-form targets ('/path?query');
// it is not a proxy, so an absolute-form target ('GET http://other.example/') is refused too.

const SERVED_METHODS = ['GET', 'HEAD', 'POST']
// Methods HTTP defines (RFC 9110, TRACE's old twin TRACK, WebDAV's common ones): known, not allowed
// here (405). Anything else is a method this server does not implement (501).
const KNOWN_METHODS = new Set(['OPTIONS', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK'])

// A host name (letters, digits, '-', '_' in dot-separated labels; the trailing dot of a fully
// qualified name allowed), an IPv4 address or a bracketed IPv6 address, then an optional port.
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

/** Whether a Host (or X-Forwarded-Host) value is one host with an optional port in 1-65535. */
export function isValidHost(value) {
  if (typeof value !== 'string' || value.length > 255) return false
  const match = HOST.exec(value)
  if (!match) return false
  const port = match[1]
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

/** The values of a header each proxy on the way may have appended to ('a, b'), trimmed. */
function valuesOf(value) {
  return String(value).split(',').map((v) => v.trim())
}

function refuse(res, status, message, headers = {}) {
  res.status(status).set(headers).type('text/plain').send(`${message}\n`)
}

export function requestGuard() {
  return (req, res, next) => {
    if (!SERVED_METHODS.includes(req.method)) {
      if (KNOWN_METHODS.has(req.method)) return refuse(res, 405, 'Method not allowed', { Allow: SERVED_METHODS.join(', ') })
      return refuse(res, 501, 'Not implemented')
    }
    // origin-form only: '/' and what follows; not '*', not 'http://...'
    if (!req.url.startsWith('/')) return refuse(res, 400, 'Bad request')
    // HTTP/1.1 without Host is refused by Node itself; HTTP/1.0 may leave it out, but every
    // address of the site is built from it
    if (!isValidHost(req.headers.host)) return refuse(res, 400, 'Bad request')
    // behind TRUST_PROXY, Express and React Router read these instead of the connection's own
    // (each in its own way with a list: every entry must be sound)
    if (req.app.enabled('trust proxy')) {
      const forwardedHost = req.headers['x-forwarded-host']
      if (forwardedHost !== undefined && !valuesOf(forwardedHost).every(isValidHost)) return refuse(res, 400, 'Bad request')
      const forwardedProto = req.headers['x-forwarded-proto']
      if (forwardedProto !== undefined && !valuesOf(forwardedProto).every((v) => /^https?$/i.test(v))) return refuse(res, 400, 'Bad request')
    }
    next()
  }
}
