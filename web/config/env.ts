/**
 * Build-time configuration of the web app, parsed once. Vite inlines `import.meta.env.VITE_*`.
 */
import { z } from 'zod';

const Env = z.object({
  /** Which menu the navigation bar shows: the staffing-site menu or the AI-focused one. */
  VITE_MENU_VARIANT: z.enum(['staffing', 'ai']).default('staffing'),
  /** Base URL of the staffing API (SPEC.md section 7); this server by default. */
  VITE_STAFFING_API_URL: z.string().default('/api/staffing'),
  /** Base URL of the e-mail API; this server by default. */
  VITE_MAIL_API_URL: z.string().default('/api/mail'),
});

const parsed = Env.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web build configuration: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  menuVariant: parsed.data.VITE_MENU_VARIANT,
  staffingApiUrl: parsed.data.VITE_STAFFING_API_URL,
  mailApiUrl: parsed.data.VITE_MAIL_API_URL,
} as const;
