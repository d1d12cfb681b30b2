/**
 * The staff console (web/admin) is one client-rendered app under /admin: every path there gets the
 * app's SPA shell, marked so that no search engine indexes it, and never cached (it is private).
 */
import { adminPaths } from '#contracts/admin/paths';

/** `/admin` and everything under it; `/administration` is a public path like any other. */
export const isConsolePath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** The file React Router writes for routes that are not pre-rendered. */
export const CONSOLE_SHELL_FILE = '__spa-fallback.html';

/** Response headers of every console page. */
export const CONSOLE_PAGE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
} as const;

/**
 * The console pages' `frame-src`: the path of the framed resume (a PDF, GET /api/admin/files/inline/…)
 * at the site's origin and nothing else. Without a trusted origin (an unknown Host), 'none'.
 */
export const consoleFrameSources = (origin: string | undefined): string[] =>
  origin ? [`${origin}${adminPaths.resumeInlineBase}`] : ["'none'"];

const NOINDEX_META = '<meta name="robots" content="noindex, nofollow"/>';

/**
 * The shell with a robots meta tag as the first thing in <head>, for readers that never see the header.
 * It adds no script, so the page's CSP hashes stay the same.
 */
export function withNoindexMeta(html: string): string {
  if (html.includes(NOINDEX_META)) return html;
  return html.replace(/<head>/i, `<head>${NOINDEX_META}`);
}
