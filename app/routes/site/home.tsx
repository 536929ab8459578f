// The home page. For now its hero only (spec 2.3: the title and the tagline); the sections
// fed by content come with the home page's own issue.
import { Link, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/home'
import type { loader as layoutLoader } from './layout'

export const TAGLINE = 'Easiest way to find peace'

export default function Home() {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/site/layout')
  return (
    <section className="bg-gradient-to-b from-brand-50 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-3xl leading-tight font-semibold text-brand-900 sm:text-5xl">
          {layout?.name}
        </h1>
        <p className="mt-4 text-xl font-medium text-accent-700 sm:text-2xl">{TAGLINE}</p>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">
          Whatever you are carrying today, you do not have to carry it alone. We are a registered
          charity in Edmonton offering mental-health education and services, support after the loss
          of a loved one, and care for seniors, with a special welcome for South Asian families
          who feel isolated, hurt or low.
        </p>
        <Link
          to="/about"
          className="mt-10 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Learn more about us
        </Link>
      </div>
    </section>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const name = matches[1]?.loaderData?.name
  return [
    { title: name ? `${name} · ${TAGLINE}` : TAGLINE },
    {
      name: 'description',
      content:
        'A registered charity in Edmonton for mental-health education and services, bereavement support and support for seniors, welcoming South Asian families.',
    },
  ]
}
