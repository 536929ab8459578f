// The four languages of the public site and where their pages live: English unprefixed
// (/about), the others under their code (/pa/about, /hi/about, /ur/about).

export const LANGUAGES = ['en', 'pa', 'hi', 'ur'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

type LanguageFacts = {
  /** The language named in its own script, as the switcher shows it. */
  name: string
  /** <html lang>: the script is the usual one for each, so the bare code is enough. */
  htmlLang: string
  dir: 'ltr' | 'rtl'
  /** Open Graph's og:locale. */
  ogLocale: string
  /** For Intl: dates, times and numbers in the page's language (the calendar stays Gregorian). */
  intlLocale: string
  /**
   * The English home page's offer to a browser that prefers this language, written in the
   * language itself (the page's own catalog is English): "Read this site in Punjabi".
   */
  offer: string
}

export const LANGUAGE_FACTS: Record<Language, LanguageFacts> = {
  en: { name: 'English', htmlLang: 'en-CA', dir: 'ltr', ogLocale: 'en_CA', intlLocale: 'en-CA', offer: 'Read this site in English' },
  pa: { name: 'ਪੰਜਾਬੀ', htmlLang: 'pa', dir: 'ltr', ogLocale: 'pa_IN', intlLocale: 'pa-Guru-IN', offer: 'ਇਹ ਵੈੱਬਸਾਈਟ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ' },
  hi: { name: 'हिन्दी', htmlLang: 'hi', dir: 'ltr', ogLocale: 'hi_IN', intlLocale: 'hi-IN', offer: 'यह वेबसाइट हिन्दी में पढ़ें' },
  ur: { name: 'اردو', htmlLang: 'ur', dir: 'rtl', ogLocale: 'ur_PK', intlLocale: 'ur', offer: 'یہ ویب سائٹ اردو میں پڑھیں' },
}

/** The languages with a path prefix: every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language a path is in: its first segment, in either letter case, when it names one. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split(/[/?#]/)[1]?.toLowerCase()
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE
}

/** The path without its language prefix: '/pa/about' -> '/about', '/pa' -> '/'. */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return pathname
  return pathname.slice(language.length + 1) || '/'
}

/** An English path in a language: ('/about', 'pa') -> '/pa/about', ('/', 'pa') -> '/pa'. */
export function pathIn(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

/** The site's language a browser prefers (navigator.languages, best first), if it is one. */
export function preferredLanguage(preferences: readonly string[]): Language | null {
  for (const tag of preferences) {
    const primary = tag.split('-')[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return null
}
