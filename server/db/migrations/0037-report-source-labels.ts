/**
 * The source label in each arrival row (`report_arrivals.source`, migration 0032's table), so the
 * reports group applications by source and filter them by one in the database:
 * - the label is the rule of server/admin/reports/report-facts.ts (`sourceLabel`): the campaign's
 *   `utm_source`, else the referrer's host as a URL parser reads it, else "direct", in lower case;
 * - the database works it out only where its answer is sure to be the server's: a `utm_source` in
 *   ASCII (lower case is then the same everywhere), no source at all, or a referrer that is a plain
 *   `http://` or `https://` address whose host is letters, digits, hyphens and dots ending in a letter
 *   (no port, user, percent sign, IP address or punycode: a URL parser rewrites those). Any other row
 *   keeps a null label, and the reports work its label out from `utm_source` and `referrer` (such rows
 *   are few: browsers send the plain form).
 *
 * On SQLite it also adds an index that holds each stretch of `report_step_spans` (0030) whole, so the
 * time report reads a cohort's stretches from the index alone.
 *
 * A trigger sets the label as each arrival row is written (0032's triggers write the row as an
 * application is added or its source changes), in the same statement, so the same transaction. The
 * migration labels the rows there are; its down drops the trigger and the column.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../database';
import { createRowTriggers, dropRowTriggers, type RowTrigger } from '../row-triggers';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `value` with ASCII capitals made small and nothing else changed (PostgreSQL's lower follows the locale). */
const lowerAscii = (dialect: Dialect, value: string) =>
  dialect === 'sqlite' ? `lower(${value})` : `translate(${value}, '${UPPER}', '${UPPER.toLowerCase()}')`;

/** True when every character of `value` is ASCII (as many bytes as characters in UTF-8). */
const ascii = (dialect: Dialect, value: string) =>
  dialect === 'sqlite'
    ? `length(${value}) = length(cast(${value} as blob))`
    : `octet_length(${value}) = char_length(${value})`;

/** The part of `referrer` after `http://` or `https://` (any case); null for another form. */
const afterScheme = (dialect: Dialect, referrer: string) => {
  const scheme = (n: number) => lowerAscii(dialect, `substr(${referrer}, 1, ${n})`);
  return `case when ${scheme(7)} = 'http://' then substr(${referrer}, 8)
    when ${scheme(8)} = 'https://' then substr(${referrer}, 9) end`;
};

/** The host of an address's part after the scheme: up to its first slash, in lower case. */
const hostOf = (dialect: Dialect, rest: string) => {
  const slash = dialect === 'sqlite' ? `instr(${rest}, '/')` : `strpos(${rest}, '/')`;
  return lowerAscii(dialect, `case when ${slash} > 0 then substr(${rest}, 1, ${slash} - 1) else ${rest} end`);
};

/**
 * True when `host` (in lower case) is one a URL parser gives back as it is: non-empty dot-separated
 * labels of letters, digits and hyphens, the last ending in a letter (so not an IPv4 address), none
 * starting `0x` (a hexadecimal number) or `xn--` (punycode, which the parser checks).
 */
const plainHost = (dialect: Dialect, host: string) =>
  dialect === 'sqlite'
    ? `(${host} <> '' and ${host} not glob '*[^a-z0-9.-]*' and ${host} glob '*[a-z]'
        and ${host} not glob '.*' and ${host} not glob '*..*'
        and ${host} not glob '0x*' and ${host} not glob '*.0x*' and ${host} not glob 'xn--*' and ${host} not glob '*.xn--*')`
    : `(${host} ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)*$' and ${host} ~ '[a-z]$' and ${host} !~ '(^|\\.)(0x|xn--)')`;

/**
 * The source label of an application with `utm` and `referrer` (SQL expressions), or null where the
 * database cannot be sure of the server's answer (the module's comment).
 */
export function sourceLabelSql(dialect: Dialect, utm: string, referrer: string): string {
  const host = hostOf(dialect, afterScheme(dialect, referrer));
  return `case
    when ${utm} is not null and ${utm} <> '' then case when ${ascii(dialect, utm)} then ${lowerAscii(dialect, utm)} end
    when ${referrer} is null or ${referrer} = '' then 'direct'
    when ${plainHost(dialect, host)} then ${host}
  end`;
}

const label = (dialect: Dialect) =>
  `update report_arrivals set source = ${sourceLabelSql(dialect, 'NEW.utm_source', 'NEW.referrer')}
   where application_id = NEW.application_id`;

const triggers = (dialect: Dialect): RowTrigger[] => [
  {
    name: 'report_arrival_labelled',
    table: 'report_arrivals',
    event: 'insert',
    when: 'true',
    statements: [label(dialect)],
  },
  {
    name: 'report_arrival_relabelled',
    table: 'report_arrivals',
    event: 'update',
    when: `coalesce(OLD.utm_source, '') <> coalesce(NEW.utm_source, '') or (OLD.utm_source is null) <> (NEW.utm_source is null)
      or coalesce(OLD.referrer, '') <> coalesce(NEW.referrer, '') or (OLD.referrer is null) <> (NEW.referrer is null)`,
    statements: [label(dialect)],
  },
];

export const createTriggers = (db: Kysely<unknown>, dialect: Dialect) =>
  createRowTriggers(db, dialect, triggers(dialect));

/** Drops the triggers (the migration's down; a bulk load, which then calls `backfill`). */
export const dropTriggers = (db: Kysely<unknown>, dialect: Dialect) => dropRowTriggers(db, dialect, triggers(dialect));

/** Labels every arrival row from its source columns (the migration's up; a bulk load written without the triggers). */
export async function backfill(db: Kysely<unknown>, dialect: Dialect) {
  await sql.raw(`update report_arrivals set source = ${sourceLabelSql(dialect, 'utm_source', 'referrer')}`).execute(db);
}

/** 0032's cohort index, which this migration replaces with one that holds the label. */
const OLD_COHORT = (dialect: Dialect) =>
  dialect === 'sqlite'
    ? ['created_at', 'requirement_uuid', 'application_id', 'utm_source', 'referrer']
    : ['created_at', 'requirement_uuid', 'application_id'];

export const reportSourceLabels = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('report_arrivals').addColumn('source', 'text').execute();
    // A range's arrivals in order of arrival with their labels, from the index alone (a label is at
    // most a source column's 500 ASCII characters, within PostgreSQL's index row limit).
    await db.schema.dropIndex('report_arrivals_cohort').execute();
    await db.schema
      .createIndex('report_arrivals_cohort')
      .on('report_arrivals')
      .columns(['created_at', 'requirement_uuid', 'application_id', 'source'])
      .execute();
    if (dialect === 'sqlite') {
      await db.schema
        .createIndex('report_step_spans_times')
        .on('report_step_spans')
        .columns(['application_id', 'stage', 'from_at', 'to_at'])
        .execute();
    }
    await backfill(db, dialect);
    await createTriggers(db, dialect);
  },
  async down(db: Kysely<unknown>) {
    await dropTriggers(db, dialect);
    // (Migration 0038 replaces this index; its own down puts it back.)
    if (dialect === 'sqlite') await db.schema.dropIndex('report_step_spans_times').ifExists().execute();
    await db.schema.dropIndex('report_arrivals_cohort').execute();
    await db.schema.createIndex('report_arrivals_cohort').on('report_arrivals').columns(OLD_COHORT(dialect)).execute();
    await db.schema.alterTable('report_arrivals').dropColumn('source').execute();
  },
});
