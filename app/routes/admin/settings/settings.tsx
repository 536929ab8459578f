// Site settings (beyond the spec: the old site hard-coded these): the organisation's details
// shown in the footer and on the contact page, social links, how donations are paid, where the
// quick exit leads, how long contact messages are kept, and the Android app. Two forms: the
// site's details (posted here) and the app (posted here with ?form=app, or, with JavaScript,
// to ./app for a progress bar). Both work without JavaScript.
import { Link, data } from 'react-router'
import { ScreenHeader } from '~/components/admin/list-header'
import { TestMailButton } from '~/components/admin/mail-notices'
import { isMailConfigured } from '~/email/outbox.server'
import { getMediaById } from '~/models/media.server'
import { getAppRelease, getSiteSettings, type AppRelease } from '~/models/settings.server'
import { requireAdmin } from '~/auth/guards.server'
import { actorOf } from '~/auth/actor.server'
import { formatFileSize } from '~/utils/file-size'
import { redirectWithFlash } from '~/utils/flash.server'
import type { Route } from './+types/settings'
import { AppReleaseForm, type AppFormDefaults, type CurrentApp } from './app-release-form'
import { appSavedMessage, formFieldsFrom, saveAppForm, saveSettingsForm, settingsBaseline } from './save.server'
import { SiteSettingsForm } from './site-settings-form'
import { backOfficeTitle } from '~/content-types/screens'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const [settings, release] = await Promise.all([getSiteSettings(), getAppRelease()])
  const [qrImage, shareImage] = await Promise.all(
    [settings.payments.qrImageId, settings.organisation.shareImageId].map((id) => (id === null ? null : getMediaById(id))),
  )
  return {
    site: { defaults: formFieldsFrom(settings), baseline: settingsBaseline(formFieldsFrom(settings)), qrImage, shareImage },
    app: { current: currentApp(release), defaults: appDefaults(release) },
    mailConfigured: isMailConfigured(),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdmin(request), context)
  if (new URL(request.url).searchParams.get('form') === 'app') {
    const outcome = await saveAppForm(request, actor)
    if (!outcome.ok) return data({ ...outcome.result, form: 'app' as const }, { status: outcome.status })
    return redirectWithFlash('/admin/settings', { type: 'success', message: appSavedMessage(outcome.value) })
  }
  const outcome = await saveSettingsForm(request, actor)
  if (!outcome.ok) return data({ ...outcome.response.data, form: 'site' as const }, outcome.response.init ?? undefined)
  return redirectWithFlash('/admin/settings', { type: 'success', message: 'Settings saved.' })
}

function currentApp(release: AppRelease | null): CurrentApp {
  if (!release) return null
  if (release.source === 'external') return { source: 'external', url: release.url, versionName: release.versionName }
  return {
    source: 'upload',
    versionName: release.versionName,
    fileName: release.file.fileName,
    size: formatFileSize(release.file.size),
    sha256: release.file.sha256,
  }
}

function appDefaults(release: AppRelease | null): AppFormDefaults {
  return {
    source: release?.source ?? 'upload',
    externalUrl: release?.source === 'external' ? release.url : '',
    versionName: release?.versionName ?? '',
    releaseNotes: release?.releaseNotes ?? '',
    minAndroidVersion: release?.minAndroidVersion ?? '',
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { site, app } = loaderData
  return (
    <>
      <ScreenHeader
        title="Site settings"
        intro="The organisation's details that the public pages show, how donations are paid, where the quick exit leads, how long messages are kept, and the Android app. Changes show on the site as soon as they are saved."
      />
      <SiteSettingsForm defaults={site.defaults} baseline={site.baseline} qrImage={site.qrImage} shareImage={site.shareImage} lastResult={actionData?.form === 'site' ? actionData : undefined} />
      <AppReleaseForm
        // a new release starts the form afresh (the file input emptied, the new details shown)
        key={JSON.stringify([app.defaults, app.current])}
        current={app.current}
        defaults={app.defaults}
        lastResult={actionData?.form === 'app' ? actionData : undefined}
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
