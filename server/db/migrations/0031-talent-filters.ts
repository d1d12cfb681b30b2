/**
 * SQLite: the talent search's filter columns in a narrow table of their own, `talent_filters`, one
 * row per talent row (same `seq`), kept in step by triggers. A talent row carries its resume's text
 * in the middle, and most of each row spills into overflow pages: filtering or counting 15,000
 * rows ("Maharashtra, 5+ years") read into every one of those resumes. The narrow rows hold only
 * what the filters read (location parts, skills and tags lists, years, work authorisation,
 * availability, pay, source, last activity, the person for pool membership) and are indexed for the
 * orders the search reads them in. PostgreSQL keeps long text out of line (TOAST) already: nothing
 * to do there.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';

export const TALENT_FILTER_COLUMNS = [
  'person_id',
  'phone_e164',
  'city',
  'state',
  'country',
  'skills',
  'tags',
  'years_experience',
  'work_authorization',
  'available_from',
  'expected_pay',
  'pay_unit',
  'source',
  'last_activity_at',
] as const;

const columns = TALENT_FILTER_COLUMNS.join(', ');
const values = (row: 'new' | 'talent') => TALENT_FILTER_COLUMNS.map((column) => `${row}.${column}`).join(', ');

/** Fills `talent_filters` from `talent` again (after a bulk load that set the triggers aside). */
export const refillTalentFilters = async (db: Kysely<unknown>) => {
  await sql.raw('delete from talent_filters').execute(db);
  await sql.raw(`insert into talent_filters (seq, ${columns}) select seq, ${values('talent')} from talent`).execute(db);
};

export const talentFilters = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createTable('talent_filters')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('phone_e164', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('country', 'text')
      .addColumn('skills', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('years_experience', 'real')
      .addColumn('work_authorization', 'text')
      .addColumn('available_from', 'text')
      .addColumn('expected_pay', 'real')
      .addColumn('pay_unit', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('last_activity_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('talent_filters_activity').on('talent_filters').column('last_activity_at').execute();
    await db.schema.createIndex('talent_filters_region').on('talent_filters').columns(['state', 'country']).execute();
    await sql
      .raw(
        `create trigger talent_filters_insert after insert on talent begin insert into talent_filters (seq, ${columns}) values (new.seq, ${values('new')}); end`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger talent_filters_delete after delete on talent begin delete from talent_filters where seq = old.seq; end',
      )
      .execute(db);
    await sql
      .raw(
        `create trigger talent_filters_update after update of ${columns} on talent begin update talent_filters set ${TALENT_FILTER_COLUMNS.map((column) => `${column} = new.${column}`).join(', ')} where seq = new.seq; end`,
      )
      .execute(db);
    await refillTalentFilters(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'sqlite') return;
    for (const trigger of ['talent_filters_insert', 'talent_filters_delete', 'talent_filters_update']) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await db.schema.dropTable('talent_filters').ifExists().execute();
  },
});
