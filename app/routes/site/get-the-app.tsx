// /gettheapp: the companion Android app (spec 1: mental wellness, Android only, tablet
// compatible) and its APK. Until staff publish one in the settings, the page says the app is
// coming soon rather than offering a link that leads nowhere.
import { Link } from 'react-router'
import { getAppRelease } from '~/models/settings.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/get-the-app'

export async function loader() {
  return { release: await getAppRelease() }
}

// the same four themes as the home page's feature boxes
const FEATURES = [
  { title: 'Mental wellness tips', text: 'Short, practical ideas for calmer days, better sleep and looking after yourself and the people you care for.' },
  { title: 'Community support', text: 'Our groups, events and programs for seniors, families and anyone who is grieving, so you know where to find others.' },
  { title: 'Counseling resources', text: 'Where to turn for counselling and support in Edmonton, and how to reach us, with the crisis lines always one tap away.' },
  { title: 'Inspiration daily', text: 'A gentle thought for each day, to remind you that hard days pass and that you are not alone.' },
] as const

export default function GetTheApp({ loaderData }: Route.ComponentProps) {
  const { release } = loaderData
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Get the app</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            Our mental-wellness app brings a little calm and support to your phone or tablet, and keeps
            the people who can help close at hand.
          </p>
          <ul aria-label="The app at a glance" className="mt-6 flex flex-wrap justify-center gap-2 text-sm font-semibold text-brand-800">
            <li className="rounded-full bg-white px-4 py-2 ring-1 ring-brand-100">For Android only</li>
            <li className="rounded-full bg-white px-4 py-2 ring-1 ring-brand-100">Works on tablets too</li>
          </ul>
          <div className="mt-10">
            {release ? (
              <a
                href={release.apkUrl}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-accent-800"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
                </svg>
                Download the app for Android
                {release.versionName ? <span className="font-normal">(version {release.versionName}, APK)</span> : <span className="font-normal">(APK)</span>}
              </a>
            ) : (
              <p className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-lg leading-relaxed text-slate-700 ring-1 ring-brand-100">
                <strong className="text-brand-900">The app is coming soon.</strong> In the meantime,
                everything it offers is on this website, and you are welcome to{' '}
                <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
                  contact us
                </Link>
                .
              </p>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <h2 className="text-2xl font-semibold text-brand-900">What the app does</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
              <h3 className="text-lg font-semibold text-brand-900">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-14 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="install">
            <h2 id="install" className="text-2xl font-semibold text-brand-900">
              How to install it
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              The app is offered here as an APK file, the format Android uses to install apps, rather
              than through the Google Play store.
            </p>
            <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              <li>Open this page on your Android phone or tablet and tap the download button.</li>
              <li>When the download finishes, open the file from your notifications or your Downloads folder.</li>
              <li>
                If Android asks, allow your browser to install apps (&ldquo;Install unknown apps&rdquo;
                in Settings). You can turn it off again afterwards.
              </li>
              <li>Tap Install, then Open.</li>
            </ol>
          </section>
          <section aria-labelledby="devices">
            <h2 id="devices" className="text-2xl font-semibold text-brand-900">
              Phones and tablets
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              The app runs on Android phones and tablets, and its screens adapt to a larger tablet
              display. There is no version for iPhone or iPad; this website works on every phone and
              computer and offers the same information.
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              How we handle information is explained in our{' '}
              <Link to="/privacypolicy" className="font-semibold text-brand-700 underline underline-offset-4">
                privacy policy
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  return seo({
    title: 'Get the app',
    description: 'Our mental-wellness app for Android phones and tablets: wellness tips, community support, counselling resources and daily inspiration.',
    path: '/gettheapp',
    origin: layout.origin,
    siteName: layout.name,
  })
}
