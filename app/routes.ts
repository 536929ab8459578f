// The one route table. React Router matches paths case-insensitively, so /BlogDetail/3 and
// /blogdetail/3 reach the same module.
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/site/home.tsx'),
  route('media/:file', 'routes/resources/media.ts'),
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig
