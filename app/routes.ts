// The one route table. React Router matches paths case-insensitively, so /BlogDetail/3 and
// /blogdetail/3 reach the same module.
import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes'
import { LEGACY_ADMIN_ROUTES } from './content/legacy-admin-routes'
import { PREFIXED_LANGUAGES, type Language } from './i18n/languages'

// The public pages, in English at their own paths and in each other language under its prefix
// (/pa/about, /hi/about, /ur/about: app/i18n/languages.ts). The English routes keep React
// Router's ids (their files' paths); the others' ids start with their language.
function sitePages(language?: Language): RouteConfigEntry[] {
  const options = (file: string) => (language ? { id: `${language}:${file.replace(/\.tsx?$/, '')}` } : {})
  const page = (path: string, file: string) => route(path, file, options(file))
  const home = (file: string) => index(file, options(file))
  return [
    home('routes/site/home.tsx'),
    page('about', 'routes/site/about.tsx'),
    page('blog', 'routes/site/blog.tsx'),
    page('blogdetail/:id', 'routes/site/blog-detail.tsx'),
    page('events', 'routes/site/events.tsx'),
    page('events/:id', 'routes/site/event-detail.tsx'),
    page('events/:id/register', 'routes/site/event-register.tsx'),
    page('registration', 'routes/site/registration.tsx'),
    page('team', 'routes/site/team.tsx'),
    page('gallery', 'routes/site/gallery.tsx'),
    page('gallerydetail/:id', 'routes/site/gallery-detail.tsx'),
    // staff only: a post, event or album on its public page whatever its visibility
    page('preview/:page/:id', 'routes/site/preview.tsx'),
    page('privacypolicy', 'routes/site/privacy-policy.tsx'),
    page('gettheapp', 'routes/site/get-the-app.tsx'),
    page('leave-quickly', 'routes/site/quick-exit.tsx'),
    page('crisis-help', 'routes/site/crisis-help.tsx'),
    page('footer', 'routes/site/footer-only.tsx'),
    page('navbar', 'routes/site/navbar-only.tsx'),
    page('contact', 'routes/site/contact.tsx'),
    page('contactconfirmation', 'routes/site/contact-confirmation.tsx'),
    page('donation', 'routes/site/donation.tsx'),
    page('login', 'routes/auth/login.tsx'),
    page('login/two-factor', 'routes/auth/login-two-factor.tsx'),
    page('register', 'routes/auth/register.tsx'),
    page('forgot-password', 'routes/auth/forgot-password.tsx'),
    page('reset-password', 'routes/auth/reset-password.tsx'),
    page('accept-invitation', 'routes/auth/accept-invitation.tsx'),
    page('account', 'routes/auth/account.tsx'),
    page('account/two-factor', 'routes/auth/two-factor.tsx'),
    page('*', 'routes/site/not-found.tsx'),
  ]
}

/** The blog's feeds and the events calendars in a language (English: unprefixed). */
function feeds(language?: Language): RouteConfigEntry[] {
  const at = (path: string) => (language ? `${language}/${path}` : path)
  const options = (file: string) => (language ? { id: `${language}:${file.replace(/\.tsx?$/, '')}` } : {})
  const feed = (path: string, file: string) => route(at(path), file, options(file))
  return [
    feed('events/calendar.ics', 'routes/resources/events-calendar.ts'),
    feed('blog/rss.xml', 'routes/resources/blog-rss.ts'),
    feed('blog/atom.xml', 'routes/resources/blog-atom.ts'),
    feed('events/:id/calendar.ics', 'routes/resources/event-calendar.ts'),
  ]
}

export default [
  // public pages share the navbar and footer
  layout('routes/site/layout.tsx', sitePages()),
  ...PREFIXED_LANGUAGES.map((language) => route(language, 'routes/site/layout.tsx', { id: `${language}:routes/site/layout` }, sitePages(language))),
  route('logout', 'routes/auth/logout.ts'),
  route('language', 'routes/resources/language.ts'),
  // the back office: every loader and action in it checks the role on the server
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('settings', 'routes/admin/settings/settings.tsx'),
    route('settings/app', 'routes/admin/settings/app-release.tsx'),
    route('settings/app/upload', 'routes/admin/settings/app-upload.ts'),
    route('email', 'routes/admin/email.tsx'),
    route('testimonials', 'routes/admin/testimonials/list.tsx'),
    route('testimonials/trash', 'routes/admin/testimonials/trash.tsx'),
    route('testimonials/new', 'routes/admin/testimonials/new.tsx'),
    route('testimonials/:id', 'routes/admin/testimonials/detail.tsx'),
    route('testimonials/:id/edit', 'routes/admin/testimonials/edit.tsx'),
    route('blogs', 'routes/admin/blogs/list.tsx'),
    route('blogs/trash', 'routes/admin/blogs/trash.tsx'),
    route('blogs/new', 'routes/admin/blogs/new.tsx'),
    route('blogs/:id', 'routes/admin/blogs/detail.tsx'),
    route('blogs/:id/edit', 'routes/admin/blogs/edit.tsx'),
    route('blogs/:id/history', 'routes/admin/blogs/history.tsx'),
    route('blogs/:id/history/:versionId', 'routes/admin/blogs/version.tsx'),
    route('events', 'routes/admin/events/list.tsx'),
    route('events/trash', 'routes/admin/events/trash.tsx'),
    route('events/new', 'routes/admin/events/new.tsx'),
    route('events/:id/edit', 'routes/admin/events/edit.tsx'),
    route('events/:id/history', 'routes/admin/events/history.tsx'),
    route('events/:id/attendees', 'routes/admin/events/attendees.tsx'),
    route('events/:id/attendees.csv', 'routes/admin/events/attendees-export.ts'),
    route('events/:id/check-in', 'routes/admin/events/check-in.tsx'),
    route('events/:id/history/:versionId', 'routes/admin/events/version.tsx'),
    route('team', 'routes/admin/team/list.tsx'),
    route('team/trash', 'routes/admin/team/trash.tsx'),
    route('team/new', 'routes/admin/team/new.tsx'),
    route('team/:id', 'routes/admin/team/detail.tsx'),
    route('team/:id/edit', 'routes/admin/team/edit.tsx'),
    route('gallery-categories', 'routes/admin/gallery-categories/list.tsx'),
    route('gallery-categories/trash', 'routes/admin/gallery-categories/trash.tsx'),
    route('gallery-categories/new', 'routes/admin/gallery-categories/new.tsx'),
    route('gallery-categories/:id', 'routes/admin/gallery-categories/detail.tsx'),
    route('gallery-categories/:id/edit', 'routes/admin/gallery-categories/edit.tsx'),
    route('gallery-images', 'routes/admin/gallery-images/list.tsx'),
    route('gallery-images/trash', 'routes/admin/gallery-images/trash.tsx'),
    route('gallery-images/new', 'routes/admin/gallery-images/new.tsx'),
    route('gallery-images/upload', 'routes/admin/gallery-images/upload.tsx'),
    route('gallery-images/upload-one', 'routes/admin/gallery-images/upload-one.ts'),
    route('gallery-images/describe', 'routes/admin/gallery-images/describe.tsx'),
    route('gallery-images/:id/edit', 'routes/admin/gallery-images/edit.tsx'),
    route('contact-messages', 'routes/admin/contact-messages/list.tsx'),
    route('contact-messages/:id', 'routes/admin/contact-messages/detail.tsx'),
    route('payments', 'routes/admin/payments/list.tsx'),
    route('payments/export.csv', 'routes/admin/payments/export.ts'),
    route('payments/:id/receive', 'routes/admin/payments/receive.tsx'),
    route('payments/:id/receipt', 'routes/admin/payments/receipt.tsx'),
    route('receipts', 'routes/admin/receipts/list.tsx'),
    route('receipts/issue', 'routes/admin/receipts/issue.tsx'),
    route('receipts/settings', 'routes/admin/receipts/settings.tsx'),
    route('receipts/export.csv', 'routes/admin/receipts/export.ts'),
    route('receipts/:id/pdf', 'routes/admin/receipts/pdf.ts'),
    route('receipts/:id/cancel', 'routes/admin/receipts/cancel.tsx'),
    route('privacy', 'routes/admin/privacy/privacy.tsx'),
    route('privacy/export', 'routes/admin/privacy/export.ts'),
    route('translations', 'routes/admin/translations/translations.tsx'),
    route('translations/export.po', 'routes/admin/translations/export.ts'),
    route('audit', 'routes/admin/audit.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // the old site's admin addresses redirect to their screens
  ...LEGACY_ADMIN_ROUTES.map(([path]) => route(path, 'routes/admin/legacy-redirect.ts', { id: `legacy/${path}` })),
  route('media/:file', 'routes/resources/media.ts'),
  route('scripts/:file', 'routes/resources/script-library.ts'),
  route('media/share/:file', 'routes/resources/media-share-card.ts'),
  route('gettheapp/download', 'routes/resources/app-download.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('manifest.webmanifest', 'routes/resources/web-manifest.ts'),
  // the feeds and calendars, in English and under each language's prefix (issue 39 item 3)
  ...feeds(),
  ...PREFIXED_LANGUAGES.flatMap((language) => feeds(language)),
] satisfies RouteConfig
