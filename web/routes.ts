import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { SITE_DATA_PATH } from '#contracts/site-data-key';

export default [
  // The site data the app stores at start: a JSON file written at build time.
  route(SITE_DATA_PATH, 'routes/site-data.ts'),
  // The staff console: one route whose own screens are chosen in web/admin (one manifest entry on
  // public pages, whatever the console grows to). Ranked above the splat below, which would match /admin.
  route('admin/*', 'admin/console-route.tsx'),
  // The content page: `/` (a splat does not match it), and every other path, however deep. The page
  // decides whether a page lives there (`/:slug`, `/:section/:slug`; the last segment is the page key)
  // or shows the not-found page. One route for every unknown path, because the server answers each
  // with the pre-rendered not-found page, and the browser must hydrate it with the route that rendered
  // it (a separate not-found route made deep paths fail hydration: React error #418).
  index('routes/content-page.tsx', { id: 'routes/home-page' }),
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig;
