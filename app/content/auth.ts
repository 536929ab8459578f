// Forms of the account screens: rules and messages (spec 5 and 8, with docs/design.md's password
// minimum of 8). Browser-safe: the forms check with these schemas before sending. Messages and
// schemas are in the page's language: each is made for a Lingui instance (the action's
// i18nOf(requestLanguage(request)), the browser's useLingui().i18n).
import type { I18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules'

export { PASSWORD_MAX, PASSWORD_MIN }

export function authMessages(i18n: I18n) {
  const min = PASSWORD_MIN
  const max = PASSWORD_MAX
  return {
    loginEmpty: t(i18n)`Please enter both email and password.`,
    loginInvalid: t(i18n)`Invalid email or password.`,
    network: t(i18n)`An error occurred. Please try again.`,
    tooManyAttempts: t(i18n)`Too many unsuccessful attempts. For your safety, please wait 15 minutes and try again.`,
    registered: t(i18n)`Successfully Registered`,
    passwordChanged: t(i18n)`Your password has been changed. Other devices have been signed out.`,
    accountDeleted: t(i18n)`Your account is deleted, with its e-mail address and password, and you are signed out.`,
    required: t(i18n)`Required`,
    passwordsMustMatch: t(i18n)`Passwords must match`,
    confirmationTooShort: t(i18n)`Password confirmation must be at least ${min} characters`,
    emailRequired: t(i18n)`email is a required field`,
    emailInvalid: t(i18n)`email must be a valid email`,
    passwordRequired: t(i18n)`password is a required field`,
    passwordTooShort: t(i18n)`password must be at least ${min} characters`,
    passwordTooLong: t(i18n)`password must be at most ${max} characters`,
    passwordAdvice: t(i18n)`A few unrelated words you will remember, such as a short sentence, make a strong password.`,
    passwordCommon: t(i18n)`This password is too common and easy to guess. Please choose another.`,
    passwordWeak: t(i18n)`This password is too easy to guess.`,
    currentPasswordWrong: t(i18n)`Your current password is not correct.`,
    resetRequested: t(i18n)`If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour. If nothing arrives within a few minutes, check your spam folder.`,
    resetTooMany: t(i18n)`Too many requests from your connection. Please try again in an hour.`,
    resetLinkExpired: t(i18n)`This link has expired: links to choose a new password work for one hour. Ask for a new one below.`,
    resetLinkUsed: t(i18n)`This link has already been used. If you still need a new password, ask for a new link below.`,
    inviteLinkExpired: t(i18n)`This invitation has expired: invitations work for 72 hours. Ask the person who invited you to send a new one.`,
    inviteLinkUsed: t(i18n)`This invitation has already been used. If it was you, log in with the password you chose.`,
    inviteLinkInvalid: t(i18n)`This invitation is not valid. It may have been withdrawn or replaced by a newer one: use the link in the most recent e-mail.`,
    inviteTaken: t(i18n)`An account with this e-mail address exists already: log in, and ask an Administrator to give it the roles of this invitation.`,
    welcomeAdmin: t(i18n)`Welcome. Your staff account is ready.`,
    resetLinkInvalid: t(i18n)`This link is not valid. It may have been replaced by a newer one: use the link in the most recent e-mail, or ask for a new one below.`,
  }
}

/** The fields a new account, a reset link and an invitation share. */
function accountFields(i18n: I18n) {
  const messages = authMessages(i18n)
  const email = z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid))
  const newPassword = z
    .string({ error: messages.passwordRequired })
    .min(PASSWORD_MIN, messages.passwordTooShort)
    .max(PASSWORD_MAX, messages.passwordTooLong)
  const confirmation = z
    .string({ error: messages.required })
    .min(PASSWORD_MIN, messages.confirmationTooShort)
    .max(PASSWORD_MAX, messages.passwordTooLong)
  const currentPassword = z.string({ error: messages.required }).min(1, messages.required).max(1024)
  return { messages, email, newPassword, confirmation, currentPassword }
}

/** Login: one message for any missing field, shown in the form's error area. */
export function loginSchema(i18n: I18n) {
  const loginEmpty = authMessages(i18n).loginEmpty
  return z
    .object({
      email: z.string().trim().max(254).optional(),
      password: z.string().max(1024).optional(),
      remember: z.preprocess((v) => v === 'on' || v === true, z.boolean()).default(false),
      redirectTo: z.string().max(2000).optional(),
    })
    .superRefine((value, ctx) => {
      if (!value.email || !value.password) ctx.addIssue({ code: 'custom', message: loginEmpty, path: [] })
    })
}

export function registerSchema(i18n: I18n) {
  const { messages, email, newPassword, confirmation } = accountFields(i18n)
  return z
    .object({ email, password: newPassword, confirmPassword: confirmation })
    .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsMustMatch, path: ['confirmPassword'] })
}

export function changePasswordSchema(i18n: I18n) {
  const { messages, newPassword, confirmation, currentPassword } = accountFields(i18n)
  return z
    .object({
      intent: z.literal('change-password'),
      currentPassword,
      password: newPassword,
      confirmPassword: confirmation,
    })
    .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsMustMatch, path: ['confirmPassword'] })
}

export function deleteAccountSchema(i18n: I18n) {
  return z.object({
    intent: z.literal('delete-account'),
    currentPassword: accountFields(i18n).currentPassword,
  })
}

export function forgotPasswordSchema(i18n: I18n) {
  return z.object({ email: accountFields(i18n).email })
}

export function resetPasswordSchema(i18n: I18n) {
  const { messages, newPassword, confirmation } = accountFields(i18n)
  return z
    .object({ token: z.string().max(200).default(''), password: newPassword, confirmPassword: confirmation })
    .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsMustMatch, path: ['confirmPassword'] })
}

export const acceptInvitationSchema = resetPasswordSchema

// ---------------------------------------------------------------- two-factor sign-in

export function twoFactorMessages(i18n: I18n) {
  return {
    codeRequired: t(i18n)`Enter the 6-digit code from your authenticator app.`,
    codeFormat: t(i18n)`Enter the 6 digits your authenticator app shows, such as 123456.`,
    codeWrong: t(i18n)`That code is not right, or it has been used already. Enter the code the app shows now.`,
    setupCodeWrong: t(i18n)`That code is not right. Check that the app shows this site’s account, then enter the code it shows now.`,
    recoveryRequired: t(i18n)`Enter one of your recovery codes.`,
    recoveryFormat: t(i18n)`A recovery code has 10 letters and digits, such as abcde-fgh23.`,
    recoveryWrong: t(i18n)`That recovery code is not right, or it has been used already.`,
    tooManyCodes: t(i18n)`Too many codes that were not right. For your safety, please wait 15 minutes and try again.`,
    signInExpired: t(i18n)`Signing in took longer than 10 minutes. Please enter your email and password again.`,
    required: t(i18n)`Admins on this site must use two-factor sign-in. Set it up here to continue to the back office.`,
    setupStale: t(i18n)`This set-up has changed in another window. Here is the current one.`,
    turnedOn: t(i18n)`Two-factor sign-in is on.`,
    turnedOff: t(i18n)`Two-factor sign-in is off. You sign in with your password alone.`,
    restarted: t(i18n)`Your old key no longer works. Set up your new phone below.`,
    recoveryUsed: (left: number) =>
      left === 0
        ? t(i18n)`You signed in with your last recovery code. Make new ones now, under My account, Two-factor sign-in.`
        : t(i18n)`You signed in with a recovery code. ${plural(left, { one: 'One is left; each works once.', other: '# are left; each works once.' })}`,
  }
}

const typedCode = z.string().max(100).optional()

/** The code step of signing in: a code from the app, or a recovery code. */
export function secondFactorSchema(i18n: I18n) {
  const messages = twoFactorMessages(i18n)
  return z
    .object({ method: z.enum(['app', 'recovery']).default('app'), code: typedCode })
    .superRefine((value, ctx) => {
      const code = (value.code ?? '').replace(/[\s-]/g, '')
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['code'], message })
      if (value.method === 'app') {
        if (!code) issue(messages.codeRequired)
        else if (!/^\d{6}$/.test(code)) issue(messages.codeFormat)
      } else {
        if (!code) issue(messages.recoveryRequired)
        else if (!/^[a-z0-9]{10}$/i.test(code)) issue(messages.recoveryFormat)
      }
    })
}

/** Confirming the set-up with the first code the app shows. */
export function confirmTwoFactorSchema(i18n: I18n) {
  const messages = twoFactorMessages(i18n)
  return z
    .object({ intent: z.literal('confirm'), code: typedCode })
    .superRefine((value, ctx) => {
      const code = (value.code ?? '').replace(/[\s-]/g, '')
      if (!code) ctx.addIssue({ code: 'custom', path: ['code'], message: messages.codeRequired })
      else if (!/^\d{6}$/.test(code)) ctx.addIssue({ code: 'custom', path: ['code'], message: messages.codeFormat })
    })
}

/** Turning it off, starting again on a new phone, or new recovery codes: the password first. */
export function twoFactorPasswordSchema(i18n: I18n) {
  return z.object({
    intent: z.enum(['turn-off', 'new-phone', 'new-recovery-codes']),
    currentPassword: accountFields(i18n).currentPassword,
  })
}
