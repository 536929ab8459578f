// Users (beyond the spec): admins see every account, promote a member, demote an admin or
// delete an account. Nobody can demote or delete themselves, and the last admin stays. Making
// someone an admin is asked again first (?promote=ID), and the server takes it only so confirmed.
import { useEffect, useRef } from 'react'
import { Form, Link, data, redirect, useSearchParams } from 'react-router'
import { z } from 'zod'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { controlClassName } from '~/components/ui/text-input'
import { LastAdminError, deleteUser, findUserById, listUsers, setRole } from '~/models/user.server'
import { actorOf } from '~/auth/actor.server'
import { requireAdmin } from '~/auth/guards.server'
import { invitationMail } from '~/email/mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { AlreadyHasAccountError, cancelInvitation, inviteAdmin, listPendingInvitations } from '~/models/invitation.server'
import type { Actor } from '~/models/audit.server'
import { getOrganisation } from '~/models/settings.server'
import { formatDate, formatDateTime } from '~/utils/dates.server'
import { env } from '~/utils/env.server'
import { readListParams } from '~/utils/list-params.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/users'
import { backOfficeTitle } from '~/content-types/screens'

const actionSchema = z.object({
  intent: z.enum(['promote', 'demote', 'delete']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  confirmed: z.literal('yes').optional(),
})

const INVITE_EMAIL_MESSAGE = 'Enter the e-mail address of the person to invite, such as name@example.org'
const inviteSchema = z.object({ intent: z.literal('invite'), email: z.string().trim().max(254).pipe(z.email()) })
const cancelSchema = z.object({ intent: z.literal('cancel-invitation'), email: z.string().trim().min(1).max(254) })

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request)
  // the same reading as every other list: ?page=1e21 or -1 is the first page, never an error
  const { page } = readListParams(request)
  const [list, invitations] = await Promise.all([listUsers(page), listPendingInvitations()])
  return {
    ...list,
    me: me.id,
    users: list.users.map((u) => ({ ...u, createdAt: formatDate(u.createdAt) })),
    invitations: invitations.map((i) => ({ email: i.email, sent: formatDateTime(i.createdAt), expires: formatDateTime(i.expiresAt) })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request)
  const actor = actorOf(me, context)
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const fields = Object.fromEntries(form.formData)
  if (fields.intent === 'invite') return invite(fields, me.email, actor)
  if (fields.intent === 'cancel-invitation') {
    const cancel = cancelSchema.safeParse(fields)
    if (!cancel.success) throw new Response('Unknown request', { status: 400 })
    await cancelInvitation(cancel.data.email, actor)
    return redirectWithFlash('/admin/users', { type: 'success', message: `The invitation to ${cancel.data.email} is withdrawn: its link no longer works.` })
  }
  const parsed = actionSchema.safeParse(fields)
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  const { intent, id, confirmed } = parsed.data
  const back = '/admin/users'
  // an admin can read every message and donation: the promotion must have been asked again
  if (intent === 'promote' && !confirmed) return redirect(`${back}?promote=${id}`)
  if (id === me.id && intent !== 'promote') {
    return redirectWithFlash(back, { type: 'error', message: 'You cannot demote or delete your own account here.' })
  }
  const user = await findUserById(id)
  if (!user) return redirectWithFlash(back, { type: 'error', message: 'That account no longer exists.' })
  try {
    if (intent === 'delete') await deleteUser(id, actor)
    else await setRole(id, intent === 'promote' ? 'admin' : 'member', actor)
  } catch (error) {
    if (error instanceof LastAdminError) return redirectWithFlash(back, { type: 'error', message: error.message })
    throw error
  }
  const message =
    intent === 'delete' ? 'Item Deleted Successfully!' : intent === 'promote' ? `${user.email} is now an admin.` : `${user.email} is now a member.`
  return redirectWithFlash(back, { type: 'success', message })
}

/** Invites someone to become an admin: a link by e-mail, valid 72 hours. */
async function invite(fields: Record<string, FormDataEntryValue>, invitedBy: string, actor: Actor) {
  const parsed = inviteSchema.safeParse(fields)
  const typed = typeof fields.email === 'string' ? fields.email.slice(0, 254) : ''
  if (!parsed.success) return data({ invite: { email: typed, error: INVITE_EMAIL_MESSAGE } }, { status: 400 })
  const { email } = parsed.data
  const organisation = await getOrganisation()
  try {
    await inviteAdmin(email, (token) => invitationMail(organisation, email, invitedBy, `${env().SITE_URL}/accept-invitation?token=${token}`), actor)
  } catch (error) {
    if (error instanceof AlreadyHasAccountError) return data({ invite: { email: typed, error: error.message } }, { status: 400 })
    throw error
  }
  wakeOutbox()
  return redirectWithFlash('/admin/users', { type: 'success', message: `Invitation sent to ${email}. The link works for 72 hours.` })
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const invite = actionData && 'invite' in actionData ? actionData.invite : null
  const pendingDelete = loaderData.users.find((u) => String(u.id) === params.get('delete'))
  const pendingPromotion = loaderData.users.find((u) => String(u.id) === params.get('promote') && u.role === 'member')
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Users</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Everyone with an account. Admins can use this back office; members can only see their own account page.
      </p>
      {pendingDelete && pendingDelete.id !== loaderData.me ? (
        <div className="mt-6">
          <InlineConfirmDelete fields={{ intent: 'delete', id: String(pendingDelete.id) }} detail={<p>{pendingDelete.email}</p>} />
        </div>
      ) : null}
      {pendingPromotion ? <ConfirmPromotion id={pendingPromotion.id} email={pendingPromotion.email} /> : null}
      <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">Accounts, {loaderData.total} in all</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm">
            <tr>
              <th scope="col" className="px-4 py-3">E-mail</th>
              <th scope="col" className="px-4 py-3">Role</th>
              <th scope="col" className="px-4 py-3">Registered</th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.users.map((user) => {
              const self = user.id === loaderData.me
              return (
                <tr key={user.id} className="border-b border-slate-100 last:border-0">
                  <td className="min-w-52 px-4 py-3 break-words">
                    {user.email}
                    {self ? <span className="ml-2 text-sm text-slate-600">(you)</span> : null}
                  </td>
                  <td className="px-4 py-3">{user.role === 'admin' ? 'Admin' : 'Member'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{user.createdAt}</td>
                  <td className="px-4 py-3">
                    {self ? null : (
                      <div className="flex flex-wrap items-center gap-2">
                        {user.role === 'admin' ? (
                          <Form method="post">
                            <input type="hidden" name="id" value={user.id} />
                            <button type="submit" name="intent" value="demote" className={roleButtonClass}>
                              Make member<span className="sr-only"> {user.email}</span>
                            </button>
                          </Form>
                        ) : (
                          // asked again first, on this page, with or without JavaScript
                          <Link to={`?promote=${user.id}`} className={`inline-flex items-center ${roleButtonClass}`}>
                            Make admin<span className="sr-only"> {user.email}</span>
                          </Link>
                        )}
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
      {loaderData.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-2">
          {Array.from({ length: loaderData.pageCount }, (_, i) => i + 1).map((n) => (
            <a key={n} href={`?page=${n}`} aria-current={n === loaderData.page ? 'page' : undefined} className="min-h-11 min-w-11 rounded-lg px-3 py-2 text-center ring-1 ring-slate-300 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
              {n}
            </a>
          ))}
        </nav>
      ) : null}
      <section aria-labelledby="invite-heading" className="mt-10 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="invite-heading" className="text-xl font-semibold">
          Invite an admin
        </h2>
        <p className="mt-2 text-slate-700">
          We e-mail them a link to choose a password; they become an admin when they use it. The link works once, for 72 hours.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <div className="min-w-64 flex-1">
            <label htmlFor="invite-email" className="block font-medium text-slate-900">
              Their e-mail address
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={invite?.email ?? ''}
              key={invite?.email ?? ''}
              aria-invalid={invite ? true : undefined}
              aria-describedby={invite ? 'invite-email-error' : undefined}
              className={`mt-1.5 ${controlClassName}`}
            />
          </div>
          <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            Send the invitation
          </button>
        </Form>
        {invite ? (
          <p id="invite-email-error" className="mt-2 font-medium text-red-800">
            {invite.error}
          </p>
        ) : null}
        {loaderData.invitations.length > 0 ? (
          <>
            <h3 className="mt-6 font-semibold">Invitations waiting to be accepted</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {loaderData.invitations.map((invitation) => (
                <li key={invitation.email} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="break-all">{invitation.email}</span>
                  <span className="text-sm text-slate-600">sent {invitation.sent}, works until {invitation.expires}</span>
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
    </>
  )
}

const roleButtonClass = 'min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50'

/** "Make x an admin?" with what that gives them; focus moves to it so a keyboard user is there. */
function ConfirmPromotion({ id, email }: { id: number; email: string }) {
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [id])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-promotion-title"
      aria-describedby="confirm-promotion-what"
      className="mt-6 max-w-3xl rounded-2xl border-2 border-amber-700 bg-white p-6 focus:outline-none"
    >
      <h2 id="confirm-promotion-title" className="text-xl font-semibold break-words text-slate-900">
        Make {email} an admin?
      </h2>
      <p id="confirm-promotion-what" className="mt-3 text-slate-700">
        An admin can read every contact message, donation and receipt, change everything on the website, and make, demote or delete accounts, yours included. Make
        an admin only someone the charity trusts with this.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" name="intent" value="promote" className="min-h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          Yes, make them an admin
        </button>
        <Link to="/admin/users" className={`inline-flex items-center ${roleButtonClass}`}>
          Cancel
        </Link>
      </Form>
    </section>
  )
}

export const meta = () => backOfficeTitle('Users')
