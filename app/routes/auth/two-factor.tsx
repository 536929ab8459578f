// Two-factor sign-in for staff (docs/decisions/022; every staff role since issue 37): set it up by scanning a QR code (or typing
// the key) into an authenticator app and confirming a code; then 10 recovery codes, shown once.
// A first set-up starts from a link e-mailed to the account (decision 053), so that the password
// alone cannot bind a stranger's phone; the key is shown to the session the link let in only.
// Also: new recovery codes, moving to a new phone, and turning it off while the site does not
// require it (each after the password). Members are sent back to their account: they are never
// asked for a code. Reachable by an admin whom the site requires to set it up: requireUser, not
// requireStaff, guards it. The page does not load React in the browser (decisions 039 and 085):
// the server checks each form and sends the page back with its messages; small scripts of the
// page's run the busy buttons and the password toggles.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Form, data, redirect } from 'react-router'
import { AuthPanel } from '~/components/site/auth-panel'
import { DocumentLink } from '~/components/site/document-link'
import { firstToFix } from '~/components/site/first-to-fix'
import { PublicFormScript } from '~/components/site/public-form-script'
import { Button, buttonClassName } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FlashToast } from '~/components/ui/flash-toast'
import { FormError } from '~/components/ui/form-error'
import { PasswordField } from '~/components/ui/password-field'
import { TextInput } from '~/components/ui/text-input'
import { authMessages, confirmTwoFactorSchema, twoFactorMessages, twoFactorPasswordSchema } from '~/content/auth'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { attemptPassword } from '~/models/password-attempt.server'
import { getOrganisation, getTwoFactorSettings } from '~/models/settings.server'
import {
  attemptCode,
  checkSetupLink,
  confirmSetup,
  getTwoFactor,
  groupedKey,
  maySetUpDirectly,
  normaliseCode,
  otpauthUri,
  regenerateRecoveryCodes,
  removeTwoFactor,
  sendSetupLink,
  setupLinkSentAt,
  startSetup,
  startSetupWithLink,
  type SetupLinkState,
} from '~/models/two-factor.server'
import { sessionIdOf } from '~/models/session.server'
import { twoFactorSetupMail } from '~/email/mails.server'
import { isMailConfigured, wakeOutbox } from '~/email/outbox.server'
import { env } from '~/utils/env.server'
import { checkPassword, languageOfUser } from '~/models/user.server'
import { requireUser } from '~/auth/guards.server'
import { isStaff } from '~/content/permissions'
import { actorOf } from '~/auth/actor.server'
import { recordEvent } from '~/models/audit.server'
import { readSessionToken } from '~/auth/session.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { formatDate, formatTime } from '~/utils/dates.server'
import { readFlash, redirectWithFlash } from '~/utils/flash.server'
import { logger } from '~/utils/logger.server'
import { qrCodeDataUrl } from '~/utils/qr-code.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import type { Route } from './+types/two-factor'
import { privatePageSeo, type SeoSite } from '~/utils/seo'

const PATH = '/account/two-factor'

async function requireAdminAccount(request: Request) {
  const user = await requireUser(request)
  // members are never asked for a second factor, and have nothing to set up here; staff are
  if (!isStaff(user.roles)) throw redirect(pathIn(requestLanguage(request), '/account'))
  return user
}

/** The signed-in session's id (the set-up is bound to one session). */
async function currentSessionId(request: Request): Promise<string | null> {
  const token = await readSessionToken(request)
  return token ? sessionIdOf(token) : null
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminAccount(request)
  const language = requestLanguage(request)
  const sessionId = await currentSessionId(request)
  const [state, settings, { flash, headers }] = await Promise.all([getTwoFactor(user.id), getTwoFactorSettings(), readFlash(request)])
  const required = settings.requiredForAdmins
  const base = { email: user.email, required, flash }
  // the key is shown only to the session the set-up was started in (decision 053)
  if (state.status === 'setting-up' && sessionId !== null && state.sessionId === sessionId) {
    const issuer = (await getOrganisation()).name
    const qr = await qrCodeDataUrl(otpauthUri(state.secret, { account: user.email, issuer }))
    return data({ ...base, status: 'setting-up' as const, key: groupedKey(state.secret), qr, issuer }, { headers })
  }
  if (state.status === 'on') {
    return data({ ...base, status: 'on' as const, since: formatDate(state.since, language), recoveryCodesLeft: state.recoveryCodesLeft }, { headers })
  }
  // off (or being set up in another browser): a first set-up starts from an e-mailed link
  const token = new URL(request.url).searchParams.get('link')
  const [direct, sentAt, link] = await Promise.all([
    maySetUpDirectly(user.id, sessionId),
    setupLinkSentAt(user.id),
    token === null ? null : checkSetupLink(user.id, token),
  ])
  return data(
    {
      ...base,
      status: 'off' as const,
      direct,
      linkSentAt: sentAt ? formatTime(sentAt, language) : null,
      mailConfigured: isMailConfigured(),
      // a link opened: whether it can be used by this account now, and its token for the button
      link: token === null || link === null ? null : { state: link, token: link === 'valid' ? token : '' },
    },
    { headers },
  )
}

// the key and the recovery codes must never stay in a cache or a back button's copy; a set-up
// link's token never leaves the site in a Referer
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' })
}

/** Why a set-up link cannot be used, in the page's language. */
function linkRefusal(i18n: I18n, state: Exclude<SetupLinkState, 'valid'>): string {
  if (state === 'other-account') return t(i18n)`This link was sent to another account. Sign out, then sign in with the account it was sent to and open the link again.`
  return t(i18n)`This link no longer works: it was used already, it is more than an hour old, or a newer one replaced it. Ask for a new one below.`
}

type ActionResult =
  | { form: 'confirm'; result: SubmissionResult<string[]> }
  | { form: 'password'; intent: string; result: SubmissionResult<string[]> }
  | { form: 'codes'; recoveryCodes: string[]; reason: 'turned-on' | 'new-codes' }

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminAccount(request)
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const messages = authMessages(i18n)
  const codeMessages = twoFactorMessages(i18n)
  const path = pathIn(language, PATH)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response(t(i18n)`This form could not be read.`, { status: form.status })
  const intent = form.formData.get('intent')
  const address = clientAddressKey(context)
  const audit = { actor: actorOf(user, context), account: user }

  const sessionId = await currentSessionId(request)

  if (intent === 'start') {
    // a session that passed a second factor, or that a link already let in, starts at once;
    // any other gets a link by e-mail first (decision 053)
    if (sessionId && (await maySetUpDirectly(user.id, sessionId))) {
      await startSetup(user.id, sessionId)
      throw redirect(path)
    }
    const siteUrl = env().SITE_URL
    const organisation = await getOrganisation()
    // in the account's language (decision 090); the link to this page, in the language it is in
    const mailLanguage = await languageOfUser(user.id)
    const sent = await sendSetupLink(user, (token) =>
      twoFactorSetupMail(organisation, user.email, `${siteUrl}${path}?${new URLSearchParams({ link: token })}`, siteUrl, mailLanguage),
    )
    if (sent.status === 'limited') {
      throw await redirectWithFlash(path, { type: 'error', message: t(i18n)`Three links were sent within the last hour. Please use the newest one, or wait an hour.` })
    }
    logger.info({ userId: user.id }, 'Two-factor sign-in: a set-up link was e-mailed')
    await recordEvent({ actor: audit.actor, action: 'e-mail sent', itemType: 'Account', itemId: user.id, itemLabel: user.email, changes: [{ field: 'e-mail', to: 'two-factor set-up link' }] })
    wakeOutbox()
    const email = user.email
    throw await redirectWithFlash(path, { type: 'success', message: t(i18n)`We sent a link to ${email}. Open it within an hour to continue.` })
  }

  if (intent === 'link') {
    const token = String(form.formData.get('link') ?? '')
    const started = sessionId ? await startSetupWithLink(user.id, token, sessionId) : 'invalid'
    if (started === 'valid' || started === 'on') throw redirect(path)
    throw await redirectWithFlash(path, { type: 'error', message: linkRefusal(i18n, started) })
  }

  if (intent === 'confirm') {
    const submission = parseWithZod(form.formData, { schema: confirmTwoFactorSchema(i18n) })
    if (submission.status !== 'success') return data<ActionResult>({ form: 'confirm', result: submission.reply() }, { status: 400 })
    const state = await getTwoFactor(user.id)
    if (state.status !== 'setting-up' || sessionId === null || state.sessionId !== sessionId) {
      throw await redirectWithFlash(path, { type: 'error', message: codeMessages.setupStale })
    }
    const code = normaliseCode(submission.value.code ?? '')!
    const token = await readSessionToken(request)
    const attempt = await attemptCode(user.id, address, async () => {
      const result = await confirmSetup(user.id, code, token, new Date(), audit)
      return result.ok ? result : null
    })
    if (attempt.status === 'limited') {
      return data<ActionResult>(
        { form: 'confirm', result: submission.reply({ formErrors: [codeMessages.tooManyCodes] }) },
        { status: 429, headers: { 'Retry-After': String(attempt.retryAfterSeconds) } },
      )
    }
    if (attempt.status === 'wrong') {
      return data<ActionResult>({ form: 'confirm', result: submission.reply({ fieldErrors: { code: [codeMessages.setupCodeWrong] } }) }, { status: 400 })
    }
    logger.info({ userId: user.id }, 'Two-factor sign-in turned on')
    return data<ActionResult>({ form: 'codes', recoveryCodes: attempt.value.recoveryCodes, reason: 'turned-on' })
  }

  // turning off, a new phone, new recovery codes: the password first, within the login's limits
  const submission = parseWithZod(form.formData, { schema: twoFactorPasswordSchema(i18n) })
  const hideFields = ['currentPassword']
  const refused = (result: SubmissionResult<string[]>, init: ResponseInit) =>
    data<ActionResult>({ form: 'password', intent: String(intent ?? ''), result }, init)
  if (submission.status !== 'success') return refused(submission.reply({ hideFields }), { status: 400 })
  const chosen = submission.value.intent
  if ((await getTwoFactor(user.id)).status !== 'on') throw redirect(path)
  if (chosen === 'turn-off' && (await getTwoFactorSettings()).requiredForAdmins) {
    const turnOffRefused = t(i18n)`Admins on this site must use two-factor sign-in, so it cannot be turned off. To use a new phone, choose “Start again with a new phone”.`
    return refused(submission.reply({ formErrors: [turnOffRefused], hideFields }), { status: 400 })
  }
  const check = await attemptPassword(user.email.toLowerCase(), address, () => checkPassword(user.id, submission.value.currentPassword))
  if (check.status === 'limited') {
    return refused(submission.reply({ formErrors: [messages.tooManyAttempts], hideFields }), {
      status: 429,
      headers: { 'Retry-After': String(check.retryAfterSeconds) },
    })
  }
  if (check.status === 'wrong') {
    return refused(submission.reply({ fieldErrors: { currentPassword: [messages.currentPasswordWrong] }, hideFields }), { status: 400 })
  }

  if (chosen === 'new-recovery-codes') {
    const codes = await regenerateRecoveryCodes(user.id, audit)
    if (!codes) throw redirect(path)
    logger.info({ userId: user.id }, 'Two-factor sign-in: new recovery codes made')
    return data<ActionResult>({ form: 'codes', recoveryCodes: codes, reason: 'new-codes' })
  }
  await removeTwoFactor(user.id, audit)
  if (chosen === 'turn-off') {
    logger.info({ userId: user.id }, 'Two-factor sign-in turned off')
    throw await redirectWithFlash(pathIn(language, '/account'), { type: 'success', message: codeMessages.turnedOff })
  }
  await startSetup(user.id, sessionId)
  logger.info({ userId: user.id }, 'Two-factor sign-in started again for a new phone')
  throw await redirectWithFlash(path, { type: 'success', message: codeMessages.restarted })
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const result = actionData as ActionResult | undefined
  if (result?.form === 'codes') return <RecoveryCodes codes={result.recoveryCodes} reason={result.reason} />
  return (
    <AuthPanel title={t`Two-factor sign-in`}>
      <FlashToast flash={loaderData.flash} />
      {loaderData.required && loaderData.status !== 'on' ? (
        <p role="status" className="mb-6 rounded-lg border-s-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900">
          {twoFactorMessages(i18n).required}
        </p>
      ) : null}
      {loaderData.status === 'off' ? (
        <Off email={loaderData.email} direct={loaderData.direct} linkSentAt={loaderData.linkSentAt} mailConfigured={loaderData.mailConfigured} link={loaderData.link} />
      ) : null}
      {loaderData.status === 'setting-up' ? (
        <SettingUp email={loaderData.email} issuer={loaderData.issuer} secretKey={loaderData.key} qr={loaderData.qr} lastResult={result?.form === 'confirm' ? result.result : undefined} />
      ) : null}
      {loaderData.status === 'on' ? (
        <On
          since={loaderData.since}
          left={loaderData.recoveryCodesLeft}
          required={loaderData.required}
          refused={result?.form === 'password' ? result : undefined}
        />
      ) : null}
      <p className="mt-8 border-t border-slate-200 pt-6">
        <DocumentLink to={localPath('/account')} className="font-semibold text-brand-700 underline">
          <Trans>Back to my account</Trans>
        </DocumentLink>
      </p>
    </AuthPanel>
  )
}

type OffProps = {
  email: string
  /** this session may start at once (it passed a second factor, or a link let it in) */
  direct: boolean
  /** when the link still waiting to be used was sent (a time), or null */
  linkSentAt: string | null
  mailConfigured: boolean
  /** a set-up link opened on this page: its state, and its token when it can be used */
  link: { state: SetupLinkState; token: string } | null
}

function Off({ email, direct, linkSentAt, mailConfigured, link }: OffProps) {
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const noteClass = 'mt-4 rounded-lg border-s-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900'
  return (
    <>
      <p className="text-slate-700">
        <Trans>With two-factor sign-in, signing in takes your password and a 6-digit code from an authenticator app on your phone.</Trans>{' '}
        <Trans>Someone who learns your password still cannot get into the back office.</Trans>
      </p>
      <p className="mt-3 text-slate-700">
        <Trans>You need a phone with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 2FAS.</Trans>{' '}
        <Trans>Setting up takes about two minutes.</Trans>
      </p>
      {link?.state === 'valid' ? (
        <Form method="post" action={localPath(PATH)} id="two-factor-link" className="mt-6 space-y-4">
          <p className={noteClass}>
            <Trans>
              This link was sent to <bdi dir="ltr">{email}</bdi>, so it is yours. Continue to set up two-factor sign-in in this browser.
            </Trans>
          </p>
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="link" value={link.token} />
          <Button type="submit">
            <Trans>Continue setting up</Trans>
          </Button>
          <PublicFormScript formId="two-factor-link" busyLabel={t`Starting...`} />
        </Form>
      ) : (
        <>
          {link ? (
            <p role="alert" className="mt-4 rounded-lg border-s-4 border-red-700 bg-red-50 px-4 py-3 text-slate-900">
              {linkRefusal(i18n, link.state as Exclude<SetupLinkState, 'valid'>)}
            </p>
          ) : null}
          {direct ? null : (
            <p className="mt-3 text-slate-700">
              <Trans>
                First we e-mail a link to <bdi dir="ltr">{email}</bdi>, so that only the person who reads that inbox can set this up, not someone who has
                only learned the password.
              </Trans>
            </p>
          )}
          {!direct && linkSentAt ? (
            <p role="status" className={noteClass}>
              <Trans>
                A link was sent to <bdi dir="ltr">{email}</bdi> at {linkSentAt}. Open it within an hour of that time to continue.
              </Trans>
            </p>
          ) : null}
          {!direct && !mailConfigured ? (
            <p className="mt-3 text-slate-700">
              <Trans>This website cannot send e-mail yet, so the link waits until it can. The person who runs the website can give you the link sooner.</Trans>
            </p>
          ) : null}
          <Form method="post" action={localPath(PATH)} id="two-factor-start" className="mt-6">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit">{!direct && linkSentAt ? <Trans>Send the link again</Trans> : <Trans>Set up two-factor sign-in</Trans>}</Button>
          </Form>
          <PublicFormScript formId="two-factor-start" busyLabel={direct ? t`Starting...` : t`Sending...`} />
        </>
      )}
    </>
  )
}

function SettingUp({ email, issuer, secretKey, qr, lastResult }: { email: string; issuer: string; secretKey: string; qr: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  // checked by the server only: the page it sends back carries the messages (decision 085)
  const [form, fields] = useForm({ id: 'confirm-two-factor', lastResult })
  const focus = firstToFix(form.errors, fields, ['code'])
  return (
    <div className="space-y-8">
      <section>
        <h2 className="text-lg font-semibold">
          <Trans>1. Scan this QR code with your authenticator app</Trans>
        </h2>
        <p className="mt-1 text-slate-700">
          <Trans>In the app, choose to add an account, then to scan a QR code.</Trans>
        </p>
        <img src={qr} alt={t`QR code to add this site to your authenticator app`} width={200} height={200} className="mt-4 size-52 rounded-lg border border-slate-200 bg-white" />
      </section>
      <section>
        <h2 className="text-lg font-semibold">
          <Trans>Cannot scan it? Type this key instead</Trans>
        </h2>
        <p className="mt-1 text-slate-700">
          <Trans>In the app, choose to enter a setup key, and give:</Trans>
        </p>
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Key</Trans>
            </dt>
            <dd>
              <code data-testid="two-factor-key" dir="ltr" className="mt-1 inline-block rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-wide break-all text-slate-900">
                {secretKey}
              </code>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Account name</Trans>
            </dt>
            <dd className="break-all">
              <bdi>{issuer}</bdi> (<bdi dir="ltr">{email}</bdi>)
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">
              <Trans>Type of key</Trans>
            </dt>
            <dd>
              <Trans>Time based (a new code every 30 seconds)</Trans>
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Spaces do not matter.</Trans> <Trans>Keep this key to yourself: anyone who has it can make your codes.</Trans>
        </p>
      </section>
      <section>
        <h2 className="text-lg font-semibold">
          <Trans>2. Enter the code the app shows</Trans>
        </h2>
        <Form method="post" action={localPath(PATH)} {...getFormProps(form)} aria-describedby={form.errorId} className="mt-3 space-y-5">
          <input type="hidden" name="intent" value="confirm" />
          <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
          <Field id={fields.code.id} label={t`6-digit code from the app`} errors={fields.code.errors} errorId={fields.code.errorId}>
            <TextInput {...getInputProps(fields.code, { type: 'text' })} inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus={focus === 'code'} className="max-w-48 font-mono text-xl tracking-[0.3em]" />
          </Field>
          <Button type="submit">
            <Trans>Turn on two-factor sign-in</Trans>
          </Button>
        </Form>
        <PublicFormScript formId={form.id} busyLabel={t`Checking...`} />
        <Form method="post" action={localPath(PATH)} id="two-factor-new-key" className="mt-6">
          <input type="hidden" name="intent" value="start" />
          <p className="text-sm text-slate-600">
            <Trans>Added the key wrongly, or lost it?</Trans>
          </p>
          <Button type="submit" variant="secondary" className="mt-2">
            <Trans>Start again with a new key</Trans>
          </Button>
        </Form>
        <PublicFormScript formId="two-factor-new-key" busyLabel={t`Starting again...`} />
      </section>
    </div>
  )
}

type PasswordRefusal = { intent: string; result: SubmissionResult<string[]> }

function On({ since, left, required, refused }: { since: string; left: number; required: boolean; refused?: PasswordRefusal }) {
  const { t } = useLingui()
  return (
    <>
      <p className="text-slate-700">
        <Trans>
          Two-factor sign-in has been <strong>on</strong> since {since}.
        </Trans>{' '}
        <Trans>After your password, you enter the code from your authenticator app.</Trans>
      </p>
      <p className="mt-3 text-slate-700">
        {left === 0 ? (
          <>
            <Trans>You have no recovery codes left.</Trans> <Trans>Make new ones now, in case you lose your phone.</Trans>
          </>
        ) : (
          <Plural value={left} one="You have one unused recovery code." other="You have # unused recovery codes." />
        )}
      </p>
      <PasswordAction
        intent="new-recovery-codes"
        title={t`New recovery codes`}
        text={t`Makes 10 new recovery codes. The old ones stop working, whether used or not.`}
        button={t`Make new recovery codes`}
        busyLabel={t`Making codes...`}
        refused={refused}
      />
      <PasswordAction
        intent="new-phone"
        title={t`Move to a new phone`}
        text={t`Your current key stops working at once; then you scan a new QR code with the new phone.`}
        button={t`Start again with a new phone`}
        busyLabel={t`Starting again...`}
        variant="secondary"
        refused={refused}
      />
      {required ? (
        <p className="mt-8 border-t border-slate-200 pt-6 text-slate-700">
          <Trans>Admins on this site must use two-factor sign-in, so it cannot be turned off here.</Trans>
        </p>
      ) : (
        <PasswordAction
          intent="turn-off"
          title={t`Turn off two-factor sign-in`}
          text={t`You will sign in with your password alone. Your key and recovery codes are deleted.`}
          button={t`Turn off two-factor sign-in`}
          busyLabel={t`Turning off...`}
          variant="secondary"
          refused={refused}
        />
      )}
    </>
  )
}

function PasswordAction({
  intent,
  title,
  text,
  button,
  busyLabel,
  variant = 'primary',
  refused,
}: {
  intent: string
  title: string
  text: string
  button: string
  busyLabel: string
  variant?: 'primary' | 'secondary'
  refused?: PasswordRefusal
}) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const [form, fields] = useForm({ id: `two-factor-${intent}`, lastResult: refused?.intent === intent ? refused.result : null })
  const focus = firstToFix(form.errors, fields, ['currentPassword'])
  const headingId = `${intent}-heading`
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-200 pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{text}</p>
      <Form method="post" action={localPath(PATH)} {...getFormProps(form)} className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={intent} />
        <FormError id={form.errorId} errors={form.errors} focus={focus === 'form'} />
        <PasswordField
          id={fields.currentPassword.id}
          name="currentPassword"
          label={t`Your password`}
          autoComplete="current-password"
          errors={fields.currentPassword.errors}
          errorId={fields.currentPassword.errorId}
          autoFocus={focus === 'currentPassword'}
        />
        <Button type="submit" variant={variant}>
          {button}
        </Button>
      </Form>
      <PublicFormScript formId={form.id} busyLabel={busyLabel} />
    </section>
  )
}

function RecoveryCodes({ codes, reason }: { codes: string[]; reason: 'turned-on' | 'new-codes' }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <AuthPanel title={reason === 'turned-on' ? t`Two-factor sign-in is on` : t`Your new recovery codes`}>
      <h2 className="text-lg font-semibold">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p className="mt-2 text-slate-700">
        <Trans>If you lose your phone, each of these codes lets you sign in once instead of a code from the app.</Trans>{' '}
        <Trans>They are shown only now: write them down or save them in a password manager, and keep them apart from your phone.</Trans>
      </p>
      <ol aria-label={t`Recovery codes`} data-testid="recovery-codes" className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg bg-slate-100 p-4 font-mono text-lg text-slate-900">
        {codes.map((code) => (
          <li key={code} dir="ltr">
            {code}
          </li>
        ))}
      </ol>
      {reason === 'new-codes' ? (
        <p className="mt-3 text-slate-700">
          <Trans>Your earlier recovery codes no longer work.</Trans>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-4">
        <DocumentLink to="/admin" className={buttonClassName()}>
          <Trans>I have kept my codes: go to the back office</Trans>
        </DocumentLink>
        <DocumentLink to={localPath(PATH)} className={buttonClassName('secondary')}>
          <Trans>Back to two-factor sign-in</Trans>
        </DocumentLink>
      </div>
    </AuthPanel>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData as SeoSite | undefined
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, {
    title: t(i18n)`Two-factor sign-in`,
    description: t(i18n)`Set up or turn off sign-in with a code from an authenticator app.`,
    path: '/account/two-factor',
  })
}
