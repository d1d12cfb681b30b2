/**
 * The openings list's query (type, search, country, sort, page) and the pure functions that apply it.
 * The query lives in the URL so a filtered list can be shared and the back button works.
 */
import type { Opening, PositionType } from '#contracts/api/staffing/openings';
import type { Country } from '#contracts/api/staffing/reference';

export const OPENING_TYPES = ['all', 'contractual', 'permanent'] as const;
export type OpeningsType = (typeof OPENING_TYPES)[number];

/** ?type= → the PSTN_TYP it shows (SPEC.md section 4). */
export const positionTypeOf: Record<OpeningsType, PositionType | null> = {
  all: null,
  contractual: 'Contract',
  permanent: 'Full-Time',
};

export const SORT_KEYS = ['REQ_ID', 'PSTN_LCTN'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type Sort = { key: SortKey; direction: SortDirection };

export type OpeningsQuery = {
  type: OpeningsType;
  search: string;
  /** A COUNTRY_CODE, or '' for every country. */
  country: string;
  sort: Sort;
  /** 1-based. */
  page: number;
};

export const DEFAULT_SORT: Sort = { key: 'REQ_ID', direction: 'desc' };
export const PAGE_SIZE = 25;

/** URL spelling of the sort keys. */
const sortParam: Record<SortKey, string> = { REQ_ID: 'id', PSTN_LCTN: 'location' };

export function parseOpeningsQuery(params: URLSearchParams): OpeningsQuery {
  const type = params.get('type');
  const [sortName, direction] = (params.get('sort') ?? '').split('-');
  const key = SORT_KEYS.find((candidate) => sortParam[candidate] === sortName);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    type: OPENING_TYPES.find((candidate) => candidate === type) ?? 'all',
    search: params.get('q') ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    sort: key && (direction === 'asc' || direction === 'desc') ? { key, direction } : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters; defaults are left out so the plain list has a plain URL. */
export function toSearchParams(query: OpeningsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.search !== '') params.set('q', query.search);
  if (query.country !== '') params.set('country', query.country);
  if (query.sort.key !== DEFAULT_SORT.key || query.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', `${sortParam[query.sort.key]}-${query.sort.direction}`);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** An opening with its search text prepared once per load, so a keystroke only scans strings. */
export type IndexedOpening = { opening: Opening; haystack: string };

const SEARCHED_FIELDS = ['PSTN_TITLE', 'PSTN_LCTN', 'PSTN_TYP', 'WORK_LOCATION_PREFERENCE'] as const;

export function indexOpenings(openings: readonly Opening[]): IndexedOpening[] {
  return openings.map((opening) => ({
    opening,
    // A separator no one types keeps a search from matching across two fields.
    haystack: SEARCHED_FIELDS.map((field) => opening[field].toLowerCase()).join('\u0000'),
  }));
}

// Made on first use: a page's first collator loads the browser's collation data (~20 ms of a phone's
// main thread), and only the Location sort needs one.
let collator: Intl.Collator | undefined;
const collate = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

/** Each distinct location's place in collation order; locations the collator calls equal share a rank. */
function rankLocations(indexed: readonly IndexedOpening[]): Map<string, number> {
  // Locations repeat a lot: collate each distinct one once.
  const locations = [...new Set(indexed.map(({ opening }) => opening.PSTN_LCTN))].sort(collate);
  const rank = new Map<string, number>();
  locations.forEach((location, index) => {
    const previous = locations[index - 1];
    const same = previous !== undefined && collate(previous, location) === 0;
    rank.set(location, same ? (rank.get(previous) ?? index) : index);
  });
  return rank;
}

export type FilterCriteria = Pick<OpeningsQuery, 'type' | 'search' | 'country'>;

/** Openings of the type, matching the search (case-insensitive, trimmed) in the country (by code). */
export function filterOpenings(
  indexed: readonly IndexedOpening[],
  { type, search, country }: FilterCriteria,
  countries: readonly Country[],
): IndexedOpening[] {
  const positionType = positionTypeOf[type];
  const needle = search.trim().toLowerCase();
  const countryUuid = country === '' ? null : (countries.find((c) => c.COUNTRY_CODE === country)?.COUNTRY_UUID ?? null);
  // A country code the country list does not know matches nothing (until the list has loaded, everything).
  const unknownCountry = country !== '' && countryUuid === null && countries.length > 0;
  if (unknownCountry) return [];
  return indexed.filter(
    ({ opening, haystack }) =>
      (positionType === null || opening.PSTN_TYP === positionType) &&
      (countryUuid === null || opening.COUNTRY === countryUuid) &&
      (needle === '' || haystack.includes(needle)),
  );
}

/** A sorted copy. Location ties fall back to REQ_ID descending so the order is stable and predictable. */
export function sortOpenings(indexed: readonly IndexedOpening[], { key, direction }: Sort): IndexedOpening[] {
  const sign = direction === 'asc' ? 1 : -1;
  const copy = indexed.slice();
  if (key === 'REQ_ID') return copy.sort((a, b) => sign * (a.opening.REQ_ID - b.opening.REQ_ID));
  const ranks = rankLocations(indexed);
  return copy
    .map((entry) => ({ entry, rank: ranks.get(entry.opening.PSTN_LCTN) ?? 0 }))
    .sort((a, b) => sign * (a.rank - b.rank) || b.entry.opening.REQ_ID - a.entry.opening.REQ_ID)
    .map(({ entry }) => entry);
}

export type OpeningsPage = { rows: Opening[]; page: number; pageCount: number; total: number };

/** One page of the list; a page past the end shows the last page. */
export function pageOf(indexed: readonly IndexedOpening[], page: number, pageSize = PAGE_SIZE): OpeningsPage {
  const pageCount = Math.max(1, Math.ceil(indexed.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return {
    rows: indexed.slice(start, start + pageSize).map((entry) => entry.opening),
    page: current,
    pageCount,
    total: indexed.length,
  };
}

/** The whole pipeline for one query: filter, sort, page. */
export function queryOpenings(
  indexed: readonly IndexedOpening[],
  query: OpeningsQuery,
  countries: readonly Country[],
  pageSize = PAGE_SIZE,
): OpeningsPage {
  return pageOf(sortOpenings(filterOpenings(indexed, query, countries), query.sort), query.page, pageSize);
}

/** Clicking a sortable header: the same column flips direction, another column starts descending for ids, ascending for text. */
export function toggleSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'REQ_ID' ? 'desc' : 'asc' };
}
