// What a new password must be (NIST SP 800-63B, OWASP ASVS 2.1): long enough (the schema), not
// one of the ~30,000 most common passwords shipped with zxcvbn-ts, and not easy to guess by
// zxcvbn's estimate (score 3 or more, i.e. at least 10^8 guesses), counting the site's name
// and the person's own e-mail address as words an attacker would try first.
// No words here: the forms say why in the page's language (password-policy.server.ts), the
// operators' command line in its own (server/admin-cli.ts, which runs without Lingui's macros).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common'

const common = new Set((commonDictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))

export const MIN_STRENGTH_SCORE = 3


// What anyone guessing a password on this site would try, besides the organisation's name.
const SITE_TEXTS = ['mental health', 'charity', 'edmonton', 'donation', 'password', 'admin', 'login']

// The checker and its English dictionaries are loaded when first needed (a few MB kept off
// the start-up of a server that rarely sees a new password).
let checker: Promise<ZxcvbnFactory> | null = null
function loadChecker() {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, languageCommon, languageEn] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new ZxcvbnFactory({
      graphs: languageCommon.adjacencyGraphs,
      dictionary: { ...languageCommon.dictionary, ...languageEn.dictionary },
      translations: languageEn.translations,
    })
  })()
  return checker
}

/**
 * zxcvbn's user inputs for some texts (an e-mail address, a name): each whole, each word, and
 * each two neighbouring words run together ('mentalhealth').
 */
export function personalWords(...texts: string[]) {
  return texts.flatMap((text) => {
    const lower = text.toLowerCase().trim()
    const words = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const pairs = words.slice(1).map((word, i) => `${words[i]}${word}`)
    return [lower, words.join(''), ...words, ...pairs].filter((word) => word.length >= 3)
  })
}

/** Why a new password is refused: one of the most common passwords, or easy to guess (with zxcvbn's warning, in English; '' when it gives none). */
export type PasswordWeakness = { reason: 'common' } | { reason: 'guessable'; warning: string }

/**
 * Why this new password would be refused; null when it is good. `userInputs`: the person's
 * e-mail address and the organisation's name.
 */
export async function passwordWeakness(password: string, userInputs: string[]): Promise<PasswordWeakness | null> {
  if (common.has(password.toLowerCase())) return { reason: 'common' }
  const zxcvbn = await loadChecker()
  const result = zxcvbn.check(password, [...new Set(personalWords(...SITE_TEXTS, ...userInputs))])
  if (result.score >= MIN_STRENGTH_SCORE) return null
  return { reason: 'guessable', warning: result.feedback.warning ?? '' }
}
