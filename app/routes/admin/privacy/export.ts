// Download of everything held about one e-mail address (Privacy screen, decision 011): a JSON
// file the person can be sent. POST only, so that the address is never in a URL; the log
// records who exported and how much, never the address.
import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import { PRIVACY_MESSAGES, privacyLookupSchema } from '~/content/privacy'
import { exportPersonalData } from '~/models/personal-data.server'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { countChanges, recordEvent } from '~/models/audit.server'
import { toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'
import { logger } from '~/utils/logger.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/export'

// A bookmark or a reload of this address leads back to the screen.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'privacy')
  throw redirect('/admin/privacy')
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAccess(request, 'privacy')
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const submission = parseWithZod(form.formData, { schema: privacyLookupSchema })
  if (submission.status !== 'success') throw new Response(PRIVACY_MESSAGES.emailInvalid, { status: 400 })

  const now = new Date()
  const exported = await exportPersonalData(submission.value.email, now)
  const counts = { contactMessages: exported.contactMessages.length, donationRecords: exported.donationRecords.length, account: exported.account !== null }
  logger.info({ by: me.id, ...counts }, 'Personal data exported on request')
  // the activity log, like the log, holds counts and never the address
  await recordEvent({ actor: actorOf(me, context), action: 'export', itemType: 'Personal data', itemLabel: 'One person, on request', changes: countChanges(counts) })
  // named by the day (Edmonton), not the person: the file name must not carry the address
  const day = toEdmontonDateTimeInput(now).slice(0, 10)
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${day}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
