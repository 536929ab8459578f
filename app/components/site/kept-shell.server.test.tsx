// The frame a page gets from kept-shell.server.tsx is, byte for byte, the one SiteShell renders in
// place: for every menu entry's page and others, in each language, with a query string to escape,
// for the single-part pages, and after what it shows has changed (the settings, a corrected
// interface text, the crisis help's review state). Pages are rendered in turn, so that a frame
// made for one page is the one put into the next: a difference between pages that the kept
// frame does not know of fails here.
import { I18nProvider } from '@lingui/react'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { correctCatalog, i18nOf, isCrisisHelpDraft, setCrisisHelpDraft } from '~/i18n/i18n'
import { LANGUAGES, pathIn, type Language } from '~/i18n/languages'
import { NonceProvider } from '~/utils/nonce'
import type { FooterDetails } from './footer'
import { ScriptLibrariesProvider } from './inline-script'
import { withKeptShell } from './kept-shell.server'
import { SCRIPT_LIBRARIES } from './script-libraries.server'
import { KeptShellProvider, KeptShellSlot, SiteShell, type ShellParts } from './site-shell'

const FOOTER: FooterDetails = {
  name: 'Sahara Mental Health Society',
  charityNumber: '123456789 RR 0001',
  addressLines: ['10010 106 Street NW', 'Edmonton, AB T5J 1H5'],
  email: 'info@example.org',
  phone: '780-555-0100',
  phoneHref: 'tel:+17805550100',
  officeHours: 'Monday to Friday, 9 to 5',
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/example' }],
  year: 2026,
}

type Page = { url: string; language: Language; nonce: string; parts?: ShellParts; name?: string; footer?: FooterDetails; quickExitUrl?: string }

function tree(page: Page, slot: KeptShellSlot | null) {
  const shell = (
    <SiteShell name={page.name ?? 'Sahara'} footer={'footer' in page ? page.footer : FOOTER} quickExitUrl={page.quickExitUrl ?? 'https://weather.gc.ca'} parts={page.parts}>
      <h1>The page</h1>
    </SiteShell>
  )
  return (
    <MemoryRouter initialEntries={[page.url]}>
      <I18nProvider i18n={i18nOf(page.language)}>
        <NonceProvider value={page.nonce}>
          <ScriptLibrariesProvider value={SCRIPT_LIBRARIES}>{slot ? <KeptShellProvider value={slot}>{shell}</KeptShellProvider> : shell}</ScriptLibrariesProvider>
        </NonceProvider>
      </I18nProvider>
    </MemoryRouter>
  )
}

/** The page as SiteShell renders it in place, and as the entry makes it with the kept frame. */
function bothWays(page: Page) {
  const inPlace = renderToString(tree(page, null))
  const slot = new KeptShellSlot()
  const rendered = renderToString(tree(page, slot))
  expect(slot.frame, `${page.url}: the page asked for its frame`).not.toBeNull()
  return { inPlace, kept: withKeptShell(rendered, slot.frame!, page.nonce) }
}

let nonceCount = 0
const nonce = () => `n0nce+/${++nonceCount}=`

afterEach(() => {
  for (const language of LANGUAGES) correctCatalog(language, {})
})

describe('the kept frame', () => {
  // each menu entry's page (marked current), the home page (the language offer), pages of none,
  // letter case and a trailing slash as routes match them, and a 404
  const PATHS = ['/', '/about', '/blog', '/Blog/', '/blogdetail/3', '/events', '/gallery', '/contact', '/team', '/donation', '/gettheapp', '/privacy', '/no-such-page', '/crisis-help']

  test('is the frame SiteShell renders, page after page and language after language', () => {
    let compared = 0
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        for (const language of LANGUAGES) {
          const url = pathIn(language, path)
          const { inPlace, kept } = bothWays({ url, language, nonce: nonce() })
          expect(kept, `${url}, round ${round}`).toBe(inPlace)
          compared++
        }
      }
    }
    expect(compared).toBe(PATHS.length * LANGUAGES.length * 2)
  })

  test('marks the current menu entry and returns the language buttons to the page, query and all', () => {
    const { inPlace, kept } = bothWays({ url: '/events?q=%22x%22&a=<b>&c=\'d\'', language: 'en', nonce: nonce() })
    expect(kept).toBe(inPlace)
    expect(kept.match(/<a href="\/events" aria-current="page"/g)).toHaveLength(2)
    expect(kept).toContain('name="path" value="/events?q=%22x%22&amp;a=&lt;b&gt;&amp;c=&#x27;d&#x27;"')
    const other = bothWays({ url: '/contact', language: 'en', nonce: nonce() })
    expect(other.kept).toBe(other.inPlace)
    expect(other.kept).not.toContain('<a href="/events" aria-current="page"')
    expect(other.kept).toContain('name="path" value="/contact"')
  })

  test("carries this request's nonce on each of its scripts", () => {
    for (const value of ['first+nonce/1=', 'second+nonce/2=']) {
      const { kept } = bothWays({ url: '/about', language: 'en', nonce: value })
      const scripts = kept.match(/<script[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThanOrEqual(3)
      for (const script of scripts) expect(script).toContain(` nonce="${value}"`)
    }
  })

  test('shows the single parts of the /navbar and /footer pages, and a page without its footer', () => {
    for (const parts of ['navbar', 'footer', 'all'] as const) {
      const { inPlace, kept } = bothWays({ url: `/${parts}`, language: 'en', nonce: nonce(), parts })
      expect(kept).toBe(inPlace)
      expect(kept.includes('<footer'), parts).toBe(parts !== 'navbar')
      expect(kept.includes('<header'), parts).toBe(parts !== 'footer')
    }
    const { inPlace, kept } = bothWays({ url: '/about', language: 'en', nonce: nonce(), footer: undefined })
    expect(kept).toBe(inPlace)
    expect(kept).not.toContain('<footer')
  })

  test('is made again when the settings change, each of them', () => {
    const first = bothWays({ url: '/about', language: 'pa', nonce: nonce() })
    expect(first.kept).toContain('Sahara Mental Health Society')
    const footer = { ...FOOTER, name: 'Sahara Society of Edmonton', phone: '780-555-0199' }
    // the footer's details alone, then the name, then the quick exit's address
    const changes: [Partial<Page>, string][] = [
      [{ footer }, '780-555-0199'],
      [{ footer, name: 'Sahara Edmonton' }, '>Sahara Edmonton<'],
      [{ footer, name: 'Sahara Edmonton', quickExitUrl: 'https://www.google.com/' }, 'href="https://www.google.com/"'],
    ]
    for (const [change, shown] of changes) {
      const after = bothWays({ url: '/about', language: 'pa', nonce: nonce(), ...change })
      expect(after.kept).toBe(after.inPlace)
      expect(after.kept).toContain(shown)
      expect(after.kept).not.toContain('Sahara Mental Health Society')
    }
  })

  test('is made again when staff correct an interface text', () => {
    const skip = generateMessageId('Skip to main content')
    const first = bothWays({ url: '/ur/about', language: 'ur', nonce: nonce() })
    correctCatalog('ur', { [skip]: compileMessage('مرکزی مواد پر جائیں (درست)') })
    const corrected = bothWays({ url: '/ur/about', language: 'ur', nonce: nonce() })
    expect(corrected.kept).toBe(corrected.inPlace)
    expect(corrected.kept).toContain('مرکزی مواد پر جائیں (درست)')
    expect(first.kept).not.toContain('(درست)')
  })

  test('shows the English crisis lines beside a translation not yet reviewed, and not once it is', () => {
    const was = isCrisisHelpDraft('hi')
    try {
      for (const draft of [true, false, true]) {
        setCrisisHelpDraft('hi', draft)
        const { inPlace, kept } = bothWays({ url: '/hi/about', language: 'hi', nonce: nonce() })
        expect(kept).toBe(inPlace)
        expect(kept.includes('data-crisis-english'), `draft ${draft}`).toBe(draft)
      }
    } finally {
      setCrisisHelpDraft('hi', was)
    }
  })
})
