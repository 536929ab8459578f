// The one route table. React Router matches paths case-insensitively, so /BlogDetail/3 and
// /blogdetail/3 reach the same module.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { LEGACY_ADMIN_ROUTES } from './content/legacy-admin-routes'

export default [
  // public pages share the navbar and footer
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('blog', 'routes/site/blog.tsx'),
    route('blogdetail/:id', 'routes/site/blog-detail.tsx'),
    route('events', 'routes/site/events.tsx'),
    route('team', 'routes/site/team.tsx'),
    route('gallery', 'routes/site/gallery.tsx'),
    route('gallerydetail/:id', 'routes/site/gallery-detail.tsx'),
    route('privacypolicy', 'routes/site/privacy-policy.tsx'),
    route('gettheapp', 'routes/site/get-the-app.tsx'),
    route('leave-quickly', 'routes/site/quick-exit.tsx'),
    route('footer', 'routes/site/footer-only.tsx'),
    route('navbar', 'routes/site/navbar-only.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('contactconfirmation', 'routes/site/contact-confirmation.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('account', 'routes/auth/account.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  route('logout', 'routes/auth/logout.ts'),
  // the back office: every loader and action in it checks the role on the server
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('testimonials', 'routes/admin/testimonials/list.tsx'),
    route('testimonials/new', 'routes/admin/testimonials/new.tsx'),
    route('testimonials/:id', 'routes/admin/testimonials/detail.tsx'),
    route('testimonials/:id/edit', 'routes/admin/testimonials/edit.tsx'),
    route('blogs', 'routes/admin/blogs/list.tsx'),
    route('blogs/new', 'routes/admin/blogs/new.tsx'),
    route('blogs/:id', 'routes/admin/blogs/detail.tsx'),
    route('blogs/:id/edit', 'routes/admin/blogs/edit.tsx'),
    route('events', 'routes/admin/events/list.tsx'),
    route('events/new', 'routes/admin/events/new.tsx'),
    route('events/:id/edit', 'routes/admin/events/edit.tsx'),
    route('team', 'routes/admin/team/list.tsx'),
    route('team/new', 'routes/admin/team/new.tsx'),
    route('team/:id', 'routes/admin/team/detail.tsx'),
    route('team/:id/edit', 'routes/admin/team/edit.tsx'),
    route('contact-messages', 'routes/admin/contact-messages/list.tsx'),
    route('contact-messages/:id', 'routes/admin/contact-messages/detail.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // the old site's admin addresses redirect to their screens
  ...LEGACY_ADMIN_ROUTES.map(([path]) => route(path, 'routes/admin/legacy-redirect.ts', { id: `legacy/${path}` })),
  route('media/:file', 'routes/resources/media.ts'),
] satisfies RouteConfig
