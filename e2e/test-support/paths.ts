import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The build under test: build/client by default. */
export const webRoot = path.resolve(repoRoot, process.env.E2E_WEB_ROOT ?? 'build/client');
