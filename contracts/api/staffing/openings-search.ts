/**
 * GET /api/staffing/openings: one page of the openings board, searched, filtered and sorted on the
 * server, with the total and the counts per country, position type and work mode. The web app's
 * board and the server share these schemas; the board's URL uses the same parameter names.
 */
import { z } from '../../zod';
import { Opening } from './openings';

export const OPENING_TYPES = ['all', 'contractual', 'permanent'] as const;
export const OpeningsType = z.enum(OPENING_TYPES);
export type OpeningsType = z.infer<typeof OpeningsType>;

export const WORK_MODES = ['remote', 'hybrid', 'onsite'] as const;
export const WorkMode = z.enum(WORK_MODES);
export type WorkMode = z.infer<typeof WorkMode>;

export const OPENINGS_SORTS = ['id', 'location', 'posted'] as const;
export const OpeningsSort = z.enum(OPENINGS_SORTS);
export type OpeningsSort = z.infer<typeof OpeningsSort>;
export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

export const OPENINGS_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/** One of `values`, absent or empty (empty means "not set"), with a message that lists the choices. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.enum(['', ...values] as const, { error: `must be one of ${values.join(', ')}` }));

/** A whole number from 1 to `max` as a query parameter (absent or empty: the default). */
const positiveInt = (max: number) =>
  z.optional(
    z.string().check(
      z.refine((value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= max), {
        message: `must be a whole number from 1 to ${max}`,
      }),
    ),
  );

/** The query string. Every parameter is optional; a bad value is a 400 that names the parameter. */
export const OpeningsSearchParams = z.object({
  /** Words searched in title, location, position type and work mode (case-insensitive, each a word prefix). */
  q: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`))),
  /** A country code (US, IN). */
  country: z.optional(z.string().check(z.regex(/^([A-Za-z]{2})?$/, 'must be a two-letter country code, e.g. US'))),
  type: choice(OPENING_TYPES),
  workMode: choice(WORK_MODES),
  sort: choice(OPENINGS_SORTS),
  dir: choice(['asc', 'desc']),
  page: positiveInt(100_000),
  pageSize: positiveInt(MAX_PAGE_SIZE),
});
export type OpeningsSearchParams = z.infer<typeof OpeningsSearchParams>;

/** The parameters with defaults applied and text normalised: what the server runs and caches by. */
export type OpeningsSearch = {
  /** The search words: lower-case runs of letters and digits. */
  terms: string[];
  country: string | null;
  type: OpeningsType;
  workMode: WorkMode | null;
  sort: OpeningsSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
};

/** Letters and digits, lower-cased; everything else separates words (as both databases' indexes see them). */
export const searchTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== '')
    .slice(0, 10);

/** The default direction of each sort: newest id and newest posting first, locations A to Z. */
export const defaultDirection = (sort: OpeningsSort): SortDirection => (sort === 'location' ? 'asc' : 'desc');

export function normalizeOpeningsSearch(params: OpeningsSearchParams): OpeningsSearch {
  const sort = params.sort || 'id';
  return {
    terms: searchTerms(params.q ?? ''),
    country: params.country ? params.country.toUpperCase() : null,
    type: params.type || 'all',
    workMode: params.workMode || null,
    sort,
    dir: params.dir || defaultDirection(sort),
    page: params.page ? Number(params.page) : 1,
    pageSize: params.pageSize ? Number(params.pageSize) : OPENINGS_PAGE_SIZE,
  };
}

const FacetCount = z.object({ value: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof FacetCount>;

export const OpeningsSearchResult = z.object({
  items: z.array(Opening),
  /** Openings matching every filter. */
  total: z.number(),
  /** The page shown (a page past the end shows the last page). */
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  /**
   * Counts per value of each filter, with every other filter applied (so each count is what choosing
   * that value would show). Country values are codes; type values are `contractual`/`permanent`.
   */
  facets: z.object({
    country: z.array(FacetCount),
    type: z.array(FacetCount),
    workMode: z.array(FacetCount),
  }),
});
export type OpeningsSearchResult = z.infer<typeof OpeningsSearchResult>;
