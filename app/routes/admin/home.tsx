// Admin home (spec 2.5): 'Welcome to admin panel', and the numbers staff look at first: what
// needs attention, the money received (this month, this year, per month for a year), and what
// the site shows. Each card belongs to an area of the permissions table (app/content/permissions.ts):
// a person gets only the cards of their roles, and the loader does not even read the others
// (no donation totals for an Editor, no message count for a Treasurer).
import { Link } from 'react-router'
import { DonationsChart } from '~/components/admin/donations-chart'
import { getDashboardCounts, getDonationsReceived } from '~/models/dashboard.server'
import { requireAccess } from '~/auth/guards.server'
import { may, type Area } from '~/content/permissions'
import { formatAmount } from '~/utils/money'
import type { Route } from './+types/home'
import { backOfficeTitle } from '~/content-types/screens'

const monthName = (key: string, month: 'short' | 'long') =>
  new Date(`${key}-15T12:00:00Z`).toLocaleString('en-CA', { month, ...(month === 'long' ? { year: 'numeric' } : {}), timeZone: 'UTC' })

const CONTENT = [
  { key: 'blogs', label: 'Blog posts', to: '/admin/blogs', area: 'blogs' },
  { key: 'events', label: 'Events', to: '/admin/events', area: 'events' },
  { key: 'teamMembers', label: 'Team members', to: '/admin/team', area: 'teamMembers' },
  { key: 'galleryCategories', label: 'Gallery events', to: '/admin/gallery-categories', area: 'galleryCategories' },
  { key: 'galleryImages', label: 'Gallery pictures', to: '/admin/gallery-images', area: 'galleryImages' },
  { key: 'testimonials', label: 'Testimonials', to: '/admin/testimonials', area: 'testimonials' },
] as const satisfies readonly { key: string; label: string; to: string; area: Area }[]

export async function loader({ request }: Route.LoaderArgs) {
  const { roles } = await requireAccess(request, 'dashboard', 'read')
  const [messages, payments] = [may(roles, 'contactMessages'), may(roles, 'payments')]
  const content = CONTENT.filter((item) => may(roles, item.area, 'read'))
  const [counts, received] = await Promise.all([
    messages || payments || content.length > 0 ? getDashboardCounts() : null,
    payments ? getDonationsReceived() : null,
  ])
  return {
    attention: {
      ...(messages && counts ? { unreadMessages: counts.unreadMessages } : {}),
      ...(payments && counts ? { pledgesWaiting: counts.pledgesWaiting } : {}),
    },
    published: content.map(({ key, label, to }) => ({ key, label, to, value: counts!.published[key], total: counts!.totals[key] })),
    received: received ? donations(received) : null,
  }
}

function donations(received: Awaited<ReturnType<typeof getDonationsReceived>>) {
  const current = received.months[received.months.length - 1].month
  return {
    thisMonth: formatAmount(received.thisMonthCents),
    thisMonthName: monthName(current, 'long'),
    thisYear: formatAmount(received.thisYearCents),
    year: current.slice(0, 4),
    months: received.months.map(({ month, cents, gifts }) => ({
      key: month,
      short: monthName(month, 'short'),
      long: monthName(month, 'long'),
      amount: formatAmount(cents),
      cents,
      gifts,
    })),
  }
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { attention, received, published } = loaderData
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Welcome to admin panel</h1>
      {attention.unreadMessages !== undefined || attention.pledgesWaiting !== undefined ? (
        <section aria-labelledby="needs-attention" className="mt-8">
          <h2 id="needs-attention" className="text-lg font-semibold">
            Needs attention
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {attention.unreadMessages !== undefined ? <Stat label="New contact messages" value={attention.unreadMessages} to="/admin/contact-messages" /> : null}
            {attention.pledgesWaiting !== undefined ? (
              <Stat label="Pledges waiting to be received" value={attention.pledgesWaiting} to="/admin/payments?status=pledged" />
            ) : null}
          </dl>
        </section>
      ) : null}
      {received ? (
        <section aria-labelledby="donations-received" className="mt-10">
          <h2 id="donations-received" className="text-lg font-semibold">
            Donations received
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Stat label={`This month (${received.thisMonthName})`} value={received.thisMonth} to="/admin/payments?status=received" />
            <Stat label={`This year (${received.year})`} value={received.thisYear} to="/admin/payments?status=received" />
          </dl>
          <div className="mt-4 max-w-3xl">
            <DonationsChart months={received.months} />
          </div>
        </section>
      ) : null}
      {published.length > 0 ? (
        <section aria-labelledby="published" className="mt-10">
          <h2 id="published" className="text-lg font-semibold">
            Published on the site
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {published.map((item) => (
              <Stat key={item.key} label={item.label} value={item.value} note={`of ${item.total} in all`} to={item.to} />
            ))}
          </dl>
        </section>
      ) : null}
    </>
  )
}

function Stat({ label, value, note, to }: { label: string; value: number | string; note?: string; to: string }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="font-medium text-slate-700">
        <Link to={to} className="underline-offset-2 hover:underline">
          {label}
        </Link>
      </dt>
      <dd className="mt-1 flex items-baseline gap-2">
        <span className="text-3xl font-semibold text-brand-800">{value}</span>
        {note ? <span className="text-sm text-slate-600">{note}</span> : null}
      </dd>
    </div>
  )
}

export const meta = () => backOfficeTitle('Home')
