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

/** The filters as SQL conditions over `talent t` (none: an empty list). */
function filtersOf(dialect: Dialect, query: TalentQuery, places: Place[], phoneKeys: string[] | undefined) {
  const where: Fragment[] = [];
  if (phoneKeys) where.push(sql`t.phone_e164 in (${sql.join(phoneKeys)})`);
  // A list's entries: on PostgreSQL by the list's GIN index (migration 0036), the same test as the LIKE.
  for (const [column, entries] of [
    ['skills', listOf(query.skills)],
    ['tags', listOf(query.tags)],
  ] as const) {
    if (entries.length === 0) continue;
    if (dialect === 'postgres') where.push(sql`${sql.raw(entriesArray(column))} @> ${entries}::text[]`);
    else
      for (const entry of entries)
        where.push(sql`lower(${sql.ref(`t.${column}`)}) like ${entryPattern(entry)} escape '\\'`);
  }
  if (places.length > 0) where.push(sql`(${sql.join(places.map(placeCondition), sql` or `)})`);
  const auth = (query.auth ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (auth.length > 0) where.push(sql`t.work_authorization in (${sql.join(auth)})`);
  if (query.availableBy) where.push(sql`(t.available_from is null or t.available_from <= ${query.availableBy})`);
  if (query.payMin !== undefined) where.push(sql`t.expected_pay >= ${query.payMin}`);
  if (query.payMax !== undefined) where.push(sql`t.expected_pay <= ${query.payMax}`);
  if (query.payUnit) where.push(sql`t.pay_unit = ${query.payUnit}`);
  if (query.minYears !== undefined) where.push(sql`t.years_experience >= ${query.minYears}`);
  if (query.maxYears !== undefined) where.push(sql`t.years_experience <= ${query.maxYears}`);
  if (query.activeSince) where.push(sql`t.last_activity_at >= ${query.activeSince}`);
  if (query.source) where.push(sql`t.source = ${query.source}`);
  if (query.pool) {
    where.push(
      sql`exists (select 1 from talent_pool_members m where m.person_id = t.person_id and m.pool_id = ${query.pool} and m.removed_at is null)`,
    );
  }
  return where;
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
  const filters = filtersOf(dialect, query, places, phoneKeys);
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
  if (dialect === 'sqlite') {
    if (include) {
      from = sql`talent_search`;
      seq = sql`talent_search.rowid`;
      where.push(sql`talent_search match ${toFts5(include)}`);
      if (places.length > 0) {
        // A location: the rows it keeps, found by the region index, as one set each full-text match
        // is checked against (not one FTS lookup per filtered row).
        where.push(
          sql`+talent_search.rowid in (select t.seq from ${filterTable} t where ${sql.join(filters, sql` and `)})`,
        );
      } else if (filters.length > 0) {
        // Other filters have no index to find their rows by (skills, years, …): each match is looked
        // up by its `seq` instead, and the reading stops once the window and the count are full
        // (building the set read all 100,000 narrow rows: ~150 ms).
        where.push(
          sql`exists (select 1 from ${filterTable} t where t.seq = talent_search.rowid and ${sql.join(filters, sql` and `)})`,
        );
      }
      rank = sql`bm25(talent_search, 10.0, 4.0, 8.0, 6.0, 2.0, 1.0)`;
    } else {
      from = sql`${filterTable} t`;
      where.push(...filters);
    }
    if (exclude)
      where.push(sql`${seq} not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`);
  } else {
    from = sql`talent t`;
    where.push(...filters);
    if (include) {
      where.push(sql`t.search @@ to_tsquery('english', ${toTsquery(include)})`);
      // ts_rank is higher for better matches; the order below is ascending, as bm25's is.
      rank = sql`-ts_rank(w.search, to_tsquery('english', ${toTsquery(include)}))`;
    }
    if (exclude) where.push(sql`not (t.search @@ to_tsquery('english', ${toTsquery(exclude)}))`);
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
    let pageQuery: Fragment;
    // Newest first: the activity index read from its end, each entry checked against the matches
    // and the filters, until the page is full (SQLite would otherwise sort every match).
    if (dialect === 'sqlite' && include) {
      const recentWhere = [
        sql`t.seq in (select rowid from talent_search where talent_search match ${toFts5(include)})`,
        ...filters,
        ...(exclude
          ? [sql`t.seq not in (select rowid from talent_search where talent_search match ${toFts5(exclude)})`]
          : []),
      ];
      pageQuery = sql`select t.seq as seq from ${filterTable} t indexed by talent_filters_activity where ${sql.join(recentWhere, sql` and `)} order by t.last_activity_at desc, t.seq desc limit ${limit} offset ${offset}`;
    } else {
      const byActivity = dialect === 'sqlite' && !phoneKeys ? sql`${from} indexed by talent_filters_activity` : from;
      pageQuery = sql`select ${seq} as seq from ${byActivity} where ${condition} order by t.last_activity_at desc, t.seq desc limit ${limit} offset ${offset}`;
    }
    // Counted up to one more than the cap: "1,000+" needs no more.
    const countFrom = dialect === 'sqlite' && !include ? sql`${filterTable} t` : from;
    const answer = await kept(`page ${JSON.stringify([searched, limit, offset, options.count])}`, async () => {
      const [page, count] = await Promise.all([
        sql<{ seq: number }>`${pageQuery}`.execute(db),
        options.count === false ? Promise.resolve(undefined) : onIndex((on) => countQuery(countFrom).execute(on)),
      ]);
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
