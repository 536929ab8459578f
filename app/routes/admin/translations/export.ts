// A language's interface texts as a gettext .po file, for an outside translator (issue 39 item 4,
// decision 086): the English, the text the site shows now, Drafts marked fuzzy. Recorded in the
// activity log like every export.
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { TRANSLATED_LANGUAGES, TRANSLATED_LANGUAGE_NAMES } from '~/content/translations'
import { recordEvent } from '~/models/audit.server'
import { exportPo } from '~/models/interface-texts.server'
import type { Route } from './+types/export'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, 'translations')
  const asked = new URL(request.url).searchParams.get('language')
  const language = TRANSLATED_LANGUAGES.find((each) => each === asked)
  if (!language) throw new Response('Choose Punjabi, Hindi or Urdu: /admin/translations/export.po?language=ur', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const file = await exportPo(language)
  await recordEvent({ actor: actorOf(user, context), action: 'export', itemType: 'Interface texts', itemLabel: `${TRANSLATED_LANGUAGE_NAMES[language]}, as a .po file` })
  return new Response(file, {
    headers: {
      'Content-Type': 'text/x-gettext-translation; charset=utf-8',
      'Content-Disposition': `attachment; filename="interface-texts-${language}.po"`,
      'Cache-Control': 'no-store',
    },
  })
}
