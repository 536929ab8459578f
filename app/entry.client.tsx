// The browser hydrates with the catalog of the page's language. English (every back-office
// page, and the public pages without a prefix) is in this file, so those pages hydrate at once:
// a select changed before hydration would be reset by it. Another language's catalog is fetched
// first (app/i18n/load-catalog.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { messages as english } from './i18n/catalogs/en.po'
import { loadCatalog } from './i18n/i18n'
import { ensureCatalog } from './i18n/load-catalog'
import { DEFAULT_LANGUAGE, languageOfPath } from './i18n/languages'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

loadCatalog(DEFAULT_LANGUAGE, english)
const language = languageOfPath(window.location.pathname)
if (language === DEFAULT_LANGUAGE) hydrate()
else void ensureCatalog(language).then(hydrate)
