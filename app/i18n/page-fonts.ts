// Each script's web font, its one weight (app/app.css), by the language whose pages preload it
// (decision 072). English pages read in the system's own fonts and preload none. The addresses
// are the build's, named from the files' bytes, so that a browser keeps them a year (decision 105).
import devanagari from '~/fonts/noto-sans-devanagari.woff2?url'
import gurmukhi from '~/fonts/noto-sans-gurmukhi.woff2?url'
import nastaliq from '~/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2?url'
import type { Language } from './languages'

export const PAGE_FONTS: Partial<Record<Language, string>> = {
  pa: gurmukhi,
  hi: devanagari,
  ur: nastaliq,
}
