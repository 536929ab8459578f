// The last resort of the Express chain (server/start.js).
// What a visitor sees when something failed outside React Router (or React Router itself
// failed): a calm page with no stack, no path, no detail; the detail is in the log under the
// request id shown here.
function errorPage(requestId) {
  return `<!DOCTYPE html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1e293b}a{color:#0f766e}</style>
</head><body><main>
<h1>Something went wrong</h1>
<p>Something went wrong on our side while showing this page. Please take a breath and try again in a moment.</p>
<p><a href="/">Go to the home page</a></p>
<p>In crisis? Call or text <a href="tel:988">9-8-8</a>, the Suicide Crisis Helpline. In danger: <a href="tel:911">911</a>.</p>
<p><small>Reference: ${requestId}</small></p>
</main></body></html>`
}

export function errorHandler(error, _req, res, _next) {
  res.err = error // the request log (server/request-log.js) logs it with the request id when the response ends
  if (res.headersSent) {
    res.destroy()
    return
  }
  const status = Number(error?.status ?? error?.statusCode)
  res.status(status >= 400 && status < 500 ? status : 500)
  res.type('html').send(errorPage(String(res.locals.requestId ?? '')))
}
