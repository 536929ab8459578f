// What the society does (spec 1), shared by the home page and the About page so the two always
// say the same thing: its charitable purpose and its three activities.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'

/** Shown with `i18n._(CHARITABLE_PURPOSE)`. */
export const CHARITABLE_PURPOSE = msg`To promote the health of children, youth, families and elders through social and mental health services.`

export const ACTIVITIES: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`Mental health education and services`,
    text: msg`Workshops in community halls, schools and places of worship, and counselling in South Asian languages as well as English, so that no one has to explain their feelings in a language that is not theirs.`,
    icon: (
      <path d="M12 3a6 6 0 00-3.5 10.9V17a1 1 0 001 1h5a1 1 0 001-1v-3.1A6 6 0 0012 3zm-2 17h4m-4-5h4" />
    ),
  },
  {
    title: msg`Bereavement support`,
    text: msg`Grief circles and one-to-one support for anyone mourning a loved one, including the many families who lose a parent overseas and cannot be there to say goodbye.`,
    icon: <path d="M12 20s-7-4.35-7-10a4 4 0 017-2.65A4 4 0 0119 10c0 5.65-7 10-7 10z" />,
  },
  {
    title: msg`Support for seniors`,
    text: msg`Home visits, Chai and Chat mornings and a weekly phone circle for elders who came to Canada later in life and find the days long and quiet.`,
    icon: (
      <path d="M8 7a3 3 0 106 0 3 3 0 00-6 0zm-3 13c0-3.3 2.7-6 6-6s6 2.7 6 6m2-9v9" />
    ),
  },
]

export function ActivityTiles({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { i18n } = useLingui()
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {ACTIVITIES.map((activity) => (
        <li key={activity.title.id} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <svg viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              {activity.icon}
            </svg>
          </span>
          <Heading className="mt-4 text-lg font-semibold text-brand-900">{i18n._(activity.title)}</Heading>
          <p className="mt-2 leading-relaxed text-slate-700">{i18n._(activity.text)}</p>
        </li>
      ))}
    </ul>
  )
}
