#!/usr/bin/env node
/**
 * Compiles the server ahead of time for production: server/server.ts and the operator CLI
 * (server/cli/main.ts) become plain JavaScript that `node` runs without tsx.
 *   node scripts/build-server.mjs [--outdir <dir>]   → <dir>/server.js and <dir>/cli.js (default build/server-app)
 * `npm run build` runs it after the web build, which empties build/ first.
 * esbuild (already installed with Vite and tsx) bundles the project's own modules, including the
 * `#contracts/*` and `#content/*` package imports, which point at .ts files Node cannot load. Packages
 * from node_modules stay imports, resolved at run time, so the output must live inside the repository.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({
  options: { outdir: { type: 'string', default: path.join(process.env.NW_BUILD_DIR ?? 'build', 'server-app') } },
});
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

await build({
  absWorkingDir: root,
  entryPoints: { server: 'server/server.ts', cli: 'server/cli/main.ts' },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true, // stack traces name the .ts lines with `node --enable-source-maps`
  logLevel: 'warning',
});
console.log(`server compiled to ${path.join(values.outdir, 'server.js')} and cli.js`);
