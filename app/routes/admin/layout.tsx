// The back office frame (spec 2.5, Admin shell): a collapsible side menu with the current
// section marked (only the sections the person's roles open: app/content/permissions.ts), the
// signed-in person, Log Out, and the flash toasts.
import { useEffect, useRef, useState } from 'react'
import { Form, Link, NavLink, Outlet, data, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { menuFor } from '~/components/admin/admin-menu'
import { FlashToast } from '~/components/ui/flash-toast'
import { ErrorPage } from '~/components/site/error-page'
import { useHydrated } from '~/components/site/use-hydrated'
import { countUnreadContactMessages } from '~/content-types/contact-message.server'
import { isMailConfigured } from '~/email/outbox.server'
import { countOutboxByStatus } from '~/models/outbox.server'
import { requireStaff } from '~/auth/guards.server'
import { may, type StaffRole } from '~/content/permissions'
import { readFlash } from '~/utils/flash.server'
import type { Route } from './+types/layout'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { flash, headers } = await readFlash(request)
  // The message being opened by this same request is read by the time the page shows, but its
  // loader runs beside this one: leave it out rather than race it.
  const opening = /^\/admin\/contact-messages\/(\d{1,9})$/i.exec(new URL(request.url).pathname)?.[1]
  // what the person's roles do not open is not even counted: no message count for a Treasurer,
  // no outbox for an Editor
  const [unreadMessages, mailCounts] = await Promise.all([
    may(user.roles, 'contactMessages') ? countUnreadContactMessages(opening ? Number(opening) : undefined) : 0,
    may(user.roles, 'email') ? countOutboxByStatus() : null,
  ])
  const mail = mailCounts ? { configured: isMailConfigured(), waiting: mailCounts.queued + mailCounts.sending, failed: mailCounts.failed, held: mailCounts.held } : null
  return data({ email: user.email, roles: user.roles, flash, unreadMessages, mail }, { headers })
}

// The unread count changes when a message is opened (a plain navigation, which would not
// re-run this loader by default).
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || nextUrl.pathname.startsWith('/admin/contact-messages')
}

// Admin pages are private: never kept by a browser or a proxy.
export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} roles={loaderData.roles} unreadMessages={loaderData.unreadMessages}>
      <FlashToast flash={loaderData.flash} />
      {loaderData.mail ? <MailBanner {...loaderData.mail} /> : null}
      <Outlet />
    </AdminShell>
  )
}

function AdminShell({ email, roles, unreadMessages = 0, children }: { email?: string; roles: StaffRole[]; unreadMessages?: number; children: React.ReactNode }) {
  const hydrated = useHydrated()
  const [collapsed, setCollapsed] = useState(false)
  const location = useLocation()
  const phoneMenu = useRef<HTMLDetailsElement>(null)
  const menuPath = useRef(location.pathname)
  // the phone menu closes once a section is chosen; not when the page starts its scripts, which
  // would shut a menu opened while they loaded
  useEffect(() => {
    if (menuPath.current === location.pathname) return
    menuPath.current = location.pathname
    if (phoneMenu.current) phoneMenu.current.open = false
  }, [location.pathname])

  return (
    <div data-back-office className="min-h-screen bg-slate-50 text-slate-900">
      <a href="#admin-main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to main content
      </a>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-brand-900 px-4 py-3 text-white">
        {hydrated ? (
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            aria-controls="admin-menu"
            className="hidden min-h-11 rounded-md px-3 font-semibold hover:bg-brand-800 lg:inline-flex lg:items-center"
          >
            {collapsed ? 'Show menu' : 'Hide menu'}
          </button>
        ) : null}
        <Link to="/admin" className="font-semibold">
          Back office
        </Link>
        <span className="ml-auto hidden text-sm text-brand-100 sm:inline">{email}</span>
        <Link to="/" className="rounded-md px-3 py-2 text-sm font-semibold underline hover:bg-brand-800">
          View site
        </Link>
      </header>
      <details ref={phoneMenu} className="border-b border-slate-200 bg-white lg:hidden">
        <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold">Menu</summary>
        <MenuList roles={roles} unreadMessages={unreadMessages} />
      </details>
      <div className="flex">
        {!collapsed ? (
          <nav id="admin-menu" aria-label="Back office" className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
            <MenuList roles={roles} unreadMessages={unreadMessages} />
          </nav>
        ) : null}
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-8">
          {children}
        </main>
      </div>
    </div>
  )
}

/** On every screen: e-mail that cannot go out (no SMTP_URL), that failed, or that a restore holds needs someone to know. */
function MailBanner({ configured, waiting, failed, held }: { configured: boolean; waiting: number; failed: number; held: number }) {
  const location = useLocation()
  if (location.pathname.startsWith('/admin/email')) return null
  if (configured && failed === 0 && held === 0) return null
  const text = !configured
    ? `E-mail is not configured on this server: e-mails wait in the outbox${waiting > 0 ? ` (${waiting} waiting)` : ''}.`
    : held > 0
      ? `${held} e-mail${held === 1 ? ' is' : 's are'} held after a restore: choose whether to send ${held === 1 ? 'it' : 'them'}.`
      : `${failed} e-mail${failed === 1 ? '' : 's'} could not be sent.`
  const to = !configured ? '/admin/email' : held > 0 ? '/admin/email?status=held' : '/admin/email?status=failed'
  return (
    <p role="note" className="mb-6 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
      {text}{' '}
      <Link to={to} className="font-semibold underline">
        See E-mail
      </Link>
    </p>
  )
}

function MenuList({ roles, unreadMessages }: { roles: StaffRole[]; unreadMessages: number }) {
  return (
    <ul className="space-y-1 p-3">
      {menuFor(roles).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={'end' in item ? item.end : false}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-lg px-3 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'}`
            }
          >
            {item.label}
            {item.to === '/admin/contact-messages' && unreadMessages > 0 ? (
              <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900 ring-1 ring-amber-700">
                {unreadMessages}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li>
        <Form method="post" action="/logout">
          <button type="submit" className="flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-brand-50">
            Log Out
          </button>
        </Form>
      </li>
    </ul>
  )
}

export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex' }]
}

// An error inside a screen keeps the menu; a refused visitor (403) sees no part of the back office.
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) {
    return (
      <main id="main" className="min-h-screen bg-sand-50">
        <ErrorPage error={error} />
      </main>
    )
  }
  return (
    <AdminShell email={loaderData.email} roles={loaderData.roles} unreadMessages={loaderData.unreadMessages}>
      <ErrorPage error={error} />
    </AdminShell>
  )
}
