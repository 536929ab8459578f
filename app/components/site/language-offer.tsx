// One line on the English home page for a browser that prefers Punjabi, Hindi or Urdu, in that
// language. Decided in the browser after the page has loaded, so the page itself is the same
// for everyone (and can be cached); nothing switches by itself: the visitor chooses.
import { useLocation } from 'react-router'
import { LANGUAGE_FACTS, preferredLanguage } from '~/i18n/languages'
import { useHydrated } from './use-hydrated'

export function LanguageOffer() {
  const onEnglishHome = useLocation().pathname === '/'
  // the browser's preferences are known only in the browser, after hydration
  const hydrated = useHydrated()
  const offered = hydrated && onEnglishHome ? preferredLanguage(navigator.languages ?? [navigator.language]) : null
  if (!offered || offered === 'en') return null
  const { htmlLang, dir, offer } = LANGUAGE_FACTS[offered]
  return (
    <form method="post" action="/language" className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center">
      <input type="hidden" name="path" value="/" />
      <button type="submit" name="language" value={offered} lang={htmlLang} dir={dir} className="min-h-8 rounded-md px-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
        {offer}
      </button>
    </form>
  )
}
