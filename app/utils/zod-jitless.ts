// zod 4 asks, when it builds its first object schema, whether it may compile a faster parser
// with `new Function('')`. Under the site's Content-Security-Policy (no 'unsafe-eval') the
// browser refuses, zod falls back quietly, but the browser has already raised an `eval`
// violation: a false alarm on every back-office screen that holds a schema (issue 36 item 6.5,
// decision 054). In the browser zod runs without compiling (jitless), so nothing is probed. The
// server keeps zod's compiled parsers: no CSP applies there.
//
// Imported first by app/root.tsx, the first module every page with scripts runs, so that this
// runs before any schema is built.
import { config } from 'zod/mini'

if (typeof document !== 'undefined') config({ jitless: true })
