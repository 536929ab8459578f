// What a blog card shows, made on the server in the page's language (decision 005).
import type { Language } from '~/i18n/languages'
import { plainText, type FormattedText } from '~/content/formatted-text'
import type { Localized } from '~/content/translations'
import { dateParts, formatDate, isoDate } from '~/utils/dates.server'
import type { MediaImage } from '~/utils/media-url'
import { blogCardExcerpt, type BlogCardData } from './blog-card'

export function blogCardData(
  blog: Localized & { id: number; title: string; description: FormattedText; publishedAt: Date; image: MediaImage | null },
  language: Language,
): BlogCardData {
  return {
    id: blog.id,
    title: blog.title,
    excerpt: blogCardExcerpt(plainText(blog.description)),
    date: { iso: isoDate(blog.publishedAt), text: formatDate(blog.publishedAt, language), ...dateParts(blog.publishedAt, language) },
    image: blog.image,
    ...(blog.inEnglish ? { inEnglish: blog.inEnglish } : {}),
  }
}
