// One Lingui instance per language, each holding its own catalog: the server holds all four
// (app/i18n/catalogs.server.ts), the browser only the language of the page it opened
// (app/entry.client.tsx). An instance per language, not one switched per request, so that two
// pages rendered at once in different languages never share one.
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { DEFAULT_LANGUAGE, isLanguage, languageOfPath, pathIn, type Language } from './languages'

const instances = new Map<string, I18n>()
/** Each language's catalog as compiled into the build, before staff's corrections. */
const shipped = new Map<string, Messages>()

export function loadCatalog(locale: string, messages: Messages) {
  shipped.set(locale, messages)
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }))
}

/**
 * Staff's corrections of a language's interface texts (compiled messages by id) over its shipped
 * catalog (decision 086): a new instance, so that a page being rendered keeps the one it began
 * with. On the server only (app/models/interface-texts.server.ts); public pages do not hydrate.
 */
export function correctCatalog(locale: string, corrections: Messages) {
  const messages = shipped.get(locale)
  if (!messages) return
  instances.set(locale, setupI18n({ locale, messages: { [locale]: { ...messages, ...corrections } } }))
}

const crisisHelpDrafts = new Set<string>()

/**
 * Whether the crisis help of a language is still a draft (not every one of its texts reviewed):
 * its pages then show the English crisis lines beside it (decision 086). Told by the server.
 */
export function setCrisisHelpDraft(locale: string, draft: boolean) {
  if (draft) crisisHelpDrafts.add(locale)
  else crisisHelpDrafts.delete(locale)
}

export function isCrisisHelpDraft(locale: string): boolean {
  return crisisHelpDrafts.has(locale)
}

export function hasCatalog(locale: string) {
  return instances.has(locale)
}

/** The instance of a language; English when its catalog is not loaded here. */
export function i18nOf(locale: string): I18n {
  const instance = instances.get(locale) ?? instances.get(DEFAULT_LANGUAGE)
  if (!instance) throw new Error('No message catalog is loaded')
  return instance
}

/** The page's language (the pseudo-locale of the tests counts as English for paths). */
export function useLanguage(): Language {
  const { locale } = useLingui().i18n
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE
}

/** A site path in the page's language: '/about' -> '/pa/about' on a Punjabi page. */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => pathIn(language, path)
}

/** The language of the page a request is for (loaders and actions): its path's. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname)
}
