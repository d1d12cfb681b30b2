import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'if-function', 'global-builtin', 'color-functions'],
      },
    },
  },
  build: { assetsInlineLimit: 0 },
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
});
