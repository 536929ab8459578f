// One Lingui instance per language, each holding its own catalog: the server holds all four
// (app/i18n/catalogs.server.ts), the browser only the language of the page it opened
// (app/entry.client.tsx). An instance per language, not one switched per request, so that two
// pages rendered at once in different languages never share one.
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { DEFAULT_LANGUAGE, isLanguage, languageOfPath, pathIn, type Language } from './languages'

const instances = new Map<string, I18n>()

export function loadCatalog(locale: string, messages: Messages) {
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }))
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
