// A signed-in person's own account (beyond the spec): their e-mail, a new password (the
// current one required), deleting the account, and logging out. The page does not load React in
// the browser (decisions 039 and 085): the server checks the forms and sends the page back with
// the messages beside the fields, and small scripts of the page's run the busy buttons and the
// password toggles.
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, data } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { DocumentLink } from '~/components/site/document-link'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { FlashToast } from '~/components/ui/flash-toast'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { PasswordField } from '~/components/ui/password-field'
import { authMessages, changePasswordSchema, deleteAccountSchema } from '~/content/auth'
import { i18nOf, requestLanguage, useLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, isLanguage, pathIn } from '~/i18n/languages'
import { LanguageOptions } from '~/components/ui/language-options'
import { Field } from '~/components/ui/field'
import { controlClassName } from '~/components/ui/text-input'
import { attemptPassword } from '~/models/password-attempt.server'
import { getOrganisation } from '~/models/settings.server'
import { cancelOwnRegistration, listMemberRegistrations, memberOwnsRegistration } from '~/models/event-registration.server'
import { prepareRegistrationMails } from '~/email/registration-mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { formatDateTime } from '~/utils/dates.server'
import { hasTwoFactor } from '~/models/two-factor.server'
import { LastAdminError, changePassword, checkPassword, chooseLanguage, deleteUser, languageOfUser } from '~/models/user.server'
import { actorOf } from '~/auth/actor.server'
import { requireUser } from '~/auth/guards.server'
import { isStaff } from '~/content/permissions'
import { clientAddressKey } from '~/utils/client-address.server'
import { weakPasswordMessage } from '~/utils/password-policy.server'
import { readFlash, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import { endSession, readSessionToken } from '~/auth/session.server'
import type { Route } from './+types/account'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { flash, headers } = await readFlash(request)
  // two-factor sign-in is offered to staff only (members are never asked for it)
  const staff = isStaff(user.roles)
  const twoFactor = staff ? await hasTwoFactor(user.id) : null
  // My events (issue 38): registrations made while signed in or with this address
  const language = requestLanguage(request)
  const myEvents = (await listMemberRegistrations(user.id, user.email, language)).map((item) => ({
    id: item.id,
    eventId: item.eventId,
    title: item.title,
    when: formatDateTime(item.startsAt, language),
    status: item.status,
    position: item.position,
    partySize: item.partySize,
    isPast: item.isPast,
    eventCancelled: item.eventCancelled,
  }))
  // the language of the e-mails the site sends them (decision 090)
  const mailLanguage = await languageOfUser(user.id)
  return data({ email: user.email, staff, twoFactor, flash, myEvents, mailLanguage }, { headers })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const messages = authMessages(i18n)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const hideFields = ['currentPassword', 'password', 'confirmPassword']
  // the current password is checked within the login's limits: a stolen session must not
  // become a way to guess it
  const checkCurrent = (password: string) =>
    attemptPassword(user.email.toLowerCase(), clientAddressKey(context), () => checkPassword(user.id, password))
  const tooMany = (retryAfterSeconds: number) => ({ status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })

  if (form.formData.get('intent') === 'cancel-registration') {
    const id = String(form.formData.get('registration') ?? '')
    const mail = await prepareRegistrationMails()
    const outcome = /^\d{1,10}$/.test(id) && (await memberOwnsRegistration(user.id, user.email, Number(id))) ? await cancelOwnRegistration(user.id, Number(id), { mail, email: user.email }) : null
    if (outcome?.outcome === 'cancelled') wakeOutbox()
    throw await redirectWithFlash(pathIn(language, '/account'), {
      type: outcome?.outcome === 'cancelled' ? 'success' : 'error',
      message: outcome?.outcome === 'cancelled' ? t(i18n)`Your registration is cancelled.` : t(i18n)`This registration could not be cancelled.`,
    })
  }

  if (form.formData.get('intent') === 'mail-language') {
    const chosen = form.formData.get('mailLanguage')
    if (!isLanguage(chosen)) return data({ mailLanguage: { error: t(i18n)`Choose one of the languages in the list.` } }, { status: 400 })
    await chooseLanguage(user.id, chosen)
    const name = LANGUAGE_FACTS[chosen].name
    throw await redirectWithFlash(pathIn(language, '/account'), { type: 'success', message: t(i18n)`Saved: our e-mails to you will be in ${name}.` })
  }

  if (form.formData.get('intent') === 'delete-account') {
    const submission = parseWithZod(form.formData, { schema: deleteAccountSchema(i18n) })
    if (submission.status !== 'success') return data({ deletion: submission.reply({ hideFields }) }, { status: 400 })
    const check = await checkCurrent(submission.value.currentPassword)
    if (check.status === 'limited') {
      return data({ deletion: submission.reply({ formErrors: [messages.tooManyAttempts], hideFields }) }, tooMany(check.retryAfterSeconds))
    }
    if (check.status === 'wrong') {
      return data({ deletion: submission.reply({ fieldErrors: { currentPassword: [messages.currentPasswordWrong] }, hideFields }) }, { status: 400 })
    }
    try {
      // staff closing their own account is staff work; a member's is not logged
      await deleteUser(user.id, isStaff(user.roles) ? actorOf(user, context) : null)
    } catch (error) {
      if (!(error instanceof LastAdminError)) throw error
      return data(
        { deletion: submission.reply({ formErrors: [t(i18n)`You are the only Administrator, so this account cannot be deleted. Give another account the Administrator role first.`], hideFields }) },
        { status: 400 },
      )
    }
    // said plainly where the person lands, so that they know it is done
    throw await redirectWithFlash(pathIn(language, '/login'), { type: 'success', message: messages.accountDeleted }, {
      headers: { 'Set-Cookie': await endSession(request) },
      reloadDocument: true,
    })
  }

  const submission = parseWithZod(form.formData, { schema: changePasswordSchema(i18n) })
  if (submission.status !== 'success') return data({ change: submission.reply({ hideFields }) }, { status: 400 })
  const { currentPassword, password } = submission.value
  // before the current password is checked, so that a weak choice does not use up an attempt
  const weak = await weakPasswordMessage(i18n, password, [user.email, (await getOrganisation()).name])
  if (weak) return data({ change: submission.reply({ fieldErrors: { password: [weak] }, hideFields }) }, { status: 400 })
  const check = await checkCurrent(currentPassword)
  if (check.status === 'limited') {
    return data({ change: submission.reply({ formErrors: [messages.tooManyAttempts], hideFields }) }, tooMany(check.retryAfterSeconds))
  }
  if (check.status === 'wrong') {
    return data({ change: submission.reply({ fieldErrors: { currentPassword: [messages.currentPasswordWrong] }, hideFields }) }, { status: 400 })
  }
  // other devices are signed out; this one stays signed in
  await changePassword(user.id, password, (await readSessionToken(request)) ?? undefined, actorOf(user, context))
  throw await redirectWithFlash(pathIn(language, '/account'), { type: 'success', message: messages.passwordChanged })
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const localPath = useLocalPath()
  // checked by the server only: the page it sends back carries the messages (decision 085)
  const [changeForm, changeFields] = useForm({ id: 'change-password', lastResult: actionData && 'change' in actionData ? actionData.change : null })
  const [deleteForm, deleteFields] = useForm({ id: 'delete-account', lastResult: actionData && 'deletion' in actionData ? actionData.deletion : null })
  const changeFocus = firstToFix(changeForm.errors, changeFields, ['currentPassword', 'password', 'confirmPassword'])
  const deleteFocus = firstToFix(deleteForm.errors, deleteFields, ['currentPassword'])

  return (
    <AuthPanel title={t`My account`}>
      <FlashToast flash={loaderData.flash} />
      <dl>
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Signed in as</Trans>
        </dt>
        <dd className="mt-1 font-semibold break-all">{loaderData.email}</dd>
      </dl>
      {loaderData.staff ? (
        <p className="mt-4">
          <DocumentLink to="/admin" className="font-semibold text-brand-700 underline">
            <Trans>Go to the back office</Trans>
          </DocumentLink>
        </p>
      ) : null}
      <Form method="post" action={language === DEFAULT_LANGUAGE ? '/logout' : `/logout?language=${language}`} className="mt-6">
        <Button type="submit" variant="secondary">
          <Trans>Log out</Trans>
        </Button>
      </Form>

      <MyEvents events={loaderData.myEvents} />

      {loaderData.twoFactor !== null ? (
        <section aria-labelledby="two-factor-heading" className="mt-10 border-t border-slate-200 pt-8">
          <h2 id="two-factor-heading" className="text-xl font-semibold">
            <Trans>Two-factor sign-in</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            {loaderData.twoFactor ? (
              <Trans>On: signing in takes your password and a code from your authenticator app.</Trans>
            ) : (
              <>
                <Trans>Off: signing in takes your password alone.</Trans> <Trans>Add a code from an app on your phone, so that a stolen password is not enough.</Trans>
              </>
            )}
          </p>
          <p className="mt-4">
            <DocumentLink to={localPath('/account/two-factor')} className="font-semibold text-brand-700 underline">
              {loaderData.twoFactor ? <Trans>Manage two-factor sign-in</Trans> : <Trans>Set up two-factor sign-in</Trans>}
            </DocumentLink>
          </p>
        </section>
      ) : null}

      <MailLanguage chosen={loaderData.mailLanguage} error={actionData && 'mailLanguage' in actionData ? actionData.mailLanguage.error : null} staff={loaderData.staff} />

      <section aria-labelledby="change-password-heading" className="mt-10 border-t border-slate-200 pt-8">
        <h2 id="change-password-heading" className="text-xl font-semibold">
          <Trans>Change password</Trans>
        </h2>
        <Form method="post" action={localPath('/account')} {...getFormProps(changeForm)} className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="change-password" />
          <FormError id={changeForm.errorId} errors={changeForm.errors} focus={changeFocus === 'form'} />
          <PasswordField id={changeFields.currentPassword.id} name="currentPassword" label={t`Current password`} autoComplete="current-password" errors={changeFields.currentPassword.errors} errorId={changeFields.currentPassword.errorId} autoFocus={changeFocus === 'currentPassword'} />
          <PasswordField id={changeFields.password.id} name="password" label={t`New password`} autoComplete="new-password" errors={changeFields.password.errors} errorId={changeFields.password.errorId} autoFocus={changeFocus === 'password'} />
          <PasswordField id={changeFields.confirmPassword.id} name="confirmPassword" label={t`Confirm new password`} autoComplete="new-password" errors={changeFields.confirmPassword.errors} errorId={changeFields.confirmPassword.errorId} autoFocus={changeFocus === 'confirmPassword'} />
          <Button type="submit">
            <Trans>Change password</Trans>
          </Button>
        </Form>
        <PublicFormScript formId={changeForm.id} busyLabel={t`Saving...`} />
      </section>

      <section aria-labelledby="delete-account-heading" className="mt-10 border-t border-slate-200 pt-8">
        <h2 id="delete-account-heading" className="text-xl font-semibold">
          <Trans>Delete my account</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>This removes your account and signs you out everywhere.</Trans> <Trans>It cannot be undone.</Trans>{' '}
          <Trans>To confirm, enter your password.</Trans>
        </p>
        <Form method="post" action={localPath('/account')} {...getFormProps(deleteForm)} className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="delete-account" />
          <FormError id={deleteForm.errorId} errors={deleteForm.errors} focus={deleteFocus === 'form'} />
          <PasswordField id={deleteFields.currentPassword.id} name="currentPassword" label={t`Your password`} autoComplete="current-password" errors={deleteFields.currentPassword.errors} errorId={deleteFields.currentPassword.errorId} autoFocus={deleteFocus === 'currentPassword'} />
          <Button type="submit" className="bg-red-700 hover:bg-red-800">
            <Trans>Delete my account</Trans>
          </Button>
        </Form>
        <PublicFormScript formId={deleteForm.id} busyLabel={t`Deleting...`} />
      </section>
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`My account`,
    description: t(i18n)`Change your password, set up two-factor sign-in, or delete your account.`,
    path: '/account',
  })
}

/** "Language for e-mails": the person's own choice of their e-mails' language (decision 090); a plain form, checked by the server (a second press does no harm, so no busy script). */
function MailLanguage({ chosen, error, staff }: { chosen: string; error: string | null; staff: boolean }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <section aria-labelledby="mail-language-heading" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="mail-language-heading" className="text-xl font-semibold">
        <Trans>Language for e-mails</Trans>
      </h2>
      <Form method="post" action={localPath('/account')} id="mail-language" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="mail-language" />
        <Field
          id="mail-language-choice"
          label={t`Language for e-mails`}
          description={
            staff
              ? t`The e-mails we send you are written in it: password links, event registrations, and the back office’s notices.`
              : t`The e-mails we send you are written in it: password links and event registrations.`
          }
          descriptionId="mail-language-hint"
          errors={error ? [error] : undefined}
          errorId="mail-language-error"
        >
          <select
            id="mail-language-choice"
            name="mailLanguage"
            defaultValue={chosen}
            aria-describedby={error ? 'mail-language-hint mail-language-error' : 'mail-language-hint'}
            aria-invalid={error ? true : undefined}
            autoFocus={error ? true : undefined}
            className={controlClassName}
          >
            <LanguageOptions />
          </select>
        </Field>
        <Button type="submit">
          <Trans>Save the language</Trans>
        </Button>
      </Form>
    </section>
  )
}

type MyEvent = { id: number; eventId: number; title: string; when: string; status: string; position: number | null; partySize: number; isPast: boolean; eventCancelled: boolean }

/** The member's registrations (issue 38): upcoming ones with Cancel, then past ones. */
function MyEvents({ events }: { events: MyEvent[] }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const upcoming = events.filter((item) => !item.isPast)
  const past = events.filter((item) => item.isPast)
  const row = (item: MyEvent) => (
    <li key={item.id} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="my-event">
      <DocumentLink to={localPath(`/events/${item.eventId}`)} className="font-semibold text-brand-700 underline break-words">
        {item.title}
      </DocumentLink>
      <p className="text-sm text-slate-700">{item.when}</p>
      <p className="mt-1 text-sm font-semibold">
        {item.eventCancelled ? (
          <Trans>This event is cancelled</Trans>
        ) : item.status === 'waiting' ? (
          <Trans>On the waiting list: number {item.position}</Trans>
        ) : item.status === 'cancelled' ? (
          <Trans>Cancelled</Trans>
        ) : item.status === 'attended' ? (
          <Trans>You came</Trans>
        ) : (
          <Trans>You have a place</Trans>
        )}
      </p>
      {!item.isPast && !item.eventCancelled && (item.status === 'confirmed' || item.status === 'waiting') ? (
        <Form method="post" action={localPath('/account')} className="mt-2">
          <input type="hidden" name="intent" value="cancel-registration" />
          <input type="hidden" name="registration" value={item.id} />
          <Button type="submit" variant="secondary" aria-label={t`Cancel my registration for ${item.title}`}>
            <Trans>Cancel my registration</Trans>
          </Button>
        </Form>
      ) : null}
    </li>
  )
  return (
    <section aria-labelledby="my-events-heading" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="my-events-heading" className="text-xl font-semibold">
        <Trans>My events</Trans>
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <Trans>You have not registered for any events.</Trans>{' '}
          <DocumentLink to={localPath('/events')} className="font-semibold text-brand-700 underline">
            <Trans>See our events</Trans>
          </DocumentLink>
        </p>
      ) : (
        <>
          <h3 className="mt-4 font-semibold">
            <Trans>Upcoming</Trans>
          </h3>
          {upcoming.length === 0 ? (
            <p className="mt-1 text-slate-700">
              <Trans>None.</Trans>
            </p>
          ) : (
            <ul className="mt-2 space-y-3">{upcoming.map(row)}</ul>
          )}
          {past.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">
                <Trans>Past</Trans>
              </h3>
              <ul className="mt-2 space-y-3">{past.map(row)}</ul>
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
