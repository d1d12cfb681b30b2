/**
 * The zod that the API and form contracts are written with, and that the web app uses: `zod/mini`.
 * The browser builds and runs these schemas, and mini builds and first parses them at about a third
 * of classic zod's cost (no methods attached to every schema; docs/PERFORMANCE.md). Checks go in
 * `.check(…)` and wrappers are functions: `z.optional(s)`, `z.extend(s, …)`.
 *
 * Messages a schema does not set are zod's English ones, the same in the browser, on the server and
 * in tests (mini loads no locale by itself). content.ts runs only in Node and stays on classic zod.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
