// Each script's web font, its one weight (app/app.css), by the language whose pages preload it
// (decision 072). English pages read in the system's own fonts and preload none.
import type { Language } from './languages'

export const PAGE_FONTS: Partial<Record<Language, string>> = {
  pa: '/fonts/noto-sans-gurmukhi.woff2',
  hi: '/fonts/noto-sans-devanagari.woff2',
  ur: '/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2',
}
