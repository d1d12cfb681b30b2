/**
 * The web app's build-time settings (`VITE_*`), checked when Vite starts (vite.config.ts): a wrong
 * value fails the build with a message naming it, and zod stays out of the browser's bundle.
 */
import { z } from 'zod';

export const WebEnv = z.object({
  /** Which menu the navigation bar shows: the staffing-site menu or the AI-focused one. */
  VITE_MENU_VARIANT: z.enum(['staffing', 'ai']).default('staffing'),
  /** Base URL of the staffing API (docs/product.md §8); this server by default. */
  VITE_STAFFING_API_URL: z.string().default('/api/staffing'),
  /** Base URL of the e-mail API; this server by default. */
  VITE_MAIL_API_URL: z.string().default('/api/mail'),
  /** Base URL of the site's own form endpoints (internship applications, contact messages); this server by default. */
  VITE_FORMS_API_URL: z.string().default('/api'),
});
export type WebEnv = z.infer<typeof WebEnv>;

/** Parses the settings; throws an error naming every bad variable. */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = WebEnv.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid web build configuration: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
