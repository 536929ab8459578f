// Log out: a POST only (a GET must never change anything); the session is deleted on the
// server, so a copied cookie stops working.
import { redirect } from 'react-router'
import { endSession } from '~/auth/session.server'
import type { Route } from './+types/logout'

export async function action({ request }: Route.ActionArgs) {
  throw redirect('/login', { headers: { 'Set-Cookie': await endSession(request) } })
}

export function loader() {
  throw redirect('/login')
}
