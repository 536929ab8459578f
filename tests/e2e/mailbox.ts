// Reading the e-mails the site sent during the end-to-end run (tests/e2e/mail-sink.ts).
import { expect } from '@playwright/test'

export const MAIL_SINK_HTTP_PORT = Number(process.env.E2E_PORT ?? 4310) + 101
export const MAIL_SINK_SMTP_PORT = Number(process.env.E2E_PORT ?? 4310) + 100

export type ReceivedMail = { to: string[]; from: string; replyTo: string; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; base64: string }[] }

async function allMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/messages`)
  return (await response.json()) as ReceivedMail[]
}

/** The newest e-mail to this address that matches, once it has arrived (the outbox sends within seconds). */
export async function waitForMail(to: string, match: (mail: ReceivedMail) => boolean = () => true, after = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await allMail()).slice(after)
        found = mails.reverse().find((mail) => mail.to.includes(to.toLowerCase()) && match(mail))
        return Boolean(found)
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** How many e-mails have arrived so far (to wait only for newer ones). */
export async function mailCount(): Promise<number> {
  return (await allMail()).length
}

/** Every e-mail this address has received so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  return (await allMail()).filter((mail) => mail.to.includes(to.toLowerCase()))
}
