/**
 * Build-time configuration of the web app. vite.config.ts parses the `VITE_*` variables once with
 * the schema in env-schema.ts (a bad value fails the build) and replaces each `import.meta.env.VITE_…`
 * below with its parsed value, so the browser gets plain constants without loading zod. Outside a
 * Vite build (unit tests) nothing is replaced: the schema's defaults apply.
 */
import type { WebEnv } from './env-schema';

type Setting<K extends keyof WebEnv> = WebEnv[K] | undefined;

/** Which menu the navigation bar shows. A constant of its own, so code that only the other menu needs is left out. */
export const menuVariant = (import.meta.env.VITE_MENU_VARIANT as Setting<'VITE_MENU_VARIANT'>) ?? 'staffing';

export const env = {
  staffingApiUrl: (import.meta.env.VITE_STAFFING_API_URL as Setting<'VITE_STAFFING_API_URL'>) ?? '/api/staffing',
  mailApiUrl: (import.meta.env.VITE_MAIL_API_URL as Setting<'VITE_MAIL_API_URL'>) ?? '/api/mail',
  formsApiUrl: (import.meta.env.VITE_FORMS_API_URL as Setting<'VITE_FORMS_API_URL'>) ?? '/api',
} as const;
