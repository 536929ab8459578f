// Who the activity log says acted (decision 027): the signed-in person and the address their
// request came from (Express's req.ip in the load context, which honours TRUST_PROXY).
import type { AppLoadContext } from 'react-router'
import type { Actor } from '~/models/audit.server'
import { clientAddress } from '~/utils/client-address.server'

/** The load context as actions receive it; tests give { clientAddress }. */
export type ActorContext = Pick<AppLoadContext, 'clientAddress'> | undefined

export function actorOf(user: { id: number; email: string } | null, context: ActorContext): Actor {
  return { userId: user?.id ?? null, email: user?.email ?? null, address: clientAddress(context) }
}
