// Where a sent contact message lands (spec 2.3): thanks, the promise of a reply, and Done.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { buttonClassName } from '~/components/ui/button'
import { i18nOf, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/contact-confirmation'
import { DocumentLink } from '~/components/site/document-link'

export default function ContactConfirmation() {
  const localPath = useLocalPath()
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Thank you for your message</Trans>
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        <Trans>Your message has reached us.</Trans>{' '}
        <Trans>Someone from our team will read it and get back to you soon, at the e-mail address you gave.</Trans>
      </p>
      <p className="mt-4 leading-relaxed text-slate-700">
        <Trans>
          We do not send an automatic confirmation, so nothing about this message arrives in your inbox until a person from our team writes to you.
        </Trans>
      </p>
      <p className="mt-4 leading-relaxed text-slate-700">
        <Trans>
          If you need to talk to someone before then, you can{' '}
          <a href="tel:988" className={linkClass}>
            call <bdi dir="ltr">9-8-8</bdi>
          </a>{' '}
          or{' '}
          <a href="sms:988" className={linkClass}>
            text <bdi dir="ltr">9-8-8</bdi>
          </a>{' '}
          at any hour.
        </Trans>
      </p>
      <DocumentLink to={localPath('/')} className={buttonClassName('primary', 'mt-10')}>
        <Trans>Done</Trans>
      </DocumentLink>
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Thank you for your message`
  const name = site?.name
  const tags = site
    ? seo({
        title,
        description: t(i18n)`Your message has reached ${name}. We will get back to you soon.`,
        path: '/contactconfirmation',
        site: site,
      })
    : [{ title }]
  // a page that only makes sense after sending a message has no place in search results
  return [...tags, { name: 'robots', content: 'noindex' }]
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'
