/**
 * The applicants list's query as it lives in the URL (`?status=new&sort=name&reqId=1004`): which
 * parameters belong to it, read back with the contract's schema (a value it refuses is left out),
 * and carried from the list to an application and on to its neighbours, so Previous, Next and "Back
 * to the list" stay in the same list.
 */
import { ApplicationsQuery } from '#contracts/admin/applications';
import { consolePaths } from '../console-paths';
import { type ListQueryOf, parseListQuery, querySearch } from '../ui/list-query';

/** Everything in the URL that says which list and where in it, in the order it is kept. */
const LIST_PARAMS = [
  'search',
  'page',
  'status',
  'resume',
  'reqId',
  'from',
  'to',
  'location',
  'source',
  'minRating',
  'reason',
  'sort',
] as const;

export type ApplicationListQuery = ListQueryOf<typeof ApplicationsQuery>;

/** The list's query from URL parameters; anything the schema does not accept is dropped. */
export function applicationListQuery(params: URLSearchParams): ApplicationListQuery {
  const query = parseListQuery(ApplicationsQuery, params, LIST_PARAMS);
  if (query.sort === '-created') delete query.sort;
  return query;
}

/** The list's own valid parameters of a URL, as a search string (`?…`, or '' when there are none). */
export const listSearch = (params: URLSearchParams): string => querySearch(applicationListQuery(params));

/** An application's address that remembers the list it was opened from. */
export const applicationInList = (id: string, search: string) => `${consolePaths.application(id)}${search}`;
