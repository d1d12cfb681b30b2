/**
 * The openings board's query (type, search, country, work mode, sort, page): read from and written to
 * the page URL (so a filtered list can be shared and back/forward work), and turned into the query
 * string of the server's openings endpoint, which searches, filters, sorts and pages.
 */
import {
  OPENING_TYPES,
  type OpeningsSort,
  type OpeningsType,
  WORK_MODES,
  type WorkMode,
  defaultDirection,
} from '../api/staffing/openings-search';

export { OPENING_TYPES, WORK_MODES };
export type { OpeningsType, WorkMode };

export const SORT_KEYS = ['REQ_ID', 'PSTN_LCTN', 'POSTED_DATE'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type Sort = { key: SortKey; direction: SortDirection };

export type OpeningsQuery = {
  type: OpeningsType;
  search: string;
  /** A COUNTRY_CODE, or '' for every country. */
  country: string;
  /** '' for every work mode. */
  workMode: WorkMode | '';
  sort: Sort;
  /** 1-based. */
  page: number;
};

export const DEFAULT_SORT: Sort = { key: 'REQ_ID', direction: 'desc' };

/**
 * Openings on one page of the board: a phone shows them as a compact list of this many (a screenful
 * or two), a desktop as a table. One size for both, so the server can write the first page into the
 * HTML before it knows the screen.
 */
export const BOARD_PAGE_SIZE = 15;

/** URL (and API) spelling of the sort keys. */
const sortParam: Record<SortKey, OpeningsSort> = { REQ_ID: 'id', PSTN_LCTN: 'location', POSTED_DATE: 'posted' };

export function parseOpeningsQuery(params: URLSearchParams): OpeningsQuery {
  const type = params.get('type');
  const workMode = params.get('workMode');
  const [sortName, direction] = (params.get('sort') ?? '').split('-');
  const key = SORT_KEYS.find((candidate) => sortParam[candidate] === sortName);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    type: OPENING_TYPES.find((candidate) => candidate === type) ?? 'all',
    search: params.get('q') ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    workMode: WORK_MODES.find((candidate) => candidate === workMode) ?? '',
    sort: key && (direction === 'asc' || direction === 'desc') ? { key, direction } : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** The query as page URL parameters; defaults are left out so the plain list has a plain URL. */
export function toSearchParams(query: OpeningsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.search !== '') params.set('q', query.search);
  if (query.country !== '') params.set('country', query.country);
  if (query.workMode !== '') params.set('workMode', query.workMode);
  if (query.sort.key !== DEFAULT_SORT.key || query.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', `${sortParam[query.sort.key]}-${query.sort.direction}`);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * The query string of the server's openings endpoint, in a fixed order (it names a cached answer).
 * The search is trimmed and cut to what the endpoint accepts.
 */
export function toApiParams(query: OpeningsQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (search !== '') params.set('q', search);
  if (query.country !== '') params.set('country', query.country);
  if (query.type !== 'all') params.set('type', query.type);
  if (query.workMode !== '') params.set('workMode', query.workMode);
  params.set('sort', sortParam[query.sort.key]);
  params.set('dir', query.sort.direction);
  if (query.page > 1) params.set('page', String(query.page));
  params.set('pageSize', String(BOARD_PAGE_SIZE));
  return params.toString();
}

/** Clicking a sortable header: the same column flips direction, another column starts in its natural direction. */
export function toggleSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: defaultDirection(sortParam[key]) };
}
