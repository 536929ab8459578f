// Numbers as people read them in the page's language (5000 -> '5,000'), the same on the server
// and in the browser. Amounts of money: app/utils/money.ts.
import { LANGUAGE_FACTS, type Language } from '~/i18n/languages'

const formats = new Map<Language, Intl.NumberFormat>()

/** 5000 -> '5,000' in English; Intl's own form in the other languages. */
export function formatNumber(value: number, language: Language): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_FACTS[language].intlLocale)
    formats.set(language, format)
  }
  return format.format(value)
}
