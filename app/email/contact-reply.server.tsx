// A reply staff write on a contact message's detail screen (issue 14, item 8), with the visitor's
// message quoted under it as e-mail programs do. It goes from MAIL_FROM (the organisation), never
// from a staff member's own address, so the conversation stays with the charity; and its
// Reply-To is the organisation's e-mail from the settings, so that the visitor's answer reaches
// staff even when MAIL_FROM is an address nobody reads (issue 36 item 5, decision 051).
import { render } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { addressLines, type OrganisationSettings } from '~/content/settings'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDateTime } from '~/utils/dates.server'
import { MailLayout, mailStyles } from './mail-layout.server'

/** 'Re: ' before the subject, once; on one line whatever the visitor typed. */
export function replySubject(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim()
  return /^re:/i.test(line) ? line : `Re: ${line}`
}

export type RepliedMessage = {
  name: string
  subject: string
  message: string
  createdAt: Date
}

/** The reply's e-mail: its text, then "On <date>, <name> wrote:" and the message quoted. */
export async function contactReplyMail(organisation: OrganisationSettings, to: string, body: string, original: RepliedMessage): Promise<OutgoingMail> {
  const wrote = `On ${formatDateTime(original.createdAt)}, ${original.name} wrote:`
  const html = await render(
    <MailLayout organisation={organisation} preview={body.slice(0, 120)}>
      <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{body}</Text>
      <Text style={{ ...mailStyles.small, marginTop: '24px' }}>{wrote}</Text>
      <Section style={{ borderLeft: '3px solid #cbd5e1', paddingLeft: '12px' }}>
        <Text
          style={{
            ...mailStyles.text,
            color: '#475569',
            whiteSpace: 'pre-wrap',
          }}
        >
          {original.message}
        </Text>
      </Section>
    </MailLayout>,
  )
  // the plain part written here rather than converted: quoted lines keep their '> ' marks
  const quoted = original.message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>'))
  const footer = [
    organisation.name,
    ...addressLines(organisation.address),
    ...(organisation.charityNumber ? [`Registered charity number ${organisation.charityNumber}`] : []),
  ]
  const text = [body, '', wrote, ...quoted, '', '--', ...footer].join('\n')
  // the conversation is kept with the message in the back office; the outbox forgets it once sent
  return {
    kind: 'contact-reply',
    to,
    subject: replySubject(original.subject),
    replyTo: organisation.email,
    html,
    text,
    sensitive: true,
  }
}
