// GET /blog/atom.xml (and /pa/..., /hi/..., /ur/blog/atom.xml): the same posts as the RSS feed of
// its language, as Atom 1.0, for the readers that prefer it; addresses from SITE_URL, never the
// request's Host.
import { requestLanguage } from '~/i18n/i18n'
import { listLatestBlogs, nextScheduledBlogAt, FEED_SIZE } from '~/models/blog.server'
import { getOrganisation } from '~/models/settings.server'
import { blogFeedResponse } from '~/utils/blog-feed.server'
import { env } from '~/utils/env.server'

export async function loader({ request }: { request: Request }) {
  const language = requestLanguage(request)
  const [posts, organisation, nextScheduled] = await Promise.all([listLatestBlogs(FEED_SIZE, new Date(), language), getOrganisation(), nextScheduledBlogAt()])
  return blogFeedResponse('atom', posts, { origin: env().SITE_URL, name: organisation.name, email: organisation.email, language }, nextScheduled)
}
