/**
 * Which file answers a request for a page of the web app, and with what status.
 * Pure, so the routing rules of docs/product.md §2 (no soft 404) are tested alone.
 */
import type { Page } from '#contracts/content';
import { findPageAt } from '#content/resolve';

export type WebAnswer = { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

const NOT_FOUND_HTML = 'not-found/index.html';
const NOT_FOUND_DATA = 'not-found.data';

/** Resolves a page request (`/a/b`) or a client navigation's data request (`/a/b.data`). */
export function resolveWebRequest(pathname: string, search: string, pages?: Record<string, Page>): WebAnswer {
  const isData = pathname.endsWith('.data');
  const path = isData ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname;
  const segments = path.split('/').filter(Boolean);

  if (segments.length === 0) return { kind: 'file', file: isData ? '_root.data' : 'index.html', status: 200 };

  const page = findPageAt(path, pages);
  if (!page) {
    // A client navigation gets the not-found page's data (it renders the not-found screen);
    // a document request gets the not-found page with a real 404.
    return isData
      ? { kind: 'file', file: NOT_FOUND_DATA, status: 200 }
      : { kind: 'file', file: NOT_FOUND_HTML, status: 404 };
  }
  if (isData) return { kind: 'file', file: `${page.path.slice(1)}.data`, status: 200 };
  if (path !== page.path) return { kind: 'redirect', location: `${page.path}${search}` };
  return { kind: 'file', file: `${page.path.slice(1)}/index.html`, status: 200 };
}
