// The frame of every e-mail: the organisation's name on top, its address and charity number in
// the footer. Plain styles inline, no remote images, no tracking: mail clients block remote
// content, and a person's inbox may be read by someone else. In the reader's language: `lang` and
// `dir` on the <html> (Urdu right to left), the footer's words too (decision 077).
import { t } from '@lingui/core/macro'
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import { addressLines, type OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { LANGUAGE_FACTS, type Language } from '~/i18n/languages'

export const mailStyles = {
  text: { fontSize: '16px', lineHeight: '24px', color: '#1e293b', margin: '0 0 16px' },
  small: { fontSize: '13px', lineHeight: '20px', color: '#475569', margin: '0 0 4px' },
  button: {
    backgroundColor: '#0b5d57',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: '#0b5d57', textDecoration: 'underline', wordBreak: 'break-all' as const },
}

export function MailLayout({
  organisation,
  preview,
  children,
  language = 'en',
}: {
  organisation: OrganisationSettings
  preview: string
  children: ReactNode
  language?: Language
}) {
  const facts = LANGUAGE_FACTS[language]
  const charityNumber = organisation.charityNumber
  return (
    <Html lang={facts.htmlLang} dir={facts.dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body dir={facts.dir} style={{ textAlign: facts.dir === 'rtl' ? 'right' : 'left', backgroundColor: '#f8fafc', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '32px', borderRadius: '8px' }}>
          <Text dir="auto" style={{ ...mailStyles.text, fontSize: '18px', fontWeight: 700, color: '#0b5d57' }}>
            {organisation.name}
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 16px' }} />
          {/* the name and address as typed (in English, usually): their own direction, so that "10010 106 Street NW" keeps its order in an Urdu e-mail */}
          <Text dir="auto" style={mailStyles.small}>
            {organisation.name}
          </Text>
          {addressLines(organisation.address).map((line) => (
            <Text key={line} dir="auto" style={mailStyles.small}>
              {line}
            </Text>
          ))}
          {charityNumber ? <Text style={mailStyles.small}>{t(i18nOf(language))`Registered charity number ${charityNumber}`}</Text> : null}
        </Container>
      </Body>
    </Html>
  )
}
