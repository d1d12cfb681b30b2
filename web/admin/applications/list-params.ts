/**
 * The applicants list's query as it lives in the URL (`?status=new&sort=name&reqId=1004`): which
 * parameters belong to it, read back into a typed query (a value the schema refuses is left out),
 * and carried from the list to an application and on to its neighbours, so Previous, Next and "Back
 * to the list" stay in the same list.
 */
import type { z } from '#contracts/zod';
import { ApplicationsQuery } from '#contracts/admin/applications';
import { consolePaths } from '../console-paths';

/** The list's filters and sort (search and page are handled by useListQuery). */
export const APPLICATION_FILTERS = [
  'status',
  'resume',
  'reqId',
  'from',
  'to',
  'location',
  'source',
  'minRating',
  'sort',
] as const;

/** Everything in the URL that says which list and where in it. */
const LIST_PARAMS = ['search', 'page', ...APPLICATION_FILTERS] as const;

export type ApplicationListQuery = Partial<z.infer<typeof ApplicationsQuery>>;

/** The list's query from URL parameters; anything the schema does not accept is dropped. */
export function applicationListQuery(params: URLSearchParams): ApplicationListQuery {
  const query: Record<string, unknown> = {};
  for (const name of LIST_PARAMS) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const field = ApplicationsQuery.shape[name];
    const parsed = field.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[name] = parsed.data;
  }
  if (query.sort === '-created') delete query.sort;
  if (query.page === 1) delete query.page;
  return query as ApplicationListQuery;
}

/** The list's own valid parameters of a URL, as a search string (`?…`, or '' when there are none). */
export function listSearch(params: URLSearchParams): string {
  const query: Record<string, unknown> = applicationListQuery(params);
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = query[name];
    if (typeof value === 'string' || typeof value === 'number') kept.set(name, String(value));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** An application's address that remembers the list it was opened from. */
export const applicationInList = (id: string, search: string) => `${consolePaths.application(id)}${search}`;
