// Sending over SMTP with nodemailer. SMTP_URL names the server: smtp://user:pass@host:587 uses
// STARTTLS when the server offers it, smtps://...:465 speaks TLS from the start. Certificates
// are checked.
import nodemailer from 'nodemailer'
import type { ConnectionOptions } from 'node:tls'

export type MailToSend = {
  from: string | { name: string; address: string }
  to: string
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
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachment ? [{ filename: mail.attachment.name, content: Buffer.from(mail.attachment.bytes), contentType: 'application/pdf' }] : [],
      })
      return String(info.response ?? '')
    },
    close: () => transporter.close(),
  }
}
