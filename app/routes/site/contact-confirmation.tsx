// Where a sent contact message lands (spec 2.3): thanks, the promise of a reply, and Done.
import { Link } from 'react-router'
import { buttonClassName } from '~/components/ui/button'
import { seo } from '~/utils/seo'
import type { Route } from './+types/contact-confirmation'

export default function ContactConfirmation() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">Thank you for your message</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Your message has reached us. Someone from our team will read it and get back to you soon,
        at the e-mail address you gave.
      </p>
      <p className="mt-4 leading-relaxed text-slate-700">
        We do not send an automatic confirmation, so nothing about this message arrives in your inbox
        until a person from our team writes to you.
      </p>
      <p className="mt-4 leading-relaxed text-slate-700">
        If you need to talk to someone before then, you can{' '}
        <a href="tel:988" className={linkClass}>
          call 9-8-8
        </a>{' '}
        or{' '}
        <a href="sms:988" className={linkClass}>
          text 9-8-8
        </a>{' '}
        at any hour.
      </p>
      <Link to="/" className={buttonClassName('primary', 'mt-10')}>
        Done
      </Link>
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const tags = site
    ? seo({
        title: 'Thank you for your message',
        description: `Your message has reached ${site.name}. We will get back to you soon.`,
        path: '/contactconfirmation',
        origin: site.origin,
        siteName: site.name,
        defaultImage: site.shareImage,
      })
    : [{ title: 'Thank you for your message' }]
  // a page that only makes sense after sending a message has no place in search results
  return [...tags, { name: 'robots', content: 'noindex' }]
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'
