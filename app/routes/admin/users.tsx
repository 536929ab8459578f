// Users (beyond the spec; issue 37): Administrators see every account with its roles as chips,
// narrow the list to one role, change someone's roles and delete accounts, and invite someone
// with one or more roles. What each role may do comes from the permissions table
// (app/content/permissions.ts), in the panels and the e-mails alike. A change of roles is asked
// again first, with what they will and will no longer be able to do (?roles=ID&set=...), and the
// server takes it only so confirmed; it counts from the person's next request, is in the
// activity log and is e-mailed to them. Nobody changes their own roles or deletes themselves
// here, and the last Administrator keeps the role.
import { useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, data, redirect, useSearchParams } from 'react-router'
import { z } from 'zod'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { ScreenHeader } from '~/components/admin/list-header'
import { buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import { MEMBER, ROLES, STAFF_ROLES, isStaffRole, normaliseRoles, roleNames, whatRolesAllow, type StaffRole } from '~/content/permissions'
import { LastAdminError, deleteUser, findUserById, languageOfUser, listUsers, setRoles, type UserFilter } from '~/models/user.server'
import { LANGUAGES, LANGUAGE_FACTS, isLanguage, pathIn, type Language } from '~/i18n/languages'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { invitationMail, rolesChangedMail } from '~/email/mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { AlreadyHasAccountError, cancelInvitation, inviteStaff, listPendingInvitations } from '~/models/invitation.server'
import type { Actor } from '~/models/audit.server'
import { getOrganisation } from '~/models/settings.server'
import { formatDate, formatDateTime } from '~/utils/dates.server'
import { env } from '~/utils/env.server'
import { readListParams } from '~/utils/list-params.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/users'
import { backOfficeTitle } from '~/content-types/screens'
import { CellLabel, STACKED } from '~/components/admin/stacked-table'

const PATH = '/admin/users'
const id = z.coerce.number().int().positive().max(2_147_483_647)
const roleList = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length)

const rolesSchema = z.object({ intent: z.literal('roles'), id, roles: roleList, confirmed: z.literal('yes').optional() })
const deleteSchema = z.object({ intent: z.literal('delete'), id })

const INVITE_EMAIL_MESSAGE = 'Enter the e-mail address of the person to invite, such as name@example.org'
const INVITE_ROLES_MESSAGE = 'Choose at least one role for them.'
const INVITE_LANGUAGE_MESSAGE = 'Choose the language of the invitation.'
const inviteSchema = z.object({ email: z.string().trim().max(254).pipe(z.email()), roles: roleList.min(1), language: z.enum(LANGUAGES).optional() })

/** The languages an invitation may be written in, named in English (the back office's) and in their own script. */
const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({
  value: language,
  label: language === 'en' ? 'English' : `${{ pa: 'Punjabi', hi: 'Hindi', ur: 'Urdu' }[language]} (${LANGUAGE_FACTS[language].name})`,
}))
const languageLabel = (language: string) => LANGUAGE_CHOICES.find((choice) => choice.value === language)?.label ?? 'English'
const cancelSchema = z.object({ intent: z.literal('cancel-invitation'), email: z.string().trim().min(1).max(254) })

/** The filter by role in the address: a staff role, 'member' (none), or everyone. */
function readFilter(url: URL): UserFilter {
  const asked = url.searchParams.get('role')
  return asked === 'member' || isStaffRole(asked) ? asked : null
}

/** Roles in an address (?set=editor,treasurer): known ones only, each once, in the table's order. */
const rolesIn = (value: string | null) => normaliseRoles((value ?? '').split(','))

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAccess(request, 'users')
  const url = new URL(request.url)
  // the same reading as every other list: ?page=1e21 or -1 is the first page, never an error
  const { page } = readListParams(request)
  const filter = readFilter(url)
  const asked = id.safeParse(url.searchParams.get('roles'))
  const [list, invitations, chosen, myLanguage] = await Promise.all([
    listUsers(page, filter),
    listPendingInvitations(),
    asked.success && asked.data !== me.id ? findUserById(asked.data) : null,
    languageOfUser(me.id),
  ])
  // the panel of one account's roles (?roles=ID), and the question before a change (&set=...)
  const editing = chosen ? { id: chosen.id, email: chosen.email, roles: normaliseRoles(chosen.roles) } : null
  const set = url.searchParams.get('set')
  const confirming = editing && set !== null ? { ...editing, after: rolesIn(set) } : null
  return {
    ...list,
    me: me.id,
    // an invitation's language starts as the inviter's own (decision 090)
    myLanguage,
    filter,
    users: list.users.map((u) => ({ ...u, createdAt: formatDate(u.createdAt) })),
    invitations: invitations.map((i) => ({ email: i.email, roles: i.roles, language: languageLabel(i.language), sent: formatDateTime(i.createdAt), expires: formatDateTime(i.expiresAt) })),
    editing: confirming ? null : editing,
    confirming,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAccess(request, 'users')
  const actor = actorOf(me, context)
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const fields: Fields = { ...Object.fromEntries(form.formData), roles: form.formData.getAll('roles') }
  switch (fields.intent) {
    case 'invite':
      return invite(fields, me.email, actor, await languageOfUser(me.id))
    case 'cancel-invitation': {
      const cancel = cancelSchema.safeParse(fields)
      if (!cancel.success) throw new Response('Unknown request', { status: 400 })
      await cancelInvitation(cancel.data.email, actor)
      return redirectWithFlash(PATH, { type: 'success', message: `The invitation to ${cancel.data.email} is withdrawn: its link no longer works.` })
    }
    case 'roles':
      return changeRoles(fields, me.id, actor)
    case 'delete':
      return remove(fields, me.id, actor)
  }
  throw new Response('Unknown request', { status: 400 })
}

type Fields = Record<string, FormDataEntryValue | FormDataEntryValue[]>

/** Changing someone's roles: asked again first (the question shows before and after), then done, logged and e-mailed. */
async function changeRoles(fields: Fields, myId: number, actor: Actor) {
  const parsed = rolesSchema.safeParse(fields)
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  const { id: userId, roles, confirmed } = parsed.data
  if (userId === myId) return redirectWithFlash(PATH, { type: 'error', message: 'You cannot change your own roles here: another Administrator can.' })
  // what a role gives is asked again, on this page, before anything changes
  if (!confirmed) throw redirect(`${PATH}?${new URLSearchParams({ roles: String(userId), set: normaliseRoles(roles).join(',') })}`)
  const [organisation, siteUrl] = [await getOrganisation(), env().SITE_URL]
  try {
    const changed = await setRoles(userId, roles, actor, (email, language) => rolesChangedMail(organisation, email, normaliseRoles(roles), siteUrl, language))
    if (!changed) return redirectWithFlash(PATH, { type: 'error', message: 'That account no longer exists.' })
    if (changed.before.join() === changed.after.join()) return redirectWithFlash(PATH, { type: 'success', message: `${changed.email} already had these roles: nothing changed.` })
    wakeOutbox()
    return redirectWithFlash(PATH, { type: 'success', message: `${changed.email} is now ${roleNames(changed.after)}. We e-mailed them what changed.` })
  } catch (error) {
    if (error instanceof LastAdminError) return redirectWithFlash(PATH, { type: 'error', message: error.message })
    throw error
  }
}

async function remove(fields: Fields, myId: number, actor: Actor) {
  const parsed = deleteSchema.safeParse(fields)
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  if (parsed.data.id === myId) return redirectWithFlash(PATH, { type: 'error', message: 'You cannot delete your own account here.' })
  if (!(await findUserById(parsed.data.id))) return redirectWithFlash(PATH, { type: 'error', message: 'That account no longer exists.' })
  try {
    await deleteUser(parsed.data.id, actor)
  } catch (error) {
    if (error instanceof LastAdminError) return redirectWithFlash(PATH, { type: 'error', message: error.message })
    throw error
  }
  return redirectWithFlash(PATH, { type: 'success', message: 'Item Deleted Successfully!' })
}

/** Invites someone with one or more roles: a link by e-mail, valid 72 hours, saying what the roles allow. */
async function invite(fields: Fields, invitedBy: string, actor: Actor, inviterLanguage: Language) {
  const parsed = inviteSchema.safeParse(fields)
  const typed = typeof fields.email === 'string' ? fields.email.slice(0, 254) : ''
  const chosen = normaliseRoles(Array.isArray(fields.roles) ? fields.roles : [])
  const language = isLanguage(fields.language) ? fields.language : null
  if (!parsed.success) {
    const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]))
    const errors = {
      email: wrong.has('email') ? INVITE_EMAIL_MESSAGE : null,
      roles: wrong.has('roles') ? INVITE_ROLES_MESSAGE : null,
      language: wrong.has('language') ? INVITE_LANGUAGE_MESSAGE : null,
    }
    return data({ invite: { email: typed, roles: chosen, language, errors } }, { status: 400 })
  }
  // a form without the choice (a page from before it): the inviter's own language
  const { email, roles, language: chosenLanguage = inviterLanguage } = parsed.data
  const organisation = await getOrganisation()
  // the link leads to the accept page in the invitation's language
  const link = (token: string) => `${env().SITE_URL}${pathIn(chosenLanguage, '/accept-invitation')}?token=${token}`
  try {
    await inviteStaff(email, roles, chosenLanguage, (token) => invitationMail(organisation, email, invitedBy, normaliseRoles(roles), link(token), chosenLanguage), actor)
  } catch (error) {
    if (error instanceof AlreadyHasAccountError) return data({ invite: { email: typed, roles: chosen, language, errors: { email: error.message, roles: null, language: null } } }, { status: 400 })
    throw error
  }
  wakeOutbox()
  return redirectWithFlash(PATH, { type: 'success', message: `Invitation sent to ${email} as ${roleNames(roles)}. The link works for 72 hours.` })
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const invite = actionData && 'invite' in actionData ? actionData.invite : null
  const { editing, confirming, filter } = loaderData
  const keep = filter ? `?role=${filter}` : ''
  // the delete question without JavaScript (?delete=ID)
  const pendingDelete = loaderData.users.find((u) => String(u.id) === params.get('delete') && u.id !== loaderData.me)
  return (
    <>
      <ScreenHeader
        title="Users"
        intro="Everyone with an account, with their roles. Staff use this back office, each only for what their roles allow; members can only see their own account page."
      />
      <RoleFilter filter={filter} />
      {pendingDelete ? (
        <div className="mt-6">
          <InlineConfirmDelete fields={{ intent: 'delete', id: String(pendingDelete.id) }} detail={<p>{pendingDelete.email}</p>} />
        </div>
      ) : null}
      {editing ? <RolesPanel account={editing} cancelTo={`${PATH}${keep}`} /> : null}
      {confirming ? <ConfirmRoles account={confirming} cancelTo={`${PATH}${keep}`} /> : null}
      <AccountsTable data={loaderData} />
      {loaderData.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-2">
          {Array.from({ length: loaderData.pageCount }, (_, i) => i + 1).map((n) => (
            <a
              key={n}
              href={`?${new URLSearchParams({ ...(filter ? { role: filter } : {}), page: String(n) })}`}
              aria-current={n === loaderData.page ? 'page' : undefined}
              className="min-h-11 min-w-11 rounded-lg px-3 py-2 text-center ring-1 ring-slate-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {n}
            </a>
          ))}
        </nav>
      ) : null}
      <InviteSection invite={invite} invitations={loaderData.invitations} myLanguage={loaderData.myLanguage} />
    </>
  )
}

type LoaderData = Route.ComponentProps['loaderData']

/** Roles as chips; a member's one chip says Member. */
function RoleChips({ roles, label }: { roles: readonly StaffRole[]; label?: string }) {
  const names = roles.length === 0 ? [MEMBER.name] : roles.map((role) => ROLES[role].name)
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li
          key={name}
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${roles.length === 0 ? 'bg-slate-100 text-slate-800' : 'bg-brand-50 text-brand-900 ring-1 ring-brand-700'}`}
        >
          {name}
        </li>
      ))}
    </ul>
  )
}

function RoleFilter({ filter }: { filter: UserFilter }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="users-role" className="block font-medium text-slate-900">
          Role
        </label>
        <select id="users-role" name="role" defaultValue={filter ?? ''} className={`mt-1.5 ${controlClassName} sm:w-64`}>
          <option value="">Everyone</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLES[role].name}
            </option>
          ))}
          <option value="member">{MEMBER.name} (no staff role)</option>
        </select>
      </div>
      <button type="submit" className={buttonClassName('secondary')}>
        Show
      </button>
    </Form>
  )
}

function AccountsTable({ data: loaderData }: { data: LoaderData }) {
  const { filter } = loaderData
  const keep = filter ? `role=${filter}&` : ''
  return (
    <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={STACKED.table}>
        <caption className="sr-only">
          Accounts{filter ? ` with the role ${filter === 'member' ? MEMBER.name : ROLES[filter].name}` : ''}, {loaderData.total} in all
        </caption>
        <thead className={STACKED.head}>
          <tr>
            <th scope="col" className="px-4 py-3">
              E-mail
            </th>
            <th scope="col" className="px-4 py-3">
              Roles
            </th>
            <th scope="col" className="px-4 py-3">
              Registered
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={STACKED.body}>
          {loaderData.users.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-6 text-slate-700">
                No account has this role.
              </td>
            </tr>
          ) : null}
          {loaderData.users.map((user) => {
            const self = user.id === loaderData.me
            return (
              <tr key={user.id} className={`border-b border-slate-100 last:border-0 ${STACKED.row}`}>
                <td className={`min-w-52 px-4 py-3 break-words ${STACKED.cell}`}>
                  <CellLabel>E-mail</CellLabel>
                  {user.email}
                  {self ? <span className="ml-2 text-sm text-slate-600">(you)</span> : null}
                </td>
                <td className={`px-4 py-3 ${STACKED.cell}`}>
                  <CellLabel>Roles</CellLabel>
                  <RoleChips roles={user.roles} label={`Roles of ${user.email}`} />
                </td>
                <td className={`px-4 py-3 whitespace-nowrap ${STACKED.cell}`}>
                  <CellLabel>Registered</CellLabel>
                  {user.createdAt}
                </td>
                <td className={`px-4 py-3 ${STACKED.cell}`}>
                  {self ? null : (
                    <div className="flex flex-wrap items-center gap-2">
                      <Link to={`?${keep}roles=${user.id}`} className={`inline-flex items-center ${roleButtonClass}`}>
                        Change roles<span className="sr-only"> of {user.email}</span>
                      </Link>
                      <ConfirmDelete
                        id={user.id}
                        label={`Delete ${user.email}`}
                        fields={{ intent: 'delete', id: String(user.id) }}
                        detail={<p>{user.email}</p>}
                        triggerClassName="inline-flex min-h-11 items-center rounded-full border border-red-700 px-4 font-semibold text-red-700 hover:bg-red-50"
                      />
                    </div>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The checkboxes of the roles, each with what it is for; `chosen` ticked. */
function RoleChoices({ name, chosen, describedBy }: { name: string; chosen: readonly StaffRole[]; describedBy?: string }) {
  return (
    <div className="mt-2 grid gap-2 sm:grid-cols-2">
      {STAFF_ROLES.map((role) => (
        <label key={role} htmlFor={`${name}-${role}`} className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700">
          <input
            id={`${name}-${role}`}
            type="checkbox"
            name="roles"
            value={role}
            defaultChecked={chosen.includes(role)}
            aria-describedby={describedBy}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-slate-900">{ROLES[role].name}</span>
            <span className="block text-sm text-slate-700">{ROLES[role].summary}</span>
          </span>
        </label>
      ))}
    </div>
  )
}

/** A panel that takes the focus when it opens, so that a keyboard or screen reader user is there. */
function Panel({ labelledBy, describedBy, role, children, tone = 'brand' }: { labelledBy: string; describedBy?: string; role?: 'alertdialog'; children: ReactNode; tone?: 'brand' | 'amber' }) {
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [labelledBy])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`mt-6 max-w-3xl rounded-2xl border-2 bg-white p-6 focus:outline-none ${tone === 'amber' ? 'border-amber-700' : 'border-brand-700'}`}
    >
      {children}
    </section>
  )
}

/** Which roles an account should have: ticked, then Continue leads to the question. */
function RolesPanel({ account, cancelTo }: { account: { id: number; email: string; roles: StaffRole[] }; cancelTo: string }) {
  return (
    <Panel labelledBy="roles-title">
      <h2 id="roles-title" className="text-xl font-semibold break-words text-slate-900">
        Roles of {account.email}
      </h2>
      <p className="mt-2 text-slate-700">Each role opens only its own screens. With none ticked, the account is a member’s: their own account page only.</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="id" value={account.id} />
        <fieldset>
          <legend className="font-medium text-slate-900">Roles</legend>
          <RoleChoices name="change-roles" chosen={account.roles} />
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={buttonClassName('primary')}>
            Continue
          </button>
          <Link to={cancelTo} className={`inline-flex items-center ${roleButtonClass}`}>
            Cancel
          </Link>
        </div>
      </Form>
    </Panel>
  )
}

/** The lines `roles` allow that `others` do not (what a change gives, or takes away). */
const allowedOnlyBy = (roles: StaffRole[], others: StaffRole[]) => {
  const kept = new Set(whatRolesAllow(others).map((line) => `${line.area}: ${line.can}`))
  return whatRolesAllow(roles).filter((line) => !kept.has(`${line.area}: ${line.can}`))
}

function Allowed({ lines }: { lines: { area: string; can: string }[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-800">
      {lines.map((line) => (
        <li key={`${line.area}: ${line.can}`}>
          <span className="font-semibold">{line.area}:</span> {line.can}
        </li>
      ))}
    </ul>
  )
}

/** "Change the roles of x?": before and after, what they gain and lose, from the permissions table; Yes posts the change confirmed. */
function ConfirmRoles({ account, cancelTo }: { account: { id: number; email: string; roles: StaffRole[]; after: StaffRole[] }; cancelTo: string }) {
  const gained = allowedOnlyBy(account.after, account.roles)
  const lost = allowedOnlyBy(account.roles, account.after)
  const same = account.roles.join() === account.after.join()
  return (
    <Panel labelledBy="confirm-roles-title" describedBy="confirm-roles-what" role="alertdialog" tone="amber">
      <h2 id="confirm-roles-title" className="text-xl font-semibold break-words text-slate-900">
        Change the roles of {account.email}?
      </h2>
      <div id="confirm-roles-what" className="mt-3 space-y-4 text-slate-700">
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="font-medium text-slate-900">Now</dt>
          <dd>
            <RoleChips roles={account.roles} label="Roles now" />
          </dd>
          <dt className="font-medium text-slate-900">After the change</dt>
          <dd>
            <RoleChips roles={account.after} label="Roles after the change" />
          </dd>
        </dl>
        {same ? <p>These are the roles they have: nothing would change.</p> : null}
        {gained.length > 0 ? (
          <div>
            <p className="font-medium text-slate-900">They will be able to:</p>
            <Allowed lines={gained} />
          </div>
        ) : null}
        {lost.length > 0 ? (
          <div>
            <p className="font-medium text-slate-900">They will no longer be able to:</p>
            <Allowed lines={lost} />
          </div>
        ) : null}
        {account.after.includes('administrator') && !account.roles.includes('administrator') ? (
          <p>An Administrator can read every contact message, donation and receipt, and change anyone’s roles, yours included. Give it only to someone the charity trusts with this.</p>
        ) : null}
        <p>It counts from their next page: screens they had open stop working for them. We e-mail them what changed.</p>
      </div>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="id" value={account.id} />
        <input type="hidden" name="confirmed" value="yes" />
        {account.after.map((role) => (
          <input key={role} type="hidden" name="roles" value={role} />
        ))}
        <button type="submit" className={buttonClassName('primary')}>
          Yes, change their roles
        </button>
        <Link to={cancelTo} className={`inline-flex items-center ${roleButtonClass}`}>
          Cancel
        </Link>
      </Form>
    </Panel>
  )
}

type InviteState = { email: string; roles: StaffRole[]; language: Language | null; errors: { email: string | null; roles: string | null; language: string | null } } | null

function InviteSection({ invite, invitations, myLanguage }: { invite: InviteState; invitations: LoaderData['invitations']; myLanguage: Language }) {
  const emailError = invite?.errors.email
  const rolesError = invite?.errors.roles
  const languageError = invite?.errors.language
  return (
    <section aria-labelledby="invite-heading" className="mt-10 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="invite-heading" className="text-xl font-semibold">
        Invite someone
      </h2>
      <p className="mt-2 text-slate-700">
        We e-mail them a link to choose a password, with what their roles will let them do. The link works once, for 72 hours.
      </p>
      <Form method="post" className="mt-4" noValidate key={invite ? `${invite.email}|${invite.roles.join()}|${invite.language}` : 'invite'}>
        <input type="hidden" name="intent" value="invite" />
        <div>
          <label htmlFor="invite-email" className="block font-medium text-slate-900">
            Their e-mail address
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={invite?.email ?? ''}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'invite-email-error' : undefined}
            className={`mt-1.5 ${controlClassName}`}
          />
          {emailError ? (
            <p id="invite-email-error" className="mt-2 font-medium text-red-800">
              {emailError}
            </p>
          ) : null}
        </div>
        <fieldset className="mt-6" aria-describedby={rolesError ? 'invite-roles-error' : undefined}>
          <legend className="font-medium text-slate-900">Their roles (one or more)</legend>
          <RoleChoices name="invite-roles" chosen={invite?.roles ?? []} />
          {rolesError ? (
            <p id="invite-roles-error" className="mt-2 font-medium text-red-800">
              {rolesError}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-6">
          <label htmlFor="invite-language" className="block font-medium text-slate-900">
            Language of the invitation
          </label>
          <p id="invite-language-hint" className="mt-1 text-sm text-slate-600">
            The e-mail is written in it, and their account’s e-mails will be too (they can change that on their account page).
          </p>
          <select
            id="invite-language"
            name="language"
            defaultValue={invite?.language ?? myLanguage}
            aria-invalid={languageError ? true : undefined}
            aria-describedby={languageError ? 'invite-language-hint invite-language-error' : 'invite-language-hint'}
            className={`mt-1.5 ${controlClassName}`}
          >
            {LANGUAGE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {languageError ? (
            <p id="invite-language-error" className="mt-2 font-medium text-red-800">
              {languageError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`mt-6 ${buttonClassName('primary')}`}>
          Send the invitation
        </button>
      </Form>
      {invitations.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">Invitations waiting to be accepted</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="flex flex-wrap items-center gap-3 py-2">
                <span className="break-all">{invitation.email}</span>
                <RoleChips roles={invitation.roles} label={`Roles offered to ${invitation.email}`} />
                <span className="text-sm text-slate-600">
                  in {invitation.language}, sent {invitation.sent}, works until {invitation.expires}
                </span>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="cancel-invitation" />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className="min-h-11 rounded-full border border-red-700 px-4 font-semibold text-red-700 hover:bg-red-50">
                    Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

const roleButtonClass = 'min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50'

export const meta = () => backOfficeTitle('Users')
