/**
 * The server's openings endpoint in memory, for the board's component tests: the same parameters
 * and answer shape, and the same rules (each word a word prefix of title, location, type or work
 * mode; filters; sorts with ties newest first; a page past the end is the last page; counts per
 * filter with the other filters applied). The real endpoint is tested on both databases in
 * server/routes/openings-search.test.ts.
 */
import type { Opening } from '#contracts/api/staffing/openings';
import {
  OPENINGS_PAGE_SIZE,
  type OpeningsSearchResult,
  WORK_MODES,
  searchTerms,
} from '#contracts/api/staffing/openings-search';
import type { Country } from '#contracts/api/staffing/reference';

const workModeOf = (text: string) => (/hybrid/i.test(text) ? 'hybrid' : /remote/i.test(text) ? 'remote' : 'onsite');
const typeOf = (opening: Opening) => (opening.PSTN_TYP === 'Contract' ? 'contractual' : 'permanent');

export function fakeOpeningsEndpoint(openings: readonly Opening[], countries: readonly Country[], queryString: string) {
  const params = new URLSearchParams(queryString);
  const terms = searchTerms(params.get('q') ?? '');
  const country = countries.find((c) => c.COUNTRY_CODE === params.get('country')?.toUpperCase());
  const type = params.get('type') ?? 'all';
  const workMode = params.get('workMode') ?? '';
  const sort = params.get('sort') ?? 'id';
  const sign = params.get('dir') === 'asc' ? 1 : -1;
  const words = (opening: Opening) =>
    searchTerms([opening.PSTN_TITLE, opening.PSTN_LCTN, opening.PSTN_TYP, opening.WORK_LOCATION_PREFERENCE].join(' '));
  const matches = (opening: Opening, skip?: 'country' | 'type' | 'workMode') =>
    terms.every((term) => words(opening).some((word) => word.startsWith(term))) &&
    (skip === 'country' || !params.get('country') || opening.COUNTRY === country?.COUNTRY_UUID) &&
    (skip === 'type' || type === 'all' || type === '' || typeOf(opening) === type) &&
    (skip === 'workMode' || workMode === '' || workModeOf(opening.WORK_LOCATION_PREFERENCE) === workMode);
  const found = openings.filter((opening) => matches(opening));
  found.sort((a, b) => {
    if (sort === 'location') {
      return sign * a.PSTN_LCTN.toLowerCase().localeCompare(b.PSTN_LCTN.toLowerCase()) || b.REQ_ID - a.REQ_ID;
    }
    if (sort === 'posted') return sign * a.POSTED_DATE.localeCompare(b.POSTED_DATE) || sign * (a.REQ_ID - b.REQ_ID);
    return sign * (a.REQ_ID - b.REQ_ID);
  });
  const pageSize = Number(params.get('pageSize') ?? OPENINGS_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(Number(params.get('page') ?? 1), pageCount);
  const count = (skip: 'country' | 'type' | 'workMode', test: (opening: Opening) => boolean) =>
    openings.filter((opening) => matches(opening, skip) && test(opening)).length;
  const result: OpeningsSearchResult = {
    items: found.slice((page - 1) * pageSize, page * pageSize),
    total: found.length,
    page,
    pageSize,
    pageCount,
    facets: {
      country: countries.map((c) => ({
        value: c.COUNTRY_CODE,
        count: count('country', (o) => o.COUNTRY === c.COUNTRY_UUID),
      })),
      type: (['contractual', 'permanent'] as const).map((value) => ({
        value,
        count: count('type', (o) => typeOf(o) === value),
      })),
      workMode: WORK_MODES.map((value) => ({
        value,
        count: count('workMode', (o) => workModeOf(o.WORK_LOCATION_PREFERENCE) === value),
      })),
    },
  };
  return result;
}
