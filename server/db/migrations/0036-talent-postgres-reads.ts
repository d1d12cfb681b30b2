/**
 * PostgreSQL: how the talent search reads rows and filters by skills and tags.
 *
 * 1. The talent table's `toast_tuple_target` from 512 (migration 0031) to 1,024 bytes.
 *
 * At 512 the resume text and the search vector went out of line as intended, but a row was still
 * above 512 bytes after that, so PostgreSQL went on moving its next largest values out too: the
 * skills, tags, headline, location, name. Every filter on skills, every ranked window and every
 * page of results then fetched each row's small values one by one from TOAST. Measured at 100,000
 * candidates, for the 2,000 rows of a ranked window: reading those columns 97 ms → 3.5 ms, ts_rank
 * over the rows' vectors 135 ms → 10 ms. At 1,024 the two large values go out of line and the rest
 * of the row (~500 bytes) stays in it; the heap stays small (a resume's text never stays inline).
 *
 * Rows written before this migration keep their layout until rewritten (an update of their columns,
 * or `VACUUM FULL` does not: write the columns, e.g. `update talent set skills = skills || ''`).
 *
 * 2. The skills and tags filters by index: a GIN index over each list as an array of its lowercased
 *    entries (`talent_skill_entries`, `talent_tag_entries`). `'|Java|Spring Boot|'` is the array
 *    `{'', java, spring boot, ''}`, and `@> array['java']` holds exactly when `lower(skills) like
 *    '%|java|%'` does (an entry never holds a `|`): the same filter, from the index instead of
 *    reading every row (a skill and a work authorisation alone, newest first, read rows until 25
 *    matched: 140 ms at 100,000).
 *
 * SQLite has neither: its filters read the narrow `talent_filters` copy (migration 0031).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

/** A list column as the array its filter and its index read (the same expression in both). */
export const entriesArray = (column: 'skills' | 'tags') => `string_to_array(lower(${column}), '|')`;

export const talentPostgresReads = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`alter table talent set (toast_tuple_target = 1024)`.execute(db);
    await sql.raw(`create index talent_skill_entries on talent using gin ((${entriesArray('skills')}))`).execute(db);
    await sql.raw(`create index talent_tag_entries on talent using gin ((${entriesArray('tags')}))`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`drop index if exists talent_skill_entries`.execute(db);
    await sql`drop index if exists talent_tag_entries`.execute(db);
    await sql`alter table talent set (toast_tuple_target = 512)`.execute(db);
  },
});
