// The public site's footer (spec 2.3): contact details from the site settings, the links of
// the spec in its order, social links, the registration number and the copyright line.
// Its details arrive ready to show from the layout's loader, so the browser needs no schema code.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useLocalPath } from '~/i18n/i18n'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'

export type FooterDetails = Localized & {
  name: string
  charityNumber: string
  addressLines: string[]
  email: string
  phone: string
  /** tel: address of the phone number */
  phoneHref: string
  officeHours: string
  socialLinks: { label: string; url: string }[]
  /** Computed on the server, in the charity's time zone. */
  year: number
}

export const FOOTER_LINK_GROUPS = [
  {
    heading: msg`About us`,
    links: [
      { label: msg`About`, to: '/about' },
      { label: msg`Vision`, to: '/about#vision' },
      { label: msg`Mission`, to: '/about#mission' },
      { label: msg`Our Team`, to: '/team' },
    ],
  },
  {
    heading: msg`Quick links`,
    links: [
      { label: msg`Login`, to: '/login' },
      { label: msg`Blog`, to: '/blog' },
      { label: msg`Gallery`, to: '/gallery' },
      { label: msg`Contact`, to: '/contact' },
      { label: msg`Privacy Policy`, to: '/privacypolicy' },
      { label: msg`Get the App`, to: '/gettheapp' },
    ],
  },
] as const

export function Footer({ details }: { details: FooterDetails }) {
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  const { year, name } = details
  return (
    <footer className="bg-brand-900 text-sand-50 [--focus-ring:var(--color-sand-50)]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold">{details.name}</p>
          <p className="mt-3 leading-relaxed text-brand-100">
            <Trans>
              Mental-health education and services, bereavement support and support for seniors, in Edmonton and for South Asian families across Alberta.
            </Trans>
          </p>
          {details.charityNumber ? (
            <p className="mt-3 text-sm text-brand-100">
              <Trans>
                Registered charity number{' '}
                <bdi dir="ltr" className="font-semibold whitespace-nowrap text-sand-50">
                  {details.charityNumber}
                </bdi>
              </Trans>
            </p>
          ) : null}
        </div>

        <div>
          <h2 className={headingClass}>
            <Trans>Contact us</Trans>
          </h2>
          <address className="mt-4 space-y-3 leading-relaxed text-brand-100 not-italic">
            <p>
              {details.addressLines.map((line) => (
                <span key={line} className="block">
                  <bdi dir="ltr">{line}</bdi>
                </span>
              ))}
            </p>
            <p>
              <a href={`mailto:${details.email}`} className={linkClass}>
                {details.email}
              </a>
            </p>
            <p>
              <a href={details.phoneHref} className={linkClass}>
                <bdi dir="ltr">{details.phone}</bdi>
              </a>
            </p>
            {details.officeHours ? (
              <p className="text-sm" {...englishWhereFallback(details, 'officeHours')}>
                {details.officeHours}
              </p>
            ) : null}
          </address>
        </div>

        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.links[0].to} aria-label={i18n._(group.heading)}>
            <h2 className={headingClass}>{i18n._(group.heading)}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <DocumentLink to={localPath(link.to)} className={linkClass}>
                    {i18n._(link.label)}
                  </DocumentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          {details.socialLinks.length > 0 ? (
            <ul aria-label={i18n._(msg`Follow us`)} className="flex flex-wrap gap-2">
              {details.socialLinks.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 py-2 text-sm text-brand-100 hover:border-brand-200 hover:text-sand-50"
                  >
                    {social.label}
                    <span className="sr-only">
                      {' '}
                      <Trans>(opens in a new tab)</Trans>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-brand-100">
            <Trans>
              © {year} {name}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  )
}

const headingClass = 'text-sm font-semibold tracking-wide text-sand-50 uppercase'
const linkClass = 'rounded-sm text-brand-100 underline-offset-4 hover:text-sand-50 hover:underline'
