// Lingui: the public site's interface strings, extracted from the code into one PO catalog per
// language (docs/decisions/034-languages-with-lingui.md). `npm run i18n:extract` updates them.
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pa', 'hi', 'ur', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/app/i18n/catalogs/{locale}',
      include: ['<rootDir>/app'],
      // the back office stays in English (docs/decisions/034-languages-with-lingui.md)
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/app/routes/admin/**', '<rootDir>/app/components/admin/**'],
    },
  ],
  // line numbers would change every catalog on every edit; the reference file is enough
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // text values shown as text, never read as the message's tags (app/i18n/trans.tsx)
  runtimeConfigModule: { Trans: ['~/i18n/trans', 'Trans'] },
})
