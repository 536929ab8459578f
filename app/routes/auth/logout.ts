// Log out: a POST only (a GET must never change anything); the session is deleted on the
// server, so a copied cookie stops working.
import { redirect, redirectDocument } from 'react-router'
import { endSession } from '~/auth/session.server'
import { DEFAULT_LANGUAGE, isLanguage, pathIn } from '~/i18n/languages'
import type { Route } from './+types/logout'

export async function action({ request, context }: Route.ActionArgs) {
  // back to the login page in the language of the page the person left (/logout?language=pa),
  // loaded as a document: it does not load React (decision 039)
  const language = new URL(request.url).searchParams.get('language')
  throw redirectDocument(pathIn(isLanguage(language) ? language : DEFAULT_LANGUAGE, '/login'), { headers: { 'Set-Cookie': await endSession(request, context) } })
}

export function loader() {
  throw redirect('/login')
}
