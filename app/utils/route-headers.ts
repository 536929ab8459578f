// React Router sends the headers an action sets (other than cookies) only through the route's
// own headers() export: a refused attempt's Retry-After is passed on here.
export function withRetryAfter(actionHeaders: Headers, headers: Record<string, string> = {}): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { ...headers, 'Retry-After': retryAfter } : headers
}
