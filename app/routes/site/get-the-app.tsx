// /gettheapp: the companion Android app (spec 1: mental wellness, Android only, tablet
// compatible). Staff publish it in Site settings: an APK uploaded to this site (offered at
// /gettheapp/download with its size, checksum and release notes) or an address elsewhere.
// Until then the page says the app is coming soon rather than offering a link that leads nowhere.
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextParagraphs } from '~/components/site/text-paragraphs'
import { i18nOf, useLocalPath } from '~/i18n/i18n'
import { getAppRelease, type AppRelease } from '~/models/settings.server'
import { formatFileSize } from '~/utils/file-size'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/get-the-app'
import { DocumentLink } from '~/components/site/document-link'

/** The stable address of the uploaded APK (app/routes/resources/app-download.ts). */
export const APP_DOWNLOAD_PATH = '/gettheapp/download'

/** What the page shows of a release, ready to print. */
export type PageRelease = {
  href: string
  /** true: the APK is on another site (the link leaves this one). */
  external: boolean
  host: string | null
  versionName: string
  size: string | null
  sha256: string | null
  minAndroidVersion: string
  releaseNotes: string
}

function pageRelease(release: AppRelease): PageRelease {
  const shared = { versionName: release.versionName, minAndroidVersion: release.minAndroidVersion, releaseNotes: release.releaseNotes }
  if (release.source === 'external') {
    return { ...shared, href: release.url, external: true, host: new URL(release.url).host, size: null, sha256: null }
  }
  return { ...shared, href: APP_DOWNLOAD_PATH, external: false, host: null, size: formatFileSize(release.file.size), sha256: release.file.sha256 }
}

export async function loader() {
  const release = await getAppRelease()
  return { release: release ? pageRelease(release) : null }
}

// the same four themes as the home page's feature boxes
const FEATURES = [
  { title: msg`Mental wellness tips`, text: msg`Short, practical ideas for calmer days, better sleep and looking after yourself and the people you care for.` },
  { title: msg`Community support`, text: msg`Our groups, events and programs for seniors, families and anyone who is grieving, so you know where to find others.` },
  { title: msg`Counseling resources`, text: msg`Where to turn for counselling and support in Edmonton, and how to reach us, with the crisis lines always one tap away.` },
  { title: msg`Inspiration daily`, text: msg`A gentle thought for each day, to remind you that hard days pass and that you are not alone.` },
] as const

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  const { release } = loaderData
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const version = release?.versionName
  const size = release?.size
  const host = release?.host
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
            <Trans>Get the app</Trans>
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            <Trans>
              Our mental-wellness app brings a little calm and support to your phone or tablet, and keeps
              the people who can help close at hand.
            </Trans>
          </p>
          <ul aria-label={t`The app at a glance`} className="mt-6 flex flex-wrap justify-center gap-2 text-sm font-semibold text-brand-800">
            <li className="rounded-full bg-white px-4 py-2 ring-1 ring-brand-100">
              <Trans>For Android only</Trans>
            </li>
            <li className="rounded-full bg-white px-4 py-2 ring-1 ring-brand-100">
              <Trans>Works on tablets too</Trans>
            </li>
          </ul>
          <div className="mt-10">
            {release ? (
              <>
                <a
                  href={release.href}
                  download={release.external ? undefined : true}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-accent-800"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
                  </svg>
                  <Trans>Download the app for Android</Trans>
                  <span className="font-normal">
                    {size ? <Trans>(version {version}, APK, {size})</Trans> : <Trans>(version {version}, APK)</Trans>}
                  </span>
                </a>
                {release.external ? (
                  <p className="mt-3 text-sm text-slate-700">
                    <Trans>
                      The download is on another website, <bdi dir="ltr">{host}</bdi>.
                    </Trans>
                  </p>
                ) : null}
              </>
            ) : (
              <p className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-lg leading-relaxed text-slate-700 ring-1 ring-brand-100">
                <strong className="text-brand-900">
                  <Trans>The app is coming soon.</Trans>
                </strong>{' '}
                <Trans>
                  In the meantime, everything it offers is on this website, and you are welcome to{' '}
                  <DocumentLink to={localPath('/contact')} className="font-semibold text-brand-700 underline underline-offset-4">
                    contact us
                  </DocumentLink>
                  .
                </Trans>
              </p>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <h2 className="text-2xl font-semibold text-brand-900">
          <Trans>What the app does</Trans>
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title.id} className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
              <h3 className="text-lg font-semibold text-brand-900">{i18n._(feature.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{i18n._(feature.text)}</p>
            </li>
          ))}
        </ul>

        {release ? <ReleaseDetails release={release} /> : null}

        <div className="mt-14 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="install">
            <h2 id="install" className="text-2xl font-semibold text-brand-900">
              <Trans>How to install it</Trans>
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              <Trans>
                The app is offered here as an APK file, the format Android uses to install apps, rather
                than through the Google Play store.
              </Trans>
            </p>
            <ol className="mt-4 list-decimal space-y-2 ps-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              <li>
                <Trans>Open this page on your Android phone or tablet and tap the download button.</Trans>
              </li>
              <li>
                <Trans>
                  If your browser warns that the file might be harmful, choose to download it anyway:
                  it says so for every app that does not come from the Play store.
                </Trans>
              </li>
              <li>
                <Trans>When the download finishes, open the file from your notifications or your Downloads folder.</Trans>
              </li>
              <li>
                <Trans>
                  If Android asks, allow your browser to install apps (&ldquo;Install unknown apps&rdquo;
                  in Settings). You can turn it off again afterwards.
                </Trans>
              </li>
              <li>
                <Trans>Tap Install, then Open. If Google Play Protect offers to scan the app first, let it.</Trans>
              </li>
            </ol>
            <p className="mt-4 leading-relaxed text-slate-700">
              <Trans>
                When a new version is offered here, download it and install it the same way: it
                replaces the old one and keeps what you saved in the app.
              </Trans>
            </p>
          </section>
          <section aria-labelledby="devices">
            <h2 id="devices" className="text-2xl font-semibold text-brand-900">
              <Trans>Phones and tablets</Trans>
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              <Trans>
                The app runs on Android phones and tablets, and its screens adapt to a larger tablet
                display. There is no version for iPhone or iPad; this website works on every phone and
                computer and offers the same information.
              </Trans>
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              <Trans>
                How we handle information is explained in our{' '}
                <DocumentLink to={localPath('/privacypolicy')} className="font-semibold text-brand-700 underline underline-offset-4">
                  privacy policy
                </DocumentLink>
                .
              </Trans>
            </p>
          </section>
        </div>
      </div>
    </>
  )
}

/** Version, size, checksum, the Android it needs and what is new. */
function ReleaseDetails({ release }: { release: PageRelease }) {
  const version = release.versionName
  const android = release.minAndroidVersion
  return (
    <section aria-labelledby="release" className="mt-14 rounded-2xl bg-white p-6 ring-1 ring-brand-100">
      <h2 id="release" className="text-2xl font-semibold text-brand-900">
        <Trans>Version {version}</Trans>
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 text-slate-700 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {release.size ? (
          <>
            <dt className="font-semibold text-slate-900">
              <Trans>Size</Trans>
            </dt>
            <dd>{release.size}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">
          <Trans>Works on</Trans>
        </dt>
        <dd>{android ? <Trans>Android {android} or newer</Trans> : <Trans>Android phones and tablets</Trans>}</dd>
        {release.sha256 ? (
          <>
            <dt className="font-semibold text-slate-900">
              <Trans>SHA-256 checksum</Trans>
            </dt>
            <dd>
              <code dir="ltr" className="font-mono text-sm break-all">
                {release.sha256}
              </code>
              <p className="mt-1 text-sm">
                <Trans>
                  To be sure the file arrived whole and unchanged, a checksum app can compare the
                  downloaded file with this value.
                </Trans>
              </p>
            </dd>
          </>
        ) : null}
      </dl>
      {release.releaseNotes ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-brand-900">
            <Trans>What is new</Trans>
          </h3>
          <div className="mt-2 leading-relaxed text-slate-700">
            <TextParagraphs text={release.releaseNotes} />
          </div>
        </>
      ) : null}
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  const i18n = i18nOf(layout.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Get the app`,
    description: t(i18n)`Our mental-wellness app for Android phones and tablets: wellness tips, community support, counselling resources and daily inspiration.`,
    path: '/gettheapp',
    site: layout,
  })
}
