// The team page (spec 2.3): a card for every visible member with picture (a placeholder when
// there is none), name, profession, bio and a mail link.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHero } from '~/components/site/page-hero'
import { TeamCard } from '~/components/site/team-card'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/team'
import { DocumentLink } from '~/components/site/document-link'

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // kept in memory until a public change
  return { members: await keptPublicRead(`team ${language}`, () => listVisibleTeamMembers(undefined, language)) }
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <PageHero eyebrow={t`Our team`} title={t`The People Behind Our Work`}>
        <p>
          <Trans>
            Counsellors, outreach workers and volunteers who speak your language and understand
            where you come from. Write to any of us; we read every message.
          </Trans>
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
            <Trans>
              Our team page is being updated. In the meantime, you can reach us through{' '}
              <DocumentLink to={localPath('/contact')} className="font-semibold text-brand-700 underline underline-offset-4">
                the contact page
              </DocumentLink>
              .
            </Trans>
          </p>
        )}
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Our Team`
  if (!site) return [{ title }]
  const description = t(i18n)`Meet the counsellors, outreach workers and volunteers of an Edmonton mental-health charity for South Asian families.`
  return seo({ title, description, path: '/team', site: site })
}
