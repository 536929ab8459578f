// The e-mail an official donation receipt travels in (issue 15): the PDF attached, a few words
// saying what it is and to keep it for the donor's tax return. A lost receipt goes again as a
// copy marked "COPY", with words that say so. In the receipt's language (its gift's, decision 077).
import { t } from '@lingui/core/macro'
import { Text } from '@react-email/text'
import type { OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/i18n/languages'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDate } from '~/utils/dates.server'
import { formatAmount } from '~/utils/money'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

export const RECEIPT_MAIL_SUBJECT = 'Your official donation receipt'
export const RECEIPT_COPY_MAIL_SUBJECT = 'A copy of your official donation receipt'

export type ReceiptToSend = { serial: string; donorName: string; donorEmail: string; eligibleCents: number; kind: 'gift' | 'annual'; receivedFrom: string; issuedAt: Date; language?: string }

export async function donationReceiptMail(
  organisation: OrganisationSettings,
  receipt: ReceiptToSend,
  file: { bytes: Uint8Array; name: string; copy: boolean },
): Promise<OutgoingMail> {
  const language: Language = isLanguage(receipt.language) ? receipt.language : DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const { serial, donorName } = receipt
  const { name: organisationName, email: organisationEmail } = organisation
  const eligible = formatAmount(receipt.eligibleCents)
  const issued = formatDate(receipt.issuedAt, language)
  const year = receipt.receivedFrom.slice(0, 4)
  const element = (
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`Receipt No. ${serial} from ${organisationName}.`}>
      <Text style={mailStyles.text}>{t(i18n)`Dear ${donorName},`}</Text>
      {file.copy ? (
        <Text style={mailStyles.text}>
          {t(i18n)`As you asked, here is a copy of receipt No. ${serial}, issued on ${issued}. It is marked "Copy"; it replaces nothing and the original stays valid.`}
        </Text>
      ) : (
        <Text style={mailStyles.text}>
          {receipt.kind === 'annual'
            ? t(i18n)`Thank you again for your gifts of ${year}. Attached is your official receipt for income tax purposes, No. ${serial}, for an eligible amount of ${eligible}.`
            : t(i18n)`Thank you again for your donation. Attached is your official receipt for income tax purposes, No. ${serial}, for an eligible amount of ${eligible}.`}
        </Text>
      )}
      <Text style={mailStyles.text}>{t(i18n)`Please keep it with your tax records: you may need it to claim your donation tax credit.`}</Text>
      <Text style={mailStyles.text}>{t(i18n)`If anything on it is wrong, write to us at ${organisationEmail} and we will issue a corrected receipt.`}</Text>
      <Text style={mailStyles.text}>{t(i18n)`With gratitude,`}</Text>
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  // the donor's name, address and gift: emptied from the outbox once sent
  return {
    kind: file.copy ? 'donation-receipt-copy' : 'donation-receipt',
    to: receipt.donorEmail,
    subject: file.copy ? t(i18n)`A copy of your official donation receipt` : t(i18n)`Your official donation receipt`,
    ...(await renderMail(element, language)),
    sensitive: true,
    attachment: { name: file.name, bytes: file.bytes },
  }
}
