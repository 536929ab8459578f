// Where registration for an event stands, as its page and its card say it (issue 38): places
// left and Register, "Full: join the waiting list", "Registration closed", or "Cancelled". Made
// from the server's figures (app/models/event-registration.server.ts), which the page cache
// renders again within seconds of any registration (decision 066).
import { Plural, Trans } from '@lingui/react/macro'
import { buttonClassName } from '~/components/ui/button'
import { DocumentLink } from '~/components/site/document-link'
import { useLocalPath } from '~/i18n/i18n'

/** What a page shows of registration (browser-safe: numbers and texts only). */
export type RegistrationView =
  | { state: 'none' }
  | { state: 'open'; placesLeft: number | null; closes: string }
  | { state: 'waiting-list'; closes: string }
  | { state: 'full' | 'closed' | 'cancelled' }

/** One line: "12 places left", "Full: join the waiting list"... */
export function RegistrationLine({ view }: { view: RegistrationView }) {
  switch (view.state) {
    case 'open':
      return view.placesLeft === null ? (
        <Trans>Registration open</Trans>
      ) : (
        <Plural value={view.placesLeft} one="# place left" other="# places left" />
      )
    case 'waiting-list':
      return <Trans>Full: join the waiting list</Trans>
    case 'full':
      return <Trans>Full</Trans>
    case 'closed':
      return <Trans>Registration closed</Trans>
    case 'cancelled':
      return <Trans>This event is cancelled</Trans>
    default:
      return null
  }
}

/** The event page's box: the line, when registration closes, and the Register button. */
export function RegistrationBox({ eventId, view }: { eventId: number; view: RegistrationView }) {
  const localPath = useLocalPath()
  if (view.state === 'none') return null
  const canRegister = view.state === 'open' || view.state === 'waiting-list'
  return (
    <div data-testid="registration-box">
      <h2 className="font-semibold text-brand-900">
        <Trans>Registration</Trans>
      </h2>
      <p className="mt-1 font-semibold" data-testid="registration-state">
        <RegistrationLine view={view} />
      </p>
      {canRegister ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Registration closes: {view.closes}</Trans>
          </p>
          <DocumentLink to={localPath(`/events/${eventId}/register`)} className={buttonClassName('primary', 'mt-3 w-full justify-center')}>
            {view.state === 'open' ? <Trans>Register</Trans> : <Trans>Join the waiting list</Trans>}
          </DocumentLink>
        </>
      ) : null}
    </div>
  )
}
