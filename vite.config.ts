import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { type Plugin, defineConfig, loadEnv } from 'vite';
import { parseWebEnv } from './web/config/env-schema.ts';

/** Chunks every page's HTML loads before it is interactive (bench/bundle-size.ts counts them). */
const ALWAYS_LOADED = /(^|\/)(rolldown-runtime|framework|shell)-[\w-]+\.js$/;

/** Static files the server sends as they are (@fastify/static); pre-rendered HTML is compressed by the server. */
const PRECOMPRESS = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` next to every static text file of the client
 * build, so the server (preCompressed) sends them without compressing per request, and smaller than
 * on-the-fly compression at its fast settings.
 */
function precompress(): Plugin {
  return {
    name: 'northwind:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const outDir = this.environment.config.build.outDir;
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => PRECOMPRESS.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await fs.promises.readFile(full);
          if (body.length < 1024) return;
          const br = zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
          await fs.promises.writeFile(`${full}.br`, br);
          await fs.promises.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // The web app's VITE_* settings, checked here once so a bad value fails the build (not the browser).
  const webEnv = parseWebEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [reactRouter(), precompress()],
    // The web build's zod never probes for eval, which the CSP forbids (web/lib/zod-browser.ts).
    resolve: {
      alias: [
        { find: /^zod\/mini$/, replacement: path.resolve(import.meta.dirname, 'web/lib/zod-browser.ts') },
        // The navigation bar's menu (VITE_MENU_VARIANT): the module of the menu shown, so the other menu
        // is not statically imported by the shell and loads only with the footer (content/shown-menu.ts).
        ...(webEnv.VITE_MENU_VARIANT === 'ai'
          ? [
              {
                find: /^#content\/shown-menu$/,
                replacement: path.resolve(import.meta.dirname, 'content/shown-menu-ai.ts'),
              },
            ]
          : []),
      ],
    },
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
      // A lazily loaded chunk's preload list leaves out the chunks every page's HTML already loads
      // (React Router's runtime, the framework, the shell): naming them again in every entry of the
      // section registry cost first-load bytes and preloaded nothing.
      modulePreload: {
        resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
      },
      // NW_SOURCEMAP=1: source maps, to see what a chunk holds (docs/PERFORMANCE.md).
      sourcemap: process.env.NW_SOURCEMAP === '1',
      // React, React DOM and React Router in one chunk: every page loads all of them first, and they
      // compress ~2 KiB better together than split by importer (docs/PERFORMANCE.md).
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                  // zod on its own: it changes less often than the contracts built with it.
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                  // What the app shell and the routes share (brand facts, the shown menu, head tags).
                  {
                    name: 'shell',
                    // The footer and the not-found view are not part of it: they load after the first script
                    // (web/app-shell/site-chrome.tsx, web/app-shell/lazy-not-found.tsx).
                    test: /web[\\/](app-shell[\\/](?!site-footer|not-found\.)|seo[\\/])|content[\\/](brand|shown-menu|staffing-menu|menu-links|menu-group|pages[\\/]jobs)\.ts|contracts[\\/](seo|site-data-key)\.ts/,
                  },
                  // The settings and the API's paths, which only lazily loaded forms and lists use: one chunk.
                  { name: 'api-paths', test: /web[\\/]config[\\/](env|api-map)\.ts$/ },
                  // react-bootstrap's shared internals and their small dependencies, one chunk instead of a
                  // request each for every section that uses a component; the components stay apart.
                  {
                    name: 'ui-kit',
                    test: /node_modules[\\/](@restart|dom-helpers|react-transition-group|uncontrollable|classnames|warning|invariant)[\\/]|react-bootstrap[\\/]esm[\\/](ThemeProvider|TransitionWrapper|Anchor|Button|CloseButton|Fade|divWithClassName|ElementChildren|createUtilityClasses|createChainedFunction|transitionEndListener|triggerBrowserReflow|safeFindDOMNode|helpers|utils)\.js$/,
                  },
                  // The small pieces the section types share: one request instead of a dozen per page.
                  {
                    name: 'section-kit',
                    test: /web[\\/](components[\\/]ui[\\/]|sections[\\/](section-|feature-card))/,
                  },
                ],
              },
            },
          },
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
