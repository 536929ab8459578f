// The public forms' spam trap (app/utils/honeypot.ts): hidden with display: none, so people,
// screen readers and autofill never meet it, while robots that fill every input do.
import { Trans } from '@lingui/react/macro'
import { HONEYPOT_FIELD } from '~/utils/honeypot'

/** `form` names the form, to keep the id unique on the page ('contact' -> contact-website). */
export function HoneypotField({ form }: { form: string }) {
  const id = `${form}-${HONEYPOT_FIELD}`
  return (
    <div style={{ display: 'none' }}>
      <label htmlFor={id}>
        <Trans>Leave this field empty</Trans>
      </label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
