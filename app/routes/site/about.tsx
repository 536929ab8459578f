// The About page (spec 1 and 2.3): hero, About Us, Our Vision, the founding history, Our
// Mission, the charitable purpose and activities, and the statistic the spec quotes. The
// footer's Vision and Mission links land on #vision and #mission.
import type { ReactNode } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import { ActivityTiles, CHARITABLE_PURPOSE } from '~/components/site/charity-activities'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { seo } from '~/utils/seo'
import { charityData } from '~/utils/structured-data'
import type { Route } from './+types/about'
import type { loader as layoutLoader } from './layout'

export const FOUNDED_YEAR = '2019'
export const REGISTERED_ON = '30 June 2022'
export const STATISTIC = '1 in 5 people experience a mental health issue each year'

const DESCRIPTION =
  'Who we are: an Edmonton charity founded in 2019 that offers mental-health education and services, bereavement support and support for seniors to South Asian families.'

export default function About() {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/site/layout')
  const charityNumber = layout?.footer.charityNumber
  return (
    <>
      <PageHero eyebrow="About us" title="A place to be heard, in your own language">
        <p>
          We are a small Edmonton charity with a simple belief: no one should have to wait until
          they are in crisis to be listened to, and no one should have to explain their pain in a
          language that is not their own.
        </p>
      </PageHero>

      <Band id="about-us" tone="white">
        <SectionHeading id="about-us-heading" title="About Us" eyebrow="Who we are" align="left" />
        <Prose>
          <p>
            Our society serves people from South Asian communities across Edmonton and Alberta who
            are going through a hard time: newcomers far from the family who would once have held
            them up, elders who followed their children to Canada and now spend long days alone,
            parents grieving loved ones overseas, and women and seniors living with conflict or
            abuse at home.
          </p>
          <p>
            Our counsellors, outreach workers and volunteers speak many South Asian languages as well
            as English. We offer workshops, support circles,
            home visits and one-to-one counselling, and we help people find their way to the right
            services in Alberta when they need more than we can give.
          </p>
          <p>
            Everything you tell us stays confidential. We will not share it with your family, your
            employer or anyone in the community without your permission, unless someone&apos;s life is in
            danger.
          </p>
        </Prose>
      </Band>

      <Band id="vision">
        <SectionHeading id="vision-heading" title="Our Vision" eyebrow="What we hope for" align="left" />
        <Prose>
          <p>
            A community where talking about mental health is as ordinary as talking about a cough
            or a sore knee; where families notice when someone is struggling and know where to turn;
            and where every person, whatever their age, language or story, can find calm, dignity
            and belonging here in Canada.
          </p>
        </Prose>
      </Band>

      <Band id="our-story" tone="white">
        <SectionHeading id="our-story-heading" title="Our Story" eyebrow="How we began" align="left" />
        <ol className="mt-8 space-y-8 border-l-2 border-brand-200 pl-6">
          <Milestone when={FOUNDED_YEAR} title={`Founded in ${FOUNDED_YEAR}`}>
            It began with a few people in Edmonton who kept meeting the same quiet pain again and
            again:
            people grieving relatives they could not fly home to bury, elders who had not left
            their apartment in weeks, young people with no words to tell their families they were
            not coping. The society was founded that year to offer them somewhere to turn.
          </Milestone>
          <Milestone when={REGISTERED_ON} title={`Registered as a charity on ${REGISTERED_ON}`}>
            The Canada Revenue Agency registered the society as a charity
            {charityNumber ? (
              <>
                {' '}
                under number <span className="font-semibold whitespace-nowrap text-brand-900">{charityNumber}</span>
              </>
            ) : null}
            . Registration lets us issue tax receipts for donations and holds us to the standards
            Canadians rightly expect of a charity.
          </Milestone>
          <Milestone when="Today" title="Growing with our community">
            Counsellors, outreach workers and volunteers now support individuals and families across
            Edmonton every week, through workshops, support circles, home visits and counselling.
          </Milestone>
        </ol>
      </Band>

      <Band id="mission">
        <SectionHeading id="mission-heading" title="Our Mission" eyebrow="Why we are here" align="left" />
        <Prose>
          <p>
            To reach people in our community who are <strong className="font-semibold text-brand-900">isolated</strong>,{' '}
            <strong className="font-semibold text-brand-900">abused</strong> or{' '}
            <strong className="font-semibold text-brand-900">depressed</strong>, and to walk beside them, in their own
            language and with respect for their culture and faith, toward safety, connection and hope.
          </p>
        </Prose>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          <MissionGroup title="Isolated">
            Newcomers, elders and caregivers cut off from family, friends or the language around
            them.
          </MissionGroup>
          <MissionGroup title="Abused">
            Anyone facing violence, control or neglect at home, including elders whose money or
            freedom is taken from them.
          </MissionGroup>
          <MissionGroup title="Depressed">
            People living with low mood, anxiety or grief that will not lift, and the families who
            worry about them.
          </MissionGroup>
        </ul>
      </Band>

      <Band id="charitable-purpose" tone="white">
        <SectionHeading id="charitable-purpose-heading" title="Our Charitable Purpose and Activities" eyebrow="What we do" align="left">
          <p>{CHARITABLE_PURPOSE}</p>
        </SectionHeading>
        <div className="mt-8">
          <ActivityTiles />
        </div>
      </Band>

      <section aria-labelledby="statistic-heading" className="bg-brand-800 [--focus-ring:var(--color-sand-50)]">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="statistic-heading" className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            You are not alone
          </h2>
          <p className="mt-4 text-2xl leading-snug font-semibold text-white sm:text-3xl" data-testid="statistic">
            {STATISTIC}.
          </p>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">
            Mental health problems are common, and they can be helped. Reaching out early, to a
            friend, a doctor or to us, makes a real difference.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/contact" className="inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              Talk to us
            </Link>
            <Link to="/team" className="inline-flex min-h-11 items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-brand-700">
              Meet our team
            </Link>
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
      <span aria-hidden="true" className="absolute top-1.5 -left-[33px] h-4 w-4 rounded-full border-2 border-brand-700 bg-sand-50" />
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
  if (!site) return [{ title: 'About Us' }]
  return seo({ title: 'About Us', description: DESCRIPTION, path: '/about', origin: site.origin, siteName: site.name, defaultImage: site.shareImage, structuredData: [charityData(site)] })
}
