/**
 * Two more summaries for the reports (server/admin/reports/report-facts.ts), beside migration 0030's:
 * - `report_activity_weeks`: per week (its Monday, UTC), person and requirement country, the sums of
 *   that week's `report_activity_days` rows, so the activity report reads a range's whole weeks as one
 *   row per week and person instead of seven;
 * - `report_arrivals`: per application, when it arrived, its requirement and its source columns
 *   (utm_source, referrer): the narrow row a report's cohort reads, so no report visits the wide
 *   `candidates` rows (on PostgreSQL a covering index on `candidates` is not safe: the source
 *   columns, up to 500 characters each, can pass its index row limit).
 *
 * Triggers keep them in the same statement, so the same transaction, as the change that moves them:
 * the week rows follow every insert, update and delete of a day row (which 0030's triggers make as
 * history is written), a week row whose counts all fall to zero is removed (as a day row with nothing
 * in it is never kept); the arrival rows follow every insert, update and delete of an application.
 * The migration fills both from what is there, and its down drops them with their triggers.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';
import { createRowTriggers, dropRowTriggers, type RowTrigger } from '../row-triggers';

const COUNTERS = ['screened', 'submitted', 'interviews', 'offers', 'placed', 'other_moves', 'notes', 'mails'];
const KEY = 'week, by_id, country_uuid';

/** The Monday (UTC) of the week a YYYY-MM-DD day falls in, as YYYY-MM-DD. */
const mondayOf = (dialect: Dialect, day: string) =>
  dialect === 'sqlite'
    ? `date(${day}, '-' || ((cast(strftime('%w', ${day}) as integer) + 6) % 7) || ' days')`
    : `to_char(date_trunc('week', cast(${day} as date)), 'YYYY-MM-DD')`;

/** Adds (`sign` 1) or takes away (-1) day row `ref`'s counts to its week's row. */
function addToWeek(dialect: Dialect, ref: string, sign: 1 | -1): string {
  const least = dialect === 'sqlite' ? 'min' : 'least';
  return `insert into report_activity_weeks (${KEY}, by_name, ${COUNTERS.join(', ')})
    values (${mondayOf(dialect, `${ref}.day`)}, ${ref}.by_id, ${ref}.country_uuid, ${ref}.by_name,
      ${COUNTERS.map((column) => `${sign === 1 ? '' : '-'}${ref}.${column}`).join(', ')})
    on conflict (${KEY}) do update set
      by_name = ${least}(report_activity_weeks.by_name, excluded.by_name),
      ${COUNTERS.map((column) => `${column} = report_activity_weeks.${column} + excluded.${column}`).join(', ')}`;
}

/** Removes the week row of day row `ref` when nothing is left in it. */
const dropEmptyWeek = (dialect: Dialect, ref: string) =>
  `delete from report_activity_weeks where week = ${mondayOf(dialect, `${ref}.day`)} and by_id = ${ref}.by_id
     and country_uuid = ${ref}.country_uuid and ${COUNTERS.map((column) => `${column} = 0`).join(' and ')}`;

const triggers = (dialect: Dialect): RowTrigger[] => [
  {
    name: 'report_week_added',
    table: 'report_activity_days',
    event: 'insert',
    when: 'true',
    statements: [addToWeek(dialect, 'NEW', 1)],
  },
  {
    name: 'report_week_changed',
    table: 'report_activity_days',
    event: 'update',
    when: 'true',
    statements: [addToWeek(dialect, 'OLD', -1), addToWeek(dialect, 'NEW', 1), dropEmptyWeek(dialect, 'OLD')],
  },
  {
    name: 'report_week_removed',
    table: 'report_activity_days',
    event: 'delete',
    when: 'true',
    statements: [addToWeek(dialect, 'OLD', -1), dropEmptyWeek(dialect, 'OLD')],
  },
  {
    name: 'report_arrival_added',
    table: 'candidates',
    event: 'insert',
    when: 'true',
    statements: [
      `insert into report_arrivals (application_id, created_at, requirement_uuid, utm_source, referrer)
         values (NEW.uuid, NEW.created_at, NEW.requirement_uuid, NEW.utm_source, NEW.referrer)`,
    ],
  },
  {
    name: 'report_arrival_changed',
    table: 'candidates',
    event: 'update',
    when: `OLD.uuid <> NEW.uuid or OLD.created_at <> NEW.created_at or OLD.requirement_uuid <> NEW.requirement_uuid
      or coalesce(OLD.utm_source, '') <> coalesce(NEW.utm_source, '') or (OLD.utm_source is null) <> (NEW.utm_source is null)
      or coalesce(OLD.referrer, '') <> coalesce(NEW.referrer, '') or (OLD.referrer is null) <> (NEW.referrer is null)`,
    statements: [
      `delete from report_arrivals where application_id = OLD.uuid`,
      `insert into report_arrivals (application_id, created_at, requirement_uuid, utm_source, referrer)
         values (NEW.uuid, NEW.created_at, NEW.requirement_uuid, NEW.utm_source, NEW.referrer)`,
    ],
  },
  {
    name: 'report_arrival_removed',
    table: 'candidates',
    event: 'delete',
    when: 'true',
    statements: [`delete from report_arrivals where application_id = OLD.uuid`],
  },
];

export const createTriggers = (db: Kysely<unknown>, dialect: Dialect) =>
  createRowTriggers(db, dialect, triggers(dialect));

/** Drops the triggers (the migration's down; a bulk load, which then calls `backfill`). */
export const dropTriggers = (db: Kysely<unknown>, dialect: Dialect) => dropRowTriggers(db, dialect, triggers(dialect));

/**
 * Fills both tables, empty, from what is there (the day rows, which migration 0030's backfill makes
 * first; the applications): the migration's up, and a bulk load written with the triggers dropped.
 */
export async function backfill(db: Kysely<unknown>, dialect: Dialect) {
  await sql
    .raw(
      `insert into report_activity_weeks (${KEY}, by_name, ${COUNTERS.join(', ')})
       select ${mondayOf(dialect, 'day')}, by_id, country_uuid, min(by_name), ${COUNTERS.map((column) => `sum(${column})`).join(', ')}
       from report_activity_days group by ${mondayOf(dialect, 'day')}, by_id, country_uuid`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into report_arrivals (application_id, created_at, requirement_uuid, utm_source, referrer)
       select uuid, created_at, requirement_uuid, utm_source, referrer from candidates`,
    )
    .execute(db);
}

export const reportWeeksArrivals = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    let weeks = db.schema
      .createTable('report_activity_weeks')
      /** The week's Monday, YYYY-MM-DD (UTC). */
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      /** The requirement's country ('' for none). */
      .addColumn('country_uuid', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull());
    for (const column of COUNTERS) weeks = weeks.addColumn(column, 'integer', (c) => c.notNull());
    await weeks.addPrimaryKeyConstraint('report_activity_weeks_pk', ['week', 'by_id', 'country_uuid']).execute();
    await db.schema
      .createTable('report_arrivals')
      .addColumn('application_id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('requirement_uuid', 'text', (c) => c.notNull())
      .addColumn('utm_source', 'text')
      .addColumn('referrer', 'text')
      .execute();
    // A range's arrivals in order of arrival (on SQLite from the index alone, as 0030's cohort index).
    await db.schema
      .createIndex('report_arrivals_cohort')
      .on('report_arrivals')
      .columns(
        dialect === 'sqlite'
          ? ['created_at', 'requirement_uuid', 'application_id', 'utm_source', 'referrer']
          : ['created_at', 'requirement_uuid', 'application_id'],
      )
      .execute();
    // The cohort no longer reads `candidates`: 0030's index for it is only a cost on every write.
    if (dialect === 'sqlite') await db.schema.dropIndex('candidates_report_cohort').execute();
    await backfill(db, dialect);
    await createTriggers(db, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTriggers(db, dialect);
    if (dialect === 'sqlite') {
      await db.schema
        .createIndex('candidates_report_cohort')
        .on('candidates')
        .columns(['created_at', 'requirement_uuid', 'uuid', 'utm_source', 'referrer'])
        .execute();
    }
    await db.schema.dropTable('report_arrivals').execute();
    await db.schema.dropTable('report_activity_weeks').execute();
  },
});
