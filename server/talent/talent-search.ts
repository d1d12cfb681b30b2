/**
 * The talent search: one function, two databases. The query text is parsed once (./query.ts) and
 * translated to SQLite FTS5 or PostgreSQL tsquery (./full-text.ts); the filters are the same SQL on
 * both. Relevance: FTS5's bm25 with name and skills weighted over the resume text; PostgreSQL's
 * ts_rank over the weighted document (migration 0018). Recency: last activity, newest first.
 */
import { type RawBuilder, type Sql, sql } from 'kysely';
import type { TalentQuery } from '#contracts/admin/talent';
import type { Db, Dialect } from '../db/database';
import type { TalentTable } from '../db/schema';
import { talentSearchVersionOf } from '../db/migrations/0035-talent-search-version';
import { entriesArray } from '../db/migrations/0036-talent-postgres-reads';
import { FACET_YEARS_CAP, facetToken, talentFacetsPostgres, yearsToken } from '../db/migrations/0039-talent-facets';
import { toFts5, toTsquery } from './full-text';
import { type Place, placesOf, describePlaces } from './location-filter';
import { phoneKeysOf } from './phone-query';
import { type Node, parseQuery, splitTopLevel } from './query';
import type { CachedAnswer, SearchCache } from './search-cache';

export type TalentRow = Omit<TalentTable, 'seq'> & { seq: number };

export type SearchResult = {
  rows: TalentRow[];
  /** At most COUNT_CAP; `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  tree: Node | undefined;
  phone: string | null;
  locationReadAs: string | null;
};

type Fragment = RawBuilder<unknown> | Sql;
type Ranked = { seq: number | string; rank: number | string };

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** `%|java|%`, with LIKE's wildcards escaped. */
const entryPattern = (entry: string) => `%|${entry.replace(/[\\%_]/g, (char) => `\\${char}`)}|%`;

function placeCondition(place: Place) {
  const parts = [];
  if (place.city) parts.push(sql`lower(t.city) = ${place.city}`);
  if (place.state) parts.push(sql`t.state = ${place.state}`);
  if (place.country) parts.push(sql`t.country = ${place.country}`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** A place as the facet tokens it must all hold (migration 0039). */
const placeTokens = (dialect: Dialect, place: Place) => [
  ...(place.city ? [facetToken(dialect, 'city', place.city)] : []),
  ...(place.state ? [facetToken(dialect, 'state', place.state)] : []),
  ...(place.country ? [facetToken(dialect, 'country', place.country)] : []),
];

/**
 * The exact-match filters as facet tokens (migration 0039): every token in `all`, and from each of
 * `anyOf` one of its alternatives (an alternative: tokens it must all hold).
 */
type FacetQuery = { all: string[]; anyOf: string[][][] };

/** SQLite: the facet filters as one FTS5 MATCH expression over `talent_facets`. */
function facetMatch(facets: FacetQuery) {
  const and = (tokens: string[]) => tokens.map((token) => `"${token}"`).join(' AND ');
  return [
    ...facets.all.map((token) => `"${token}"`),
    ...facets.anyOf.map((group) => `(${group.map((tokens) => `(${and(tokens)})`).join(' OR ')})`),
  ].join(' AND ');
}

/** PostgreSQL: the facet filters over `talent t`'s tokens, by the GIN index of their expression. */
function facetConditions(facets: FacetQuery) {
  const where: Fragment[] = [];
  const held = sql.raw(talentFacetsPostgres('t'));
  if (facets.all.length > 0) where.push(sql`${held} @> ${facets.all}::text[]`);
  for (const group of facets.anyOf) {
    if (group.every((tokens) => tokens.length === 1)) where.push(sql`${held} && ${group.flat()}::text[]`);
    else
      where.push(
        sql`(${sql.join(
          group.map((tokens) => sql`${held} @> ${tokens}::text[]`),
          sql` or `,
        )})`,
      );
  }
  return where;
}

/**
 * The filters as SQL conditions over `talent t` (none: an empty list). With `withFacets`, those that
 * are exact matches (skills, tags, places, work authorisations, source, whole minimum years) are
 * answered by `facets` instead, each exactly as its condition would (migration 0039); the range
 * filters and the pool stay conditions, checked on the rows the facets find.
 */
function filtersOf(
  dialect: Dialect,
  query: TalentQuery,
  places: Place[],
  phoneKeys: string[] | undefined,
  withFacets: boolean,
): { where: Fragment[]; facets: FacetQuery | undefined } {
  const where: Fragment[] = [];
  const facets: FacetQuery = { all: [], anyOf: [] };
  if (phoneKeys) where.push(sql`t.phone_e164 in (${sql.join(phoneKeys)})`);
  // A list's entries: on PostgreSQL by the list's GIN index (migration 0036), the same test as the LIKE.
  for (const [column, kind, entries] of [
    ['skills', 'skill', listOf(query.skills)],
    ['tags', 'tag', listOf(query.tags)],
  ] as const) {
    for (const entry of entries) {
      // An entry with a bar would match two neighbouring entries by the LIKE: no token says that.
      if (withFacets && !entry.includes('|')) facets.all.push(facetToken(dialect, kind, entry));
      else if (dialect === 'postgres') where.push(sql`${sql.raw(entriesArray(column))} @> ${[entry]}::text[]`);
      else where.push(sql`lower(${sql.ref(`t.${column}`)}) like ${entryPattern(entry)} escape '\\'`);
    }
  }
  if (places.length > 0) {
    if (withFacets) facets.anyOf.push(places.map((place) => placeTokens(dialect, place)));
    else where.push(sql`(${sql.join(places.map(placeCondition), sql` or `)})`);
  }
  const auth = (query.auth ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (auth.length > 0) {
    if (withFacets) facets.anyOf.push(auth.map((value) => [facetToken(dialect, 'auth', value)]));
    else where.push(sql`t.work_authorization in (${sql.join(auth)})`);
  }
  if (query.availableBy) where.push(sql`(t.available_from is null or t.available_from <= ${query.availableBy})`);
  if (query.payMin !== undefined) where.push(sql`t.expected_pay >= ${query.payMin}`);
  if (query.payMax !== undefined) where.push(sql`t.expected_pay <= ${query.payMax}`);
  if (query.payUnit) where.push(sql`t.pay_unit = ${query.payUnit}`);
  const { minYears } = query;
  if (minYears !== undefined) {
    // A whole number of years from 1 is a token; 0 (any row with years) or a fraction reads the years.
    if (withFacets && Number.isInteger(minYears) && minYears >= 1 && minYears <= FACET_YEARS_CAP)
      facets.all.push(yearsToken(minYears));
    else where.push(sql`t.years_experience >= ${minYears}`);
  }
  if (query.maxYears !== undefined) where.push(sql`t.years_experience <= ${query.maxYears}`);
  if (query.activeSince) where.push(sql`t.last_activity_at >= ${query.activeSince}`);
  if (query.source) {
    if (withFacets) facets.all.push(facetToken(dialect, 'source', query.source));
    else where.push(sql`t.source = ${query.source}`);
  }
  if (query.pool) {
    where.push(
      sql`exists (select 1 from talent_pool_members m where m.person_id = t.person_id and m.pool_id = ${query.pool} and m.removed_at is null)`,
    );
  }
  const used = facets.all.length > 0 || facets.anyOf.length > 0;
  return { where, facets: used ? facets : undefined };
}

const COLUMNS = sql.raw(
  't.seq, t.person_id, t.name, t.email, t.phone, t.phone_e164, t.location, t.city, t.state, t.country, t.linkedin, t.headline, t.skills, t.tags, t.years_experience, t.work_authorization, t.available_from, t.current_pay, t.expected_pay, t.pay_unit, t.source, t.source_detail, t.owner_id, t.owner_name, t.resume_text, t.resume_key, t.resume_name, t.resume_type, t.created_at, t.updated_at, t.last_activity_at, t.last_contacted_at',
);

/**
 * Relevance is worked out over the newest matches only (docs/product.md, "Talent search"): ranking
 * every match of a common word (17,000 of 100,000 candidates for "kafka") cost more than the rest
 * of the search together. The ranked list is the newest `RANK_WINDOW` matches, best first; older
 * matches follow, newest first (only an export reaches them: the console pages through 1,000 at most).
 */
export const RANK_WINDOW = 2000;
/** A count above this is reported as "1,000+": counting stops at one more. */
export const COUNT_CAP = 1000;

/**
 * PostgreSQL, a text search: the matches are found in the GIN index and read by a bitmap scan,
 * never by walking a B-tree (the newest first, or the table in order) and testing each row's
 * vector. With a LIMIT the planner likes the walk, as it expects to stop early; but each row's
 * vector is read from TOAST to test it (a common word at 20,000 rows: 175 ms for the newest 2,000
 * matches, where the index finds them in 1 ms and the bitmap reads only heap pages). Not for a
 * phrase: the index cannot tell word order, so every row it proposes is read and tested anyway,
 * and the walk, which stops at the window's end, reads fewer of them.
 */
async function bitmapScans<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // Both settings in one round trip, for this transaction only.
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return run(trx);
  });
}

/**
 * Runs a search; throws QueryError (./query.ts) for a query it cannot read. With a cache, an answer
 * found under the current talent search version is reused (./search-cache.ts); `options.version` is
 * that version when the caller has just read it.
 */
export async function searchTalent(
  db: Db,
  dialect: Dialect,
  query: TalentQuery,
  options: { limit?: number; offset?: number; count?: boolean; version?: number } = {},
  cache?: SearchCache,
): Promise<SearchResult> {
  const text = query.q ?? '';
  const phoneKeys = phoneKeysOf(text);
  const tree = phoneKeys ? undefined : parseQuery(text);
  const places = query.location ? placesOf(query.location) : [];
  // The filters tested row by row (`filters`), and the same with the exact matches answered by the
  // facet index instead (`facets`, the others in `rest`; migration 0039). A phone search finds its
  // few rows by the phone index and tests them as they are.
  const filters = filtersOf(dialect, query, places, phoneKeys, false).where;
  const { where: rest, facets } = phoneKeys
    ? { where: filters, facets: undefined }
    : filtersOf(dialect, query, places, phoneKeys, true);
  const { include, exclude } = tree ? splitTopLevel(tree) : {};
  const limit = options.limit ?? query.pageSize;
  const offset = options.offset ?? (query.page - 1) * query.pageSize;

  // Two steps: which rows (their `seq` only, sorted and cut to the page), then those rows' columns.
  // Sorting whole rows would carry every match's resume text through the sort. In SQLite the
  // filters read `talent_filters` (migration 0031), the narrow copy of the filter columns, never
  // the wide row with the resume text; a phone search reads the talent row by its phone index.
  const filterTable = dialect === 'sqlite' && !phoneKeys ? sql`talent_filters` : sql`talent`;
  // The matches: `select <seq> from <from> where <where>`.
  let from: Fragment;
  let seq: Fragment = sql`t.seq`;
  let rank: Fragment | undefined;
  const where: Fragment[] = [];
  const pgExclude = exclude ? [sql`not (t.search @@ to_tsquery('english', ${toTsquery(exclude)}))`] : [];
  if (dialect === 'sqlite') {
    if (include) {
      from = sql`talent_search`;
      seq = sql`talent_search.rowid`;
      where.push(sql`talent_search match ${toFts5(include)}`);
      if (facets) {
        // The facets' rows as one set each full-text match is checked against (one look-up in the
        // facet index, not one per match); the other filters on each match's narrow row.
        where.push(
          sql`+talent_search.rowid in (select rowid from talent_facets where talent_facets match ${facetMatch(facets)})`,
        );
        if (rest.length > 0)
          where.push(
            sql`exists (select 1 from ${filterTable} t where t.seq = talent_search.rowid and ${sql.join(rest, sql` and `)})`,
          );
      } else if (filters.length > 0) {
        // Filters with no index to find their rows by (pay, availability, …): each match is looked
        // up by its `seq` instead, and the reading stops once the window and the count are full
        // (building the set read all 100,000 narrow rows: ~150 ms).
        where.push(
          sql`exists (select 1 from ${filterTable} t where t.seq = talent_search.rowid and ${sql.join(filters, sql` and `)})`,
        );
      }
      rank = sql`bm25(talent_search, 10.0, 4.0, 8.0, 6.0, 2.0, 1.0)`;
    } else if (facets) {
      // The facet index finds the rows (the MATCH first: CROSS JOIN keeps that order), their narrow
      // rows are read for the other filters.
      from = sql`talent_facets cross join ${filterTable} t on t.seq = talent_facets.rowid`;
      where.push(sql`talent_facets match ${facetMatch(facets)}`, ...rest);
    } else {
      from = sql`${filterTable} t`;
      where.push(...filters);
    }
    if (exclude)
      where.push(sql`${seq} not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`);
  } else {
    from = sql`talent t`;
    // The facet index answers filters alone (counted, then at most a thousand rows sorted; see the
    // page below). With a text search the rows come from its own index, and the filters test the
    // rows it yields as they are: a recheck of those rows would work out each row's tokens again.
    where.push(...(facets && !include ? [...rest, ...facetConditions(facets)] : filters));
    if (include) {
      where.push(sql`t.search @@ to_tsquery('english', ${toTsquery(include)})`);
      // ts_rank is higher for better matches; the order below is ascending, as bm25's is.
      rank = sql`-ts_rank(w.search, to_tsquery('english', ${toTsquery(include)}))`;
    }
    where.push(...pgExclude);
  }
  const condition = where.length ? sql.join(where, sql` and `) : sql`1 = 1`;

  const pgBitmap = dialect === 'postgres' && include !== undefined && !toTsquery(include).includes('<->');
  const onIndex = <T>(run: (on: Db) => Promise<T>) => (pgBitmap ? bitmapScans(db, run) : run(db));
  const countQuery = (from: Fragment) =>
    sql<{
      count: string | number;
    }>`select count(*) as count from (select 1 from ${from} where ${condition} limit ${COUNT_CAP + 1}) matches`;

  // A kept answer is trusted under the version it was found under (./search-cache.ts); the version
  // is read before the search (or given, read by the caller before it), so a change written
  // meanwhile makes the next search look again.
  const version = cache ? (options.version ?? (await talentSearchVersionOf(db))) : 0;
  const kept = async (key: string, find: () => Promise<CachedAnswer>) => {
    const hit = cache?.get(key, version);
    if (hit) return hit;
    const answer = await find();
    cache?.set(key, version, answer);
    return answer;
  };
  const { page: _page, pageSize: _pageSize, ...searched } = query;

  let seqs: number[];
  let counted: number | undefined;
  if (rank && query.sort !== 'recent') {
    // One pass over the matches, newest first: the window (the newest RANK_WINDOW matches, the
    // filters checked there once) with each row's rank worked out as it is read — FTS5's bm25 from
    // the position lists it is reading anyway, ts_rank from the window's vectors only (the inner
    // query cuts the window before any vector is read). The window answers the count too: it holds
    // more than 1,000, or every match. Best first is then a sort of at most 2,000 numbers here, and
    // the ranked window is what is kept: every page of the search is then a slice of it.
    const windowQuery =
      dialect === 'sqlite'
        ? sql<Ranked>`select ${seq} as seq, ${rank} as rank from ${from} where ${condition} order by ${seq} desc limit ${RANK_WINDOW}`
        : sql<Ranked>`select w.seq, ${rank} as rank from (select ${seq} as seq, t.search from ${from} where ${condition} order by ${seq} desc limit ${RANK_WINDOW}) w`;
    const ranked = await kept(`ranked ${JSON.stringify(searched)}`, async () => {
      const window = (await onIndex((on) => windowQuery.execute(on))).rows.map((row) => ({
        seq: Number(row.seq),
        rank: Number(row.rank),
      }));
      window.sort((a, b) => a.rank - b.rank || b.seq - a.seq);
      return { seqs: Int32Array.from(window, (row) => row.seq), counted: window.length };
    });
    counted = ranked.counted;
    seqs = Array.from(ranked.seqs.subarray(offset, offset + limit));
    // Past the window (an export of more rows than it holds): the older matches, newest first.
    const edge = ranked.seqs.length === RANK_WINDOW ? Math.min(...ranked.seqs) : undefined;
    if (edge !== undefined && seqs.length < limit) {
      const rest = await onIndex((on) =>
        sql<{
          seq: number;
        }>`select ${seq} as seq from ${from} where ${condition} and ${seq} < ${edge} order by ${seq} desc limit ${limit - seqs.length} offset ${Math.max(0, offset - RANK_WINDOW)}`.execute(
          on,
        ),
      );
      seqs.push(...rest.rows.map((row) => Number(row.seq)));
    }
  } else {
    const excludeCondition = exclude
      ? [sql`t.seq not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`]
      : [];
    // Newest first: the activity index read from its end, each entry checked against the matches
    // and the filters, until the page is full (SQLite would otherwise sort every match).
    const activityWalk = (matches: Fragment[]) =>
      sql<{
        seq: number;
      }>`select t.seq as seq from ${filterTable} t indexed by talent_filters_activity where ${sql.join([...matches, ...filters, ...excludeCondition], sql` and `)} order by t.last_activity_at desc, t.seq desc limit ${limit} offset ${offset}`;
    const ordered = (source: Fragment) =>
      sql<{
        seq: number;
      }>`select ${seq} as seq from ${source} where ${condition} order by t.last_activity_at desc, t.seq desc limit ${limit} offset ${offset}`;
    const counting = () => onIndex((on) => countQuery(from).execute(on));
    const answer = await kept(`page ${JSON.stringify([searched, limit, offset, options.count])}`, async () => {
      let page: { rows: { seq: number }[] };
      let count: { rows: { count: string | number }[] } | undefined;
      if (dialect === 'sqlite' && include) {
        [page, count] = await Promise.all([
          activityWalk([
            sql`t.seq in (select rowid from talent_search where talent_search match ${toFts5(include)})`,
          ]).execute(db),
          options.count === false ? Promise.resolve(undefined) : counting(),
        ]);
      } else if (facets && !include) {
        // The facet index counts the matches first (up to one more than the cap). A thousand or
        // fewer are read from it and sorted; more are common enough that the activity walk, testing
        // each row as the filters read it, fills the page after a few rows (a sort would read every
        // one of them). PostgreSQL's planner would walk the activity index for a few too (it
        // expects them spread evenly), working out each row's tokens for thousands of rows: there
        // they are read from the index by bitmap only (`bitmapScans` above), collected first (a
        // materialised CTE), then sorted.
        count = await countQuery(from).execute(db);
        const few = Number(count.rows[0]?.count ?? 0) <= COUNT_CAP;
        if (dialect === 'sqlite') page = await (few ? ordered(from) : activityWalk([])).execute(db);
        else if (few)
          page = await bitmapScans(db, (on) =>
            sql<{
              seq: number;
            }>`with m as materialized (select t.seq, t.last_activity_at from talent t where ${condition}) select seq from m order by last_activity_at desc, seq desc limit ${limit} offset ${offset}`.execute(
              on,
            ),
          );
        else
          page = await sql<{
            seq: number;
          }>`select t.seq as seq from talent t where ${sql.join([...filters, ...pgExclude], sql` and `)} order by t.last_activity_at desc, t.seq desc limit ${limit} offset ${offset}`.execute(
            db,
          );
        if (options.count === false) count = undefined;
      } else {
        // Counted up to one more than the cap: "1,000+" needs no more.
        const source = dialect === 'sqlite' && !phoneKeys ? sql`${from} indexed by talent_filters_activity` : from;
        [page, count] = await Promise.all([
          ordered(source).execute(db),
          options.count === false ? Promise.resolve(undefined) : counting(),
        ]);
      }
      return {
        seqs: Int32Array.from(page.rows, (row) => Number(row.seq)),
        counted: count ? Number(count.rows[0]?.count ?? 0) : undefined,
      };
    });
    seqs = Array.from(answer.seqs);
    counted = answer.counted;
  }

  const found = seqs.length
    ? (await sql<TalentRow>`select ${COLUMNS} from talent t where t.seq in (${sql.join(seqs)})`.execute(db)).rows
    : [];
  const bySeq = new Map(found.map((row) => [Number(row.seq), row]));
  const rows = seqs.map((n) => bySeq.get(n)).filter((row): row is TalentRow => row !== undefined);
  const total = counted ?? rows.length;
  return {
    rows,
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    tree,
    phone: phoneKeys ? (phoneKeys.find((key) => key.startsWith('+')) ?? null) : null,
    locationReadAs: places.length > 0 ? describePlaces(places) : null,
  };
}
