// Forms of the account screens: rules and messages (spec 5 and 8, with docs/design.md's password
// minimum of 8). Browser-safe: the forms check with these schemas before sending.
import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const MESSAGES = {
  loginEmpty: 'Please enter both email and password.',
  loginInvalid: 'Invalid email or password.',
  network: 'An error occurred. Please try again.',
  tooManyAttempts: 'Too many unsuccessful attempts. For your safety, please wait 15 minutes and try again.',
  registered: 'Successfully Registered',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  accountDeleted: 'Your account is deleted, with its e-mail address and password, and you are signed out.',
  required: 'Required',
  passwordsMustMatch: 'Passwords must match',
  confirmationTooShort: `Password confirmation must be at least ${PASSWORD_MIN} characters`,
  emailRequired: 'email is a required field',
  emailInvalid: 'email must be a valid email',
  passwordRequired: 'password is a required field',
  passwordTooShort: `password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `password must be at most ${PASSWORD_MAX} characters`,
  passwordAdvice: 'A few unrelated words you will remember, such as a short sentence, make a strong password.',
  passwordCommon: 'This password is too common and easy to guess. Please choose another.',
  passwordWeak: 'This password is too easy to guess.',
  currentPasswordWrong: 'Your current password is not correct.',
  resetRequested:
    'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour. If nothing arrives within a few minutes, check your spam folder.',
  resetTooMany: 'Too many requests from your connection. Please try again in an hour.',
  resetLinkExpired: 'This link has expired: links to choose a new password work for one hour. Ask for a new one below.',
  resetLinkUsed: 'This link has already been used. If you still need a new password, ask for a new link below.',
  inviteLinkExpired: 'This invitation has expired: invitations work for 72 hours. Ask the person who invited you to send a new one.',
  inviteLinkUsed: 'This invitation has already been used. If it was you, log in with the password you chose.',
  inviteLinkInvalid: 'This invitation is not valid. It may have been withdrawn or replaced by a newer one: use the link in the most recent e-mail.',
  inviteTaken: 'An account with this e-mail address exists already: log in, and ask an admin to make it an admin.',
  welcomeAdmin: 'Welcome. Your admin account is ready.',
  resetLinkInvalid: 'This link is not valid. It may have been replaced by a newer one: use the link in the most recent e-mail, or ask for a new one below.',
} as const

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)

const confirmation = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN, MESSAGES.confirmationTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)

/** Login: one message for any missing field, shown in the form's error area. */
export const loginSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    password: z.string().max(1024).optional(),
    remember: z.preprocess((v) => v === 'on' || v === true, z.boolean()).default(false),
    redirectTo: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email || !value.password) ctx.addIssue({ code: 'custom', message: MESSAGES.loginEmpty, path: [] })
  })

export const registerSchema = z
  .object({ email, password: newPassword, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] })

export const changePasswordSchema = z
  .object({
    intent: z.literal('change-password'),
    currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] })

export const deleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
})

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({ token: z.string().max(200).default(''), password: newPassword, confirmPassword: confirmation })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'] })

export const acceptInvitationSchema = resetPasswordSchema

// ---------------------------------------------------------------- two-factor sign-in

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'Enter the 6 digits your authenticator app shows, such as 123456.',
  codeWrong: 'That code is not right, or it has been used already. Enter the code the app shows now.',
  setupCodeWrong: 'That code is not right. Check that the app shows this site’s account, then enter the code it shows now.',
  recoveryRequired: 'Enter one of your recovery codes.',
  recoveryFormat: 'A recovery code has 10 letters and digits, such as abcde-fgh23.',
  recoveryWrong: 'That recovery code is not right, or it has been used already.',
  tooManyCodes: 'Too many codes that were not right. For your safety, please wait 15 minutes and try again.',
  signInExpired: 'Signing in took longer than 10 minutes. Please enter your email and password again.',
  required: 'Admins on this site must use two-factor sign-in. Set it up here to continue to the back office.',
  setupStale: 'This set-up has changed in another window. Here is the current one.',
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off. You sign in with your password alone.',
  restarted: 'Your old key no longer works. Set up your new phone below.',
  recoveryUsed: (left: number) =>
    left === 0
      ? 'You signed in with your last recovery code. Make new ones now, under My account, Two-factor sign-in.'
      : `You signed in with a recovery code. ${left === 1 ? 'One is' : `${left} are`} left; each works once.`,
} as const

const typedCode = z.string().max(100).optional()

/** The code step of signing in: a code from the app, or a recovery code. */
export const secondFactorSchema = z
  .object({ method: z.enum(['app', 'recovery']).default('app'), code: typedCode })
  .superRefine((value, ctx) => {
    const code = (value.code ?? '').replace(/[\s-]/g, '')
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['code'], message })
    if (value.method === 'app') {
      if (!code) issue(TWO_FACTOR_MESSAGES.codeRequired)
      else if (!/^\d{6}$/.test(code)) issue(TWO_FACTOR_MESSAGES.codeFormat)
    } else {
      if (!code) issue(TWO_FACTOR_MESSAGES.recoveryRequired)
      else if (!/^[a-z0-9]{10}$/i.test(code)) issue(TWO_FACTOR_MESSAGES.recoveryFormat)
    }
  })

/** Confirming the set-up with the first code the app shows. */
export const confirmTwoFactorSchema = z
  .object({ intent: z.literal('confirm'), code: typedCode })
  .superRefine((value, ctx) => {
    const code = (value.code ?? '').replace(/[\s-]/g, '')
    if (!code) ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired })
    else if (!/^\d{6}$/.test(code)) ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeFormat })
  })

/** Turning it off, starting again on a new phone, or new recovery codes: the password first. */
export const twoFactorPasswordSchema = z.object({
  intent: z.enum(['turn-off', 'new-phone', 'new-recovery-codes']),
  currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
})
