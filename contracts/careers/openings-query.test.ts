import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  type OpeningsQuery,
  parseOpeningsQuery,
  toApiParams,
  toSearchParams,
  toggleSort,
} from './openings-query';

const base: OpeningsQuery = { type: 'all', search: '', country: '', workMode: '', sort: DEFAULT_SORT, page: 1 };

describe('URL state', () => {
  it('reads every parameter and falls back to defaults for junk', () => {
    expect(
      parseOpeningsQuery(
        new URLSearchParams('type=permanent&q=data&country=in&workMode=hybrid&sort=location-asc&page=3'),
      ),
    ).toEqual({
      type: 'permanent',
      search: 'data',
      country: 'IN',
      workMode: 'hybrid',
      sort: { key: 'PSTN_LCTN', direction: 'asc' },
      page: 3,
    });
    expect(
      parseOpeningsQuery(new URLSearchParams('type=x&country=<b>&workMode=office&sort=salary-up&page=-2')),
    ).toEqual(base);
    expect(parseOpeningsQuery(new URLSearchParams('page=1e9'))).toEqual(base);
    expect(parseOpeningsQuery(new URLSearchParams(''))).toEqual(base);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toSearchParams(base).toString()).toBe('');
    const query: OpeningsQuery = {
      type: 'contractual',
      search: 'qa lead',
      country: 'US',
      workMode: 'remote',
      sort: { key: 'POSTED_DATE', direction: 'asc' },
      page: 2,
    };
    expect(toSearchParams(query).toString()).toBe(
      'type=contractual&q=qa+lead&country=US&workMode=remote&sort=posted-asc&page=2',
    );
    expect(parseOpeningsQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('the endpoint query', () => {
  it('names every filter in a fixed order, with the search trimmed', () => {
    expect(toApiParams(base)).toBe('sort=id&dir=desc&pageSize=15');
    expect(
      toApiParams({
        type: 'permanent',
        search: '  data   engineer ',
        country: 'IN',
        workMode: 'onsite',
        sort: { key: 'PSTN_LCTN', direction: 'asc' },
        page: 4,
      }),
    ).toBe('q=data+engineer&country=IN&type=permanent&workMode=onsite&sort=location&dir=asc&page=4&pageSize=15');
    expect(new URLSearchParams(toApiParams({ ...base, search: 'x'.repeat(300) })).get('q')).toHaveLength(100);
  });
});

describe('sorting', () => {
  it('toggles the direction of the same column and starts a new column in its natural direction', () => {
    expect(toggleSort(DEFAULT_SORT, 'REQ_ID')).toEqual({ key: 'REQ_ID', direction: 'asc' });
    expect(toggleSort(DEFAULT_SORT, 'PSTN_LCTN')).toEqual({ key: 'PSTN_LCTN', direction: 'asc' });
    expect(toggleSort(DEFAULT_SORT, 'POSTED_DATE')).toEqual({ key: 'POSTED_DATE', direction: 'desc' });
    expect(toggleSort({ key: 'POSTED_DATE', direction: 'desc' }, 'POSTED_DATE')).toEqual({
      key: 'POSTED_DATE',
      direction: 'asc',
    });
  });
});
