// The thank-you a donor gets when staff mark their payment Received (issue 14, item 9): once per
// payment, queued in the same transaction as the save. When staff issue the official receipt as
// they mark it received, the receipt's PDF travels with it (issue 15); otherwise it promises a
// receipt only where one will follow by itself (the year's receipts), and asks for a missing
// postal address. In the language of the donation page the pledge came from (decision 077).
import type { I18n } from '@lingui/core'
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

export const DONATION_THANKS_SUBJECT = 'Thank you for your donation'

/** language: the pledge's (the page it was made on); a payment staff entered has English. */
export type ThankedDonation = { name: string; email: string; amountCents: number | null; receivedAt: Date | null; language?: string }

/**
 * What the thank-you says of the official receipt: attached; coming with the year's receipts
 * (annual receipts, for a gift that can have one); asked for (the postal address it needs); or
 * nothing, where no receipt would follow by itself (issue 36: it promises only what will happen).
 */
export type ReceiptNews =
  | { attached: { serial: string; eligibleCents: number; name: string; bytes: Uint8Array } }
  | { annualYear: number }
  | { addressNeeded: true }
  | { none: true }

function receiptText(news: ReceiptNews, i18n: I18n): string | null {
  if ('attached' in news) {
    const { serial } = news.attached
    const eligible = formatAmount(news.attached.eligibleCents)
    return t(i18n)`Attached is your official receipt for income tax purposes, No. ${serial}, for an eligible amount of ${eligible}. Please keep it with your tax records.`
  }
  if ('annualYear' in news) {
    const year = news.annualYear
    const next = year + 1
    return t(i18n)`Early in ${next}, we will e-mail you one official receipt for income tax purposes for all your gifts of ${year}.`
  }
  if ('addressNeeded' in news) return t(i18n)`If you would like an official receipt for income tax purposes, please reply with your full postal address: the receipt must show it.`
  return null
}

function thanksLine(donation: ThankedDonation, organisation: OrganisationSettings, language: Language, i18n: I18n): string {
  const name = organisation.name
  const amount = donation.amountCents === null ? null : formatAmount(donation.amountCents)
  const day = donation.receivedAt ? formatDate(donation.receivedAt, language) : null
  if (amount && day) return t(i18n)`Thank you for your donation of ${amount} to ${name}, received on ${day}.`
  if (amount) return t(i18n)`Thank you for your donation of ${amount} to ${name}.`
  if (day) return t(i18n)`Thank you for your donation to ${name}, received on ${day}.`
  return t(i18n)`Thank you for your donation to ${name}.`
}

export async function donationThanksMail(organisation: OrganisationSettings, donation: ThankedDonation, news: ReceiptNews): Promise<OutgoingMail> {
  const language: Language = isLanguage(donation.language) ? donation.language : DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const { name: donor } = donation
  const { name: organisationName, email: organisationEmail } = organisation
  const receipt = receiptText(news, i18n)
  const element = (
    <MailLayout organisation={organisation} language={language} preview={t(i18n)`Thank you for supporting ${organisationName}.`}>
      <Text style={mailStyles.text}>{t(i18n)`Dear ${donor},`}</Text>
      <Text style={mailStyles.text}>{thanksLine(donation, organisation, language, i18n)}</Text>
      <Text style={mailStyles.text}>{t(i18n)`Your gift helps us support people in our community when they need it most.`}</Text>
      {receipt ? <Text style={mailStyles.text}>{receipt}</Text> : null}
      <Text style={mailStyles.text}>{t(i18n)`If you have a question about your donation, write to us at ${organisationEmail}.`}</Text>
      <Text style={mailStyles.text}>{t(i18n)`With gratitude,`}</Text>
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  // a donor's name and gift are emptied from the outbox once sent
  const attachment = 'attached' in news ? { attachment: { name: news.attached.name, bytes: news.attached.bytes } } : {}
  return {
    kind: 'donation-thanks',
    to: donation.email,
    subject: t(i18n)`Thank you for your donation`,
    ...(await renderMail(element, language)),
    sensitive: true,
    ...attachment,
  }
}
