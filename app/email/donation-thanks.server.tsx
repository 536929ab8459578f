// The thank-you a donor gets when staff mark their payment Received (issue 14, item 9): once per
// payment, queued in the same transaction as the save. It is the e-mail the official receipt
// will travel with when receipts are issued (issue 15).
import { Text } from '@react-email/text'
import type { OrganisationSettings } from '~/content/settings'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDate } from '~/utils/dates'
import { formatAmount } from '~/utils/money'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

export const DONATION_THANKS_SUBJECT = 'Thank you for your donation'

export type ThankedDonation = { name: string; email: string; amountCents: number | null; receivedAt: Date | null }

export async function donationThanksMail(organisation: OrganisationSettings, donation: ThankedDonation): Promise<OutgoingMail> {
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
      <Text style={mailStyles.text}>If you have a question about your donation, write to us at {organisation.email}.</Text>
      <Text style={mailStyles.text}>With gratitude,</Text>
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  // a donor's name and gift are emptied from the outbox once sent
  return { kind: 'donation-thanks', to: donation.email, subject: DONATION_THANKS_SUBJECT, ...(await renderMail(element)), sensitive: true }
}
