/**
 * Who works which requirement (docs/product.md, "Who works which requirement"): recruiters work the
 * requirements they own and the shared ones; admins and account managers see all. Every console
 * record that belongs to a requirement follows it: an application, its submittals, client interviews
 * and placement through the application's requirement, a client through its requirements (a recruiter
 * sees a client while one of its requirements is in their scope). A record out of a reader's scope
 * answers 404, like one that does not exist, so its id cannot be probed; a list leaves it out.
 *
 * The resource mechanism applies it: serveResource checks a resource's records by their kind, and the
 * desk's routes ask `requireRecordInScope` before they read or change one.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { seesAllRequirements } from '#contracts/admin/common';
import type { Db } from '../../db/database';
import { NORTHWIND_CLIENT_ID } from '../../db/migrations/0016-staffing-desk';
import { ClientError } from '../../plugins/error-handler';
import { staffOf } from '../context';

/** null: every requirement; else the recruiter whose own requirements (with the shared ones) are in scope. */
export type RequirementScope = { ownerId: string } | null;

export const scopeOf = (request: FastifyRequest): RequirementScope => {
  const { user } = staffOf(request);
  return seesAllRequirements(user.role) ? null : { ownerId: user.id };
};

/** The SQL condition for a recruiter's scope, on a query that reads `openings`. */
export const inScope = (scope: { ownerId: string }): RawBuilder<SqlBool> =>
  sql<SqlBool>`(openings.owner_id = ${scope.ownerId} or openings.shared <> 0)`;

/**
 * Applications in a recruiter's scope, on a query that reads `candidates`: none to a requirement that
 * is neither theirs nor shared (one to no requirement stays in).
 */
export const applicationInScope = (scope: { ownerId: string }): RawBuilder<SqlBool> =>
  sql<SqlBool>`not exists (select 1 from openings scoped where scoped.uuid = candidates.requirement_uuid and scoped.shared = 0 and coalesce(scoped.owner_id, '') <> ${scope.ownerId})`;

/**
 * Clients in a recruiter's scope, on a query that reads `clients`: those with a requirement that is
 * theirs or shared (openings stored without a client are Northwind's).
 */
export const clientInScope = (scope: { ownerId: string }): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from openings scoped where coalesce(scoped.client_id, ${NORTHWIND_CLIENT_ID}) = clients.id and (scoped.owner_id = ${scope.ownerId} or scoped.shared <> 0))`;

/** Whether a requirement's row is in scope. */
export const isInScope = (scope: RequirementScope, row: { owner_id: string | null; shared: number }) =>
  scope === null || row.shared !== 0 || row.owner_id === scope.ownerId;

/** Throws the requirement's 404 when it is out of scope (or missing). */
export function requireInScope(
  scope: RequirementScope,
  row: { owner_id: string | null; shared: number } | undefined,
  missing: string,
): void {
  if (!row || !isInScope(scope, row)) throw new ClientError(404, missing);
}

/** The console's records that belong to a requirement, each found by its id. */
export type ScopedKind = 'opening' | 'application' | 'submittal' | 'interview' | 'placement' | 'client';

/** One record of `kind` read through its requirement: the query answers a row only when it is in scope. */
const scopedQuery = (db: Db, kind: ScopedKind, id: string | number, scope: { ownerId: string }) => {
  switch (kind) {
    case 'opening':
      return db
        .selectFrom('openings')
        .select('openings.uuid as id')
        .where('openings.req_id', '=', Number(id))
        .where(inScope(scope));
    case 'application':
      return db
        .selectFrom('candidates')
        .select('candidates.uuid as id')
        .where('candidates.uuid', '=', String(id))
        .where(applicationInScope(scope));
    case 'submittal':
    case 'interview':
    case 'placement': {
      const table = `${kind}s` as 'submittals' | 'interviews' | 'placements';
      return db
        .selectFrom(table)
        .innerJoin('candidates', 'candidates.uuid', `${table}.application_id`)
        .select(`${table}.id as id`)
        .where(`${table}.id`, '=', String(id))
        .where(applicationInScope(scope));
    }
    case 'client':
      return db
        .selectFrom('clients')
        .select('clients.id as id')
        .where('clients.id', '=', String(id))
        .where(clientInScope(scope));
  }
};

/** Whether the reader may see the record (true for admins and account managers, false for one missing). */
export async function recordInScope(
  db: Db,
  scope: RequirementScope,
  kind: ScopedKind,
  id: string | number,
): Promise<boolean> {
  if (scope === null) return true;
  return Boolean(await scopedQuery(db, kind, id, scope).executeTakeFirst());
}

/** Throws the record's 404 when it is out of the reader's scope. */
export async function requireRecordInScope(
  db: Db,
  request: FastifyRequest,
  kind: ScopedKind,
  id: string | number,
  missing: string,
): Promise<void> {
  if (!(await recordInScope(db, scopeOf(request), kind, id))) throw new ClientError(404, missing);
}
