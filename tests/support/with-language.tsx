// Component tests render what the root layout would wrap: the catalog of a language.
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { i18nOf } from '~/i18n/i18n'
import type { Language } from '~/i18n/languages'

export function WithLanguage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return <I18nProvider i18n={i18nOf(language)}>{children}</I18nProvider>
}
