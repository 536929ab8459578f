// One line on the English home page for a browser that prefers Punjabi, Hindi or Urdu, in that
// language. Decided in the browser after the page has loaded (offerLanguage), so the page itself
// is the same for everyone (and can be cached): the server writes the three offers hidden, the
// script shows the one the browser prefers. Nothing switches by itself: the visitor chooses.
import { InlineScript } from './inline-script'
import { useShellPlace } from './shell-place'
import { LANGUAGE_FACTS, LANGUAGES, PREFIXED_LANGUAGES } from '~/i18n/languages'

/** Sent to the browser as text (InlineScript): preferredLanguage (app/i18n/languages.ts) over the browser's languages. */
export function offerLanguage({ languages }: { languages: readonly string[] }) {
  const preferences = navigator.languages ?? [navigator.language]
  const preferred = preferences.map((tag) => tag.split('-')[0]?.toLowerCase()).find((primary) => languages.includes(primary))
  const offer = preferred ? document.querySelector<HTMLElement>(`[data-language-offer="${preferred}"]`) : null
  if (offer) offer.hidden = false
}

export function LanguageOffer() {
  if (useShellPlace().pathname !== '/') return null
  return (
    <>
      {PREFIXED_LANGUAGES.map((language) => {
        const { htmlLang, dir, offer } = LANGUAGE_FACTS[language]
        return (
          <form key={language} hidden data-language-offer={language} method="post" action="/language" className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center">
            <input type="hidden" name="path" value="/" />
            <button type="submit" name="language" value={language} lang={htmlLang} dir={dir} className="min-h-8 rounded-md px-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {offer}
            </button>
          </form>
        )
      })}
      <InlineScript run={offerLanguage} args={{ languages: LANGUAGES }} />
    </>
  )
}
