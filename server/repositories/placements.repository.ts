/**
 * Placements: recorded with the application's move to Placed and its history entry in one
 * transaction; listed with the candidate and the opening, filtered by kind, start dates, opening and
 * contracts ending within N days; and the person's "ending within" days for Home.
 */
import { randomUUID } from 'node:crypto';
import type { PlacementRequest, PlacementsQuery } from '#contracts/admin/placements';
import type { z } from '#contracts/zod';
import { toCents } from '#contracts/admin/rates';
import type { Db } from '../db/database';
import { type RequirementScope, applicationInScope } from '../admin/resource/requirement-scope';
import { nowIso } from '../lib/clock';
import { DESK_STAGES } from '../desk/desk-stages';
import { addHistory, type DeskActor, moveForward } from './desk-moves';
import { containsAny, countAll, offsetOf, withTotal } from './search';

type ListQuery = Omit<z.output<typeof PlacementsQuery>, 'page' | 'pageSize' | 'search'> & {
  page: number;
  pageSize: number;
  search?: string | undefined;
};

const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function placementsRepository(db: Db) {
  const select = () =>
    db
      .selectFrom('placements')
      .innerJoin('candidates', 'candidates.uuid', 'placements.application_id')
      .leftJoin('openings', 'openings.uuid', 'candidates.requirement_uuid')
      .selectAll('placements')
      .select(['candidates.name as candidate_name', 'candidates.person_id', 'openings.req_id', 'openings.title']);

  const filtered = (query: ListQuery, today: string, scope: RequirementScope) => {
    let base = select();
    if (scope) base = base.where(applicationInScope(scope));
    if (query.kind) base = base.where('placements.kind', '=', query.kind);
    if (query.from) base = base.where('placements.start_date', '>=', query.from);
    if (query.to) base = base.where('placements.start_date', '<=', query.to);
    if (query.reqId) base = base.where('openings.req_id', '=', query.reqId);
    if (query.applicationId) base = base.where('placements.application_id', '=', query.applicationId);
    if (query.endingWithin !== undefined) {
      const until = isoDay(Date.parse(`${today}T00:00:00Z`) + query.endingWithin * DAY_MS);
      base = base
        .where('placements.kind', '=', 'contract')
        .where('placements.end_date', '>=', today)
        .where('placements.end_date', '<=', until);
    }
    if (query.search) base = base.where(containsAny(['candidates.name', 'openings.title'], query.search));
    return base;
  };

  return {
    /** A page of placements; with a recruiter's scope, none on others' unshared requirements. */
    async list(query: ListQuery, today: string, scope: RequirementScope = null) {
      const base = filtered(query, today, scope);
      const sort = query.sort ?? (query.endingWithin !== undefined ? 'end' : '-start');
      const column = sort.endsWith('start') ? 'placements.start_date' : 'placements.end_date';
      const rows = base
        .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
        .orderBy('placements.id')
        .limit(query.pageSize)
        .offset(offsetOf(query.page, query.pageSize))
        .execute();
      const count = base.clearSelect().select(countAll()).executeTakeFirst();
      return withTotal(rows, count);
    },

    async byId(id: string) {
      return select().where('placements.id', '=', id).executeTakeFirst();
    },

    async byApplication(applicationId: string) {
      return select().where('placements.application_id', '=', applicationId).executeTakeFirst();
    },

    /** Records it, moves the application to Placed and notes it in the history; the new id. */
    async create(request: PlacementRequest, by: DeskActor, historyNote: string): Promise<string> {
      const id = randomUUID();
      const at = nowIso();
      const contract = request.kind === 'contract';
      const cents = (value: number | '' | null | undefined) => (typeof value === 'number' ? toCents(value) : null);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('placements')
          .values({
            id,
            application_id: request.applicationId,
            kind: request.kind,
            start_date: request.startDate,
            end_date: request.endDate || null,
            currency: request.currency,
            rate_unit: request.rateUnit,
            bill_rate_cents: contract ? cents(request.billRate) : null,
            pay_rate_cents: contract ? cents(request.payRate) : null,
            salary_cents: contract ? null : cents(request.salary),
            fee_percent: contract || typeof request.feePercent !== 'number' ? null : request.feePercent,
            note: request.note ?? '',
            by_id: by.id,
            by_name: by.name,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await addHistory(trx, request.applicationId, 'note', historyNote, by, at);
        await moveForward(trx, request.applicationId, DESK_STAGES.placed, by, at);
      });
      return id;
    },

    /** Placements per opening (the requirement's filled positions). */
    async filledCount(openingUuid: string): Promise<number> {
      const row = await db
        .selectFrom('placements')
        .innerJoin('candidates', 'candidates.uuid', 'placements.application_id')
        .select(countAll())
        .where('candidates.requirement_uuid', '=', openingUuid)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
export type PlacementsRepository = ReturnType<typeof placementsRepository>;
export type PlacementRow = NonNullable<Awaited<ReturnType<PlacementsRepository['byId']>>>;
