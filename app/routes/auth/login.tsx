// Log in (spec 2.3, 4, 5, 8): one error area, 'Log In' / 'Logging in...', a working Remember me,
// and a server session instead of the old site's localStorage entry. The page does not load
// React in the browser (decision 039): the server checks the form, and a small script of the
// page's shows the busy button and says so in the form when the site cannot be reached.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, data, redirect } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { FlashToast } from '~/components/ui/flash-toast'
import { Button } from '~/components/ui/button'
import { FORM_ERROR_BOX_CLASS, FormError } from '~/components/ui/form-error'
import { PasswordField } from '~/components/ui/password-field'
import { TextInput } from '~/components/ui/text-input'
import { authMessages, loginSchema } from '~/content/auth'
import { isStaff } from '~/content/permissions'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn, unprefixedPath } from '~/i18n/languages'
import { attemptPassword } from '~/models/password-attempt.server'
import { findUserByEmail, rememberLanguage, verifyLogin } from '~/models/user.server'
import { recordEvent } from '~/models/audit.server'
import { actorOf, type ActorContext } from '~/auth/actor.server'
import { TWO_FACTOR_SETUP_PATH, homeFor, getUser, mustSetUpTwoFactor } from '~/auth/guards.server'
import { hasTwoFactor } from '~/models/two-factor.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import { safeRedirectPath } from '~/utils/redirect-target'
import { readFlash } from '~/utils/flash.server'
import { startPendingSignIn, startSession } from '~/auth/session.server'
import type { Route } from './+types/login'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const params = new URL(request.url).searchParams
  const redirectTo = params.get('redirectTo')
  if (user) throw redirect(safeRedirectPath(redirectTo, homeFor(user, requestLanguage(request))))
  // 'Successfully Registered' after a registration, carried by the signed flash cookie
  const { flash, headers } = await readFlash(request)
  return data({ redirectTo: safeRedirectPath(redirectTo, ''), flash }, { headers })
}

// The sign-in forms are never kept by a browser or a proxy (a shared computer's back button).
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const messages = authMessages(i18n)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const submission = parseWithZod(form.formData, { schema: loginSchema(i18n) })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })

  const { email, password, remember, redirectTo } = submission.value
  // limits are reserved before any password hashing, so that guessing costs the attacker, not the server
  const attempt = await attemptPassword(email!.toLowerCase(), clientAddressKey(context), () => verifyLogin(email!, password!))
  if (attempt.status === 'limited') {
    return data(submission.reply({ formErrors: [messages.tooManyAttempts], hideFields: ['password'] }), {
      status: 429,
      headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
    })
  }
  if (attempt.status === 'wrong') {
    await recordFailedSignIn(email!, context)
    return data(submission.reply({ formErrors: [messages.loginInvalid], hideFields: ['password'] }), { status: 400 })
  }
  const user = attempt.value
  await rememberLanguage(user.id, language)
  // members may only return to non-admin pages; staff anywhere on the site
  const fallback = homeFor(user, language)
  let target = safeRedirectPath(redirectTo, fallback)
  const staff = isStaff(user.roles)
  if (!staff && /^\/admin(\/|$|\?)/i.test(target)) target = fallback
  // staff with two-factor sign-in get no session until the code: the next step
  // (members are never asked for a code, docs/decisions/022)
  const twoFactor = staff && (await hasTwoFactor(user.id))
  if (twoFactor) {
    const pending = await startPendingSignIn(request, { userId: user.id, remember, redirectTo: target })
    throw redirect(pathIn(language, '/login/two-factor'), { headers: { 'Set-Cookie': pending } })
  }
  const audit = staff ? actorOf(user, context) : undefined
  const cookie = await startSession(request, user.id, remember, { audit })
  // staff who must set it up are sent to do so first (kept when it is where they were going:
  // a set-up link from the e-mail, decision 053)
  const toSetUp = unprefixedPath(new URL(target, 'http://site').pathname) === TWO_FACTOR_SETUP_PATH
  if (!toSetUp && (await mustSetUpTwoFactor({ roles: user.roles, twoFactor }))) target = pathIn(language, TWO_FACTOR_SETUP_PATH)
  throw redirect(target, { headers: { 'Set-Cookie': cookie } })
}

/**
 * A wrong password for a staff account goes in the activity log (decision 027), under that
 * account. Members' and unknown addresses' failures do not: they are not staff activity, and
 * what was typed (perhaps a password in the e-mail field) is never stored.
 */
async function recordFailedSignIn(email: string, context: ActorContext) {
  const account = await findUserByEmail(email)
  if (!account || !isStaff(account.roles)) return
  await recordEvent({ actor: actorOf(account, context), action: 'failed sign-in', itemType: 'Account', itemId: account.id, itemLabel: account.email })
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const [form, fields] = useForm({ id: 'login', lastResult: actionData })
  const focus = firstToFix(form.errors, fields, ['email', 'password'])
  // posted to the page's own address: the page sent back after a refusal still knows where to go next
  const back = loaderData.redirectTo ? `?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : ''
  return (
    <AuthPanel title={t`Log in`} intro={t`Staff and members sign in here.`}>
      <Form method="post" action={`${localPath('/login')}${back}`} {...getFormProps(form)} aria-describedby={form.errorId} className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FlashToast flash={loaderData.flash} />
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <div>
          <label htmlFor={fields.email.id} className="block font-medium text-slate-900">
            <Trans>Email</Trans>
          </label>
          <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="username" autoFocus={focus === 'email'} className="mt-1.5" />
        </div>
        <PasswordField id={fields.password.id} name={fields.password.name} autoComplete="current-password" autoFocus={focus === 'password'} />
        <p>
          <Link to={localPath('/forgot-password')} className="font-semibold text-brand-700 underline">
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="remember" className="size-5 accent-brand-700" />
          <span>
            <Trans>Remember me</Trans>
          </span>
        </label>
        <Button type="submit" className="w-full">
          <Trans>Log In</Trans>
        </Button>
      </Form>
      <PublicFormScript
        formId={form.id}
        busyLabel={t`Logging in...`}
        offline={{ message: authMessages(i18n).network, errorId: form.errorId, boxClass: FORM_ERROR_BOX_CLASS }}
      />
      <p className="mt-6 text-center text-slate-700">
        <Trans>
          No account yet?{' '}
          <Link to={localPath('/register')} className="font-semibold text-brand-700 underline">
            Register
          </Link>
        </Trans>
      </p>
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`Log in`,
    description: t(i18n)`Log in to your account.`,
    path: '/login',
  })
}
