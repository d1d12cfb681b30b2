/**
 * The talent search's exact-match filters by an index: each talent row carries a set of facet
 * tokens (one per skill, tag, work authorisation, source, state, country, city, and one per year of
 * experience up to 40), and a search's exact filters become a look-up of those tokens' lists
 * instead of reading every row and testing it (a skill, a source and a year count together, with no
 * index to find them by, read and tested up to 100,000 narrow rows: ~130 ms at 100,000 candidates).
 *
 * A token is a two-letter kind and the value: a skill "Spring Boot" is `sk` + "spring boot" on
 * PostgreSQL (an array element holds any text), `sk` + hex("spring boot") on SQLite, where the
 * UTF-8 bytes in hexadecimal keep every value one FTS5 token whatever it holds (spaces, hyphens,
 * dots, accents). The two letters keep the kinds apart. The value is the one each
 * filter compares today, as each database reads it: the list entries and the city lowercased by the
 * database's own `lower()` (SQLite's lowers only ASCII letters, as the LIKE it replaces did), the
 * rest as written (the filters compare them exactly). The years: a row with 9 years has `yg1` …
 * `yg9`, so "at least N years" is the one token `ygN` for a whole N from 1 to 40.
 *
 * - SQLite: an FTS5 table `talent_facets(tokens)`, rowid = the talent row's `seq`, kept by triggers
 *   on `talent` (in the row's own transaction; not on `talent_filters`, which 0031's down drops
 *   with its triggers) and filled from `talent_filters` (migration 0031). Contentless: nothing reads
 *   the tokens back (the values are in `talent_filters`), so only the index is stored;
 *   `contentless_delete` lets the triggers delete by rowid. No positions either (`detail=none`): a
 *   search only asks which rows hold a token. The tokens are built in SQL by `facetTokensSqlite` (a
 *   trigger cannot call the server's code).
 * - PostgreSQL: a GIN index over the expression `talent_facets_of(skills, …)` (the same tokens built
 *   in SQL), asked with that expression, as migration 0036 indexes the skills. Not a stored column
 *   kept by a trigger: the index is all the search reads, a column would add ~100-800 bytes to every
 *   row (pushing a row's small values out of line past `toast_tuple_target`, which 0036 set so they
 *   stay in it) and filling it would rewrite every row of the table once.
 *
 * The query side builds the tokens with `facetToken` / `yearsToken` below; a test checks both sides
 * agree on awkward values.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

/** `minYears` up to this is one token; above it (rare), the filter reads the years as before. */
export const FACET_YEARS_CAP = 40;

export type FacetKind = 'skill' | 'tag' | 'auth' | 'source' | 'state' | 'country' | 'city';

const PREFIX: Record<FacetKind, string> = {
  skill: 'sk',
  tag: 'tg',
  auth: 'au',
  source: 'so',
  state: 'st',
  country: 'co',
  city: 'ci',
};

/**
 * A facet's token as the search asks for it; `value` as the filter compares it (see above). SQLite's
 * are hexadecimal (one FTS5 token each); PostgreSQL's array elements hold any text, as written.
 */
export const facetToken = (dialect: Dialect, kind: FacetKind, value: string) =>
  `${PREFIX[kind]}${dialect === 'sqlite' ? Buffer.from(value, 'utf8').toString('hex') : value}`;

/** "At least `years` years" (a whole number from 1 to FACET_YEARS_CAP). */
export const yearsToken = (years: number) => `yg${years}`;

const yearsJson = `[${Array.from({ length: FACET_YEARS_CAP }, (_, i) => i + 1).join(',')}]`;

/**
 * SQLite: a row's tokens, space-separated, from the columns of `row` (a `talent` or `talent_filters`
 * row: `new` in a trigger, an alias in a select). A list ('|Java|Spring Boot|') becomes a JSON array by
 * quoting it and cutting at its bars (a bar is never part of JSON's escapes); its entries are the
 * pieces between the first and last bar, the pieces `like '%|java|%'` could match.
 */
export const facetTokensSqlite = (row: string) => {
  const list = (column: 'skills' | 'tags', prefix: string) => {
    const array = `('[' || replace(json_quote(lower(${row}.${column})), '|', '","') || ']')`;
    return `(select group_concat('${prefix}' || lower(hex(value)), ' ') from json_each(${array}) where key > 0 and key < json_array_length(${array}) - 1 and value <> '')`;
  };
  const single = (expression: string, prefix: string) =>
    `case when ${expression} <> '' then '${prefix}' || lower(hex(${expression})) end`;
  return `concat_ws(' ', ${[
    list('skills', PREFIX.skill),
    list('tags', PREFIX.tag),
    single(`${row}.work_authorization`, PREFIX.auth),
    single(`${row}.source`, PREFIX.source),
    single(`${row}.state`, PREFIX.state),
    single(`${row}.country`, PREFIX.country),
    single(`lower(${row}.city)`, PREFIX.city),
    `(select group_concat('yg' || value, ' ') from json_each('${yearsJson}') where value <= ${row}.years_experience)`,
  ].join(', ')})`;
};

/**
 * PostgreSQL: the same tokens, from every piece of the lists' `string_to_array` (its list filter
 * reads those, 0036). One expression with no subquery, so the planner inlines it: worked out on a
 * row (a recheck, a row the index did not pick) it costs a few µs, where a function of subqueries
 * cost ~90 µs a row. Each list's pieces get their kind by putting the two letters after every bar;
 * the empty pieces and values left as bare two letters (or nulls) are taken out. Immutable, as an
 * index expression must be.
 */
const postgresFunction = () => {
  const years = `(array[${Array.from({ length: FACET_YEARS_CAP }, (_, i) => `'${yearsToken(i + 1)}'`).join(',')}])`;
  const tokens = [
    `string_to_array('${PREFIX.skill}' || replace(lower(skills), '|', '|${PREFIX.skill}'), '|')`,
    `string_to_array('${PREFIX.tag}' || replace(lower(tags), '|', '|${PREFIX.tag}'), '|')`,
    `array['${PREFIX.auth}' || work_authorization, '${PREFIX.source}' || source, '${PREFIX.state}' || state, '${PREFIX.country}' || country, '${PREFIX.city}' || lower(city)]`,
    // A slice past the array's end stops at its end; a null bound (no years) gives null, no tokens.
    `${years}[1:floor(years)::int]`,
  ].join(' || ');
  const bare = [null, ...Object.values(PREFIX)].reduce(
    (expression, value) => `array_remove(${expression}, ${value === null ? 'null' : `'${value}'`})`,
    `(${tokens})`,
  );
  return `create function talent_facets_of(skills text, tags text, work_authorization text, source text,
    state text, country text, city text, years double precision) returns text[] language sql immutable parallel safe
    as $body$ select coalesce(${bare}, '{}') $body$`;
};

const FACET_COLUMNS = 'skills, tags, work_authorization, source, state, country, city, years_experience';
/** PostgreSQL: a talent row's tokens, the expression its index holds and the search asks (`t`: the row's alias). */
export const talentFacetsPostgres = (row?: string) =>
  `talent_facets_of(${FACET_COLUMNS.split(', ')
    .map((column) => (row ? `${row}.${column}` : column))
    .join(', ')})`;

const SQLITE_TRIGGERS = ['talent_facets_insert', 'talent_facets_delete', 'talent_facets_update'];

/**
 * Fills `talent_facets` again (SQLite; after a bulk load that set the triggers aside), from the
 * narrow `talent_filters` copy of the same columns (reading `talent` would read every resume).
 */
export const refillTalentFacets = async (db: Kysely<unknown>) => {
  await sql.raw(`insert into talent_facets(talent_facets) values('delete-all')`).execute(db);
  await sql
    .raw(`insert into talent_facets(rowid, tokens) select t.seq, ${facetTokensSqlite('t')} from talent_filters t`)
    .execute(db);
  await sql.raw(`insert into talent_facets(talent_facets) values('optimize')`).execute(db);
};

export const talentFacets = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql.raw(postgresFunction()).execute(db);
      await sql.raw(`create index talent_facets on talent using gin ((${talentFacetsPostgres()}))`).execute(db);
      // The planner's estimates for the tokens come from the index expression's statistics.
      await sql`analyze talent`.execute(db);
      return;
    }
    await sql
      .raw(
        `create virtual table talent_facets using fts5(tokens, content='', contentless_delete=1, detail=none, tokenize='unicode61 remove_diacritics 0')`,
      )
      .execute(db);
    const add = `insert into talent_facets(rowid, tokens) values (new.seq, ${facetTokensSqlite('new')});`;
    const remove = 'delete from talent_facets where rowid = old.seq;';
    await sql.raw(`create trigger talent_facets_insert after insert on talent begin ${add} end`).execute(db);
    await sql.raw(`create trigger talent_facets_delete after delete on talent begin ${remove} end`).execute(db);
    await sql
      .raw(
        `create trigger talent_facets_update after update of seq, ${FACET_COLUMNS} on talent begin ${remove} ${add} end`,
      )
      .execute(db);
    await refillTalentFacets(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`drop index if exists talent_facets`.execute(db);
      await sql
        .raw(`drop function if exists talent_facets_of(text, text, text, text, text, text, text, double precision)`)
        .execute(db);
      return;
    }
    for (const trigger of SQLITE_TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    await sql.raw('drop table if exists talent_facets').execute(db);
  },
});
