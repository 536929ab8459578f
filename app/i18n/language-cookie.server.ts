// The language a visitor chose with the switcher, remembered for a year. Set only when they
// choose (the privacy policy promises no cookie otherwise), never guessed from the browser.
import { createCookie } from 'react-router'
import { isSecureRequest } from '~/utils/secure-cookie.server'
import { LANGUAGES, isLanguage, type Language } from './languages'

const YEAR_SECONDS = 365 * 24 * 60 * 60

function languageCookie(request: Request) {
  return createCookie('language', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: YEAR_SECONDS, secure: isSecureRequest(request) })
}

export async function chosenLanguage(request: Request): Promise<Language | null> {
  const value: unknown = await languageCookie(request).parse(request.headers.get('Cookie'))
  return isLanguage(value) ? value : null
}

/** The Set-Cookie value that remembers a choice. */
export function rememberLanguage(request: Request, language: Language): Promise<string> {
  return languageCookie(request).serialize(language)
}

/** The cookie's value for each language, as a request carries it (the page cache keys pages by it). */
export async function languageCookieValues(): Promise<Set<string>> {
  const values = await Promise.all(LANGUAGES.map((language) => createCookie('language').serialize(language)))
  return new Set(values.map((cookie) => cookie.slice('language='.length).split(';')[0]))
}
