// The browser loads the catalog of the page's language, and only that one, before it hydrates
// (app/i18n/load-catalog.ts).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { ensureCatalog } from './i18n/load-catalog'
import { languageOfPath } from './i18n/languages'

void ensureCatalog(languageOfPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
