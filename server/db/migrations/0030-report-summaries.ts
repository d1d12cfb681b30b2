/**
 * Summaries the reports read instead of an application's whole history (server/admin/reports/):
 * - `report_applications`: per application with a status move, the furthest pipeline step it
 *   reached, when it first reached each step (or a later one), and who first put it in front of a
 *   client (its first move to Submitted or beyond);
 * - `report_step_spans`: per application, each stretch between two of its status moves (the first
 *   from when it arrived), for the days spent in each step;
 * - `report_application_staff`: who made an application's status moves (the recruiter filter);
 * - `report_activity_days`: per UTC day, person and the requirement's country, how many moves to
 *   each step, notes and mails they made on applications.
 *
 * Database triggers keep them: each change to `review_events`, a deleted application, an
 * application moved to another requirement or a requirement moved to another country rewrites the
 * rows it touches in the same statement, so in the same transaction, whoever writes (the console,
 * the operator command line, an erasure, a benchmark writing history directly). Each rewrite reads
 * only what it touches: one application's moves, or one person's events of one day. The migration
 * fills the tables from the history there is, and its down drops them with their triggers.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';
import { createRowTriggers, dropRowTriggers, type RowTrigger } from '../row-triggers';

/** The pipeline's steps in order (contracts/admin/applications.ts, as of this migration). */
const STEPS = ['new', 'screening', 'submitted', 'client_interview', 'offer', 'placed'] as const;
const REACHED_COLUMNS = ['screening_at', 'submitted_at', 'interview_at', 'offer_at', 'placed_at'] as const;
const rank = (column: string) =>
  `case ${column} ${STEPS.map((step, i) => `when '${step}' then ${i}`).join(' ')} else -1 end`;

/** Activity counters, each with what counts under it. */
const COUNTERS: [column: string, test: string][] = [
  ['screened', `e.kind = 'status' and e.to_status = 'screening'`],
  ['submitted', `e.kind = 'status' and e.to_status = 'submitted'`],
  ['interviews', `e.kind = 'status' and e.to_status = 'client_interview'`],
  ['offers', `e.kind = 'status' and e.to_status = 'offer'`],
  ['placed', `e.kind = 'status' and e.to_status = 'placed'`],
  [
    'other_moves',
    `e.kind = 'status' and (e.to_status is null or e.to_status not in ('screening', 'submitted', 'client_interview', 'offer', 'placed'))`,
  ],
  ['notes', `e.kind = 'note'`],
  ['mails', `e.kind = 'mail'`],
];
const ACTIVITY_COLUMNS = `day, by_id, country_uuid, by_name, ${COUNTERS.map(([column]) => column).join(', ')}`;
const sums = COUNTERS.map(([, test]) => `sum(case when ${test} then 1 else 0 end)`).join(', ');

/** Rewrites the summary rows of the applications `ids` (a SQL expression giving one id, or a subquery). */
function applicationStatements(id: string): string[] {
  const moves = `e.subject_type = 'application' and e.subject_id = ${id} and e.kind = 'status' and e.to_status is not null`;
  const reached = REACHED_COLUMNS.map((_, i) => `min(case when ${rank('e.to_status')} >= ${i + 1} then e.at end)`);
  const submitter = (column: string) =>
    `(select s.${column} from review_events s where s.subject_type = 'application' and s.subject_id = ${id} and s.kind = 'status' and ${rank('s.to_status')} >= 2 order by s.at, s.id limit 1)`;
  return [
    `delete from report_applications where application_id = ${id}`,
    `insert into report_applications (application_id, furthest, ${REACHED_COLUMNS.join(', ')}, submitter_id, submitter_name)
       select e.subject_id, case when max(${rank('e.to_status')}) < 0 then 0 else max(${rank('e.to_status')}) end,
         ${reached.join(', ')}, ${submitter('by_id')}, ${submitter('by_name')}
       from review_events e where ${moves} group by e.subject_id`,
    `delete from report_step_spans where application_id = ${id}`,
    `insert into report_step_spans (application_id, seq, stage, from_at, to_at)
       select application_id, seq, stage, from_at, to_at from (
         select e.subject_id as application_id,
           row_number() over (order by e.at, e.id) as seq,
           lag(e.to_status, 1, 'new') over (order by e.at, e.id) as stage,
           lag(e.at, 1, c.created_at) over (order by e.at, e.id) as from_at,
           e.at as to_at
         from review_events e join candidates c on c.uuid = e.subject_id where ${moves}
       ) spans where true`,
    `delete from report_application_staff where application_id = ${id}`,
    `insert into report_application_staff (application_id, by_id)
       select distinct e.subject_id, e.by_id from review_events e where ${moves}`,
  ];
}

/** Counts one new event of `ref` (NEW) into its day, person and country. */
function countEvent(ref: string): string {
  const counts = COUNTERS.map(([, test]) => `case when ${test.replaceAll('e.', `${ref}.`)} then 1 else 0 end`);
  return `insert into report_activity_days (${ACTIVITY_COLUMNS})
    select substr(${ref}.at, 1, 10), ${ref}.by_id, coalesce(o.country_uuid, ''), ${ref}.by_name, ${counts.join(', ')}
    from candidates c join openings o on o.uuid = c.requirement_uuid where c.uuid = ${ref}.subject_id
    on conflict (day, by_id, country_uuid) do update set
    ${COUNTERS.map(([column]) => `${column} = report_activity_days.${column} + excluded.${column}`).join(', ')}`;
}

/**
 * Recounts the (day, person) pairs `keys` gives (a subquery answering `day, by_id`) from the
 * history: every application event that person made that day, by the country of its requirement.
 */
function recountDays(keys: string): string[] {
  return [
    `delete from report_activity_days where (day, by_id) in (select day, by_id from (${keys}) k)`,
    `insert into report_activity_days (${ACTIVITY_COLUMNS})
       select k.day, e.by_id, coalesce(o.country_uuid, ''), min(e.by_name), ${sums}
       from (select distinct day, by_id from (${keys}) keys) k
       join review_events e on e.by_id = k.by_id and e.at >= k.day and e.at < k.day || 'U'
         and e.subject_type = 'application'
       join candidates c on c.uuid = e.subject_id
       join openings o on o.uuid = c.requirement_uuid
       where true
       group by k.day, e.by_id, coalesce(o.country_uuid, '')`,
  ];
}

const eventDay = (ref: string) => `select substr(${ref}.at, 1, 10) as day, ${ref}.by_id as by_id`;
const applicationDays = (application: string) =>
  `select distinct substr(at, 1, 10) as day, by_id from review_events where subject_type = 'application' and subject_id = ${application}`;
const requirementDays = (requirement: string) =>
  `select distinct substr(e.at, 1, 10) as day, e.by_id as by_id from candidates c join review_events e
     on e.subject_type = 'application' and e.subject_id = c.uuid where c.requirement_uuid = ${requirement}`;

const TRIGGERS: RowTrigger[] = [
  {
    name: 'report_event_moved',
    table: 'review_events',
    event: 'insert',
    when: `NEW.subject_type = 'application' and NEW.kind = 'status'`,
    statements: applicationStatements('NEW.subject_id'),
  },
  {
    name: 'report_event_counted',
    table: 'review_events',
    event: 'insert',
    when: `NEW.subject_type = 'application'`,
    statements: [countEvent('NEW')],
  },
  {
    name: 'report_event_removed',
    table: 'review_events',
    event: 'delete',
    when: `OLD.subject_type = 'application'`,
    statements: [...applicationStatements('OLD.subject_id'), ...recountDays(eventDay('OLD'))],
  },
  {
    name: 'report_event_changed',
    table: 'review_events',
    event: 'update',
    when: `OLD.subject_type = 'application' or NEW.subject_type = 'application'`,
    statements: [
      ...applicationStatements('OLD.subject_id'),
      ...applicationStatements('NEW.subject_id'),
      ...recountDays(`${eventDay('OLD')} union ${eventDay('NEW')}`),
    ],
  },
  {
    name: 'report_application_removed',
    table: 'candidates',
    event: 'delete',
    when: 'true',
    statements: [
      'delete from report_applications where application_id = OLD.uuid',
      'delete from report_step_spans where application_id = OLD.uuid',
      'delete from report_application_staff where application_id = OLD.uuid',
      ...recountDays(applicationDays('OLD.uuid')),
    ],
  },
  {
    name: 'report_application_requirement',
    table: 'candidates',
    event: 'update',
    when: 'OLD.requirement_uuid <> NEW.requirement_uuid',
    statements: recountDays(applicationDays('NEW.uuid')),
  },
  {
    name: 'report_requirement_country',
    table: 'openings',
    event: 'update',
    when: `coalesce(OLD.country_uuid, '') <> coalesce(NEW.country_uuid, '')`,
    statements: recountDays(requirementDays('NEW.uuid')),
  },
];

export const createTriggers = (db: Kysely<unknown>, dialect: Dialect) => createRowTriggers(db, dialect, TRIGGERS);

/** Drops the triggers (the migration's down; a bulk load, which then calls `backfill`). */
export const dropTriggers = (db: Kysely<unknown>, dialect: Dialect) => dropRowTriggers(db, dialect, TRIGGERS);

/**
 * Fills the summaries from the whole history (set-based: one statement per table), into empty
 * tables: the migration's up, and a bulk load written with the triggers dropped.
 */
export async function backfill(db: Kysely<unknown>) {
  const moves = `e.subject_type = 'application' and e.kind = 'status' and e.to_status is not null`;
  const reached = REACHED_COLUMNS.map((_, i) => `min(case when ${rank('e.to_status')} >= ${i + 1} then e.at end)`);
  const submitter = (column: string) =>
    `(select s.${column} from review_events s where s.subject_type = 'application' and s.subject_id = e.subject_id and s.kind = 'status' and ${rank('s.to_status')} >= 2 order by s.at, s.id limit 1)`;
  await sql
    .raw(
      `insert into report_applications (application_id, furthest, ${REACHED_COLUMNS.join(', ')}, submitter_id, submitter_name)
       select e.subject_id, case when max(${rank('e.to_status')}) < 0 then 0 else max(${rank('e.to_status')}) end,
         ${reached.join(', ')}, ${submitter('by_id')}, ${submitter('by_name')}
       from review_events e join candidates c on c.uuid = e.subject_id where ${moves} group by e.subject_id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into report_step_spans (application_id, seq, stage, from_at, to_at)
       select e.subject_id,
         row_number() over (partition by e.subject_id order by e.at, e.id),
         lag(e.to_status, 1, 'new') over (partition by e.subject_id order by e.at, e.id),
         lag(e.at, 1, c.created_at) over (partition by e.subject_id order by e.at, e.id),
         e.at
       from review_events e join candidates c on c.uuid = e.subject_id where ${moves}`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into report_application_staff (application_id, by_id)
       select distinct e.subject_id, e.by_id from review_events e join candidates c on c.uuid = e.subject_id where ${moves}`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into report_activity_days (${ACTIVITY_COLUMNS})
       select substr(e.at, 1, 10), e.by_id, coalesce(o.country_uuid, ''), min(e.by_name), ${sums}
       from review_events e join candidates c on c.uuid = e.subject_id join openings o on o.uuid = c.requirement_uuid
       where e.subject_type = 'application'
       group by substr(e.at, 1, 10), e.by_id, coalesce(o.country_uuid, '')`,
    )
    .execute(db);
}

export const reportSummaries = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_applications')
      .addColumn('application_id', 'text', (c) => c.primaryKey())
      /** The furthest pipeline step reached: 0 New … 5 Placed. */
      .addColumn('furthest', 'integer', (c) => c.notNull())
      .addColumn('screening_at', 'text')
      .addColumn('submitted_at', 'text')
      .addColumn('interview_at', 'text')
      .addColumn('offer_at', 'text')
      .addColumn('placed_at', 'text')
      .addColumn('submitter_id', 'text')
      .addColumn('submitter_name', 'text')
      .execute();
    await db.schema
      .createTable('report_step_spans')
      .addColumn('application_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      /** The step the application was in from `from_at` until its move at `to_at`. */
      .addColumn('stage', 'text')
      .addColumn('from_at', 'text', (c) => c.notNull())
      .addColumn('to_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_step_spans_pk', ['application_id', 'seq'])
      .execute();
    await db.schema
      .createTable('report_application_staff')
      .addColumn('application_id', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_application_staff_pk', ['application_id', 'by_id'])
      .execute();
    let activity = db.schema
      .createTable('report_activity_days')
      /** YYYY-MM-DD (UTC). */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text', (c) => c.notNull())
      /** The requirement's country ('' for none). */
      .addColumn('country_uuid', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull());
    for (const [column] of COUNTERS) activity = activity.addColumn(column, 'integer', (c) => c.notNull());
    await activity.addPrimaryKeyConstraint('report_activity_days_pk', ['day', 'by_id', 'country_uuid']).execute();
    // A person's events of one day, for recounting that day.
    await db.schema.createIndex('review_events_by_at').on('review_events').columns(['by_id', 'at']).execute();
    if (dialect === 'sqlite') {
      // The cohort of a range read from the index alone (SQLite keeps long entries off the page; on
      // PostgreSQL the source columns, up to 500 characters each, could pass its index row limit).
      await db.schema
        .createIndex('candidates_report_cohort')
        .on('candidates')
        .columns(['created_at', 'requirement_uuid', 'uuid', 'utm_source', 'referrer'])
        .execute();
    }
    await backfill(db);
    await createTriggers(db, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTriggers(db, dialect);
    await db.schema.dropIndex('review_events_by_at').execute();
    // (Migration 0032 drops this index: the cohort reads its arrival rows instead.)
    if (dialect === 'sqlite') await db.schema.dropIndex('candidates_report_cohort').ifExists().execute();
    for (const table of [
      'report_activity_days',
      'report_application_staff',
      'report_step_spans',
      'report_applications',
    ])
      await db.schema.dropTable(table).execute();
  },
});
