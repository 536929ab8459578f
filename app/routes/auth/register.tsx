// Register (spec 2.3, 5): e-mail, password and its confirmation. Creates a member, never an admin.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, data } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { NewPasswordFields } from '~/components/site/new-password-fields'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { authMessages, registerSchema } from '~/content/auth'
import { accountExistsMail } from '~/email/mails.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { reserve } from '~/models/rate-limit.server'
import { getOrganisation } from '~/models/settings.server'
import { EmailTakenError, createUser, languagesOfEmails } from '~/models/user.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { env } from '~/utils/env.server'
import { weakPasswordMessage } from '~/utils/password-policy.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import type { Route } from './+types/register'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

export const REGISTER_LIMIT = { bucket: 'register-address', max: 10, windowMs: 60 * 60 * 1000 }
/** At most one note an hour to the owner of a taken address, however often it is tried. */
export const ACCOUNT_EXISTS_NOTE_LIMIT = { bucket: 'account-exists-note', max: 1, windowMs: 60 * 60 * 1000 }

// The sign-in forms are never kept by a browser or a proxy (a shared computer's back button).
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store' })
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const submission = parseWithZod(form.formData, { schema: registerSchema(i18n) })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 })

  const { email, password } = submission.value
  const organisation = await getOrganisation()
  const weak = await weakPasswordMessage(i18n, password, [email, organisation.name])
  if (weak) return data(submission.reply({ fieldErrors: { password: [weak] }, hideFields }), { status: 400 })
  const limit = await reserve(REGISTER_LIMIT, clientAddressKey(context))
  if (!limit.ok) {
    return data(
      submission.reply({ formErrors: [t(i18n)`Too many accounts were registered from your connection. Please try again in an hour.`], hideFields }),
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  // made whatever happens, so that a taken address does not take longer to answer
  const note = await accountExistsMail(organisation, email, env().SITE_URL, language)
  try {
    await createUser({ email, password, roles: [], language })
  } catch (error) {
    // The same answer as a new account, so that this form does not tell a stranger who has
    // an account here (the password is hashed either way, so it takes the same time); the
    // owner is told by e-mail instead.
    if (!(error instanceof EmailTakenError)) throw error
    if ((await reserve(ACCOUNT_EXISTS_NOTE_LIMIT, email.toLowerCase())).ok) {
      // in the language of the account it is about, not of this page (decision 090)
      const owners = (await languagesOfEmails([email])).get(email) ?? language
      await queueMail([owners === language ? note : await accountExistsMail(organisation, email, env().SITE_URL, owners)])
      wakeOutbox()
    }
  }
  throw await redirectWithFlash(pathIn(language, '/login'), { type: 'success', message: authMessages(i18n).registered })
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const [form, fields] = useForm({ id: 'register', lastResult: actionData })
  const focus = firstToFix(form.errors, fields, ['email', 'password', 'confirmPassword'])
  return (
    <AuthPanel title={t`Register`} intro={t`Create an account with your e-mail address and a password.`}>
      <Form method="post" action={localPath('/register')} {...getFormProps(form)} className="space-y-5">
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <Field id={fields.email.id} label={t`Email`} errors={fields.email.errors} errorId={fields.email.errorId}>
          <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus={focus === 'email'} />
        </Field>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} focus={focus} />
        <Button type="submit" className="w-full">
          <Trans>Register</Trans>
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={t`Registering...`} />
      <p className="mt-6 text-center text-slate-700">
        <Trans>
          Already registered?{' '}
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
    title: t(i18n)`Register`,
    description: t(i18n)`Create an account with your e-mail address and a password.`,
    path: '/register',
  })
}
