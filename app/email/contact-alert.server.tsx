// The alert staff get when someone writes through the contact form (issue 14, item 7). By
// default it says only that a message arrived and links to it: staff read mail on phones, and
// the people who write may be at risk. Staff can choose, in the settings, to have the sender's
// name, the subject and the message in it too. Each in its reader's language (their account's,
// decision 077).
import { t } from '@lingui/core/macro'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import type { ContactMessageInput } from '~/content/contact-message'
import type { OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import type { Language } from '~/i18n/languages'
import type { OutgoingMail } from '~/models/outbox.server'
import { getAlertSettings, getOrganisation } from '~/models/settings.server'
import { rolesThatMay } from '~/content/permissions'
import { languagesOfEmails, listEmailsOfRoles } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

export const CONTACT_ALERT_SUBJECT = 'New message on the website'

/**
 * Reads who gets alerts and how (before the message's transaction: on the embedded database a
 * query outside a transaction waits for it to end), and gives back what makes the alerts for
 * one stored message, one e-mail per recipient, without touching the database.
 */
export async function prepareContactAlerts(): Promise<(message: ContactMessageInput & { id: number }) => Promise<OutgoingMail[]>> {
  const [settings, organisation] = await Promise.all([getAlertSettings(), getOrganisation()])
  // without addresses named: everyone whose roles let them read the messages (Administrators, Messages)
  const recipients = settings.addresses.length > 0 ? settings.addresses : await listEmailsOfRoles(rolesThatMay('contactMessages'))
  const languages = await languagesOfEmails(recipients)
  const full = settings.contents === 'full'
  return async (message) =>
    Promise.all(recipients.map((to) => alertMail(message, to, languages.get(to) ?? 'en', organisation, full)))
}

async function alertMail(message: ContactMessageInput & { id: number }, to: string, language: Language, organisation: OrganisationSettings, full: boolean): Promise<OutgoingMail> {
  const i18n = i18nOf(language)
  const link = `${env().SITE_URL}/admin/contact-messages/${message.id}`
  const organisationName = organisation.name
  const { name, email, subject } = message
  const element = (
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`Someone wrote through the contact form.`}>
      <Text style={mailStyles.text}>{t(i18n)`Someone wrote to ${organisationName} through the website’s contact form.`}</Text>
      {full ? (
        <>
          <Text style={mailStyles.text}>
            {t(i18n)`From: ${name} (${email})`}
            <br />
            {t(i18n)`Subject: ${subject}`}
          </Text>
          <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{message.message}</Text>
        </>
      ) : null}
      <Text style={mailStyles.text}>
        {t(i18n)`Read it in the back office:`}{' '}
        <Link href={link} style={mailStyles.link}>
          {link}
        </Link>
      </Text>
    </MailLayout>
  )
  // a visitor's words in the alert are emptied from the outbox once it is sent
  return { kind: 'contact-alert', to, subject: t(i18n)`New message on the website`, ...(await renderMail(element, language)), sensitive: full }
}
