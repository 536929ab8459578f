// The one route table. React Router matches paths case-insensitively, so /BlogDetail/3 and
// /blogdetail/3 reach the same module.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  // public pages share the navbar and footer
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  route('media/:file', 'routes/resources/media.ts'),
] satisfies RouteConfig
