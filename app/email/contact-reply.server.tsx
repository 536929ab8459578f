// A reply staff write on a contact message's detail screen (issue 14, item 8), with the visitor's
// message quoted under it as e-mail programs do. It goes from MAIL_FROM (the organisation), never
// from a staff member's own address, so the conversation stays with the charity; and its
// Reply-To is the organisation's e-mail from the settings, so that the visitor's answer reaches
// staff even when MAIL_FROM is an address nobody reads (issue 36 item 5, decision 051). Staff
// write their own words in the language they choose; the frame around them (the subject's "Re:",
// "On <date>, <name> wrote:", the footer, `lang` and `dir`) is in the language of the contact
// page the visitor wrote on (decision 090).
import { t } from '@lingui/core/macro'
import { render } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { addressLines, type OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, isLanguage, type Language } from '~/i18n/languages'
import type { OutgoingMail } from '~/models/outbox.server'
import { formatDateTime } from '~/utils/dates.server'
import { MailLayout, mailStyles } from './mail-layout.server'

/** The reply prefix of each language; any of them already there is not added again. */
const REPLY_PREFIXES = ['Re:', 'ਜਵਾਬ:', 'उत्तर:', 'جواب:']

/** 'Re: ' (in the language) before the subject, once; on one line whatever the visitor typed. */
export function replySubject(subject: string, language: Language = DEFAULT_LANGUAGE): string {
  const line = subject.replace(/\s+/g, ' ').trim()
  if (REPLY_PREFIXES.some((prefix) => line.toLowerCase().startsWith(prefix.toLowerCase()))) return line
  return `${t(i18nOf(language))`Re:`} ${line}`
}

export type RepliedMessage = {
  name: string
  subject: string
  message: string
  createdAt: Date
  /** the contact page's language; English for a message kept from before it was recorded */
  language?: string
}

/** The reply's e-mail: its text, then "On <date>, <name> wrote:" and the message quoted. */
export async function contactReplyMail(organisation: OrganisationSettings, to: string, body: string, original: RepliedMessage): Promise<OutgoingMail> {
  const language = isLanguage(original.language) ? original.language : DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const rtl = LANGUAGE_FACTS[language].dir === 'rtl'
  const date = formatDateTime(original.createdAt, language)
  const name = original.name
  const wrote = t(i18n)`On ${date}, ${name} wrote:`
  const html = await render(
    <MailLayout organisation={organisation} language={language} preview={body.slice(0, 120)}>
      {/* staff's words and the visitor's, each in its own direction: staff may write English to an Urdu reader */}
      <Text dir="auto" style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>
        {body}
      </Text>
      <Text style={{ ...mailStyles.small, marginTop: '24px' }}>{wrote}</Text>
      <Section style={rtl ? { borderRight: '3px solid #cbd5e1', paddingRight: '12px' } : { borderLeft: '3px solid #cbd5e1', paddingLeft: '12px' }}>
        <Text
          dir="auto"
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
  const charityNumber = organisation.charityNumber
  const footer = [organisation.name, ...addressLines(organisation.address), ...(charityNumber ? [t(i18n)`Registered charity number ${charityNumber}`] : [])]
  // in a right-to-left language the frame's lines start with a right-to-left mark, as renderMail does (decision 077)
  const frame = (line: string) => (rtl && /\p{Script=Arabic}/u.test(line) ? `\u200F${line}` : line)
  const text = [body, '', frame(wrote), ...quoted, '', '--', ...footer.map(frame)].join('\n')
  // the conversation is kept with the message in the back office; the outbox forgets it once sent
  return {
    kind: 'contact-reply',
    to,
    subject: replySubject(original.subject, language),
    replyTo: organisation.email,
    html,
    text,
    sensitive: true,
  }
}
