import { type RouteConfig, route } from '@react-router/dev/routes';
import { SITE_DATA_PATH } from '#contracts/site-data-key';

export default [
  // The site data the app stores at start: a JSON file written at build time.
  route(SITE_DATA_PATH, 'routes/site-data.ts'),
  // The generic content page: `/`, `/:slug` and `/:section/:slug`; the last segment is the page key.
  route(':cpath?/:subpath?', 'routes/content-page.tsx'),
  // Anything deeper matches no page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
