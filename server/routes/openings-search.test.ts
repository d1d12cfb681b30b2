/**
 * GET /api/staffing/openings, the board's query endpoint: the same answers on SQLite (FTS5) and
 * PostgreSQL (full-text search) for search words, filters, sorts and pages, and a 400 that names
 * the parameter for anything malformed.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import { importOpenings } from '../cli/import-openings';
import { describeEachDatabase } from '../test-support/each-database';

const opening = (
  REQ_ID: number,
  PSTN_TITLE: string,
  PSTN_LCTN: string,
  PSTN_TYP: 'Contract' | 'Full-Time',
  WORK_LOCATION_PREFERENCE: string,
  COUNTRY: 'US' | 'IN',
  POSTED_DATE: string,
) => ({
  REQ_ID,
  PSTN_TITLE,
  PSTN_LCTN,
  PSTN_TYP,
  WORK_LOCATION_PREFERENCE,
  COUNTRY,
  POSTED_DATE,
  PSTN_RATE: '$60/hr',
  INTERNAL_JOB_DESCRIPTION: `<p>${PSTN_TITLE}</p>`,
});

const OPENINGS = [
  opening(5001, 'Senior Java Developer', 'Overland Park, KS', 'Contract', 'Hybrid (3 days)', 'US', '2026-10-01'),
  opening(5002, 'JavaScript Engineer', 'Pune', 'Full-Time', 'Remote', 'IN', '2026-10-05'),
  opening(5003, 'Data Engineer (Azure)', 'austin, TX', 'Contract', 'On-site', 'US', '2026-09-20'),
  opening(5004, 'QA Analyst', 'Noida', 'Contract', 'Remote', 'IN', '2026-10-03'),
  opening(5005, 'Java Architect', 'Charlotte, NC', 'Full-Time', 'Remote', 'US', '2026-10-02'),
  opening(5006, 'Développeur Java', 'Pune', 'Full-Time', 'On-site', 'IN', '2026-09-01'),
];

describeEachDatabase('GET /api/staffing/openings', (t, kind) => {
  beforeAll(async () => {
    await t.app.db.deleteFrom('openings').execute();
    await importOpenings(t.app.db, t.app.dialect, OPENINGS, t.app.openingsChanged);
  });

  const query = (qs: string) => t.app.inject({ method: 'GET', url: `/api/staffing/openings?${qs}` });
  const page = async (qs: string) => {
    const res = await query(qs);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OpeningsSearchResult>();
  };
  const ids = async (qs: string) => (await page(qs)).items.map((item) => item.REQ_ID);

  it('leaves the planner statistics of the imported openings behind (the search index is used at size)', async () => {
    // PostgreSQL: the row count in pg_class; SQLite: the first figure of each sqlite_stat1 line.
    const counted =
      kind === 'postgres'
        ? await sql<{ rows: number }>`select reltuples::int as rows from pg_class where relname = 'openings'`.execute(
            t.app.db,
          )
        : await sql<{
            rows: number;
          }>`select cast(stat as integer) as rows from sqlite_stat1 where tbl = 'openings' limit 1`.execute(t.app.db);
    expect(counted.rows[0]?.rows).toBe(OPENINGS.length);
  });

  it.runIf(kind === 'postgres')(
    'vacuums the imported openings (the search index has no pending list left)',
    async () => {
      // Only VACUUM sets pages all-visible; the same pass merges GIN's pending entries into the index.
      const pages = await sql<{
        visible: number;
      }>`select relallvisible as visible from pg_class where relname = 'openings'`.execute(t.app.db);
      expect(pages.rows[0]?.visible).toBeGreaterThan(0);
    },
  );

  it('lists every opening, newest id first, with the total and every count', async () => {
    const result = await page('');
    expect(result.items.map((item) => item.REQ_ID)).toEqual([5006, 5005, 5004, 5003, 5002, 5001]);
    expect(result).toMatchObject({ total: 6, page: 1, pageSize: 25, pageCount: 1 });
    expect(result.items[0]).toMatchObject({ PSTN_TITLE: 'Développeur Java', POSTED_DATE: '2026-09-01' });
    expect(result.items[0]).not.toHaveProperty('INTERNAL_JOB_DESCRIPTION');
    expect(result.facets).toEqual({
      country: [
        { value: 'US', count: 3 },
        { value: 'IN', count: 3 },
      ],
      type: [
        { value: 'contractual', count: 3 },
        { value: 'permanent', count: 3 },
      ],
      workMode: [
        { value: 'remote', count: 3 },
        { value: 'hybrid', count: 1 },
        { value: 'onsite', count: 2 },
      ],
    });
  });

  it('finds each word as the start of a word in title, location, type or work mode', async () => {
    expect(await ids('q=java')).toEqual([5006, 5005, 5002, 5001]);
    expect(await ids('q=java%20dev')).toEqual([5001]);
    expect(await ids('q=remote')).toEqual([5005, 5004, 5002]);
    expect(await ids('q=contract')).toEqual([5004, 5003, 5001]);
    expect(await ids('q=pune')).toEqual([5006, 5002]);
    expect(await ids('q=ava')).toEqual([]);
    // Accents are kept: "dév" is not "dev".
    expect(await ids('q=d%C3%A9v')).toEqual([5006]);
  });

  it('ignores case, surrounding spaces and punctuation in the search', async () => {
    expect(await ids('q=%20%20JAVA%20%20')).toEqual(await ids('q=java'));
    expect(await ids('q=Overland%20Park,%20KS')).toEqual([5001]);
    expect(await ids('q=(azure)')).toEqual([5003]);
    // Only punctuation or spaces: no words, every opening.
    expect(await ids('q=%20-%20')).toHaveLength(6);
    // Words the search syntax of either database would read as operators are plain words here.
    expect(await ids('q=java%20AND%20OR%20NOT')).toEqual([]);
  });

  it('filters by country code, type and work mode, alone and together', async () => {
    expect(await ids('country=IN')).toEqual([5006, 5004, 5002]);
    expect(await ids('country=us')).toEqual([5005, 5003, 5001]);
    expect(await ids('type=contractual')).toEqual([5004, 5003, 5001]);
    expect(await ids('type=permanent')).toEqual([5006, 5005, 5002]);
    expect(await ids('type=all')).toHaveLength(6);
    expect(await ids('workMode=remote')).toEqual([5005, 5004, 5002]);
    expect(await ids('workMode=hybrid')).toEqual([5001]);
    expect(await ids('workMode=onsite')).toEqual([5006, 5003]);
    expect(await ids('q=java&country=US&type=permanent&workMode=remote')).toEqual([5005]);
    expect(await ids('country=&type=&workMode=&sort=&dir=&page=')).toHaveLength(6);
  });

  it('counts each filter with the other filters applied', async () => {
    const { facets, total } = await page('country=IN&workMode=remote');
    expect(total).toBe(2);
    expect(facets.country).toEqual([
      { value: 'US', count: 1 },
      { value: 'IN', count: 2 },
    ]);
    expect(facets.type).toEqual([
      { value: 'contractual', count: 1 },
      { value: 'permanent', count: 1 },
    ]);
    expect(facets.workMode).toEqual([
      { value: 'remote', count: 2 },
      { value: 'hybrid', count: 0 },
      { value: 'onsite', count: 1 },
    ]);
  });

  it('sorts by job id, location and posted date, both ways', async () => {
    expect(await ids('sort=id&dir=asc')).toEqual([5001, 5002, 5003, 5004, 5005, 5006]);
    expect(await ids('sort=id&dir=desc')).toEqual([5006, 5005, 5004, 5003, 5002, 5001]);
    // Location ignores case; equal locations keep the newest first.
    expect(await ids('sort=location')).toEqual([5003, 5005, 5004, 5001, 5006, 5002]);
    expect(await ids('sort=location&dir=desc')).toEqual([5006, 5002, 5001, 5004, 5005, 5003]);
    expect(await ids('sort=posted')).toEqual([5002, 5004, 5005, 5001, 5003, 5006]);
    expect(await ids('sort=posted&dir=asc')).toEqual([5006, 5003, 5001, 5005, 5004, 5002]);
  });

  it('pages, and shows the last page for a page past the end', async () => {
    const second = await page('pageSize=2&page=2');
    expect(second.items.map((item) => item.REQ_ID)).toEqual([5004, 5003]);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2, pageCount: 3 });
    const past = await page('pageSize=2&page=99');
    expect(past.page).toBe(3);
    expect(past.items.map((item) => item.REQ_ID)).toEqual([5002, 5001]);
    const none = await page('q=nothingmatches');
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it.each([
    ['page=0', 'page', 'must be a whole number from 1 to 100000'],
    ['page=-1', 'page', 'must be a whole number'],
    ['page=1.5', 'page', 'must be a whole number'],
    ['page=two', 'page', 'must be a whole number'],
    ['pageSize=101', 'pageSize', 'must be a whole number from 1 to 100'],
    ['type=temporary', 'type', 'must be one of all, contractual, permanent'],
    ['workMode=office', 'workMode', 'must be one of remote, hybrid, onsite'],
    ['sort=title', 'sort', 'must be one of id, location, posted'],
    ['dir=up', 'dir', 'must be one of asc, desc'],
    ['country=USA', 'country', 'must be a two-letter country code'],
    [`q=${'a'.repeat(101)}`, 'q', 'must be at most 100 characters'],
  ])('answers 400 for %s, naming the parameter', async (qs, field, message) => {
    const res = await query(qs);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; field?: string }>();
    expect(body.field).toBe(field);
    expect(body.message).toContain(`${field}: ${message}`);
  });

  it('suggests open openings like a job: title words first, then country and type', async () => {
    const similar = async (id: number) =>
      (await t.app.inject({ url: `/api/staffing/openings/${id}/similar` })).json<{ REQ_ID: number }[]>();
    expect((await similar(5001)).map((o) => o.REQ_ID)).toEqual([5005, 5006, 5002, 5003]);
    expect(await similar(999)).toEqual([]);
    expect((await t.app.inject({ url: '/api/staffing/openings/abc/similar' })).statusCode).toBe(400);
  });

  it('shows a change at once when it is announced, and forgets words an opening no longer has', async () => {
    expect(await ids('q=blockchain')).toEqual([]);
    await importOpenings(
      t.app.db,
      t.app.dialect,
      [opening(5001, 'Blockchain Developer', 'Overland Park, KS', 'Contract', 'Hybrid', 'US', '2026-10-01')],
      t.app.openingsChanged,
    );
    expect(await ids('q=blockchain')).toEqual([5001]);
    expect(await ids('q=java%20developer')).toEqual([]);
    await importOpenings(t.app.db, t.app.dialect, OPENINGS, t.app.openingsChanged);
    expect(await ids('q=java%20developer')).toEqual([5001]);
  });
});
