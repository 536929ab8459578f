// /leave-quickly: what the "Leave this site" button does, and, as plainly, what it cannot do.
import { Link, useRouteLoaderData } from 'react-router'
import { SHIFT_WINDOW_MS } from '~/components/site/quick-exit'
import { DEFAULT_QUICK_EXIT_URL } from '~/content/quick-exit'
import { seo } from '~/utils/seo'
import type { Route } from './+types/quick-exit'
import type { loader as layoutLoader } from './layout'

/** Where the button leads, as the page describes it (staff choose it in Site settings). */
function destination(url: string | undefined): string {
  if (!url || url === DEFAULT_QUICK_EXIT_URL) return 'a weather forecast page'
  try {
    return `another, everyday website (${new URL(url).host})`
  } catch {
    return 'another, everyday website'
  }
}

export default function QuickExitPage() {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/site/layout')
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Leaving this site quickly</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        If someone might see your screen who should not know you are looking for help, you can leave
        this website in a moment.
      </p>

      <h2 className={h2}>How to leave quickly</h2>
      <ul className={list}>
        <li>
          Press the <strong>Leave this site</strong> button. It is at the top right of the screen on
          every page, and stays there as you scroll. On a keyboard, it is the first thing the Tab
          key reaches.
        </li>
        <li>Or press the Shift key three times within {SHIFT_WINDOW_MS / 1000} seconds, on any page.</li>
      </ul>

      <h2 className={h2}>What it does</h2>
      <ul className={list}>
        <li>It hides this page at once.</li>
        <li>It opens {destination(layout?.quickExitUrl)} in the same tab.</li>
        <li>
          The page you were reading is replaced in that tab&rsquo;s history, so pressing the Back
          button does not bring it back.
        </li>
      </ul>

      <h2 className={h2}>What it does not do</h2>
      <ul className={list}>
        <li>
          <strong>It does not clear your browsing history.</strong> Only the page you were on is
          replaced. If you opened other pages of this site before it, pressing Back more than once
          can still show them, they are listed in your history, and our address may be suggested
          when you type in the address bar.
        </li>
        <li>It does not close other tabs or windows that show this site.</li>
        <li>It does not delete anything you downloaded or any e-mail you sent us.</li>
      </ul>

      <h2 className={h2}>Browsing more safely</h2>
      <ul className={list}>
        <li>
          A private or incognito window keeps no history once it is closed. Most browsers open one
          from their menu.
        </li>
        <li>
          You can delete the pages of this site from your browser&rsquo;s history:
          <ul className="mt-2 list-[circle] space-y-1 pl-6">
            <li>Chrome (Android or computer): menu (⋮), History, then tap ✕ beside each page of this site, or Delete browsing data.</li>
            <li>Safari on iPhone: the book icon, the clock tab, then swipe left on each page of this site.</li>
            <li>Samsung Internet: menu (☰), History, then long-press a page and Delete.</li>
            <li>Firefox: menu, History, then long-press (or right-click) a page and Delete.</li>
          </ul>
        </li>
        <li>
          If you think your phone or computer is being watched, a device at a public library, a
          friend&rsquo;s phone or a work computer may be safer.
        </li>
      </ul>

      <h2 className={h2}>If you are not safe</h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">
        In an emergency, call <a href="tel:911" className={link}>911</a>. If you are thinking about
        suicide, call or text <a href="tel:988" className={link}>9-8-8</a> at any hour. For help
        with family violence in Alberta, in many languages, call the Family Violence Info Line at{' '}
        <a href="tel:3101818" className={link}>310-1818</a>, or dial <a href="tel:211" className={link}>211</a>{' '}
        for community services near you.
      </p>
      <p className="mt-8">
        <Link to="/" className={link}>
          Back to the home page
        </Link>
      </p>
    </article>
  )
}

const h2 = 'mt-10 text-xl font-semibold text-brand-900 sm:text-2xl'
const list = 'mt-3 list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-700 marker:text-brand-600'
const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  return seo({
    title: 'Leaving this site quickly',
    description: 'How the Leave this site button works, what it does and what it does not do, and how to browse more safely.',
    path: '/leave-quickly',
    origin: layout.origin,
    siteName: layout.name,
    defaultImage: layout.shareImage,
  })
}
