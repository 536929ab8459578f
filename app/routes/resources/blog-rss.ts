// GET /blog/rss.xml: the newest visible posts, whole, as RSS 2.0 for feed readers (the Atom one
// is beside it); addresses from SITE_URL, never the request's Host.
import { listLatestBlogs, nextScheduledBlogAt } from '~/models/blog.server'
import { getOrganisation } from '~/models/settings.server'
import { blogFeedResponse } from '~/utils/blog-feed.server'
import { env } from '~/utils/env.server'

export async function loader() {
  const [posts, organisation, nextScheduled] = await Promise.all([listLatestBlogs(), getOrganisation(), nextScheduledBlogAt()])
  return blogFeedResponse('rss', posts, { origin: env().SITE_URL, name: organisation.name, email: organisation.email }, nextScheduled)
}
