// The thank-you a donor gets when staff mark their payment Received (issue 14, item 9): once per
// payment, queued in the same transaction as the save. When staff issue the official receipt as
// they mark it received, the receipt's PDF travels with it (issue 15); otherwise it promises a
// receipt only where one will follow by itself (the year's receipts), and asks for a missing
// postal address.
import { Text } from '@react-email/text'
import type { OrganisationSettings } from '~/content/settings'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDate } from '~/utils/dates.server'
import { formatAmount } from '~/utils/money'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

export const DONATION_THANKS_SUBJECT = 'Thank you for your donation'

export type ThankedDonation = { name: string; email: string; amountCents: number | null; receivedAt: Date | null }

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

function receiptText(news: ReceiptNews): string | null {
  if ('attached' in news) {
    const { serial, eligibleCents } = news.attached
    return `Attached is your official receipt for income tax purposes, No. ${serial}, for an eligible amount of ${formatAmount(eligibleCents)}. Please keep it with your tax records.`
  }
  if ('annualYear' in news) return `Early in ${news.annualYear + 1}, we will e-mail you one official receipt for income tax purposes for all your gifts of ${news.annualYear}.`
  if ('addressNeeded' in news) return 'If you would like an official receipt for income tax purposes, please reply with your full postal address: the receipt must show it.'
  return null
}

export async function donationThanksMail(organisation: OrganisationSettings, donation: ThankedDonation, news: ReceiptNews): Promise<OutgoingMail> {
  const amount = donation.amountCents === null ? '' : ` of ${formatAmount(donation.amountCents)}`
  const received = donation.receivedAt ? `, received on ${formatDate(donation.receivedAt)}` : ''
  const element = (
    <MailLayout organisation={organisation} preview={`Thank you for supporting ${organisation.name}.`}>
      <Text style={mailStyles.text}>Dear {donation.name},</Text>
      <Text style={mailStyles.text}>
        Thank you for your donation{amount} to {organisation.name}
        {received}.
      </Text>
      <Text style={mailStyles.text}>Your gift helps us support people in our community when they need it most.</Text>
      {receiptText(news) ? <Text style={mailStyles.text}>{receiptText(news)}</Text> : null}
      <Text style={mailStyles.text}>If you have a question about your donation, write to us at {organisation.email}.</Text>
      <Text style={mailStyles.text}>With gratitude,</Text>
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  // a donor's name and gift are emptied from the outbox once sent
  const attachment = 'attached' in news ? { attachment: { name: news.attached.name, bytes: news.attached.bytes } } : {}
  return { kind: 'donation-thanks', to: donation.email, subject: DONATION_THANKS_SUBJECT, ...(await renderMail(element)), sensitive: true, ...attachment }
}
