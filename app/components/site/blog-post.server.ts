// What a post's page shows, made on the server in the page's language (decision 005).
import type { Language } from '~/i18n/languages'
import { formatDate, isoDate } from '~/utils/dates.server'
import type { BlogPostData, ShownPost } from './blog-post'

/** What the page shows, worked out on the server in the page's language (the browser's time-zone rules may differ). */
export function blogPostData<Post extends ShownPost>(blog: Post, language: Language): BlogPostData<Post> {
  return { blog, published: { iso: isoDate(blog.publishedAt), text: formatDate(blog.publishedAt, language) } }
}
