// Sending over SMTP with nodemailer. SMTP_URL names the server: smtp://user:pass@host:587 uses
// STARTTLS when the server offers it, smtps://...:465 speaks TLS from the start. Certificates
// are checked.
import nodemailer from 'nodemailer'
import type { ConnectionOptions } from 'node:tls'
import { isOneEmailAddress } from '~/utils/email-address'

export type MailToSend = {
  from: string | { name: string; address: string }
  /** exactly one address: nodemailer would read a list ('a@x.org, b@y.org') as several recipients */
  to: string
  /** where an answer goes (Reply-To); null or unset: to the sender */
  replyTo?: string | null
  subject: string
  html: string
  text: string
  messageId: string
  attachment?: { name: string; bytes: Uint8Array } | null
}

export type MailTransport = {
  /** Resolves with the SMTP server's answer to the message; rejects with its error. */
  send(mail: MailToSend): Promise<string>
  close(): void
}

/** tls: extra TLS options (a test's own certificate authority). */
export function smtpTransport(url: string, tls?: ConnectionOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // a stalled server must not hold a mail's claim (CLAIM_MS) for long
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...(tls ? { tls } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(mail) {
      // the last line of defence (issue 36 item 6.3): every form checks its address, and a mail
      // to anything but one address is refused here rather than sent to several people
      if (!isOneEmailAddress(mail.to)) throw new Error('Not sent: the recipient is not exactly one e-mail address')
      if (mail.replyTo && !isOneEmailAddress(mail.replyTo)) throw new Error('Not sent: the Reply-To is not exactly one e-mail address')
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachment ? [{ filename: mail.attachment.name, content: Buffer.from(mail.attachment.bytes), contentType: mail.attachment.name.endsWith('.ics') ? 'text/calendar; charset=utf-8' : 'application/pdf' }] : [],
      })
      return String(info.response ?? '')
    },
    close: () => transporter.close(),
  }
}
