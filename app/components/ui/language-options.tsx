// The site's four languages as the options of a <select>, each named in its own language and
// script (and marked so, for screen readers): the e-mail language of an account or a registration.
import { LANGUAGE_FACTS, LANGUAGES } from '~/i18n/languages'

export function LanguageOptions() {
  return LANGUAGES.map((code) => (
    <option key={code} value={code} lang={LANGUAGE_FACTS[code].htmlLang}>
      {LANGUAGE_FACTS[code].name}
    </option>
  ))
}
