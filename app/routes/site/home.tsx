// The home page (spec 2.3): its sections in the spec's order. The ones fed by content appear
// only when they have something to show, and a section whose data cannot be read is left out
// while the rest of the page renders (spec 4).
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ActivityTiles, CHARITABLE_PURPOSE } from '~/components/site/charity-activities'
import { EVENT_CUT, EventCard } from '~/components/site/event-card'
import { eventCardData } from '~/components/site/event-card.server'
import { GalleryCard } from '~/components/site/gallery-card'
import { SectionHeading } from '~/components/site/section-heading'
import { TeamCard } from '~/components/site/team-card'
import { TestimonialCarousel } from '~/components/site/testimonial-carousel'
import { listLatestEvents } from '~/models/event.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { listVisibleGalleryCategories } from '~/content-types/gallery-category.server'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { listVisibleTestimonials } from '~/content-types/testimonial.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import { charityData } from '~/utils/structured-data'
import type { Route } from './+types/home'
import { useSiteData } from './site-data'
import { DocumentLink } from '~/components/site/document-link'

/** The tagline in English; pages show it through the catalog (`tagline`, the same words). */
export const TAGLINE = 'Easiest way to find peace'
const tagline = msg`Easiest way to find peace`
/** Spec 9: latest events on home: 3; the team and gallery sections show 3 as well (spec 7). */
export const HOME_LIST_SIZE = 3
/** Spec 2.3: the carousel needs more than one testimonial. */
export const MIN_TESTIMONIALS = 2

export const FEATURES = [
  {
    title: msg`Mental Wellness Tips`,
    text: msg`Simple, practical ways to look after your mood, sleep and stress, written for busy families.`,
  },
  {
    title: msg`Community Support`,
    text: msg`Circles, walks and chai mornings where you can meet people who understand, in your own language.`,
  },
  {
    title: msg`Counseling Resources`,
    text: msg`Confidential counselling with our team, and help finding the right service in Alberta.`,
  },
  {
    title: msg`Inspiration Daily`,
    text: msg`Stories of hope from our community: small steps that made a real difference.`,
  },
] as const

// A section that cannot be read is left out (spec 4); the failure goes to the server's log.
async function optional<T>(section: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load()
  } catch (error) {
    console.error(`Home page: the ${section} section could not be loaded`, error)
    return []
  }
}

/** The next events (or the last ones) as the home page's cards show them. */
async function latestEventCards(language: Language) {
  return (await listLatestEvents(HOME_LIST_SIZE, new Date(), language)).map((event) => eventCardData(event, EVENT_CUT.home, language))
}

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // each list kept in memory until a public change (a section that could not be read is not kept)
  const [events, team, gallery, testimonials] = await Promise.all([
    optional('latest events', () => keptPublicRead(`home events ${language}`, () => latestEventCards(language))),
    optional('team', () => keptPublicRead(`home team ${language}`, () => listVisibleTeamMembers(HOME_LIST_SIZE, language))),
    optional('gallery', () => keptPublicRead(`home gallery ${language}`, () => listVisibleGalleryCategories(HOME_LIST_SIZE, language))),
    optional('testimonials', () => keptPublicRead(`testimonials ${language}`, () => listVisibleTestimonials(undefined, language))),
  ])
  return { events, team, gallery, testimonials }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const layout = useSiteData()
  const { t } = useLingui()
  const { events, team, gallery, testimonials } = loaderData
  return (
    <>
      <Hero name={layout?.name} />
      <AboutSummary />
      <CharitablePurpose charityNumber={layout?.footer.charityNumber} />
      <Features />
      <Mission />
      {events.length > 0 ? (
        <Section id="latest-events" title={t`Latest Events`} eyebrow={t`Join us`} tone="white">
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} showPastBadge />
              </li>
            ))}
          </ul>
          <MoreLink to="/events">
            <Trans>
              Discover More <span className="sr-only">events</span>
            </Trans>
          </MoreLink>
        </Section>
      ) : null}
      {team.length > 0 ? (
        <Section id="our-team" title={t`Our Team`} eyebrow={t`The people you will meet`}>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
          <MoreLink to="/team">
            <Trans>See All Members</Trans>
          </MoreLink>
        </Section>
      ) : null}
      {gallery.length > 0 ? (
        <Section id="explore-gallery" title={t`Explore Our Gallery`} eyebrow={t`Moments together`} tone="white">
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {gallery.map((category) => (
              <li key={category.id} className="flex">
                <GalleryCard category={category} headingLevel={3} />
              </li>
            ))}
          </ul>
          <MoreLink to="/gallery">
            <Trans>
              Discover All <span className="sr-only">gallery pictures</span>
            </Trans>
          </MoreLink>
        </Section>
      ) : null}
      {testimonials.length >= MIN_TESTIMONIALS ? (
        // not a labelled section: the carousel inside is the region named by this heading
        <section className="bg-brand-50">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
            <SectionHeading id="testimonials-heading" title={t`Connected People Says`} eyebrow={t`In their words`} />
            <div className="mt-8">
              <TestimonialCarousel testimonials={testimonials} labelledBy="testimonials-heading" />
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}

function Hero({ name }: { name?: string }) {
  const { i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <section className="bg-gradient-to-b from-brand-50 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-3xl leading-tight font-semibold text-brand-900 sm:text-5xl">{name}</h1>
        <p className="mt-4 text-xl font-medium text-accent-700 sm:text-2xl">{i18n._(tagline)}</p>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">
          <Trans>
            Whatever you are carrying today, you do not have to carry it alone. We are a registered
            charity in Edmonton offering mental-health education and services, support after the loss
            of a loved one, and care for seniors, with a special welcome for South Asian families who
            feel isolated, hurt or low.
          </Trans>
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <DocumentLink to={localPath('/contact')} className={primaryButton}>
            <Trans>Talk to us</Trans>
          </DocumentLink>
          <DocumentLink to={localPath('/events')} className={secondaryButton}>
            <Trans>See upcoming events</Trans>
          </DocumentLink>
        </div>
      </div>
    </section>
  )
}

function AboutSummary() {
  const { t } = useLingui()
  return (
    <Section id="about-us" title={t`About Us`} eyebrow={t`Who we are`} tone="white">
      <div className="mx-auto mt-6 max-w-3xl space-y-4 text-center text-lg leading-relaxed text-slate-700">
        <p>
          <Trans>
            We began in 2019 as a handful of neighbours in Edmonton who kept meeting the same quiet
            pain: parents grieving relatives they could not fly home to bury, elders alone in
            apartments through the long winter, young people who could not find the words to tell
            their families they were struggling.
          </Trans>
        </p>
        <p>
          <Trans>
            Today we are a registered charity whose counsellors, outreach workers and volunteers speak
            many South Asian languages as well as English. We listen without judgement, keep what
            you tell us confidential, and help you find your way to the support you need.
          </Trans>
        </p>
      </div>
      <MoreLink to="/about">
        <Trans>
          Learn More <span className="sr-only">about us</span>
        </Trans>
      </MoreLink>
    </Section>
  )
}

function CharitablePurpose({ charityNumber }: { charityNumber?: string }) {
  const { t, i18n } = useLingui()
  return (
    <Section id="charitable-purpose" title={t`Our Charitable Purpose`} eyebrow={t`What we do`}>
      <SectionIntro>
        <p>{i18n._(CHARITABLE_PURPOSE)}</p>
        {charityNumber ? (
          <p className="mt-3 text-base">
            <Trans>
              Registered charity number{' '}
              <bdi dir="ltr" data-testid="charity-number" className="font-semibold whitespace-nowrap text-brand-900">
                {charityNumber}
              </bdi>
            </Trans>
          </p>
        ) : null}
      </SectionIntro>
      <div className="mt-10">
        <ActivityTiles />
      </div>
    </Section>
  )
}

function Features() {
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()
  return (
    <section aria-label={t`Ways we can help`} className="bg-white">
      <ul className="mx-auto grid max-w-6xl gap-5 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title.id} className="relative flex">
            <div className="flex w-full flex-col rounded-2xl bg-sand-100 p-6 transition-shadow focus-within:shadow-md hover:shadow-md">
              <h2 className="text-lg font-semibold text-brand-900">
                <DocumentLink to={localPath('/about')} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline">
                  {i18n._(feature.title)}
                </DocumentLink>
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{i18n._(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Mission() {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <section aria-labelledby="our-mission" className="bg-brand-800 [--focus-ring:var(--color-sand-50)]">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <SectionHeading id="our-mission" title={t`Our Mission`} eyebrow={t`Why we are here`} tone="dark">
          <p>
            <Trans>
              To reach people in our community who are <strong className="font-semibold text-white">isolated</strong>,{' '}
              <strong className="font-semibold text-white">abused</strong> or{' '}
              <strong className="font-semibold text-white">depressed</strong>, and to walk beside them, in their own
              language and with respect for their culture, toward safety, connection and hope.
            </Trans>
          </p>
        </SectionHeading>
        <DocumentLink to={localPath('/about')} className="mt-8 inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
          <Trans>
            Read More <span className="sr-only">about our mission</span>
          </Trans>
        </DocumentLink>
      </div>
    </section>
  )
}

type SectionProps = {
  id: string
  title: string
  eyebrow?: string
  tone?: 'sand' | 'white'
  children: ReactNode
}

function Section({ id, title, eyebrow, tone = 'sand', children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={tone === 'white' ? 'bg-white' : 'bg-sand-50'}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id={id} title={title} eyebrow={eyebrow} />
        {children}
      </div>
    </section>
  )
}

function SectionIntro({ children }: { children: ReactNode }) {
  return <div className="mx-auto mt-4 max-w-2xl text-center text-lg leading-relaxed text-slate-700">{children}</div>
}

/** A section's closing link to a page (its English path); words only screen readers need go in an sr-only span ("Discover More events"). */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  const localPath = useLocalPath()
  return (
    <p className="mt-10 text-center">
      <DocumentLink to={localPath(to)} className={primaryButton}>
        {children}
      </DocumentLink>
    </p>
  )
}

const primaryButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
const secondaryButton =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50'

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  if (!site) return [{ title: i18n._(tagline) }]
  const description = t(i18n)`A registered charity in Edmonton for mental-health education and services, bereavement support and support for seniors, welcoming South Asian families.`
  // the document's title only: the feeds' <link> tags carry a title attribute too
  return seo({ title: site.name, description, path: '/', site: site, structuredData: [charityData(site)] }).map((tag) =>
    'title' in tag && !('tagName' in tag) ? { title: `${site.name} · ${i18n._(tagline)}` } : tag,
  )
}
