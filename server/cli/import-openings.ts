/**
 * `import-openings <file.json|file.csv>`: adds or replaces openings by REQ_ID. The columns are the
 * staffing API's field names; COUNTRY is a country code (US, IN), name or COUNTRY_UUID. Every row is
 * checked first: one bad row imports nothing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { z } from 'zod';
import { PositionType } from '#contracts/api/staffing/openings';
import type { Db, Dialect } from '../db/database';
import type { OpeningsTable } from '../db/schema';
import { referenceRepository } from '../repositories/reference.repository';
import type { ChangeSignal } from '../lib/change-signal';
import { parseCsvRecords } from '../lib/csv';
import { openingsRepository } from '../repositories/openings.repository';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const date = z.iso.date('must be a date (yyyy-mm-dd)');

export const OpeningImport = z.object({
  REQ_ID: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  REQUIREMENT_UUID: z.preprocess(blank, z.uuid().optional()),
  PSTN_TITLE: z.string().trim().min(1).max(200),
  PSTN_LCTN: z.string().trim().min(1).max(200),
  PSTN_TYP: PositionType,
  WORK_LOCATION_PREFERENCE: z.string().trim().min(1).max(100),
  PSTN_RATE: z.string().trim().max(100).default(''),
  COUNTRY: z.string().trim().min(1),
  INTERNAL_JOB_DESCRIPTION: z.string().trim().min(1).max(50_000),
  IS_MULTI_LOCATION_POSITION: z.preprocess(
    (value) => (typeof value === 'string' ? ['true', 'yes', '1', 'y'].includes(value.trim().toLowerCase()) : value),
    z.boolean().default(false),
  ),
  INTVW_TYP: z.string().trim().max(100).default('Video'),
  POSTED_DATE: z.preprocess(blank, date.optional()),
  VALID_THROUGH: z.preprocess(blank, date.optional()),
});

export async function readOpeningsFile(file: string): Promise<unknown[]> {
  const text = await fs.readFile(file, 'utf8');
  if (/\.json$/i.test(file)) {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) throw new Error('The JSON file must hold an array of openings.');
    return data;
  }
  if (/\.csv$/i.test(file)) return parseCsvRecords(text);
  throw new Error('The file must end in .json or .csv.');
}

/** `changes` is told when the import is written (a server's caches drop what they hold). */
export async function importOpenings(
  db: Db,
  dialect: Dialect,
  rows: unknown[],
  changes?: ChangeSignal,
): Promise<number> {
  const openings = openingsRepository(db, dialect, changes);
  const countries = await referenceRepository(db).countryRows();
  const countryOf = (value: string) =>
    countries.find((c) => [c.uuid, c.code.toLowerCase(), c.name.toLowerCase()].includes(value.toLowerCase()));

  const errors: string[] = [];
  const parsed = rows.map((row, index) => {
    const result = OpeningImport.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push(`row ${index + 1}: ${issue.path.join('.')}: ${issue.message}`);
      return undefined;
    }
    if (!countryOf(result.data.COUNTRY)) errors.push(`row ${index + 1}: COUNTRY: no country "${result.data.COUNTRY}"`);
    return result.data;
  });
  if (errors.length) throw new Error(`Nothing imported:\n${errors.join('\n')}`);

  let nextId = await openings.nextReqId();
  const today = new Date().toISOString().slice(0, 10);
  const records: OpeningsTable[] = [];
  for (const row of parsed) {
    if (!row) continue;
    const reqId = row.REQ_ID ?? nextId++;
    const existing = await openings.byReqId(reqId);
    records.push({
      req_id: reqId,
      uuid: row.REQUIREMENT_UUID ?? existing?.REQUIREMENT_UUID ?? randomUUID(),
      title: row.PSTN_TITLE,
      location: row.PSTN_LCTN,
      position_type: row.PSTN_TYP,
      work_location_preference: row.WORK_LOCATION_PREFERENCE,
      rate: row.PSTN_RATE,
      country_uuid: countryOf(row.COUNTRY)?.uuid ?? '',
      description_html: row.INTERNAL_JOB_DESCRIPTION,
      is_multi_location: row.IS_MULTI_LOCATION_POSITION ? 1 : 0,
      interview_type: row.INTVW_TYP,
      posted_date: row.POSTED_DATE ?? today,
      valid_through: row.VALID_THROUGH ?? null,
    });
    nextId = Math.max(nextId, reqId + 1);
  }
  const imported = await openings.upsert(records);
  await openings.refreshStatistics();
  return imported;
}
