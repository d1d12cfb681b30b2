/**
 * Build-time configuration of the web app. vite.config.ts parses the `VITE_*` variables once with
 * the schema in env-schema.ts (a bad value fails the build) and inlines the parsed values here, so
 * the browser gets plain constants without loading zod.
 */
import type { WebEnv } from './env-schema';

// Outside a Vite build (unit tests) nothing is inlined: the schema's defaults apply.
const raw = import.meta.env as Partial<WebEnv>;

export const env = {
  menuVariant: raw.VITE_MENU_VARIANT ?? 'staffing',
  staffingApiUrl: raw.VITE_STAFFING_API_URL ?? '/api/staffing',
  mailApiUrl: raw.VITE_MAIL_API_URL ?? '/api/mail',
} as const;
