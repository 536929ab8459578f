// The four languages, each named in its own script, on every public page, at the start of the
// line (the quick exit keeps the end). A plain form: the choice is a full page load of the same
// page in the chosen language (which has its own catalog to fetch), remembered in a cookie
// because the visitor chose it, and it works without JavaScript.
import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS, LANGUAGES } from '~/i18n/languages'
import { useShellPlace } from './shell-place'

export function LanguageSwitcher() {
  return (
    // on a phone the line would push the page down: the languages are in the phone menu instead
    <div className="border-b border-brand-100 bg-sand-50 max-sm:hidden">
      <LanguageForm className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-4 py-1 sm:px-6" />
    </div>
  )
}

/** The four buttons: on the line above the navbar from 640 px, and in the phone menu. */
export function LanguageForm({ className }: { className: string }) {
  const { t } = useLingui()
  const current = useLanguage()
  const { pathAndQuery } = useShellPlace()
  return (
    <form method="post" action="/language" aria-label={t`Language`} className={className}>
        <input type="hidden" name="path" value={pathAndQuery} />
        <GlobeIcon />
        {LANGUAGES.map((language) => {
          const { name, htmlLang, dir } = LANGUAGE_FACTS[language]
          const isCurrent = language === current
          return (
            <button
              key={language}
              type="submit"
              name="language"
              value={language}
              lang={htmlLang}
              dir={dir}
              aria-current={isCurrent ? 'true' : undefined}
              className={`min-h-8 rounded-md px-2.5 py-1 text-sm ${isCurrent ? 'font-semibold text-brand-900 underline decoration-2 underline-offset-4' : 'text-brand-800 hover:bg-brand-50 hover:underline'}`}
            >
              {name}
            </button>
          )
        })}
    </form>
  )
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="me-1 h-4 w-4 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  )
}
