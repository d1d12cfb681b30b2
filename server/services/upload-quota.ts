/**
 * How many resume bytes one client may store per window (job and internship resumes together), so
 * that an anonymous client cannot grow storage without bound: UPLOAD_QUOTA_BYTES per
 * UPLOAD_QUOTA_WINDOW_MS. Past it, 429 with Retry-After.
 *
 * Parallel uploads cannot get past it: an upload first reserves its bytes (a row), then counts what
 * the client has stored plus every live reservation, its own included; over the quota it takes its
 * reservation back and is refused. Of any parallel set, the one reserved last sees all the others.
 * The caller releases the reservation once the file is recorded as stored (or has failed);
 * a reservation never released stops counting after RESERVATION_TTL_MS.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isoIn, nowIso } from '../lib/clock';
import { ClientError } from '../plugins/error-handler';
import type { ApplicationsRepository } from '../repositories/applications.repository';
import type { InternshipsRepository } from '../repositories/internships.repository';

export type UploadQuota = { bytes: number; windowMs: number };

/** How long an unreleased reservation counts (an upload in progress takes seconds). */
export const RESERVATION_TTL_MS = 10 * 60 * 1000;

/** Gives a reservation back (idempotent). */
export type ReleaseUploadQuota = () => Promise<void>;

/** Reserves `incoming` bytes of the client's quota, or throws a 429 when they would take it past. */
export type ReserveUploadQuota = (clientKey: string | null, incoming: number) => Promise<ReleaseUploadQuota>;

export function uploadQuotaReservation(
  deps: { db: Db; applications: ApplicationsRepository; internships: InternshipsRepository },
  quota: UploadQuota,
): ReserveUploadQuota {
  const { db } = deps;
  return async (clientKey, incoming) => {
    if (!clientKey) return async () => {};
    const id = randomUUID();
    const release = async () => {
      await db.deleteFrom('upload_reservations').where('id', '=', id).execute();
    };
    await db.deleteFrom('upload_reservations').where('at', '<', isoIn(-RESERVATION_TTL_MS)).execute();
    await db
      .insertInto('upload_reservations')
      .values({ id, client_key: clientKey, bytes: incoming, at: nowIso() })
      .execute();
    try {
      const since = isoIn(-quota.windowMs);
      const reserved = await db
        .selectFrom('upload_reservations')
        .select(sql<string | number | null>`sum(bytes)`.as('bytes'))
        .where('client_key', '=', clientKey)
        .where('at', '>=', isoIn(-RESERVATION_TTL_MS))
        .executeTakeFirst();
      const used =
        Number(reserved?.bytes ?? 0) +
        (await deps.applications.bytesStoredBy(clientKey, since)) +
        (await deps.internships.bytesStoredBy(clientKey, since));
      if (used > quota.bytes) {
        throw new ClientError(
          429,
          'Too many files from this address today. Please try again later.',
          undefined,
          Math.ceil(quota.windowMs / 1000),
        );
      }
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  };
}
