/**
 * How many sign-in attempts a stranger gets, counted so that parallel requests cannot get past the
 * limits: each attempt is first reserved (a row in `staff_sign_in_failures`), then every row in the
 * window is counted, this one included, and only then is the password checked. Of any set of
 * parallel attempts, the one reserved last sees all the others, so no more pass than the limits
 * allow. A refused attempt takes its row back; a checked one keeps it as a failure (a sign-in that
 * gets through, or a right password waiting for its code, removes its row).
 *
 * The limits (docs/server.md, "Signing in"):
 * - per address and IP together: growing waits after the first failures, and at most
 *   SIGN_IN_MAX_PER_PAIR failures in the window — one client cannot guess on;
 * - per IP: SIGN_IN_MAX_PER_IP failures in the window, whatever the addresses;
 * - per address from everywhere: past SIGN_IN_ADDRESS_CEILING failures, one attempt per
 *   SIGN_IN_ADDRESS_SLOW_MS for the address — slower for everyone, never locked for everyone, so a
 *   stranger cannot lock a staff member out.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isoIn, nowIso } from '../../lib/clock';

/** Failures count over this window. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** At most this many failures per address and IP together… */
export const SIGN_IN_MAX_PER_PAIR = 5;
/** …after these waits (index: the failures so far; past the list, the last one). */
export const SIGN_IN_PAIR_DELAYS_MS = [0, 0, 10_000, 30_000, 60_000];
/** At most this many failures per IP, across addresses. */
export const SIGN_IN_MAX_PER_IP = 20;
/** Past this many failures for an address (from any IP)… */
export const SIGN_IN_ADDRESS_CEILING = 20;
/** …one attempt for the address per this long. */
export const SIGN_IN_ADDRESS_SLOW_MS = 10_000;
/** A reset link is void after this many wrong second-factor codes. */
export const RESET_CODE_MAX_FAILURES = 5;

export type Reservation =
  { ok: true; id: string; at: string } | { ok: false; retryAfterSeconds: number; reason: 'pair' | 'ip' | 'address' };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function signInAttempts(db: Db) {
  const table = 'staff_sign_in_failures' as const;
  return {
    /** Reserves one attempt for `email` from `ip`, or says which limit refuses it and for how long. */
    async reserve(email: string, ip: string): Promise<Reservation> {
      const address = email.toLowerCase();
      const id = randomUUID();
      const at = nowIso();
      // Failures older than a day count for nothing: drop them as new ones come.
      await db
        .deleteFrom(table)
        .where('at', '<', isoIn(-24 * 60 * 60 * 1000))
        .execute();
      await db.insertInto(table).values({ id, email: address, ip, at }).execute();
      const row = await db
        .selectFrom(table)
        .select([
          sql<string | number>`sum(case when email = ${address} and ip = ${ip} then 1 else 0 end)`.as('pair'),
          sql<string | number>`sum(case when ip = ${ip} then 1 else 0 end)`.as('byIp'),
          sql<string | number>`sum(case when email = ${address} then 1 else 0 end)`.as('byAddress'),
          sql<string | null>`max(case when email = ${address} and ip = ${ip} and id <> ${id} then at end)`.as(
            'pairNewest',
          ),
          sql<string | null>`max(case when email = ${address} and id <> ${id} then at end)`.as('addressNewest'),
        ])
        .where('at', '>=', isoIn(-SIGN_IN_WINDOW_MS))
        .where((eb) => eb.or([eb('email', '=', address), eb('ip', '=', ip)]))
        .executeTakeFirstOrThrow();
      const pair = Number(row.pair);
      const since = (newest: string | null) => (newest ? Date.now() - Date.parse(newest) : Infinity);
      const refuse = async (reason: 'pair' | 'ip' | 'address', waitMs: number): Promise<Reservation> => {
        await db.deleteFrom(table).where('id', '=', id).execute();
        return { ok: false, reason, retryAfterSeconds: seconds(waitMs) };
      };
      if (pair > SIGN_IN_MAX_PER_PAIR) return refuse('pair', SIGN_IN_WINDOW_MS);
      if (Number(row.byIp) > SIGN_IN_MAX_PER_IP) return refuse('ip', SIGN_IN_WINDOW_MS);
      const delay = SIGN_IN_PAIR_DELAYS_MS[Math.min(pair - 1, SIGN_IN_PAIR_DELAYS_MS.length - 1)] ?? 0;
      const sincePair = since(row.pairNewest);
      if (sincePair < delay) return refuse('pair', delay - sincePair);
      const sinceAddress = since(row.addressNewest);
      if (Number(row.byAddress) > SIGN_IN_ADDRESS_CEILING && sinceAddress < SIGN_IN_ADDRESS_SLOW_MS) {
        return refuse('address', SIGN_IN_ADDRESS_SLOW_MS - sinceAddress);
      }
      return { ok: true, id, at };
    },

    /** The attempt was no failure (a right password waiting for its code): its row goes. */
    async release(reservation: { id: string }) {
      await db.deleteFrom(table).where('id', '=', reservation.id).execute();
    },

    /** Signed in: this attempt and the earlier failures of the same address and IP go. */
    async succeeded(reservation: { id: string; at: string }, email: string, ip: string) {
      await db.deleteFrom(table).where('id', '=', reservation.id).execute();
      await db
        .deleteFrom(table)
        .where('email', '=', email.toLowerCase())
        .where('ip', '=', ip)
        .where('at', '<', reservation.at)
        .execute();
    },

    /** Failures for the address since `since` (a reset link's wrong codes). */
    async failuresSince(email: string, since: string) {
      const row = await db
        .selectFrom(table)
        .select(sql<string | number>`count(*)`.as('count'))
        .where('email', '=', email.toLowerCase())
        .where('at', '>=', since)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Takes a TOTP time step for the user: true only for the one request that moves the last used
     * step forward (a conditional update, so parallel requests with one code cannot all pass).
     */
    async claimTotpStep(userId: string, step: number) {
      const result = await db
        .updateTable('staff_users')
        .set({ totp_last_step: step, updated_at: nowIso() })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Turns a pending TOTP secret on at sign-in, for the one request whose code proved it (a
     * conditional update: parallel requests cannot enrol twice or replay the step).
     */
    async enrolTotp(userId: string, secret: string, step: number) {
      const result = await db
        .updateTable('staff_users')
        .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, updated_at: nowIso() })
        .where('id', '=', userId)
        .where('totp_secret', 'is', null)
        .where('totp_pending_secret', '=', secret)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type SignInAttempts = ReturnType<typeof signInAttempts>;
