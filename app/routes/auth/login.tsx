// Log in (spec 2.3, 4, 5, 8): one error area, 'Log In' / 'Logging in...', a working Remember me,
// and a server session instead of the old site's localStorage entry.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { FlashToast } from '~/components/ui/flash-toast'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { PasswordField } from '~/components/ui/password-field'
import { TextInput } from '~/components/ui/text-input'
import { MESSAGES, loginSchema } from '~/content/auth'
import { attemptPassword } from '~/models/password-attempt.server'
import { findUserByEmail, verifyLogin } from '~/models/user.server'
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
import { privatePageSeo } from '~/utils/seo'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const params = new URL(request.url).searchParams
  const redirectTo = params.get('redirectTo')
  if (user) throw redirect(safeRedirectPath(redirectTo, homeFor(user)))
  // 'Successfully Registered' after a registration, carried by the signed flash cookie
  const { flash, headers } = await readFlash(request)
  return data({ redirectTo: safeRedirectPath(redirectTo, ''), flash }, { headers })
}

// The sign-in forms are never kept by a browser or a proxy (a shared computer's back button).
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const submission = parseWithZod(form.formData, { schema: loginSchema })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })

  const { email, password, remember, redirectTo } = submission.value
  // limits are reserved before any password hashing, so that guessing costs the attacker, not the server
  const attempt = await attemptPassword(email!.toLowerCase(), clientAddressKey(context), () => verifyLogin(email!, password!))
  if (attempt.status === 'limited') {
    return data(submission.reply({ formErrors: [MESSAGES.tooManyAttempts], hideFields: ['password'] }), {
      status: 429,
      headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
    })
  }
  if (attempt.status === 'wrong') {
    await recordFailedSignIn(email!, context)
    return data(submission.reply({ formErrors: [MESSAGES.loginInvalid], hideFields: ['password'] }), { status: 400 })
  }
  const user = attempt.value
  // members may only return to non-admin pages; admins anywhere on the site
  const fallback = homeFor(user)
  let target = safeRedirectPath(redirectTo, fallback)
  if (user.role !== 'admin' && /^\/admin(\/|$|\?)/i.test(target)) target = fallback
  // an admin with two-factor sign-in gets no session until the code: the next step
  // (members are never asked for a code, docs/decisions/022)
  const twoFactor = user.role === 'admin' && (await hasTwoFactor(user.id))
  if (twoFactor) {
    const pending = await startPendingSignIn(request, { userId: user.id, remember, redirectTo: target })
    throw redirect('/login/two-factor', { headers: { 'Set-Cookie': pending } })
  }
  const audit = user.role === 'admin' ? actorOf(user, context) : undefined
  const cookie = await startSession(request, user.id, remember, { audit })
  // an admin who must set it up is sent to do so first
  if (await mustSetUpTwoFactor({ role: user.role, twoFactor })) target = TWO_FACTOR_SETUP_PATH
  throw redirect(target, { headers: { 'Set-Cookie': cookie } })
}

/**
 * A wrong password for an admin's account goes in the activity log (decision 027), under that
 * account. Members' and unknown addresses' failures do not: they are not staff activity, and
 * what was typed (perhaps a password in the e-mail field) is never stored.
 */
async function recordFailedSignIn(email: string, context: ActorContext) {
  const account = await findUserByEmail(email)
  if (account?.role !== 'admin') return
  await recordEvent({ actor: actorOf(account, context), action: 'failed sign-in', itemType: 'Account', itemId: account.id, itemLabel: account.email })
}

// In the browser: a failed connection shows the spec's message instead of an error page.
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const formData = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error // the redirect after a successful login
    return parseWithZod(formData, { schema: loginSchema }).reply({ formErrors: [MESSAGES.network], hideFields: ['password'] })
  }
}

// Nothing on this page changes after a failed attempt: no reload (which would fail too when
// the connection is down).
export function shouldRevalidate() {
  return false
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction?.toLowerCase().startsWith('/login') === true
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
  return (
    <AuthPanel title="Log in" intro="Staff and members sign in here.">
      <Form method="post" action="/login" {...getFormProps(form)} aria-describedby={form.errorId} className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FlashToast flash={loaderData.flash} />
        <FormError id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.email.id} className="block font-medium text-slate-900">
            Email
          </label>
          <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="username" className="mt-1.5" />
        </div>
        <PasswordField id={fields.password.id} name={fields.password.name} autoComplete="current-password" />
        <p>
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="remember" className="size-5 accent-brand-700" />
          <span>Remember me</span>
        </label>
        <Button type="submit" busy={busy} busyLabel="Logging in..." className="w-full">
          Log In
        </Button>
      </Form>
      <p className="mt-6 text-center text-slate-700">
        No account yet?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline">
          Register
        </Link>
      </p>
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageSeo(matches[1]?.loaderData as { name: string; origin: string } | undefined, {
    title: 'Log in',
    description: 'Log in to your account.',
    path: '/login',
  })
}
