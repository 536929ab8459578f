// The About page (spec 1 and 2.3): hero, About Us, Our Vision, the founding history, Our
// Mission, the charitable purpose and activities, and the statistic the spec quotes. The
// footer's Vision and Mission links land on #vision and #mission.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ActivityTiles, CHARITABLE_PURPOSE } from '~/components/site/charity-activities'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { formatDate } from '~/utils/dates.server'
import { seo } from '~/utils/seo'
import { charityData } from '~/utils/structured-data'
import type { Route } from './+types/about'
import { useSiteData } from './site-data'
import { DocumentLink } from '~/components/site/document-link'

export const FOUNDED_YEAR = '2019'
/** The registration day as the English page writes it; other languages write REGISTRATION_DAY their own way. */
export const REGISTERED_ON = '30 June 2022'
/** Noon in Edmonton on the registration day: the same day in any time zone's rules. */
const REGISTRATION_DAY = '2022-06-30T12:00:00-06:00'
/** The statistic in English; the page shows it through the catalog, with its full stop. */
export const STATISTIC = '1 in 5 people experience a mental health issue each year'

// The registration day in the page's language, written by the server: a browser may lack a
// language's month names (Chromium writes '2022 M06 30' for Punjabi), and would disagree
// (decision 005).
export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  return { registeredOn: language === DEFAULT_LANGUAGE ? REGISTERED_ON : formatDate(REGISTRATION_DAY, language) }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const layout = useSiteData()
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  const charityNumber = layout?.footer.charityNumber
  const year = FOUNDED_YEAR
  const { registeredOn } = loaderData
  return (
    <>
      <PageHero eyebrow={t`About us`} title={t`A place to be heard, in your own language`}>
        <p>
          <Trans>
            We are a small Edmonton charity with a simple belief: no one should have to wait until
            they are in crisis to be listened to, and no one should have to explain their pain in a
            language that is not their own.
          </Trans>
        </p>
      </PageHero>

      <Band id="about-us" tone="white">
        <SectionHeading id="about-us-heading" title={t`About Us`} eyebrow={t`Who we are`} align="start" />
        <Prose>
          <p>
            <Trans>
              Our society serves people from South Asian communities across Edmonton and Alberta who
              are going through a hard time: newcomers far from the family who would once have held
              them up, elders who followed their children to Canada and now spend long days alone,
              parents grieving loved ones overseas, and women and seniors living with conflict or
              abuse at home.
            </Trans>
          </p>
          <p>
            <Trans>
              Our counsellors, outreach workers and volunteers speak many South Asian languages as well
              as English. We offer workshops, support circles,
              home visits and one-to-one counselling, and we help people find their way to the right
              services in Alberta when they need more than we can give.
            </Trans>
          </p>
          <p>
            <Trans>
              Everything you tell us stays confidential. We will not share it with your family, your
              employer or anyone in the community without your permission, unless someone&apos;s life is in
              danger.
            </Trans>
          </p>
        </Prose>
      </Band>

      <Band id="vision">
        <SectionHeading id="vision-heading" title={t`Our Vision`} eyebrow={t`What we hope for`} align="start" />
        <Prose>
          <p>
            <Trans>
              A community where talking about mental health is as ordinary as talking about a cough
              or a sore knee; where families notice when someone is struggling and know where to turn;
              and where every person, whatever their age, language or story, can find calm, dignity
              and belonging here in Canada.
            </Trans>
          </p>
        </Prose>
      </Band>

      <Band id="our-story" tone="white">
        <SectionHeading id="our-story-heading" title={t`Our Story`} eyebrow={t`How we began`} align="start" />
        <ol className="mt-8 space-y-8 border-s-2 border-brand-200 ps-6">
          <Milestone when={FOUNDED_YEAR} title={t`Founded in ${year}`}>
            <Trans>
              It began with a few people in Edmonton who kept meeting the same quiet pain again and
              again:
              people grieving relatives they could not fly home to bury, elders who had not left
              their apartment in weeks, young people with no words to tell their families they were
              not coping. The society was founded that year to offer them somewhere to turn.
            </Trans>
          </Milestone>
          <Milestone when={registeredOn} title={t`Registered as a charity on ${registeredOn}`}>
            {charityNumber ? (
              <Trans>
                The Canada Revenue Agency registered the society as a charity under number{' '}
                <bdi dir="ltr" className="font-semibold whitespace-nowrap text-brand-900">
                  {charityNumber}
                </bdi>
                .
              </Trans>
            ) : (
              <Trans>The Canada Revenue Agency registered the society as a charity.</Trans>
            )}{' '}
            <Trans>
              Registration lets us issue tax receipts for donations and holds us to the standards
              Canadians rightly expect of a charity.
            </Trans>
          </Milestone>
          <Milestone when={t`Today`} title={t`Growing with our community`}>
            <Trans>
              Counsellors, outreach workers and volunteers now support individuals and families across
              Edmonton every week, through workshops, support circles, home visits and counselling.
            </Trans>
          </Milestone>
        </ol>
      </Band>

      <Band id="mission">
        <SectionHeading id="mission-heading" title={t`Our Mission`} eyebrow={t`Why we are here`} align="start" />
        <Prose>
          <p>
            <Trans>
              To reach people in our community who are <strong className="font-semibold text-brand-900">isolated</strong>,{' '}
              <strong className="font-semibold text-brand-900">abused</strong> or{' '}
              <strong className="font-semibold text-brand-900">depressed</strong>, and to walk beside them, in their own
              language and with respect for their culture and faith, toward safety, connection and hope.
            </Trans>
          </p>
        </Prose>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          <MissionGroup title={t`Isolated`}>
            <Trans>
              Newcomers, elders and caregivers cut off from family, friends or the language around
              them.
            </Trans>
          </MissionGroup>
          <MissionGroup title={t`Abused`}>
            <Trans>
              Anyone facing violence, control or neglect at home, including elders whose money or
              freedom is taken from them.
            </Trans>
          </MissionGroup>
          <MissionGroup title={t`Depressed`}>
            <Trans>
              People living with low mood, anxiety or grief that will not lift, and the families who
              worry about them.
            </Trans>
          </MissionGroup>
        </ul>
      </Band>

      <Band id="charitable-purpose" tone="white">
        <SectionHeading id="charitable-purpose-heading" title={t`Our Charitable Purpose and Activities`} eyebrow={t`What we do`} align="start">
          <p>{i18n._(CHARITABLE_PURPOSE)}</p>
        </SectionHeading>
        <div className="mt-8">
          <ActivityTiles />
        </div>
      </Band>

      <section aria-labelledby="statistic-heading" className="bg-brand-800 [--focus-ring:var(--color-sand-50)]">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="statistic-heading" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            <Trans>You are not alone</Trans>
          </h2>
          <p className="mt-4 text-2xl leading-snug font-semibold text-white sm:text-3xl" data-testid="statistic">
            <Trans>1 in 5 people experience a mental health issue each year.</Trans>
          </p>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">
            <Trans>
              Mental health problems are common, and they can be helped. Reaching out early, to a
              friend, a doctor or to us, makes a real difference.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <DocumentLink to={localPath('/contact')} className="inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              <Trans>Talk to us</Trans>
            </DocumentLink>
            <DocumentLink to={localPath('/team')} className="inline-flex min-h-11 items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-brand-700">
              <Trans>Meet our team</Trans>
            </DocumentLink>
          </div>
        </div>
      </section>
    </>
  )
}

// each band is named by its heading, whose id is the band's id plus '-heading'
function Band({ id, tone = 'sand', children }: { id: string; tone?: 'sand' | 'white'; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === 'white' ? 'bg-white' : 'bg-sand-50'}>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16">{children}</div>
    </section>
  )
}

function Prose({ children }: { children: ReactNode }) {
  return <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
}

function Milestone({ when, title, children }: { when: string; title: string; children: ReactNode }) {
  return (
    <li className="relative">
      <span aria-hidden="true" className="absolute top-1.5 -start-[33px] h-4 w-4 rounded-full border-2 border-brand-700 bg-sand-50" />
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{when}</p>
      <h3 className="mt-1 text-xl font-semibold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{children}</p>
    </li>
  )
}

function MissionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-5">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{children}</p>
    </li>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`About Us`
  if (!site) return [{ title }]
  const description = t(i18n)`Who we are: an Edmonton charity founded in 2019 that offers mental-health education and services, bereavement support and support for seniors to South Asian families.`
  return seo({ title, description, path: '/about', site: site, structuredData: [charityData(site)] })
}
