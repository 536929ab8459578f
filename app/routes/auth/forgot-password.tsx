// Forgot password (issue 14, item 6): an e-mail address in, the same answer out whether or not an
// account uses it, after the same time; limited per address and per client.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, data } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { authMessages, forgotPasswordSchema } from '~/content/auth'
import { passwordResetMail } from '~/email/mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { RESET_PER_ADDRESS_LIMIT, RESET_PER_CLIENT_LIMIT, requestPasswordReset } from '~/models/password-reset.server'
import { reserve } from '~/models/rate-limit.server'
import { getOrganisation } from '~/models/settings.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { env } from '~/utils/env.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import type { Route } from './+types/forgot-password'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

/** Every answer takes at least this long, so that its time does not tell whether an account exists. */
export const FORGOT_PASSWORD_ANSWER_MS = 1000

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and the page the e-mail's link opens
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const submission = parseWithZod(form.formData, { schema: forgotPasswordSchema(i18n) })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })

  const started = Date.now()
  const client = await reserve(RESET_PER_CLIENT_LIMIT, clientAddressKey(context))
  if (!client.ok) {
    return data(
      { result: submission.reply({ formErrors: [authMessages(i18n).resetTooMany] }), sent: false },
      { status: 429, headers: { 'Retry-After': String(client.retryAfterSeconds) } },
    )
  }
  const email = submission.value.email.toLowerCase()
  // past the per-address limit the answer is the same: it must not tell that the address has an account
  if ((await reserve(RESET_PER_ADDRESS_LIMIT, email)).ok) {
    const organisation = await getOrganisation()
    const siteUrl = env().SITE_URL
    const link = (token: string) => `${siteUrl}${pathIn(language, '/reset-password')}?token=${token}`
    const queued = await requestPasswordReset(email, (to, token) => passwordResetMail(organisation, to, link(token), language), new Date(), language)
    if (queued) wakeOutbox()
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + FORGOT_PASSWORD_ANSWER_MS - Date.now())))
  return data({ result: submission.reply({ resetForm: true }), sent: true })
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const [form, fields] = useForm({ id: 'forgot-password', lastResult: actionData?.result })
  const focus = firstToFix(form.errors, fields, ['email'])
  return (
    <AuthPanel
      title={t`Forgot your password?`}
      intro={
        <>
          <Trans>Enter the e-mail address of your account.</Trans> <Trans>We will send it a link to choose a new password.</Trans>
        </>
      }
    >
      {actionData?.sent ? (
        <div role="status" className="mb-5 rounded-lg border-s-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900">
          {authMessages(i18n).resetRequested}
        </div>
      ) : null}
      <Form method="post" action={localPath('/forgot-password')} {...getFormProps(form)} className="space-y-5">
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <Field id={fields.email.id} label={t`Email`} errors={fields.email.errors} errorId={fields.email.errorId}>
          <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus={focus === 'email'} />
        </Field>
        <Button type="submit" className="w-full">
          {actionData?.sent ? <Trans>Send another link</Trans> : <Trans>Send me a link</Trans>}
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={t`Sending...`} />
      <p className="mt-6 text-center text-slate-700">
        <Trans>
          Remembered it?{' '}
          <Link to={localPath('/login')} className="font-semibold text-brand-700 underline">
            Log in
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
    title: t(i18n)`Forgot your password?`,
    description: t(i18n)`Ask for a link by e-mail to choose a new password.`,
    path: '/forgot-password',
  })
}
