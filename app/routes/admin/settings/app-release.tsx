// The Android app's screen under Site settings (beyond the spec's hard-coded link): an APK
// uploaded here, an address on another site, or no app. Its own screen with its own Save, apart
// from the site's details (decision 028). Without JavaScript the form posts here; with it an
// upload goes to ./app/upload for a progress bar (app-upload.ts), with the same messages.
import { data } from 'react-router'
import { ScreenHeader } from '~/components/admin/list-header'
import { getAppRelease, type AppRelease } from '~/models/settings.server'
import { requireAccess } from '~/auth/guards.server'
import { actorOf } from '~/auth/actor.server'
import { formatFileSize } from '~/utils/file-size'
import { redirectWithFlash } from '~/utils/flash.server'
import { backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/app-release'
import { AppReleaseForm, type AppFormDefaults, type CurrentApp } from './app-release-form'
import { appSavedMessage, saveAppForm } from './save.server'
import { SettingsNav } from './settings-nav'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'settings')
  const release = await getAppRelease()
  return { current: currentApp(release), defaults: appDefaults(release) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAccess(request, 'settings'), context)
  const outcome = await saveAppForm(request, actor)
  if (!outcome.ok) return data(outcome.result, { status: outcome.status })
  return redirectWithFlash('/admin/settings/app', { type: 'success', message: appSavedMessage(outcome.value) })
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

export default function AppReleaseScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { current, defaults } = loaderData
  return (
    <>
      <ScreenHeader
        title="Android app"
        intro="The Get the app page offers it. Upload the APK file here (up to 200 MB), or give the address where it can be downloaded."
      />
      <SettingsNav />
      <AppReleaseForm
        // a new release starts the form afresh (the file input emptied, the new details shown)
        key={JSON.stringify([defaults, current])}
        current={current}
        defaults={defaults}
        lastResult={actionData}
      />
    </>
  )
}

export function meta() {
  return backOfficeTitle('Android app')
}
