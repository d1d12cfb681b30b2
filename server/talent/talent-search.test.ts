/**
 * The search's bounds, on both databases: a count above 1,000 is reported as capped; relevance ranks
 * the newest 2,000 matches only (an older, better match is not on the first page), and a longer
 * read (an export) continues past them with the older matches, newest first; a kept answer
 * (./search-cache.ts) is used until the talent search version moves.
 */
import { beforeAll, expect, it } from 'vitest';
import type { TalentQuery } from '#contracts/admin/talent';
import { describeEachDatabase } from '../test-support/each-database';
import { talentRow } from '../test-support/talent-row';
import { searchCache } from './search-cache';
import { COUNT_CAP, RANK_WINDOW, searchTalent } from './talent-search';

const OLD = 100;

// The oldest rows are the best matches: "kafka" in the name, the headline, the skills and the resume.
const row = (n: number) =>
  talentRow(
    n,
    n < OLD
      ? {
          name: `Kafka Person ${n}`,
          headline: 'Kafka engineer',
          skills: '|kafka|java|',
          years_experience: n % 2 === 0 ? 8 : 2,
          resume_text: 'Kafka streams, Kafka connect, Kafka everywhere.',
        }
      : { years_experience: n % 2 === 0 ? 8 : 2 },
  );

describeEachDatabase('talent search bounds', (t) => {
  const base: TalentQuery = { sort: 'relevance', page: 1, pageSize: 25 };
  const find = (query: Partial<TalentQuery>, options?: { limit?: number; offset?: number }) =>
    searchTalent(t.app.db, t.app.dialect, { ...base, ...query }, options);
  const numberOf = (personId: string) => Number(personId.slice('person-'.length));

  beforeAll(async () => {
    const all = Array.from({ length: OLD + RANK_WINDOW + 50 }, (_, n) => row(n));
    await t.app.db.transaction().execute(async (trx) => {
      for (let start = 0; start < all.length; start += 25) {
        await trx
          .insertInto('talent')
          .values(all.slice(start, start + 25))
          .execute();
      }
    });
  }, 60_000);

  it('reports a count above 1,000 as capped, and an exact count below it', async () => {
    const many = await find({ q: 'kafka' });
    expect(many.total).toBe(COUNT_CAP);
    expect(many.totalCapped).toBe(true);
    const filtered = await find({ location: 'Maharashtra', minYears: 5 });
    expect(filtered.totalCapped).toBe(true);
    const few = await find({ q: 'kafka streams' });
    expect([few.total, few.totalCapped]).toEqual([OLD, false]);
  });

  it('ranks the newest 2,000 matches; older matches follow, newest first', async () => {
    const first = await find({ q: 'kafka' });
    expect(first.rows).toHaveLength(25);
    // The better matches are older than the window: none of them is ranked onto the first page.
    for (const hit of first.rows) expect(numberOf(hit.person_id)).toBeGreaterThanOrEqual(150);

    const all = await find({ q: 'kafka' }, { limit: OLD + RANK_WINDOW + 50, offset: 0 });
    const numbers = all.rows.map((hit) => numberOf(hit.person_id));
    expect(numbers).toHaveLength(OLD + RANK_WINDOW + 50);
    expect(new Set(numbers.slice(0, RANK_WINDOW))).toEqual(
      new Set(Array.from({ length: RANK_WINDOW }, (_, i) => OLD + 50 + i)),
    );
    expect(numbers.slice(RANK_WINDOW)).toEqual(Array.from({ length: OLD + 50 }, (_, i) => OLD + 49 - i));

    // A page that straddles the window's end continues with the older matches.
    const straddle = await find({ q: 'kafka' }, { limit: 10, offset: RANK_WINDOW - 5 });
    expect(straddle.rows.map((hit) => numberOf(hit.person_id)).slice(5)).toEqual([149, 148, 147, 146, 145]);
  });

  it('ranks every match when they are fewer than the window: the best first', async () => {
    // 1,075 matches with 5+ years: the window holds the newest 2,000, so all of them, the old best ones
    // first; with a location (its rows as one set) and without one (each match looked up).
    for (const filters of [{ minYears: 5, location: 'MH' }, { minYears: 5 }]) {
      const few = await find({ q: 'kafka', ...filters }, { limit: 5, offset: 0 });
      expect(few.rows).toHaveLength(5);
      for (const hit of few.rows) expect(numberOf(hit.person_id)).toBeLessThan(OLD);
      const count = await find({ q: 'kafka', ...filters });
      expect([count.total, count.totalCapped]).toEqual([COUNT_CAP, true]);
      const junior = await find({ ...filters, q: 'kafka', minYears: undefined, maxYears: 3 });
      expect(junior.rows).toHaveLength(25);
      expect(junior.rows.every((hit) => hit.years_experience === 2)).toBe(true);
    }
  });

  it('keeps an answer only while nothing that can change it is written; pages are slices of one kept window', async () => {
    const cache = searchCache(10);
    const kept = (query: Partial<TalentQuery>) =>
      searchTalent(t.app.db, t.app.dialect, { ...base, ...query }, {}, cache);
    expect((await kept({ q: 'zanzibar' })).total).toBe(0);
    expect((await kept({ q: 'zanzibar' })).total).toBe(0);
    expect(cache.size).toBe(1);

    await t.app.db
      .insertInto('talent')
      .values(talentRow(90_000, { resume_text: 'Payments in Zanzibar.' }))
      .execute();
    expect((await kept({ q: 'zanzibar' })).rows.map((hit) => hit.person_id)).toEqual(['person-90000']);
    await t.app.db
      .updateTable('talent')
      .set({ resume_text: 'Payments.' })
      .where('person_id', '=', 'person-90000')
      .execute();
    expect((await kept({ q: 'zanzibar' })).total).toBe(0);
    await t.app.db.deleteFrom('talent').where('person_id', '=', 'person-90000').execute();

    const pages = [await kept({ q: 'kafka' }), await kept({ q: 'kafka', page: 2 })];
    expect(cache.size).toBe(1);
    const fresh = [await find({ q: 'kafka' }), await find({ q: 'kafka', page: 2 })];
    expect(pages.map((page) => page.rows.map((hit) => hit.person_id))).toEqual(
      fresh.map((page) => page.rows.map((hit) => hit.person_id)),
    );
  });
});
