// The team page (spec 2.3): a card for every visible member with picture (a placeholder when
// there is none), name, profession, bio and a mail link.
import { Link } from 'react-router'
import { PageHero } from '~/components/site/page-hero'
import { TeamCard } from '~/components/site/team-card'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/team'

const DESCRIPTION =
  'Meet the counsellors, outreach workers and volunteers of an Edmonton mental-health charity for South Asian families.'

export async function loader() {
  return { members: await listVisibleTeamMembers() }
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData
  return (
    <>
      <PageHero eyebrow="Our team" title="The People Behind Our Work">
        <p>
          Counsellors, outreach workers and volunteers who speak your language and understand
          where you come from. Write to any of us; we read every message.
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {members.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg text-slate-700 shadow-sm">
            Our team page is being updated. In the meantime, you can reach us through{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
              the contact page
            </Link>
            .
          </p>
        )}
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  if (!site) return [{ title: 'Our Team' }]
  return seo({ title: 'Our Team', description: DESCRIPTION, path: '/team', origin: site.origin, siteName: site.name, defaultImage: site.shareImage })
}
