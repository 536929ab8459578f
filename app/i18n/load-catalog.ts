// The browser's catalogs, each its own small file fetched when a page in its language opens
// (app/entry.client.tsx) or is reached by a client navigation (the public layout's clientLoader).
import type { Messages } from '@lingui/core'
import { hasCatalog, loadCatalog } from './i18n'
import type { Language } from './languages'

const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogs/en.po'),
  pa: () => import('./catalogs/pa.po'),
  hi: () => import('./catalogs/hi.po'),
  ur: () => import('./catalogs/ur.po'),
}

export async function ensureCatalog(language: Language) {
  if (hasCatalog(language)) return
  const { messages } = await CATALOGS[language]()
  loadCatalog(language, messages)
}
