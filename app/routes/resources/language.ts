// The language switcher's form posts here: the visitor's choice is remembered (the only time the
// language cookie is set) and they land on the same page in the chosen language.
import { redirect } from 'react-router'
import { rememberLanguage } from '~/i18n/language-cookie.server'
import { DEFAULT_LANGUAGE, isLanguage, pathIn, unprefixedPath } from '~/i18n/languages'
import { readFormData } from '~/utils/request-form.server'
import { safeRedirectPath } from '~/utils/redirect-target'
import type { Route } from './+types/language'

// two short fields; anything longer is not from the switcher
const MAX_BODY_BYTES = 4 * 1024

export async function action({ request }: Route.ActionArgs) {
  const read = await readFormData(request, MAX_BODY_BYTES)
  const language = read.ok ? read.formData.get('language') : null
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE
  const page = unprefixedPath(safeRedirectPath(read.ok ? read.formData.get('path') : null, '/'))
  return redirect(pathIn(chosen, page), { status: 303, headers: { 'Set-Cookie': await rememberLanguage(request, chosen) } })
}

// a GET (a bookmarked or typed /language) has nothing to choose: home
export function loader() {
  return redirect('/')
}
