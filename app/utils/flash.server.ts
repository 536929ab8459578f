// A one-time message carried across a redirect in a short-lived cookie (after an add, edit or
// delete): the next page shows it once as a toast.
import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import { cookieSecrets } from './cookie-secret.server'

// Signed: a message someone else set (a cookie planted by another site on a shared domain, a
// tampered value) is ignored, so a toast only ever says what this server said.
const flashCookie = () => createCookie('flash', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60, secrets: cookieSecrets() })

// Toasts show top-right (spec 9); the Payment page's show bottom-right, so a flash may say where.
const flashSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string().max(300),
  position: z.enum(['top-right', 'bottom-right']).optional(),
  /** The item just added or saved: its list marks it. */
  savedId: z.number().int().positive().optional(),
  /** An item just moved to the Trash: the toast's Undo posts its id to `action` (the type's Trash), which brings it back. */
  undo: z.object({ action: z.string().startsWith('/admin/').max(200), id: z.number().int().positive() }).optional(),
})
export type Flash = z.infer<typeof flashSchema>
export type FlashPosition = NonNullable<Flash['position']>

export async function redirectWithFlash(url: string, flash: Flash, init: { headers?: HeadersInit; reloadDocument?: boolean } = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await flashCookie().serialize(JSON.stringify(flash)))
  // From a page that loads React to one that does not (the sign-in pages, decision 039): the
  // browser loads it as a document at once, so that the message is read by that page and not by
  // a data request for it made before the page is loaded again (React Router's redirectDocument).
  if (init.reloadDocument) headers.set('X-Remix-Reload-Document', 'true')
  return redirect(url, { headers })
}

/** The waiting message, if any, and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const raw = await flashCookie().parse(request.headers.get('Cookie'))
  const headers = new Headers()
  if (raw === null || raw === undefined) return { flash: null, headers }
  headers.append('Set-Cookie', await flashCookie().serialize('', { maxAge: 0 }))
  try {
    const parsed = flashSchema.safeParse(JSON.parse(String(raw)))
    return { flash: parsed.success ? parsed.data : null, headers }
  } catch {
    return { flash: null, headers }
  }
}
