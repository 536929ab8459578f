// GET /blog/rss.xml (and /pa/..., /hi/..., /ur/blog/rss.xml): the newest visible posts, whole, as
// RSS 2.0 for feed readers, in the language of its address, English where a text is not
// translated (the Atom one is beside it); addresses from SITE_URL, never the request's Host.
import { requestLanguage } from '~/i18n/i18n'
import { listLatestBlogs, nextScheduledBlogAt, FEED_SIZE } from '~/models/blog.server'
import { getOrganisation } from '~/models/settings.server'
import { blogFeedResponse } from '~/utils/blog-feed.server'
import { env } from '~/utils/env.server'

export async function loader({ request }: { request: Request }) {
  const language = requestLanguage(request)
  const [posts, organisation, nextScheduled] = await Promise.all([listLatestBlogs(FEED_SIZE, new Date(), language), getOrganisation(), nextScheduledBlogAt()])
  return blogFeedResponse('rss', posts, { origin: env().SITE_URL, name: organisation.name, email: organisation.email, language }, nextScheduled)
}
