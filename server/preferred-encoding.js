// The compressed form of an answer to send: brotli whenever the browser takes it, else gzip.
// Browsers list gzip before br in Accept-Encoding at the same weight, and Express's
// `req.acceptsEncodings` keeps the browser's order: it chose gzip for every browser, and the
// brotli copies (some 20% smaller) were never sent. Negotiator's second argument breaks the tie.
import Negotiator from 'negotiator'

const AVAILABLE = ['br', 'gzip', 'identity']
const PREFERRED = ['br', 'gzip']

/** 'br', 'gzip' or 'identity', as the request accepts; undefined when it refuses all three. */
export function preferredEncoding(req) {
  return new Negotiator(req).encoding(AVAILABLE, PREFERRED)
}
