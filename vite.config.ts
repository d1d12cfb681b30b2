import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, loadEnv } from 'vite';
import { parseWebEnv } from './web/config/env-schema';

export default defineConfig(({ mode }) => {
  // The web app's VITE_* settings, checked here once so a bad value fails the build (not the browser).
  const webEnv = parseWebEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [reactRouter()],
    // The web build's zod never probes for eval, which the CSP forbids (web/lib/zod-browser.ts).
    resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'web/lib/zod-browser.ts') }] },
    define: Object.fromEntries(
      Object.entries(webEnv).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
    ),
    css: {
      preprocessorOptions: {
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'if-function', 'global-builtin', 'color-functions'],
        },
      },
    },
    build: {
      assetsInlineLimit: 0,
      // NW_SOURCEMAP=1: source maps, to see what a chunk holds (docs/PERFORMANCE.md).
      sourcemap: process.env.NW_SOURCEMAP === '1',
    },
    // Pre-rendering runs the app in Node: bundle the UI kit so its deep imports (react-bootstrap/Carousel)
    // resolve like they do in the browser build.
    ssr: {
      noExternal: [
        'react-bootstrap',
        '@restart/ui',
        '@restart/hooks',
        'uncontrollable',
        'dom-helpers',
        'react-transition-group',
      ],
    },
    // `npm run dev`: the API runs in its own process (scripts/dev.ts); the dev server forwards /api to it.
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}` } },
  };
});
