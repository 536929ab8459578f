// The server renders every language, so it loads every catalog once at start.
// I18N_PSEUDO_LOCALE=on shows the English pages in the pseudo-locale (accented, lengthened
// words: "Ĥōmē"), so that any English word left on them is one the catalogs do not hold: for
// developers and translators (npm run dev), and for server/pseudo-locale.test.ts.
import { loadCatalog } from './i18n'
import { messages as en } from './catalogs/en.po'
import { messages as hi } from './catalogs/hi.po'
import { messages as pa } from './catalogs/pa.po'
import { messages as pseudo } from './catalogs/pseudo.po'
import { messages as ur } from './catalogs/ur.po'

const english = process.env.I18N_PSEUDO_LOCALE === 'on' ? pseudo : en
for (const [locale, messages] of Object.entries({ en: english, pa, hi, ur })) loadCatalog(locale, messages)
