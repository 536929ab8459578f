// "Help now": below 640 px, the crisis lines open from a control that stays at the top of the
// screen beside the quick exit, in the page's language (docs/decisions/070-help-stays-in-reach.md).
// A native <details>: it opens and closes without JavaScript; with it (enhanceHelpNow), Esc and
// a tap elsewhere close it too.
import { Trans, useLingui } from '@lingui/react/macro'
import { AboutQuickExit, CrisisLines, MoreCrisisHelp } from './crisis-bar'
import { InlineScript } from './inline-script'
import { BUTTON } from './quick-exit'

function Label() {
  return (
    <>
      {/* a phone gives the words room first: from 360 to 399 px the icon goes, below 360 the
          words do (still read out), so that the navbar's burger keeps its place */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 min-[360px]:max-[399px]:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
      </svg>
      <span className="max-[359px]:sr-only">
        <Trans>Help now</Trans>
      </span>
    </>
  )
}

const SUMMARY = `${BUTTON} px-3 cursor-pointer list-none [&::-webkit-details-marker]:hidden`

/** The control and its panel; shown below 640 px only (from there the crisis bar is at the top). */
export function HelpNow() {
  const { t } = useLingui()
  return (
    <details data-help-now className="group/help pointer-events-auto sm:hidden">
      <summary className={`${SUMMARY} border-2 border-brand-800 bg-white text-brand-900 shadow-sm group-open/help:bg-brand-800 group-open/help:text-white hover:bg-brand-50 group-open/help:hover:bg-brand-900`}>
        <Label />
      </summary>
      <aside aria-label={t`Crisis help`} className="absolute inset-x-4 top-full mt-2 rounded-xl border border-brand-200 bg-white p-4 text-base text-slate-800 shadow-xl">
        <p className="leading-relaxed">
          <CrisisLines />
        </p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          <MoreCrisisHelp />
          <AboutQuickExit />
        </p>
      </aside>
      <InlineScript run={enhanceHelpNow} args={null} />
    </details>
  )
}

/** The room the control takes in the navbar and the phone menu: never seen, never read out. */
export function HelpNowRoom() {
  return (
    <span aria-hidden="true" className={`${BUTTON} invisible border-2 px-3 sm:hidden`}>
      <Label />
    </span>
  )
}

/** Sent to the browser as text (InlineScript): Esc, or a tap outside the panel, closes it. */
export function enhanceHelpNow() {
  const details = document.querySelector<HTMLDetailsElement>('details[data-help-now]')
  if (!details) return
  const summary = details.querySelector('summary')
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return
    details.open = false
    summary?.focus()
  })
  document.addEventListener('click', (event) => {
    if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false
  })
}
