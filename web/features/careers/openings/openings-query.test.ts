import { describe, expect, it } from 'vitest';
import { countries, generateOpenings, sampleOpenings } from '../test-support/fixtures';
import {
  DEFAULT_SORT,
  type OpeningsQuery,
  filterOpenings,
  indexOpenings,
  pageOf,
  parseOpeningsQuery,
  queryOpenings,
  sortOpenings,
  toSearchParams,
  toggleSort,
} from './openings-query';

const indexed = indexOpenings(sampleOpenings);
const ids = (list: { opening: { REQ_ID: number } }[]) => list.map((entry) => entry.opening.REQ_ID);
const base: OpeningsQuery = { type: 'all', search: '', country: '', sort: DEFAULT_SORT, page: 1 };

describe('filterOpenings', () => {
  it('maps contractual to Contract and permanent to Full-Time; all shows everything', () => {
    expect(ids(filterOpenings(indexed, { ...base, type: 'contractual' }, countries))).toEqual([105, 104, 102]);
    expect(ids(filterOpenings(indexed, { ...base, type: 'permanent' }, countries))).toEqual([101, 103]);
    expect(filterOpenings(indexed, base, countries)).toHaveLength(5);
  });

  it('searches title, location, type and work mode, case-insensitive and trimmed', () => {
    expect(ids(filterOpenings(indexed, { ...base, search: '  java ' }, countries))).toEqual([101]);
    expect(ids(filterOpenings(indexed, { ...base, search: 'NOIDA' }, countries))).toEqual([103]);
    expect(ids(filterOpenings(indexed, { ...base, search: 'full-time' }, countries))).toEqual([101, 103]);
    expect(ids(filterOpenings(indexed, { ...base, search: 'remote' }, countries))).toEqual([105, 104]);
  });

  it('does not search other fields, nor across two fields', () => {
    expect(filterOpenings(indexed, { ...base, search: 'LPA' }, countries)).toEqual([]);
    expect(filterOpenings(indexed, { ...base, search: 'developercharlotte' }, countries)).toEqual([]);
  });

  it('filters by country code through the country list', () => {
    expect(ids(filterOpenings(indexed, { ...base, country: 'IN' }, countries))).toEqual([105, 103, 102]);
    expect(ids(filterOpenings(indexed, { ...base, country: 'US', type: 'contractual' }, countries))).toEqual([104]);
    expect(filterOpenings(indexed, { ...base, country: 'FR' }, countries)).toEqual([]);
  });
});

describe('sortOpenings', () => {
  it('sorts by REQ_ID and by location both ways without changing its input', () => {
    expect(ids(sortOpenings(indexed, DEFAULT_SORT))).toEqual([105, 104, 103, 102, 101]);
    expect(ids(sortOpenings(indexed, { key: 'REQ_ID', direction: 'asc' }))).toEqual([101, 102, 103, 104, 105]);
    expect(ids(sortOpenings(indexed, { key: 'PSTN_LCTN', direction: 'asc' }))).toEqual([104, 101, 102, 103, 105]);
    expect(ids(sortOpenings(indexed, { key: 'PSTN_LCTN', direction: 'desc' }))).toEqual([105, 103, 102, 101, 104]);
    expect(ids(indexed)).toEqual([101, 105, 103, 104, 102]);
  });

  it('toggles the direction of the same column and starts a new column in its natural direction', () => {
    expect(toggleSort(DEFAULT_SORT, 'REQ_ID')).toEqual({ key: 'REQ_ID', direction: 'asc' });
    expect(toggleSort({ key: 'REQ_ID', direction: 'asc' }, 'REQ_ID')).toEqual(DEFAULT_SORT);
    expect(toggleSort(DEFAULT_SORT, 'PSTN_LCTN')).toEqual({ key: 'PSTN_LCTN', direction: 'asc' });
  });
});

describe('URL state', () => {
  it('reads every parameter and falls back to defaults for junk', () => {
    expect(
      parseOpeningsQuery(new URLSearchParams('type=permanent&q=data&country=in&sort=location-asc&page=3')),
    ).toEqual({
      type: 'permanent',
      search: 'data',
      country: 'IN',
      sort: { key: 'PSTN_LCTN', direction: 'asc' },
      page: 3,
    });
    expect(parseOpeningsQuery(new URLSearchParams('type=x&country=<b>&sort=salary-up&page=-2'))).toEqual(base);
    expect(parseOpeningsQuery(new URLSearchParams(''))).toEqual(base);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toSearchParams(base).toString()).toBe('');
    const query: OpeningsQuery = {
      type: 'contractual',
      search: 'qa lead',
      country: 'US',
      sort: { key: 'REQ_ID', direction: 'asc' },
      page: 2,
    };
    expect(toSearchParams(query).toString()).toBe('type=contractual&q=qa+lead&country=US&sort=id-asc&page=2');
    expect(parseOpeningsQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('paging', () => {
  it('shows at most a page of rows and clamps a page past the end', () => {
    const many = indexOpenings(generateOpenings(130));
    const first = queryOpenings(many, base, countries);
    expect(first.rows).toHaveLength(25);
    expect(first.pageCount).toBe(6);
    expect(first.rows[0]?.REQ_ID).toBe(1129);
    const last = pageOf(many, 99);
    expect(last.page).toBe(6);
    expect(last.rows).toHaveLength(5);
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});
