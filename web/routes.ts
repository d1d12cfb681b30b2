import { type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // The generic content page: `/`, `/:slug` and `/:section/:slug`; the last segment is the page key.
  route(':cpath?/:subpath?', 'routes/content-page.tsx'),
  // Anything deeper matches no page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
