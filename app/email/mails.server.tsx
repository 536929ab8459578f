// The e-mails the site sends, each one React template rendered to an HTML and a plain-text part.
// Words are plain and calm; a link is always written out in full as well, for clients that
// strip buttons and for people who copy it.
import { t } from '@lingui/core/macro'
import { Button } from '@react-email/button'
import { Link } from '@react-email/link'
import { render } from '@react-email/render'
import { Text } from '@react-email/text'
import type { ReactElement } from 'react'
import type { StaffRole } from '~/content/permissions'
import type { OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { LANGUAGE_FACTS, pathIn, type Language } from '~/i18n/languages'
import { formatNumber } from '~/utils/numbers'
import type { OutgoingMail } from '~/models/outbox.server'
import { MailLayout, mailStyles } from './mail-layout.server'
import { roleNamesIn, whatRolesAllowIn } from './role-words.server'

const RIGHT_TO_LEFT_MARK = '\u200F'

/**
 * A template's two parts. In a right-to-left language's text part, each line holding its letters
 * starts with a right-to-left mark, so that one opening with a name, a number or a link in Latin
 * letters is still laid out right to left (plain text has no `dir`); a line without them (an
 * English address, a link) keeps its own direction, and so its order.
 */
export async function renderMail(element: ReactElement, language: Language = 'en'): Promise<{ html: string; text: string }> {
  const [html, plain] = await Promise.all([render(element), render(element, { plainText: true })])
  const text = LANGUAGE_FACTS[language].dir === 'rtl' ? plain.replace(/^(?=.*\p{Script=Arabic})/gmu, RIGHT_TO_LEFT_MARK) : plain
  return { html, text }
}

async function toMail(kind: string, to: string, subject: string, element: ReactElement, sensitive = false, language: Language = 'en'): Promise<OutgoingMail> {
  return { kind, to, subject, ...(await renderMail(element, language)), sensitive }
}

function LinkBlock({ href, label, language = 'en' }: { href: string; label: string; language?: Language }) {
  return (
    <>
      <Button href={href} style={mailStyles.button}>
        {label}
      </Button>
      <Text style={{ ...mailStyles.text, marginTop: '16px' }}>
        {t(i18nOf(language))`If the button does not work, copy this address into your browser:`}{' '}
        <Link href={href} style={mailStyles.link}>
          {href}
        </Link>
      </Text>
    </>
  )
}

export const PASSWORD_RESET_SUBJECT = 'Choose a new password'

/** The forgot-password link: valid for an hour, once; in the language of the page it was asked on. */
export function passwordResetMail(organisation: OrganisationSettings, to: string, link: string, language: Language = 'en') {
  const i18n = i18nOf(language)
  return toMail(
    'password-reset',
    to,
    t(i18n)`Choose a new password`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`A link to choose a new password, valid for one hour.`}>
      <Text style={mailStyles.text}>{t(i18n)`Someone asked to reset the password of the account with this e-mail address on our website.`}</Text>
      <Text style={mailStyles.text}>{t(i18n)`To choose a new password, use this link within one hour. It works once.`}</Text>
      <LinkBlock href={link} label={t(i18n)`Choose a new password`} language={language} />
      <Text style={mailStyles.text}>{t(i18n)`If you did not ask for this, you can ignore this e-mail: your password has not changed.`}</Text>
    </MailLayout>,
    true,
    language,
  )
}

export const TEST_MAIL_SUBJECT = 'Test e-mail from the website'

/** "Send a test e-mail" on the settings screen. */
export function testMail(organisation: OrganisationSettings, to: string, siteUrl: string) {
  return toMail(
    'test',
    to,
    TEST_MAIL_SUBJECT,
    <MailLayout organisation={organisation} preview="E-mail from the website works.">
      <Text style={mailStyles.text}>This is a test e-mail sent from the back office of {siteUrl}.</Text>
      <Text style={mailStyles.text}>If you can read it, the website can send e-mail.</Text>
    </MailLayout>,
  )
}

export const INVITATION_SUBJECT = 'You are invited to help run the website'

/** What the roles let a person do, from the permissions table: one line an area, in the reader's language. */
function WhatTheyCanDo({ roles, language }: { roles: readonly StaffRole[]; language: Language }) {
  return (
    <>
      {whatRolesAllowIn(i18nOf(language), roles).map((line) => (
        <Text key={`${line.area}: ${line.can}`} style={{ ...mailStyles.text, margin: '0 0 8px', ...(LANGUAGE_FACTS[language].dir === 'rtl' ? { paddingRight: '16px' } : { paddingLeft: '16px' }) }}>
          • {line.area}: {line.can}.
        </Text>
      ))}
    </>
  )
}

/**
 * An Administrator's invitation to someone new, with the roles it gives and what they allow: a
 * link to choose a password, valid 72 hours, once. In the language the inviter chose (decision 090),
 * the link to that language's page.
 */
export function invitationMail(organisation: OrganisationSettings, to: string, invitedBy: string, roles: readonly StaffRole[], link: string, language: Language = 'en') {
  const i18n = i18nOf(language)
  const name = organisation.name
  const roleList = roleNamesIn(i18n, roles)
  return toMail(
    'invitation',
    to,
    t(i18n)`You are invited to help run the website`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`A link to create your account for the back office, valid for 72 hours.`}>
      <Text style={mailStyles.text}>{t(i18n)`${invitedBy} invited you to help run the website of ${name}, as ${roleList}. In its back office you will be able to:`}</Text>
      <WhatTheyCanDo roles={roles} language={language} />
      <Text style={{ ...mailStyles.text, marginTop: '16px' }}>{t(i18n)`Nothing else: other screens stay closed to you.`}</Text>
      <Text style={mailStyles.text}>{t(i18n)`To accept, choose a password with this link within 72 hours. It works once.`}</Text>
      <LinkBlock href={link} label={t(i18n)`Accept the invitation`} language={language} />
      <Text style={mailStyles.text}>{t(i18n)`If you were not expecting this, you can ignore this e-mail: no account is made until the link is used.`}</Text>
    </MailLayout>,
    true,
    language,
  )
}

export const ROLES_CHANGED_SUBJECT = 'Your roles on the website have changed'

/** To someone whose roles an Administrator (or the operator) changed: what they hold now and what it lets them do; in their account's language. */
export function rolesChangedMail(organisation: OrganisationSettings, to: string, roles: readonly StaffRole[], siteUrl: string, language: Language = 'en') {
  const i18n = i18nOf(language)
  const staff = roles.length > 0
  const name = organisation.name
  const roleList = roleNamesIn(i18n, roles)
  return toMail(
    'roles-changed',
    to,
    t(i18n)`Your roles on the website have changed`,
    <MailLayout organisation={organisation} language={language} preview={staff ? t(i18n)`You are now ${roleList}.` : t(i18n)`You no longer have a role in the back office.`}>
      {staff ? (
        <>
          <Text style={mailStyles.text}>{t(i18n)`Your roles in the back office of ${name}’s website have changed. You are now ${roleList}, and from your next page you can:`}</Text>
          <WhatTheyCanDo roles={roles} language={language} />
          <Text style={{ ...mailStyles.text, marginTop: '16px' }}>{t(i18n)`Nothing else: other screens are closed to you.`}</Text>
          <LinkBlock href={`${siteUrl}/admin`} label={t(i18n)`Open the back office`} language={language} />
        </>
      ) : (
        <Text style={mailStyles.text}>{t(i18n)`You no longer have a role in the back office of ${name}’s website. Your account stays, with your own account page only.`}</Text>
      )}
      <Text style={mailStyles.text}>{t(i18n)`If you think this is a mistake, ask one of the website’s Administrators.`}</Text>
    </MailLayout>,
    false,
    language,
  )
}

export const ACCOUNT_EXISTS_SUBJECT = 'About your account on the website'

/** To the owner of an address someone tried to register again (the form itself says nothing, issue 12); in the account's language. */
export function accountExistsMail(organisation: OrganisationSettings, to: string, siteUrl: string, language: Language = 'en') {
  const i18n = i18nOf(language)
  const loginLink = `${siteUrl}${pathIn(language, '/login')}`
  const resetLink = `${siteUrl}${pathIn(language, '/forgot-password')}`
  return toMail(
    'account-exists',
    to,
    t(i18n)`About your account on the website`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`Someone tried to register with this address; you already have an account.`}>
      <Text style={mailStyles.text}>
        {t(i18n)`Someone, perhaps you, tried to create an account on our website with this e-mail address. You already have an account, so nothing was changed.`}
      </Text>
      <Text style={mailStyles.text}>
        {t(i18n)`If it was you, you can log in, or choose a new password if you have forgotten it:`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={loginLink} style={mailStyles.link}>
          {t(i18n)`Log in`}
        </Link>
        {' · '}
        <Link href={resetLink} style={mailStyles.link}>
          {t(i18n)`Choose a new password`}
        </Link>
      </Text>
      <Text style={mailStyles.text}>{t(i18n)`If it was not you, you can ignore this e-mail: your account and its password are as they were.`}</Text>
    </MailLayout>,
    false,
    language,
  )
}

export const CODE_LOCK_SUBJECT = 'Wrong sign-in codes on your account'

/**
 * To an admin whose code step was locked by wrong codes (issue 36 item 6.4): whoever typed them
 * had the password, so it says to change it. Once per lock, never once per guess. In the account's language.
 */
export function codeLockMail(organisation: OrganisationSettings, to: string, siteUrl: string, failures: number, minutes: number, language: Language = 'en') {
  const i18n = i18nOf(language)
  const count = formatNumber(failures, language)
  const waiting = formatNumber(minutes, language)
  return toMail(
    'code-lock',
    to,
    t(i18n)`Wrong sign-in codes on your account`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`Someone who knows your password entered wrong two-factor codes. Change your password.`}>
      <Text style={mailStyles.text}>
        {t(i18n)`Someone entered ${count} wrong two-factor codes while signing in to the back office of our website with your account (${to}). Signing in with a code is paused for up to ${waiting} minutes.`}
      </Text>
      <Text style={mailStyles.text}>
        {t(i18n)`To reach the code step, they typed your password. If that was not you, your password is known to someone else: choose a new one now. Choosing it ends every sign-in to your account.`}
      </Text>
      <LinkBlock href={`${siteUrl}${pathIn(language, '/forgot-password')}`} label={t(i18n)`Choose a new password`} language={language} />
      <Text style={mailStyles.text}>{t(i18n)`Then tell the other admins, and the person who looks after the website.`}</Text>
      <Text style={mailStyles.text}>
        {t(i18n)`If it was you, wait a little and sign in again with the code your authenticator app shows now, or with one of your recovery codes.`}
      </Text>
    </MailLayout>,
    false,
    language,
  )
}

export const TWO_FACTOR_SETUP_SUBJECT = 'Confirm setting up two-factor sign-in'

/**
 * The link that lets an admin set up two-factor sign-in for the first time (issue 36 item 6.2,
 * decision 053): it proves the person setting up reads this inbox, and tells the owner at once
 * if someone else, who knows the password, tried. In the account's language.
 */
export function twoFactorSetupMail(organisation: OrganisationSettings, to: string, link: string, siteUrl: string, language: Language = 'en') {
  const i18n = i18nOf(language)
  const resetLink = `${siteUrl}${pathIn(language, '/forgot-password')}`
  return toMail(
    'two-factor-setup',
    to,
    t(i18n)`Confirm setting up two-factor sign-in`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`A link to continue setting up two-factor sign-in, valid for one hour.`}>
      <Text style={mailStyles.text}>
        {t(i18n)`Someone signed in to the back office of our website with your account (${to}) and its password, and asked to set up two-factor sign-in.`}
      </Text>
      <Text style={mailStyles.text}>{t(i18n)`If it was you, open this link within one hour, in the browser where you are signed in. It works once.`}</Text>
      <LinkBlock href={link} label={t(i18n)`Continue setting up`} language={language} />
      <Text style={mailStyles.text}>
        {t(i18n)`If it was not you, do not open the link: someone knows your password. Choose a new one now; choosing it ends every sign-in to your account. Then tell the other admins.`}
      </Text>
      <Text style={mailStyles.text}>
        <Link href={resetLink} style={mailStyles.link}>
          {resetLink}
        </Link>
      </Text>
    </MailLayout>,
    true,
    language,
  )
}

/** What a review request's e-mail says of the draft and where to open it. */
export type DraftForReview = { writer: string; kind: string; title: string; editLink: string; previewLink: string | null }

/** To the Editors: a Writer submitted a draft for review (issue 37); it waits, unpublished, until one of them publishes it. In the Editor's language. */
export function reviewRequestMail(organisation: OrganisationSettings, to: string, draft: DraftForReview, language: Language = 'en') {
  const i18n = i18nOf(language)
  const { writer, title, previewLink } = draft
  const kind = draft.kind.toLowerCase()
  return toMail(
    'review-request',
    to,
    t(i18n)`For review: “${title}”`,
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`${writer} submitted a draft for review.`}>
      <Text style={mailStyles.text}>
        {t(i18n)`${writer} submitted a ${kind} for review: “${title}”. It stays a draft, not on the website, until an Editor publishes it.`}
      </Text>
      {previewLink ? (
        <Text style={mailStyles.text}>
          {t(i18n)`See it as visitors would:`}{' '}
          <Link href={previewLink} style={mailStyles.link}>
            {previewLink}
          </Link>
        </Text>
      ) : null}
      <LinkBlock href={draft.editLink} label={t(i18n)`Review and publish`} language={language} />
    </MailLayout>,
    false,
    language,
  )
}
