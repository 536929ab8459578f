// Site settings (beyond the spec: the old site hard-coded these): the organisation's details
// shown in the footer and on the contact page, social links, how donations are paid, where the
// quick exit leads, how long contact messages are kept, alerts and two-factor sign-in: one form,
// one Save. The Android app has its own screen (app-release.tsx; decision 028), so that saving
// one never drops what was typed in the other.
import { Link, data } from 'react-router'
import { ScreenHeader } from '~/components/admin/list-header'
import { TestMailButton } from '~/components/admin/mail-notices'
import { isMailConfigured } from '~/email/outbox.server'
import { getMediaById } from '~/models/media.server'
import { getSiteSettings } from '~/models/settings.server'
import { requireAccess } from '~/auth/guards.server'
import { actorOf } from '~/auth/actor.server'
import { redirectWithFlash } from '~/utils/flash.server'
import type { Route } from './+types/settings'
import { formFieldsFrom, saveSettingsForm, settingsBaseline } from './save.server'
import { SettingsNav } from './settings-nav'
import { SiteSettingsForm } from './site-settings-form'
import { backOfficeTitle } from '~/content-types/screens'
import { settingsReviews } from '~/content-types/translation-reviews.server'
import { may } from '~/content/permissions'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, 'settings')
  const settings = await getSiteSettings()
  const [qrImage, shareImage] = await Promise.all(
    [settings.payments.qrImageId, settings.organisation.shareImageId].map((id) => (id === null ? null : getMediaById(id))),
  )
  return {
    site: { defaults: formFieldsFrom(settings, { qrImage, shareImage }), baseline: settingsBaseline(formFieldsFrom(settings, { qrImage, shareImage })), qrImage, shareImage },
    mailConfigured: isMailConfigured(),
    // each translated text's review state beside it (decision 095)
    reviews: await settingsReviews(),
    mayReview: may(user.roles, 'translations'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAccess(request, 'settings'), context)
  const outcome = await saveSettingsForm(request, actor)
  if (!outcome.ok) return data(outcome.response.data, outcome.response.init ?? undefined)
  return redirectWithFlash('/admin/settings', { type: 'success', message: 'Settings saved.' })
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = loaderData
  return (
    <>
      <ScreenHeader
        title="Site settings"
        intro="The organisation's details that the public pages show, how donations are paid, where the quick exit leads, how long messages are kept, and who is alerted of new messages. Changes show on the site as soon as they are saved."
      />
      <SettingsNav />
      <SiteSettingsForm
        // once saved, the form starts afresh from what is stored (nothing unsaved, no file chosen)
        key={[site.baseline, site.qrImage?.id, site.shareImage?.id].join(' ')}
        defaults={site.defaults}
        baseline={site.baseline}
        qrImage={site.qrImage}
        shareImage={site.shareImage}
        reviews={loaderData.reviews}
        mayReview={loaderData.mayReview}
        lastResult={actionData}
      />
      <section aria-labelledby="email-settings" className="mt-10 max-w-3xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="email-settings" className="text-xl font-semibold">
          E-mail
        </h2>
        <p className="mt-2 text-slate-700">
          {loaderData.mailConfigured
            ? 'The website sends e-mail through the mail server its operator set up. Send yourself a test to check that it arrives.'
            : 'E-mail is not configured on this server: e-mails wait in the outbox until the operator sets SMTP_URL.'}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <TestMailButton />
          <Link to="/admin/email" className="font-semibold text-brand-700 underline">
            See every e-mail
          </Link>
        </div>
      </section>
    </>
  )
}

export function meta() {
  return backOfficeTitle('Site settings')
}
