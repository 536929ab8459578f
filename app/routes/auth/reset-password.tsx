// Choose a new password from the link of the forgot-password e-mail (issue 14, item 6). The link
// works once, for an hour; the new password follows the registration's policy; saving it ends
// every other session of the account and signs the person in here.
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, data } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { NewPasswordFields } from '~/components/site/new-password-fields'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { authMessages, resetPasswordSchema } from '~/content/auth'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { checkPasswordResetToken, resetPasswordWithToken, type ResetLinkState } from '~/models/password-reset.server'
import { getOrganisation } from '~/models/settings.server'
import { findUserById } from '~/models/user.server'
import { homeFor } from '~/auth/guards.server'
import { clientAddress } from '~/utils/client-address.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { weakPasswordMessage } from '~/utils/password-policy.server'
import { readFormData } from '~/utils/request-form.server'
import { startSession } from '~/auth/session.server'
import type { Route } from './+types/reset-password'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

/** What is wrong with the link, in the page's language. */
function linkProblem(i18n: I18n, status: Exclude<ResetLinkState['status'], 'valid'>): string {
  const messages = authMessages(i18n)
  return { expired: messages.resetLinkExpired, used: messages.resetLinkUsed, invalid: messages.resetLinkInvalid }[status]
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? ''
  const state = await checkPasswordResetToken(token)
  const problem = state.status === 'valid' ? null : linkProblem(i18nOf(requestLanguage(request)), state.status)
  return data({ token: state.status === 'valid' ? token : '', problem })
}

// The page holds a live link in its address: never stored, never sent as a referrer to another
// site. Not no-referrer: the browser would then post the form with Origin "null", which the
// forgery checks refuse; to this site's own pages the address may go.
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const submission = parseWithZod(form.formData, { schema: resetPasswordSchema(i18n) })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }), problem: null }, { status: 400 })

  const { token, password } = submission.value
  const before = await checkPasswordResetToken(token)
  if (before.status !== 'valid') return data({ result: submission.reply({ hideFields }), problem: linkProblem(i18n, before.status) }, { status: 400 })
  const weak = await weakPasswordMessage(i18n, password, [before.email, (await getOrganisation()).name])
  if (weak) return data({ result: submission.reply({ fieldErrors: { password: [weak] }, hideFields }), problem: null }, { status: 400 })

  const state = await resetPasswordWithToken(token, password, clientAddress(context))
  if (state.status !== 'valid' || state.userId === null) return data({ result: submission.reply({ hideFields }), problem: linkProblem(i18n, state.status === 'valid' ? 'invalid' : state.status) }, { status: 400 })
  const cookie = await startSession(request, state.userId, false)
  const user = await findUserById(state.userId)
  const home = user ? homeFor(user, language) : pathIn(language, '/')
  throw await redirectWithFlash(home, { type: 'success', message: authMessages(i18n).passwordChanged }, { headers: { 'Set-Cookie': cookie } })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const problem = actionData?.problem ?? loaderData.problem
  const [form, fields] = useForm({ id: 'reset-password', lastResult: actionData?.result })
  const focus = firstToFix(form.errors, fields, ['password', 'confirmPassword'])
  if (problem) {
    return (
      <AuthPanel title={t`Choose a new password`}>
        <div role="alert" className="rounded-lg border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </div>
        <p className="mt-6">
          <Link to={localPath('/forgot-password')} className="font-semibold text-brand-700 underline">
            <Trans>Ask for a new link</Trans>
          </Link>
        </p>
      </AuthPanel>
    )
  }
  return (
    <AuthPanel title={t`Choose a new password`} intro={t`Saving it signs you in here and signs you out everywhere else.`}>
      {/* posted to the link's own address: the page sent back after a refusal reads the link again */}
      <Form method="post" action={`${localPath('/reset-password')}?${new URLSearchParams({ token: loaderData.token })}`} {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={[t`New password`, t`Confirm new password`]}
          focus={focus}
        />
        <Button type="submit" className="w-full">
          <Trans>Save the new password</Trans>
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={t`Saving...`} />
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`Choose a new password`,
    description: t(i18n)`Choose a new password with the link we sent you by e-mail.`,
    path: '/reset-password',
  })
}
