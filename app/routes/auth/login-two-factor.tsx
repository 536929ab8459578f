// The second step of signing in, for an admin with two-factor sign-in: the 6-digit code from
// the authenticator app, or one of the recovery codes. Reached only with the signed cookie the
// password step sets (10 minutes); the session starts here, with a new id, once the code is right.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, data, redirect } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { secondFactorSchema, twoFactorMessages } from '~/content/auth'
import { isStaff } from '~/content/permissions'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '~/i18n/languages'
import {
  CODE_LIMITS,
  accountChangedAt,
  attemptCode,
  codeLockNoticeSent,
  codesLocked,
  hasTwoFactor,
  normaliseCode,
  queueCodeLockNotice,
  spendRecoveryCode,
  verifyCode,
} from '~/models/two-factor.server'
import { codeLockMail } from '~/email/mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { getOrganisation } from '~/models/settings.server'
import { env } from '~/utils/env.server'
import { findUserById, languageOfUser } from '~/models/user.server'
import { getUser, homeFor } from '~/auth/guards.server'
import { endPendingSignIn, readPendingSignIn, startSession, type PendingSignIn } from '~/auth/session.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { logger } from '~/utils/logger.server'
import { recordEvent, type Actor } from '~/models/audit.server'
import { actorOf } from '~/auth/actor.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import type { Route } from './+types/login-two-factor'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

/**
 * The waiting sign-in and its account, or null when it is void: expired, the account changed or
 * went, is no longer staff, or no longer has two-factor sign-in (the operator removed it).
 */
async function pendingAccount(request: Request) {
  const pending = await readPendingSignIn(request)
  if (!pending) return null
  const [user, changedAt, twoFactor] = await Promise.all([findUserById(pending.userId), accountChangedAt(pending.userId), hasTwoFactor(pending.userId)])
  if (!user || !isStaff(user.roles) || !twoFactor || !changedAt || changedAt.getTime() > pending.at) return null
  return { pending, user }
}

async function backToLogin(request: Request): Promise<never> {
  const language = requestLanguage(request)
  const message = twoFactorMessages(i18nOf(language)).signInExpired
  throw await redirectWithFlash(pathIn(language, '/login'), { type: 'error', message }, { headers: { 'Set-Cookie': await endPendingSignIn(request) } })
}

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await getUser(request)
  if (signedIn) throw redirect(homeFor(signedIn, requestLanguage(request)))
  const found = await pendingAccount(request)
  if (!found) return backToLogin(request)
  const method = new URL(request.url).searchParams.get('method') === 'recovery' ? 'recovery' : 'app'
  return { method, email: found.user.email } as const
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const messages = twoFactorMessages(i18n)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const found = await pendingAccount(request)
  if (!found) return backToLogin(request)
  const { pending, user } = found
  const submission = parseWithZod(form.formData, { schema: secondFactorSchema(i18n) })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const { method, code } = submission.value
  const typed = code ?? ''

  const attempt = await attemptCode(user.id, clientAddressKey(context), async () =>
    method === 'app' ? ((await verifyCode(user.id, normaliseCode(typed)!)) ? { recoveryLeft: null } : null) : await spendRecovery(user.id, typed),
  )
  if (attempt.status !== 'ok') await tellOwnerOfLock(user, actorOf(user, context))
  if (attempt.status === 'limited') {
    return data(submission.reply({ formErrors: [messages.tooManyCodes] }), {
      status: 429,
      headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
    })
  }
  const actor = actorOf(user, context)
  if (attempt.status === 'wrong') {
    // the code typed is never stored, only which kind was refused
    const changes = [{ field: 'second factor', to: method === 'app' ? 'wrong authenticator code' : 'wrong recovery code' }]
    await recordEvent({ actor, action: 'failed sign-in', itemType: 'Account', itemId: user.id, itemLabel: user.email, changes })
    const message = method === 'app' ? messages.codeWrong : messages.recoveryWrong
    return data(submission.reply({ fieldErrors: { code: [message] } }), { status: 400 })
  }
  return signIn(request, pending, attempt.value.recoveryLeft, actor, { language, i18n })
}

/**
 * When wrong codes have used up the account's attempts, the owner is e-mailed once for this lock
 * (issue 36 item 6.4): whoever typed them had the password. A cheap look first, so that a flood
 * of refused codes does not make an e-mail each.
 */
async function tellOwnerOfLock(user: { id: number; email: string }, actor: Actor) {
  if (!(await codesLocked(user.id)) || (await codeLockNoticeSent(user.id))) return
  const { max, windowMs } = CODE_LIMITS.perAccount
  const mail = await codeLockMail(await getOrganisation(), user.email, env().SITE_URL, max, windowMs / 60_000, await languageOfUser(user.id))
  if (!(await queueCodeLockNotice(user.id, mail))) return
  logger.warn({ userId: user.id }, 'Two-factor codes locked by wrong codes; the owner is e-mailed')
  // staff see it in the activity log too: someone who had the password tried codes
  const changes = [{ field: 'second factor', to: 'codes locked by wrong codes; the owner was e-mailed' }]
  await recordEvent({ actor, action: 'failed sign-in', itemType: 'Account', itemId: user.id, itemLabel: user.email, changes })
  wakeOutbox()
}

async function spendRecovery(userId: number, typed: string) {
  const used = await spendRecoveryCode(userId, typed)
  if (!used) return null
  logger.info({ userId, recoveryCodesLeft: used.left }, 'Signed in with a recovery code')
  return { recoveryLeft: used.left }
}

async function signIn(request: Request, pending: PendingSignIn, recoveryLeft: number | null, audit: Actor, page: { language: Language; i18n: I18n }): Promise<never> {
  const headers = new Headers()
  headers.append('Set-Cookie', await startSession(request, pending.userId, pending.remember, { secondFactor: true, audit }))
  headers.append('Set-Cookie', await endPendingSignIn(request))
  if (recoveryLeft === null) throw redirect(pending.redirectTo, { headers })
  // with few codes left, straight to where new ones are made
  const target = recoveryLeft <= 2 ? pathIn(page.language, '/account/two-factor') : pending.redirectTo
  throw await redirectWithFlash(target, { type: 'success', message: twoFactorMessages(page.i18n).recoveryUsed(recoveryLeft) }, { headers })
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const recovery = loaderData.method === 'recovery'
  const email = loaderData.email
  const [form, fields] = useForm({ id: `second-factor-${loaderData.method}`, lastResult: actionData })
  const focus = firstToFix(form.errors, fields, ['code'])
  return (
    <AuthPanel
      title={t`Two-factor sign-in`}
      intro={
        recovery ? (
          <>
            <Trans>Enter one of the recovery codes you kept when you set up two-factor sign-in.</Trans> <Trans>Each code works once.</Trans>
          </>
        ) : (
          t`Open the authenticator app on your phone and enter the 6-digit code it shows for this site.`
        )
      }
    >
      <p className="text-slate-700">
        <Trans>
          Signing in as{' '}
          <span dir="ltr" className="font-semibold break-all text-slate-900">
            {email}
          </span>
        </Trans>
      </p>
      <Form method="post" action={localPath(recovery ? '/login/two-factor?method=recovery' : '/login/two-factor')} {...getFormProps(form)} aria-describedby={form.errorId} className="mt-6 space-y-5">
        <input type="hidden" name="method" value={loaderData.method} />
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        {recovery ? (
          <Field id={fields.code.id} label={t`Recovery code`} errors={fields.code.errors} errorId={fields.code.errorId}>
            <TextInput {...getInputProps(fields.code, { type: 'text' })} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={20} autoFocus={focus === 'code'} className="font-mono tracking-wider" />
          </Field>
        ) : (
          <Field
            id={fields.code.id}
            label={t`Enter the 6-digit code from your authenticator app`}
            errors={fields.code.errors}
            errorId={fields.code.errorId}
          >
            <TextInput {...getInputProps(fields.code, { type: 'text' })} inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus={focus === 'code'} className="max-w-48 font-mono text-xl tracking-[0.3em]" />
          </Field>
        )}
        <Button type="submit" className="w-full">
          <Trans>Continue</Trans>
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={t`Checking...`} />
      <p className="mt-6 text-slate-700">
        {recovery ? (
          <Link to={localPath('/login/two-factor')} className="font-semibold text-brand-700 underline">
            <Trans>Use the code from your authenticator app instead</Trans>
          </Link>
        ) : (
          <>
            <Trans>Lost your phone, or no code?</Trans>{' '}
            <Link to={localPath('/login/two-factor?method=recovery')} className="font-semibold text-brand-700 underline">
              <Trans>Use a recovery code instead</Trans>
            </Link>
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        <Trans>No recovery codes left either?</Trans>{' '}
        <Trans>No one in the back office can switch this off for you; ask the person who runs the website’s server to remove your two-factor sign-in.</Trans>
      </p>
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`Two-factor sign-in`,
    description: t(i18n)`Enter the code from your authenticator app to finish signing in.`,
    path: '/login/two-factor',
  })
}
