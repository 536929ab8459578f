// The web app manifest, named once the page has loaded and been painted (decision 103). Chromium
// fetches a manifest, then one of its icons, as soon as a page names it, while the page's own
// stylesheet, font and pictures are still on their way; on a slow phone those two requests only
// delay the first picture and words. A phone installs the site from the browser's menu later.
import { InlineScript } from './inline-script'

const MANIFEST_HREF = '/manifest.webmanifest'

/** How long after the load event the manifest is named: by then the page has been painted. */
const MANIFEST_DELAY_MS = 2000

/**
 * Sent to the browser as text (InlineScript, which runs while the page is read): adds
 * `<link rel="manifest">` to the head `delayMs` after the load event. The load event alone is too
 * early: on a slow phone the first paint often comes after it.
 */
export function linkManifestWhenSettled({ href, delayMs }: { href: string; delayMs: number }) {
  window.addEventListener('load', () =>
    setTimeout(() => {
      const link = document.createElement('link')
      link.rel = 'manifest'
      link.href = href
      document.head.append(link)
    }, delayMs),
  )
}

export function WebAppManifest() {
  return <InlineScript run={linkManifestWhenSettled} args={{ href: MANIFEST_HREF, delayMs: MANIFEST_DELAY_MS }} />
}
