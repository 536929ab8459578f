// One version of a blog beside the current one, and its restore (decision 033).
import { restoreAction, versionLoader } from '~/content-types/history-admin.server'
import { VersionScreen } from '~/content-types/history-screens'
import { backOfficeTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/version'

export const loader = ({ request, params }: Route.LoaderArgs) => versionLoader(blogStore, request, params.id, params.versionId)

export const action = ({ request, params, context }: Route.ActionArgs) => restoreAction(blogStore, request, params.id, params.versionId, context)

export default function Version({ loaderData }: Route.ComponentProps) {
  return <VersionScreen type={blog} data={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeTitle(data ? `Version of ${data.version.when}` : 'Version')
