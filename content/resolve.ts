/**
 * Page-key resolution (docs/product.md §2):
 * the last path segment is the page key; only `/` (no segment) falls back to the home page.
 */
import type { Page } from '#contracts/content';
import { pages } from './pages';

export const HOME_SLUG = 'home';

/** The page key of a path: its last non-empty segment, or the home page's slug for `/`. */
export function pageKeyOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? HOME_SLUG;
}

/** The page a key names, or undefined when there is none (the not-found page). */
export function findPage(key: string, all: Record<string, Page> = pages): Page | undefined {
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

/**
 * The page a URL path shows: the page its key names, for `/`, `/:slug` and `/:section/:slug` only.
 * A deeper path shows no page (the not-found page), whatever its last segment.
 */
export function findPageAt(pathname: string, all: Record<string, Page> = pages): Page | undefined {
  return pathname.split('/').filter(Boolean).length <= 2 ? findPage(pageKeyOf(pathname), all) : undefined;
}
