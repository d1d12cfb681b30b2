import type { Config } from '@react-router/dev/config';
import { SITE_DATA_PATH } from './contracts/site-data-key';
import { pages } from './content/pages';

/**
 * Every content page is pre-rendered to HTML at build time (readable without JavaScript); the app
 * hydrates over it. `ssr: false`: the production server serves files and never renders React.
 */
export default {
  appDirectory: 'web',
  // NW_BUILD_DIR lets parallel work (or a benchmark) build elsewhere; `npm start` and `npm test` use build/.
  buildDirectory: process.env.NW_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: ['/', '/not-found', ...Object.values(pages).map((page) => page.path), SITE_DATA_PATH],
} satisfies Config;
