/**
 * docs/console-routes.md, written from the app's own route table: every console route with the roles
 * that may call it. `npm run docs:routes` rewrites the file; a test fails while it is out of date, so
 * the document can never drift from what the server enforces.
 */
import { ROLE_LABELS, ROLES } from '#contracts/admin/common';
import type { AdminRoute } from '../access';

export const ROUTES_DOC = 'docs/console-routes.md';

const PREFIX = '/api/admin/';
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The area a route belongs to: its first path segment (`clients/:id/contacts` → `clients`). */
const areaOf = (url: string) => url.slice(PREFIX.length).split('/')[0] ?? '';

export function renderRoutesDoc(routes: readonly AdminRoute[]): string {
  const sorted = [...routes]
    .filter((route) => route.url.startsWith(PREFIX) && route.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const areas = [...new Set(sorted.map((route) => areaOf(route.url)))];
  const lines = [
    '# Console routes and who may call them',
    '',
    "<!-- Written by `npm run docs:routes` from the server's route table; edit the routes, not this file. -->",
    '',
    `Every route under \`/api/admin\` (${sorted.length} in all), by area. "public" routes need no session`,
    '(signing in and the one-time links); every other route needs a session of one of the roles ticked,',
    'and answers 401 without a session and 403 for another role (`docs/server.md`, "Access, deny by default").',
    "A recruiter's record routes are further limited to the requirements they own or that are shared",
    'with them.',
    '',
  ];
  for (const area of areas) {
    lines.push(`## ${area}`, '', `| route | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`);
    lines.push(`| --- | ${ROLES.map(() => ':-:').join(' | ')} |`);
    for (const route of sorted.filter((candidate) => areaOf(candidate.url) === area)) {
      const cells =
        route.access === 'public'
          ? ROLES.map(() => 'public')
          : ROLES.map((role) => (route.access !== 'public' && route.access.roles.includes(role) ? '✓' : ''));
      lines.push(`| \`${route.method} ${route.url.slice(PREFIX.length)}\` | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
