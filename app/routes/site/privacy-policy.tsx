// /privacypolicy: the spec's sections (2.3) and date (9), written for this charity and true to
// what this site does: no trackers, no analytics, no advertising, nothing loaded from other
// sites. Keep it in step with the product when a feature starts holding new information.
import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { addressLines } from '~/content/settings'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { getOrganisation } from '~/models/settings.server'
import { formatDate } from '~/utils/dates.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/privacy-policy'
import { DocumentLink } from '~/components/site/document-link'

/** Spec 9 quotes this date in this form, the one exception to our usual date format (English only). */
export const PRIVACY_LAST_UPDATED = 'April 04, 2024'
/** The same day for the other languages, written their usual way (noon in Edmonton). */
const PRIVACY_UPDATED_DAY = '2024-04-04T12:00:00-06:00'

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const organisation = await getOrganisation()
  return {
    name: organisation.name,
    email: organisation.email,
    address: addressLines(organisation.address),
    lastUpdated: language === DEFAULT_LANGUAGE ? PRIVACY_LAST_UPDATED : formatDate(PRIVACY_UPDATED_DAY, language),
  }
}

type Section = { id: string; title: MessageDescriptor; body: ReactNode }

function sections(name: string, email: string, address: string[]): Section[] {
  const mail = `mailto:${email}`
  return [
    {
      id: 'definitions',
      title: msg`Definitions`,
      body: (
        <ul className={list}>
          <li>
            <Trans>
              <strong>We</strong>, <strong>us</strong> and <strong>our</strong> mean {name}, a registered charity in
              Edmonton, Alberta.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The site</strong> means this website, its pages for staff, and the files offered on it,
              such as our Android app.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>You</strong> means anyone who visits the site or gets in touch with us through it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Personal information</strong> means information about a person who can be identified
              from it, such as a name, an e-mail address or a message written by them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Service providers</strong> are the companies that run things for us under contract, such
              as the computers the site runs on and the card payment page.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'collection',
      title: msg`What we collect`,
      body: (
        <>
          <p className={para}>
            <Trans>
              You can read every public page without telling us who you are. We only hold what you choose to
              give us, and what the site needs to work:
            </Trans>
          </p>
          <ul className={list}>
            <li>
              <Trans>
                <strong>When you write to us</strong> through the contact form: your name, e-mail address, the
                subject and your message.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>When you donate</strong>: your name, e-mail address, your postal address if you give it
                (for a tax receipt), and how you chose to pay. If you pay by card, you type your card details
                on our payment provider&rsquo;s own page; we never see or store your card number.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>When you create an account</strong>: your e-mail address and your password, which we
                store only in a scrambled form (a one-way hash) that no one, our staff included, can turn back
                into the password.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>One cookie, for signed-in people only.</strong> When you sign in, we set a single cookie
                that keeps you signed in. It is removed when you sign out or when it expires. Visitors who do not
                sign in get no cookie at all.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical records.</strong> Like every website, our server notes each request it
                answers: the page asked for, the time, and the internet (IP) address it came from. To stop
                abuse, such as someone sending hundreds of messages, we also count recent form posts and
                sign-in attempts by address for up to a day.
              </Trans>
            </li>
          </ul>
          <p className={para}>
            <Trans>
              We use no analytics or tracking tools, no advertising, no &ldquo;like&rdquo; buttons and no
              fonts or scripts from other companies. Your browser does not contact any other website while
              you read ours. Our social media links are plain links: nothing is loaded from those networks
              unless you follow one.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: msg`How we use it`,
      body: (
        <ul className={list}>
          <li>
            <Trans>To answer your message, and to follow up on your question or request for support.</Trans>
          </li>
          <li>
            <Trans>To record your donation, send you a tax receipt and thank you.</Trans>
          </li>
          <li>
            <Trans>To let you sign in to your account and keep it secure.</Trans>
          </li>
          <li>
            <Trans>To keep the site running and protect it from misuse.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: msg`Sharing`,
      body: (
        <>
          <p className={para}>
            <Trans>
              We never sell, rent or trade personal information, and we do not use it for advertising. Inside
              the society, only the staff and volunteers who need it to help you can see it.
            </Trans>
          </p>
          <p className={para}>
            <Trans>
              Our service providers handle information only on our behalf and under our instructions: the
              company that hosts the site and its database, and, if you pay by card, the payment provider
              whose page you use. The payment provider follows its own privacy policy for the details you give
              it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: msg`How long we keep it`,
      body: (
        <ul className={list}>
          <li>
            <Trans>
              Contact messages are deleted automatically after a period our staff set, which is 24 months
              unless they choose a shorter one.
            </Trans>
          </li>
          <li>
            <Trans>
              Donation records are kept as long as the Canada Revenue Agency requires registered charities to
              keep their books and records (generally six years).
            </Trans>
          </li>
          <li>
            <Trans>Accounts are kept until you delete yours, or ask us to.</Trans>
          </li>
          <li>
            <Trans>Counts of recent requests used to stop abuse are deleted after a day.</Trans>
          </li>
          <li>
            <Trans>Technical records of requests are kept only for a short time, to fix problems and keep the site safe.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'transfer',
      title: msg`Where it is kept and transfer`,
      body: (
        <>
          <p className={para}>
            <Trans>
              The site and its database run on servers chosen by the society, either our own or a hosting
              company&rsquo;s. If a service provider stores or processes information outside Alberta or outside
              Canada, it is protected by our contract with them but is also subject to the laws of that
              place, which may allow its authorities to see it.
            </Trans>
          </p>
          <p className={para}>
            <Trans>
              If you pay by card, your payment details go directly to the payment provider, which may process
              them outside Canada. We do not move personal information anywhere else, and we would update this
              policy before doing so.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'deletion',
      title: msg`Your copy and deletion`,
      body: (
        <>
          <p className={para}>
            <Trans>
              You may ask us for a copy of the personal information we hold about you, to correct it, or to
              delete it. Write to{' '}
              <a href={mail} dir="ltr" className={link}>
                {email}
              </a>{' '}
              from the e-mail address you used with us, so that we know the request
              comes from you. We will answer within 30 days.
            </Trans>
          </p>
          <p className={para}>
            <Trans>
              If you have an account, you can delete it yourself from your account page. When we delete a
              donation record that we must keep for the Canada Revenue Agency, we remove your name and contact
              details and keep only the amount and the date. If we issued you an official donation receipt, we
              keep our copy of it as the Canada Revenue Agency requires, with the name and postal address it
              shows; your e-mail address is removed from it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'disclosure',
      title: msg`Disclosure`,
      body: (
        <>
          <p className={para}>
            <Trans>
              We disclose personal information without your consent only when the law requires it, for
              example under a court order, or when we believe in good faith that someone&rsquo;s life, health
              or safety is in immediate danger. In that case we may contact emergency services and give them
              only what they need to help.
            </Trans>
          </p>
          <p className={para}>
            <Trans>
              If we are ever asked by an authority for information about you, we will tell you unless the law
              forbids it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: msg`Security`,
      body: (
        <>
          <p className={para}>
            <Trans>
              The site is served over an encrypted connection. Only staff accounts can open the pages where
              messages and donation records are read, and each of those pages checks who is asking. Passwords
              are stored as one-way hashes, and pictures we publish are stripped of hidden details such as the
              place they were taken.
            </Trans>
          </p>
          <p className={para}>
            <Trans>
              No system is perfectly safe. If information about you is ever exposed in a way that could cause
              you real harm, we will tell you and the privacy authorities as the law requires.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: msg`Children under 13`,
      body: (
        <p className={para}>
          <Trans>
            The site is not meant for children under 13, and we do not knowingly collect personal information
            from them.
          </Trans>{' '}
          <Trans>
            If you believe a child under 13 has sent us their information, please write to{' '}
            <a href={mail} dir="ltr" className={link}>
              {email}
            </a>{' '}
            and we will delete it.
          </Trans>{' '}
          <Trans>
            Young people who need someone to talk to can reach Kids Help Phone any time at{' '}
            <a href="tel:18006686868" dir="ltr" className={link}>
              1-800-668-6868
            </a>{' '}
            or by texting CONNECT to{' '}
            <a href="sms:686868" dir="ltr" className={link}>
              686868
            </a>
            .
          </Trans>
        </p>
      ),
    },
    {
      id: 'links',
      title: msg`Links to other sites`,
      body: (
        <p className={para}>
          <Trans>
            The site links to other websites: our social media pages, the card payment page, crisis services,
            and the weather page that the &ldquo;Leave this site&rdquo; button opens. We are not responsible
            for how those sites handle information; please read their own privacy policies.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: msg`Changes to this policy`,
      body: (
        <p className={para}>
          <Trans>
            When we change how we handle personal information, we will update this page and the date at its
            top before the change takes effect. If a change affects information you have already given us,
            we will also tell you by e-mail.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      title: msg`Contact us`,
      body: (
        <>
          <p className={para}>
            <Trans>Questions about this policy or about your information are welcome:</Trans>
          </p>
          <address className={`${para} not-italic`}>
            {name}
            {address.map((line) => (
              <span key={line} className="block">
                <bdi dir="ltr">{line}</bdi>
              </span>
            ))}
            <span className="block">
              <a href={mail} dir="ltr" className={link}>
                {email}
              </a>
            </span>
          </address>
          <p className={para}>
            <Trans>
              If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner
              of Canada or the Office of the Information and Privacy Commissioner of Alberta.
            </Trans>
          </p>
        </>
      ),
    },
  ]
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { name, email, address, lastUpdated } = loaderData
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  const all = sections(name, email, address)
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Privacy Policy</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>
          Last updated: <span className="font-semibold">{lastUpdated}</span>
        </Trans>
      </p>
      <p className={para}>
        <Trans>
          Many people come to us at a difficult time. We keep as little information about you as we can, we
          never sell it, and this page explains plainly what we hold and why.
        </Trans>
      </p>
      <nav aria-labelledby="contents" className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-brand-100">
        <h2 id="contents" className="text-lg font-semibold text-brand-900">
          <Trans>Contents</Trans>
        </h2>
        <ol className="mt-3 list-decimal space-y-1 ps-6 text-slate-700 marker:text-brand-700">
          {all.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded-sm text-brand-800 underline-offset-4 hover:underline">
                {i18n._(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {all.map((section, i) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-brand-900 sm:text-2xl">
            {i + 1}. {i18n._(section.title)}
          </h2>
          {section.body}
        </section>
      ))}
      <p className="mt-12">
        <DocumentLink to={localPath('/contact')} className={link}>
          <Trans>Write to us</Trans>
        </DocumentLink>
      </p>
    </article>
  )
}

const para = 'mt-3 text-lg leading-relaxed text-slate-700'
const list = 'mt-3 list-disc space-y-2 ps-6 text-lg leading-relaxed text-slate-700 marker:text-brand-600'
const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  const i18n = i18nOf(layout.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Privacy Policy`,
    description: t(i18n)`What information we hold, why, for how long, and how to get a copy or have it deleted. No trackers, no analytics, no advertising.`,
    path: '/privacypolicy',
    site: layout,
  })
}
