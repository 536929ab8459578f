// Crisis help kept on the phone for use without a connection, only by the visitor's choice: the
// Keep and Remove buttons of /crisis-help, and the Remove part of the quick exit page. The worker
// itself is public/crisis-help-sw.js (docs/decisions/071-crisis-help-offline-by-choice.md).
import { Trans, useLingui } from '@lingui/react/macro'
import { InlineScript } from './inline-script'

/** The service worker's address: at the top of the site, so that it may answer for every page of it. */
export const CRISIS_HELP_WORKER = '/crisis-help-sw.js'

/**
 * Keeping this page on the phone: it needs JavaScript (a service worker is installed by a script),
 * so the whole part is written hidden and shown by enhanceOfflineHelp where the browser can do it.
 */
export function OfflineHelp() {
  return (
    <section data-offline-help hidden aria-labelledby="offline-help-title" className="mt-10 rounded-xl border border-brand-200 bg-white p-5">
      <h2 id="offline-help-title" className={h2}>
        <Trans>Keep crisis help on this phone</Trans>
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">
        <Trans>
          Your browser can keep this page, in all four languages, so that it opens even without an internet connection: any page of
          this site then shows it. Nothing is kept unless you press the button. Someone else using this phone could notice it, and
          you can remove it at any time.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" data-keep className={button}>
          <Trans>Keep crisis help on this phone</Trans>
        </button>
        <RemoveButton />
      </div>
      <OfflineHelpScript />
    </section>
  )
}

/** What the buttons did, said in the page's language, and the script that does it. */
function OfflineHelpScript() {
  const { t } = useLingui()
  return (
    <>
      <p role="status" data-offline-status className="mt-3 font-semibold text-brand-900" />
      <InlineScript
        run={enhanceOfflineHelp}
        args={{
          worker: CRISIS_HELP_WORKER,
          kept: t`Kept on this phone. Without a connection, any page of this site shows this help.`,
          failed: t`This browser could not keep the page.`,
          removed: t`Removed. Nothing of this site is kept on this phone.`,
        }}
      />
    </>
  )
}

/** "Remove from this phone": here and on the quick exit page. Shown by enhanceOfflineHelp. */
export function RemoveButton() {
  return (
    <button type="button" data-remove className={`${button} border-2 border-brand-800 bg-white !text-brand-900 hover:bg-brand-50`}>
      <Trans>Remove from this phone</Trans>
    </button>
  )
}

/**
 * The part about keeping crisis help, on the quick exit page: how to remove it. The words are the
 * server's; the button needs JavaScript and is shown by the script.
 */
export function RemoveOfflineHelp() {
  return (
    <section data-offline-help hidden aria-labelledby="remove-offline-title" className="mt-10">
      <h2 id="remove-offline-title" className={h2}>
        <Trans>If you kept crisis help on this phone</Trans>
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">
        <Trans>
          If you pressed Keep crisis help on this phone, your browser keeps the crisis help page and opens it when there is no
          connection. Remove it with the button below, or by deleting this site&rsquo;s data in your browser&rsquo;s settings.
        </Trans>
      </p>
      <div className="mt-4">
        <RemoveButton />
      </div>
      <OfflineHelpScript />
    </section>
  )
}

type OfflineHelpArgs = { worker: string; kept: string; failed: string; removed: string }

/**
 * Sent to the browser as text (InlineScript), after its section. Shows the section where service
 * workers can be used; Keep registers the worker and waits until it has kept the pages; Remove
 * unregisters every worker of the site and deletes every cache it made. Nothing is registered or
 * kept before Keep is pressed.
 */
export function enhanceOfflineHelp({ worker, kept, failed, removed }: OfflineHelpArgs) {
  const script = document.currentScript
  const section = script?.closest<HTMLElement>('[data-offline-help]')
  if (!section || !('serviceWorker' in navigator) || !('caches' in window)) return
  const status = section.querySelector<HTMLElement>('[data-offline-status]')!
  const keep = section.querySelector<HTMLButtonElement>('[data-keep]')
  const remove = section.querySelector<HTMLButtonElement>('[data-remove]')!
  section.hidden = false
  const say = (text: string) => {
    status.textContent = text
  }
  const showKept = (isKept: boolean) => {
    remove.hidden = !isKept && !!keep
    if (keep) keep.hidden = isKept
  }
  void navigator.serviceWorker.getRegistration('/').then((registration) => {
    const isKept = !!registration?.active && registration.active.scriptURL.endsWith(worker)
    showKept(isKept)
    if (isKept && keep) say(kept)
  })
  keep?.addEventListener('click', async () => {
    keep.disabled = true
    try {
      const registration = await navigator.serviceWorker.register(worker, { scope: '/' })
      const installing = registration.installing ?? registration.waiting
      if (installing) {
        await new Promise<void>((resolve, reject) => {
          installing.addEventListener('statechange', () => {
            if (installing.state === 'activated') resolve()
            if (installing.state === 'redundant') reject(new Error('not installed'))
          })
        })
      }
      say(kept)
      showKept(true)
      remove.focus()
    } catch {
      say(failed)
    } finally {
      keep.disabled = false
    }
  })
  remove.addEventListener('click', async () => {
    remove.disabled = true
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.map((registration) => registration.unregister()))
    const names = await caches.keys()
    await Promise.all(names.map((name) => caches.delete(name)))
    remove.disabled = false
    say(removed)
    showKept(false)
    keep?.focus()
  })
}

const h2 = 'text-xl font-semibold text-brand-900 sm:text-2xl'
const button = 'inline-flex min-h-11 items-center rounded-full bg-brand-800 px-5 py-2 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:opacity-60'
