// The e-mails a registrant gets (issue 38), in the language they registered in: their place or
// their waiting-list number with the personal link to see or cancel it (only in this first
// e-mail: only its hash is kept, decision 065), a place freed for them, the reminder, a
// cancellation by staff, the event cancelled, and staff's own words to everyone registered. An
// online event's joining link goes only to confirmed people (confirmation, place freed,
// reminder), never to the waiting list. Confirmed people get the event as an .ics file.
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Button } from '@react-email/button'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { OrganisationSettings } from '~/content/settings'
import { i18nOf } from '~/i18n/i18n'
import { isLanguage, pathIn, type Language } from '~/i18n/languages'
import type { EventFacts, RegistrationMailer, RegistrationNotice } from '~/models/event-registration.server'
import type { OutgoingMail } from '~/models/outbox.server'
import { getOrganisation } from '~/models/settings.server'
import { formatDate, formatDateTime, formatTime } from '~/utils/dates.server'
import { env } from '~/utils/env.server'
import { registrationCalendar } from '~/utils/event-calendar.server'
import { MailLayout, mailStyles } from './mail-layout.server'
import { renderMail } from './mails.server'

/** The personal page of a registration, in its language. */
export function registrationLink(token: string, language: Language): string {
  return `${env().SITE_URL}${pathIn(language, '/registration')}?token=${encodeURIComponent(token)}`
}

function whenText(event: EventFacts, language: Language): string {
  const start = formatDateTime(event.startsAt, language)
  if (!event.endsAt) return start
  const sameDay = formatDate(event.endsAt) === formatDate(event.startsAt)
  return `${start} – ${sameDay ? formatTime(event.endsAt, language) : formatDateTime(event.endsAt, language)}`
}

function Facts({ event, language, i18n, withLink }: { event: EventFacts; language: Language; i18n: I18n; withLink: boolean }) {
  return (
    <>
      <Text style={mailStyles.text}>
        <strong>{t(i18n)`When`}:</strong> {whenText(event, language)} ({t(i18n)`Edmonton time`})
        {event.location ? (
          <>
            <br />
            <strong>{t(i18n)`Where`}:</strong> {event.location}
          </>
        ) : null}
      </Text>
      {withLink && event.onlineLink ? (
        <Text style={mailStyles.text}>
          <strong>{t(i18n)`Join online`}:</strong>{' '}
          <Link href={event.onlineLink} style={mailStyles.link}>
            {event.onlineLink}
          </Link>
          <br />
          {t(i18n)`Please keep this link to yourself: it is only for the people registered.`}
        </Text>
      ) : null}
    </>
  )
}

function PersonalLink({ href, i18n }: { href: string; i18n: I18n }) {
  return (
    <>
      <Button href={href} style={mailStyles.button}>
        {t(i18n)`See or cancel my registration`}
      </Button>
      <Text style={{ ...mailStyles.text, marginTop: '16px' }}>
        {t(i18n)`If the button does not work, copy this address into your browser:`}{' '}
        <Link href={href} style={mailStyles.link}>
          {href}
        </Link>
      </Text>
      <Text style={mailStyles.small}>{t(i18n)`Keep this e-mail: this link is the way to see or cancel your registration.`}</Text>
    </>
  )
}

type Parts = { subject: string; body: ReactNode; withCalendar: boolean }

function parts(notice: RegistrationNotice, i18n: I18n, language: Language, organisation: OrganisationSettings): Parts {
  const { event, registration } = notice
  const title = event.title
  const people = registration.partySize
  const laterHint = <Text style={mailStyles.text}>{t(i18n)`To see or cancel your registration, use the link in the e-mail we sent when you registered.`}</Text>
  switch (notice.kind) {
    case 'registered':
      if (registration.status === 'waiting') {
        return {
          subject: t(i18n)`You are on the waiting list: ${title}`,
          withCalendar: false,
          body: (
            <>
              <Text style={mailStyles.text}>{t(i18n)`Thank you for registering for ${title}. It is full at the moment, so you are on the waiting list: number ${notice.position ?? 1}.`}</Text>
              <Text style={mailStyles.text}>{t(i18n)`If a place frees up, you will get it automatically, in the order people joined the list, and we will e-mail you.`}</Text>
              <Facts event={event} language={language} i18n={i18n} withLink={false} />
              {notice.token ? <PersonalLink href={registrationLink(notice.token, language)} i18n={i18n} /> : null}
            </>
          ),
        }
      }
      return {
        subject: t(i18n)`Your place at ${title}`,
        withCalendar: true,
        body: (
          <>
            <Text style={mailStyles.text}>{people === 1 ? t(i18n)`You have a place at ${title}.` : t(i18n)`You have ${people} places at ${title}.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink />
            <Text style={mailStyles.text}>{t(i18n)`The event is attached for your calendar.`}</Text>
            {notice.token ? <PersonalLink href={registrationLink(notice.token, language)} i18n={i18n} /> : null}
          </>
        ),
      }
    case 'promoted':
      return {
        subject: t(i18n)`A place is free for you: ${title}`,
        withCalendar: true,
        body: (
          <>
            <Text style={mailStyles.text}>{t(i18n)`Good news: a place has freed up, and it is yours. You are now registered for ${title}.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink />
            <Text style={mailStyles.text}>{t(i18n)`If you can no longer come, please cancel so that someone else can have the place.`}</Text>
            {laterHint}
          </>
        ),
      }
    case 'reminder':
      return {
        subject: t(i18n)`Reminder: ${title}`,
        withCalendar: true,
        body: (
          <>
            <Text style={mailStyles.text}>{t(i18n)`A reminder that you are registered for ${title}. We look forward to seeing you.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink />
            <Text style={mailStyles.text}>{t(i18n)`If you can no longer come, please cancel so that someone else can have the place.`}</Text>
            {laterHint}
          </>
        ),
      }
    case 'cancelled-by-staff':
      return {
        subject: t(i18n)`Your registration is cancelled: ${title}`,
        withCalendar: false,
        body: (
          <>
            <Text style={mailStyles.text}>{t(i18n)`We have cancelled your registration for ${title}.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink={false} />
            <Text style={mailStyles.text}>{t(i18n)`If you think this is a mistake, write to us at ${organisation.email}.`}</Text>
          </>
        ),
      }
    case 'event-cancelled':
      return {
        subject: t(i18n)`Cancelled: ${title}`,
        withCalendar: true,
        body: (
          <>
            <Text style={mailStyles.text}>{t(i18n)`We are sorry: ${title} is cancelled, and will not take place.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink={false} />
            <Text style={mailStyles.text}>{t(i18n)`If you have a question, write to us at ${organisation.email}.`}</Text>
          </>
        ),
      }
    case 'message':
      return {
        subject: notice.message?.subject ?? title,
        withCalendar: false,
        body: (
          <>
            <Text style={{ ...mailStyles.text, whiteSpace: 'pre-wrap' }}>{notice.message?.body}</Text>
            <Text style={mailStyles.small}>{t(i18n)`You are receiving this because you registered for ${title}.`}</Text>
            <Facts event={event} language={language} i18n={i18n} withLink={false} />
          </>
        ),
      }
  }
}

/** One registrant's e-mail for a notice (null: none to send). */
export async function registrationMail(notice: RegistrationNotice, organisation: OrganisationSettings): Promise<OutgoingMail | null> {
  const to = notice.registration.email
  if (!to) return null
  const language: Language = isLanguage(notice.registration.language) ? notice.registration.language : 'en'
  const i18n = i18nOf(language)
  const { subject, body, withCalendar } = parts(notice, i18n, language, organisation)
  const element = (
    <MailLayout organisation={organisation} language={language} preview={subject}>
      <Text style={mailStyles.text}>{t(i18n)`Dear ${notice.registration.name},`}</Text>
      {body}
      <Text style={mailStyles.text}>{organisation.name}</Text>
    </MailLayout>
  )
  const calendar =
    withCalendar && (notice.registration.status !== 'waiting' || notice.kind === 'event-cancelled')
      ? { attachment: { name: `event-${notice.event.id}.ics`, bytes: new TextEncoder().encode(registrationCalendar(notice.event, env().SITE_URL, organisation)) } }
      : {}
  return {
    kind: `registration-${notice.kind}`,
    to,
    subject,
    ...(await renderMail(element, language)),
    replyTo: organisation.email || undefined,
    // a personal link or an online link: the body is emptied once sent
    sensitive: true,
    ...calendar,
  }
}

/** Reads the organisation (before the transaction) and gives back the mailer for the model. */
export async function prepareRegistrationMails(): Promise<RegistrationMailer> {
  const organisation = await getOrganisation()
  return (notice) => registrationMail(notice, organisation)
}
