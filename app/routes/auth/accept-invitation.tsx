// Accept an invitation to the back office (issue 14, item 10): the link of the invitation e-mail
// (72 hours, once) leads here; choosing a password creates the account with the roles the
// invitation gives (issue 37) and signs in.
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
import { acceptInvitationSchema, authMessages } from '~/content/auth'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { acceptInvitation, checkInvitation } from '~/models/invitation.server'
import { getOrganisation } from '~/models/settings.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { weakPasswordMessage } from '~/utils/password-policy.server'
import { readFormData } from '~/utils/request-form.server'
import { startSession } from '~/auth/session.server'
import { TWO_FACTOR_SETUP_PATH, mustSetUpTwoFactor } from '~/auth/guards.server'
import { clientAddress } from '~/utils/client-address.server'
import type { Route } from './+types/accept-invitation'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

/** What is wrong with the invitation, in the page's language. */
function invitationProblem(i18n: I18n, status: 'expired' | 'used' | 'invalid' | 'taken'): string {
  const messages = authMessages(i18n)
  return { expired: messages.inviteLinkExpired, used: messages.inviteLinkUsed, invalid: messages.inviteLinkInvalid, taken: messages.inviteTaken }[status]
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 200) ?? ''
  const state = await checkInvitation(token)
  if (state.status !== 'valid') return data({ token: '', email: '', problem: invitationProblem(i18nOf(requestLanguage(request)), state.status) })
  return data({ token, email: state.email, problem: null })
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
  const submission = parseWithZod(form.formData, { schema: acceptInvitationSchema(i18n) })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }), problem: null }, { status: 400 })

  const { token, password } = submission.value
  const before = await checkInvitation(token)
  if (before.status !== 'valid') return data({ result: submission.reply({ hideFields }), problem: invitationProblem(i18n, before.status) }, { status: 400 })
  const weak = await weakPasswordMessage(i18n, password, [before.email, (await getOrganisation()).name])
  if (weak) return data({ result: submission.reply({ fieldErrors: { password: [weak] }, hideFields }), problem: null }, { status: 400 })

  const outcome = await acceptInvitation(token, password, clientAddress(context))
  if (outcome.status !== 'valid' || outcome.userId === undefined) {
    const problem = invitationProblem(i18n, outcome.status === 'valid' ? 'invalid' : outcome.status)
    return data({ result: submission.reply({ hideFields }), problem }, { status: 400 })
  }
  const cookie = await startSession(request, outcome.userId, false)
  // on a site that requires two-factor sign-in of staff, the new staff member sets it up first
  const target = (await mustSetUpTwoFactor({ roles: outcome.roles, twoFactor: false })) ? pathIn(language, TWO_FACTOR_SETUP_PATH) : '/admin'
  throw await redirectWithFlash(target, { type: 'success', message: authMessages(i18n).welcomeAdmin }, { headers: { 'Set-Cookie': cookie } })
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const problem = actionData?.problem ?? loaderData.problem
  const email = loaderData.email
  const [form, fields] = useForm({ id: 'accept-invitation', lastResult: actionData?.result })
  const focus = firstToFix(form.errors, fields, ['password', 'confirmPassword'])
  if (problem) {
    return (
      <AuthPanel title={t`Accept your invitation`}>
        <div role="alert" className="rounded-lg border-s-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </div>
        <p className="mt-6">
          <Link to={localPath('/login')} className="font-semibold text-brand-700 underline">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </AuthPanel>
    )
  }
  return (
    <AuthPanel
      title={t`Accept your invitation`}
      intro={
        <>
          <Trans>
            Choose a password for <bdi dir="ltr">{email}</bdi>.
          </Trans>{' '}
          <Trans>You will then be signed in to the back office.</Trans>
        </>
      }
    >
      {/* posted to the link's own address: the page sent back after a refusal reads the link again */}
      <Form
        method="post"
        action={`${localPath('/accept-invitation')}?${new URLSearchParams({ token: loaderData.token })}`}
        {...getFormProps(form)}
        className="space-y-5"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} focus={focus} />
        <Button type="submit" className="w-full">
          <Trans>Create my account</Trans>
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={t`Creating your account...`} />
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`Accept your invitation`,
    description: t(i18n)`Choose a password to accept your invitation to help run the website.`,
    path: '/accept-invitation',
  })
}
