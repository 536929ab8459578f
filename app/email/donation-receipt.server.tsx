// The e-mail an official donation receipt travels in (issue 15): the PDF attached, a few words
// saying what it is and to keep it for the donor's tax return. A lost receipt goes again as a
// copy marked "COPY", with words that say so.
import { Text } from '@react-email/text'
import type { OrganisationSettings } from '~/content/settings'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDate } from '~/utils/dates.server'
import { formatAmount } from '~/utils/money'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

export const RECEIPT_MAIL_SUBJECT = 'Your official donation receipt'
export const RECEIPT_COPY_MAIL_SUBJECT = 'A copy of your official donation receipt'

export type ReceiptToSend = { serial: string; donorName: string; donorEmail: string; eligibleCents: number; kind: 'gift' | 'annual'; receivedFrom: string; issuedAt: Date }

export async function donationReceiptMail(
  organisation: OrganisationSettings,
  receipt: ReceiptToSend,
  file: { bytes: Uint8Array; name: string; copy: boolean },
): Promise<OutgoingMail> {
  const what = receipt.kind === 'annual' ? `your gifts of ${receipt.receivedFrom.slice(0, 4)}` : 'your donation'
  const element = (
    <MailLayout organisation={organisation} preview={`Receipt No. ${receipt.serial} from ${organisation.name}.`}>
      <Text style={mailStyles.text}>Dear {receipt.donorName},</Text>
      {file.copy ? (
        <Text style={mailStyles.text}>
          As you asked, here is a copy of receipt No. {receipt.serial}, issued on {formatDate(receipt.issuedAt)}. It is marked "Copy"; it replaces nothing and the
          original stays valid.
        </Text>
      ) : (
        <Text style={mailStyles.text}>
          Thank you again for {what}. Attached is your official receipt for income tax purposes, No. {receipt.serial}, for an eligible amount of{' '}
          {formatAmount(receipt.eligibleCents)}.
        </Text>
      )}
      <Text style={mailStyles.text}>Please keep it with your tax records: you may need it to claim your donation tax credit.</Text>
      <Text style={mailStyles.text}>If anything on it is wrong, write to us at {organisation.email} and we will issue a corrected receipt.</Text>
      <Text style={mailStyles.text}>With gratitude,</Text>
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  // the donor's name, address and gift: emptied from the outbox once sent
  return {
    kind: file.copy ? 'donation-receipt-copy' : 'donation-receipt',
    to: receipt.donorEmail,
    subject: file.copy ? RECEIPT_COPY_MAIL_SUBJECT : RECEIPT_MAIL_SUBJECT,
    ...(await renderMail(element)),
    sensitive: true,
    attachment: { name: file.name, bytes: file.bytes },
  }
}
