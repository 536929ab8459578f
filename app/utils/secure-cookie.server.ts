// Whether a cookie set in answer to this request should be Secure: whenever the site is reached
// over HTTPS, and in production unless it is served on the machine itself (the tests and a
// local trial run over plain http://localhost).
export function isSecureRequest(request: Request) {
  const url = new URL(request.url)
  if (url.protocol === 'https:') return true
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return process.env.NODE_ENV === 'production' && !loopback
}
