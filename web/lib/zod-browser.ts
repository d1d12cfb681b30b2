/**
 * zod as the web app gets it: vite.config.ts resolves every `import … from 'zod/mini'` of the web build
 * (through contracts/zod.ts) to this module. The site's Content-Security-Policy forbids eval, and zod's
 * first object parse probes for it with `new Function` unless told not to; Chromium then logs a CSP
 * violation on every page that parses (Lighthouse's Best Practices counts it). Jitless parsing is
 * plenty fast for the few objects the browser checks.
 */
import * as z from 'zod/v4/mini';

z.config({ jitless: true });

export * from 'zod/v4/mini';
