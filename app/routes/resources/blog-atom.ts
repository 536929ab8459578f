// GET /blog/atom.xml: the same posts as /blog/rss.xml, as Atom 1.0, for the readers that prefer
// it; addresses from SITE_URL, never the request's Host.
import { listLatestBlogs, nextScheduledBlogAt } from '~/models/blog.server'
import { getOrganisation } from '~/models/settings.server'
import { blogFeedResponse } from '~/utils/blog-feed.server'
import { env } from '~/utils/env.server'

export async function loader() {
  const [posts, organisation, nextScheduled] = await Promise.all([listLatestBlogs(), getOrganisation(), nextScheduledBlogAt()])
  return blogFeedResponse('atom', posts, { origin: env().SITE_URL, name: organisation.name, email: organisation.email }, nextScheduled)
}
