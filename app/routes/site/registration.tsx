// /registration?token=… (issue 38): one person's registration, reached by the personal link of
// their confirmation e-mail (no account needed), and where the registration form lands, so it is
// the confirmation page too. It says whether they have a place or where they are on the waiting
// list, and lets them cancel. An address with a token is never kept by the page cache. A wrong
// or malformed token says the link does not work (status 404); a cancelled registration says so.
// The event's online link is never shown here: it travels only in e-mails to confirmed people.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, Form } from 'react-router'
import { DocumentLink } from '~/components/site/document-link'
import { Button, buttonClassName } from '~/components/ui/button'
import { prepareRegistrationMails } from '~/email/registration-mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { cancelByToken, findRegistrationByToken } from '~/models/event-registration.server'
import { formatDateTime } from '~/utils/dates.server'
import { readFormData } from '~/utils/request-form.server'
import { privatePageSeo } from '~/utils/seo'
import type { Route } from './+types/registration'

async function load(token: string, request: Request) {
  const language = requestLanguage(request)
  const found = await findRegistrationByToken(token, language)
  if (!found) return null
  const { registration, event, position } = found
  return {
    token,
    name: registration.name,
    status: registration.status,
    partySize: registration.partySize,
    position,
    event: { id: event.id, title: event.title, when: formatDateTime(event.startsAt, language), location: event.location, cancelled: event.cancelled, isPast: event.isPast },
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const shown = await load(token, request)
  // the address without a token is the page itself (it says to use the e-mail's link); a wrong token is not found
  if (!shown) return data({ shown: null, outcome: null }, { status: token ? 404 : 200, headers: { 'Cache-Control': 'no-store' } })
  return data({ shown, outcome: null }, { headers: { 'Cache-Control': 'no-store' } })
}

// the site's Referrer-Policy (strict-origin-when-cross-origin) already sends no path, so no token,
// to another site; no-referrer would make the browser send `Origin: null`, which the form's own post is refused for
export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readFormData(request, 4 * 1024)
  const token = read.ok ? String(read.formData.get('token') ?? '') : ''
  const mail = await prepareRegistrationMails()
  const result = await cancelByToken(token, { mail })
  if (result.outcome === 'cancelled') wakeOutbox()
  const shown = await load(token, request)
  return data({ shown, outcome: result.outcome }, { status: shown ? 200 : 404 })
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { shown, outcome } = actionData ?? loaderData
  const localPath = useLocalPath()
  const { t } = useLingui()
  if (!shown) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-semibold text-brand-900">
          <Trans>This link does not work</Trans>
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          <Trans>Please use the whole link from your confirmation e-mail. If it still does not work, contact us and we will help.</Trans>
        </p>
        <DocumentLink to={localPath('/events')} className={buttonClassName('primary', 'mt-8')}>
          <Trans>All events</Trans>
        </DocumentLink>
      </section>
    )
  }
  const { event, status, position, partySize } = shown
  const mayCancel = (status === 'confirmed' || status === 'waiting') && !event.isPast && !event.cancelled
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16" aria-labelledby="registration-heading">
      <h1 id="registration-heading" className="text-3xl font-semibold text-brand-900 sm:text-4xl" data-testid="registration-status">
        {status === 'confirmed' || status === 'attended' ? (
          <Trans>You have a place</Trans>
        ) : status === 'waiting' ? (
          <Trans>You are on the waiting list: number {position}</Trans>
        ) : (
          <Trans>Your registration is cancelled</Trans>
        )}
      </h1>
      {outcome === 'cancelled' ? (
        <p role="status" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-slate-800">
          <Trans>Done: your registration is cancelled. Thank you for letting us know.</Trans>
        </p>
      ) : null}
      <dl className="mt-6 space-y-3 rounded-2xl bg-sand-100 p-5 text-slate-800">
        <div>
          <dt className="font-semibold text-brand-900">
            <Trans>Event</Trans>
          </dt>
          <dd>
            <DocumentLink to={localPath(`/events/${event.id}`)} className="font-semibold text-brand-700 underline underline-offset-4">
              {event.title}
            </DocumentLink>
            {event.cancelled ? (
              <span className="ms-2 font-semibold text-red-800">
                <Trans>This event is cancelled</Trans>
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-brand-900">
            <Trans>When</Trans>
          </dt>
          <dd>
            {event.when} (<Trans>Edmonton time</Trans>)
          </dd>
        </div>
        {event.location ? (
          <div>
            <dt className="font-semibold text-brand-900">
              <Trans>Where</Trans>
            </dt>
            <dd className="break-words">{event.location}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-brand-900">
            <Trans>Number of people</Trans>
          </dt>
          <dd>{partySize}</dd>
        </div>
      </dl>
      {status === 'confirmed' ? (
        <p className="mt-6 text-slate-700">
          <Trans>We have e-mailed you the details, with the event for your calendar. If the event is online, the e-mail has the link to join.</Trans>
        </p>
      ) : null}
      {status === 'waiting' ? (
        <p className="mt-6 text-slate-700">
          <Trans>If a place frees up, you will get it automatically, in the order people joined the list, and we will e-mail you.</Trans>
        </p>
      ) : null}
      {mayCancel ? (
        <Form method="post" className="mt-8 rounded-2xl border border-slate-300 p-5">
          <h2 className="text-xl font-semibold text-brand-900">
            <Trans>Cannot come?</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>Cancel your registration so that someone on the waiting list can have the place.</Trans>
          </p>
          <input type="hidden" name="token" value={shown.token} />
          <Button type="submit" variant="secondary" className="mt-4" aria-label={t`Cancel my registration for ${event.title}`}>
            <Trans>Cancel my registration</Trans>
          </Button>
        </Form>
      ) : null}
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  return privatePageSeo(site, { title: t(i18n)`Your registration`, description: t(i18n)`Your registration for an event.`, path: '/registration' })
}
