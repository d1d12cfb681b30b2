import type { Config } from '@react-router/dev/config';
import { pages } from './content/pages';

/**
 * Every content page is pre-rendered to HTML at build time (readable without JavaScript); the app
 * hydrates over it. `ssr: false`: the production server serves files and never renders React.
 */
export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/', '/not-found', ...Object.values(pages).map((page) => page.path)],
} satisfies Config;
