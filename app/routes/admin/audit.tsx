// The activity log (issue 19 item 6, decision 027): what staff did in the back office, newest
// first, 25 a page, narrowed by person, action, type of item and dates, and searched by item or
// person. Read only: the log has no edit or delete, here or anywhere in the app.
import { Link } from 'react-router'
import { DataTable, type Column } from '~/components/admin/data-table'
import { ScreenHeader } from '~/components/admin/list-header'
import { controlClassName } from '~/components/ui/text-input'
import { requireAccess } from '~/auth/guards.server'
import { entriesInWords, type ChangeWords, type Words } from '~/content-types/audit-words.server'
import { backOfficeTitle } from '~/content-types/screens'
import { AUDIT_ACTIONS, auditFilterChoices, listAudit, OPERATOR, SERVER_START, type AuditAction, type AuditChange } from '~/models/audit.server'
import { getPrivacySettings } from '~/models/settings.server'
import { formatDateTime } from '~/utils/dates.server'
import { edmontonDayStart } from '~/utils/edmonton-day.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/audit'

const TITLE = 'Activity log'

/** A day typed in a date field, or '' (anything else is no limit, as on every list). */
const dayParam = (value: string | null) => (value && edmontonDayStart(value) ? value : '')

/** Who acted, for entries made without an account (they carry no e-mail address). */
const NO_ACCOUNT_ACTORS: Record<string, string> = {
  [OPERATOR.address]: 'Operator (command line)',
  [SERVER_START.address]: 'The server at start-up (ADMIN_EMAIL)',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'audit')
  const url = new URL(request.url)
  const params = readListParams(url)
  const asked = (name: string) => (url.searchParams.get(name) ?? '').trim()
  const [choices, { auditRetentionMonths }] = await Promise.all([auditFilterChoices(), getPrivacySettings()])
  // an unknown choice shows them all rather than an error
  const person = choices.people.find((p) => String(p.id) === asked('person'))?.id ?? null
  const action = AUDIT_ACTIONS.find((a) => a === asked('action')) ?? null
  const type = choices.types.find((t) => t === asked('type')) ?? null
  const [from, to] = [dayParam(asked('from')), dayParam(asked('to'))]
  const { rows, total } = await listAudit({ q: params.q, person, action, type, from: from || null, to: to || null }, params)
  const words = await entriesInWords(rows.map((row) => ({ ...row, changes: row.changes as AuditChange[] | null })))
  const filters = { person: person === null ? '' : String(person), action: action ?? '', type: type ?? '', from, to }
  return {
    info: { ...listPageInfo(params, total), filters },
    retentionMonths: auditRetentionMonths,
    people: choices.people,
    types: choices.types,
    actions: [...AUDIT_ACTIONS],
    rows: rows.map((row, index) => ({
      id: row.id,
      when: formatDateTime(row.createdAt),
      who: row.actorEmail ?? NO_ACCOUNT_ACTORS[row.address] ?? 'Unknown',
      address: row.address,
      action: actionLabel(row.action),
      ...words[index],
    })),
  }
}

const actionLabel = (action: AuditAction | string) => action.charAt(0).toUpperCase() + action.slice(1)

/** Words, as a link where they lead to a screen. */
function Said({ words }: { words: Words }) {
  return words.href ? (
    <Link to={words.href} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
      {words.text}
    </Link>
  ) : (
    <>{words.text}</>
  )
}

/** One change as a line: 'Amount (CAD): $250.00 → $205.00', 'Title: Diwali' (added) or 'Picture changed' (a field whose values are not kept). */
function Change({ change: { field, from, to } }: { change: ChangeWords }) {
  if (!from && !to) return <>{field} changed</>
  return (
    <>
      {field}:{' '}
      {from ? (
        <>
          <Said words={from} /> →{' '}
        </>
      ) : null}
      {to ? <Said words={to} /> : null}
    </>
  )
}

type Row = Awaited<ReturnType<typeof loader>>['rows'][number]

/** '28 November 2026, 10:27 a.m.' on two lines where the column is narrow, never broken inside the date or the time. */
function When({ when }: { when: string }) {
  const at = when.lastIndexOf(', ')
  if (at < 0) return <span className="whitespace-nowrap">{when}</span>
  return (
    <>
      <span className="whitespace-nowrap">{when.slice(0, at + 1)}</span> <span className="whitespace-nowrap">{when.slice(at + 2)}</span>
    </>
  )
}

const COLUMNS: Column<Row>[] = [
  { header: 'When', cell: (row) => <When when={row.when} />, sortsByDate: true },
  { header: 'Who', cell: (row) => <span className="inline-block min-w-28 [overflow-wrap:anywhere]">{row.who}</span> },
  { header: 'Action', cell: (row) => row.action },
  {
    header: 'Item',
    cell: (row) => (
      <span className="inline-block min-w-28 [overflow-wrap:anywhere]">
        <Said words={row.item} />
      </span>
    ),
  },
  {
    header: 'Changes',
    cell: (row) =>
      row.changes.length === 0 ? null : (
        <ul className="max-w-md min-w-48 space-y-1 text-sm [overflow-wrap:anywhere]">
          {row.changes.map((change, index) => (
            <li key={index}>
              <Change change={change} />
            </li>
          ))}
        </ul>
      ),
  },
  { header: 'From address', cell: (row) => <span className="text-sm break-all">{row.address}</span> },
]

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { info, people, types, actions, retentionMonths } = loaderData
  const values = info.filters
  const select = (name: keyof typeof values, label: string, all: string, options: [string, string][]) => (
    <div className="w-full min-w-0 sm:w-auto sm:max-w-xs">
      <label htmlFor={`filter-${name}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={values[name]} className={`mt-1.5 ${controlClassName}`}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
  const day = (name: 'from' | 'to', label: string) => (
    <div className="w-full min-w-0 sm:w-auto sm:max-w-xs">
      <label htmlFor={`filter-${name}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input id={`filter-${name}`} type="date" name={name} defaultValue={values[name]} className={`mt-1.5 ${controlClassName}`} />
    </div>
  )
  return (
    <>
      <ScreenHeader
        title={TITLE}
        intro={`What staff did in the back office: who, when, from which address, and what changed. Entries cannot be changed or deleted; they are kept for ${retentionMonths} months (Settings).`}
      />
      <DataTable
        caption="Activity log entries"
        rows={loaderData.rows}
        info={info}
        searchLabel="Search by item or person"
        searchName="Find activity"
        searchExtras={
          <>
            {select(
              'person',
              'Person',
              'Everyone',
              people.map((p) => [String(p.id), p.email]),
            )}
            {select(
              'action',
              'Action',
              'Every action',
              actions.map((a) => [a, actionLabel(a)]),
            )}
            {select(
              'type',
              'Type',
              'Every type',
              types.map((t) => [t, t]),
            )}
            {day('from', 'From')}
            {day('to', 'To')}
          </>
        }
        empty={<p>Nothing has been recorded yet.</p>}
        columns={COLUMNS}
      />
    </>
  )
}

export const meta = () => backOfficeTitle(TITLE)
