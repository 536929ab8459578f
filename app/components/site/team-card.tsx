// A team member (spec 2.3): picture (a placeholder when there is none), name, profession, bio
// and a mail link.
import { Trans } from '@lingui/react/macro'
import { FormattedText } from '~/content/formatted-text-view'
import type { FormattedText as Formatted } from '~/content/formatted-text'
import { PersonPicture } from './person-picture'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'

type TeamCardProps = {
  member: Localized & { name: string; email: string; profession: string; bio: Formatted; image: MediaImage | null }
  headingLevel?: 'h2' | 'h3'
  /** The home page shows name and profession only. */
  compact?: boolean
}

export function TeamCard({ member, headingLevel: Heading = 'h2', compact = false }: TeamCardProps) {
  const name = member.name
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
      <PersonPicture
        name={member.name}
        image={member.image}
        sizes="160px"
        className="h-32 w-32 rounded-full"
      />
      <Heading className="mt-4 text-lg font-semibold text-brand-900">{member.name}</Heading>
      <p className="mt-1 font-medium text-accent-700" {...englishWhereFallback(member, 'profession')}>
        {member.profession}
      </p>
      {compact ? null : (
        <div className="mt-3 text-start leading-relaxed text-slate-700" {...englishWhereFallback(member, 'bio')}>
          <FormattedText text={member.bio} />
        </div>
      )}
      {member.email ? (
        <p className="mt-auto pt-4">
        <a
          href={`mailto:${member.email}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-current">
            <path d="M2.5 4h15a1 1 0 011 1v10a1 1 0 01-1 1h-15a1 1 0 01-1-1V5a1 1 0 011-1zm.9 2v.2L10 10.7l6.6-4.5V6zm13.2 2.6L10 13 3.4 8.6V14h13.2z" />
          </svg>
          <Trans>Email {name}</Trans>
        </a>
        </p>
      ) : null}
    </article>
  )
}
