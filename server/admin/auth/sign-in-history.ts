/**
 * Every sign-in and failed sign-in of an existing account (`staff_sign_ins`: time, IP, device, how,
 * outcome), kept 90 days, and what its owner is told:
 * - after SIGN_IN_ALERT_AFTER failures in a row (since the last sign-in or the last such mail), one
 *   mail; the mail is claimed by a conditional update, so parallel failures send it once;
 * - a sign-in from a device the account never signed in from before (when it has signed in before),
 *   one mail. A device is a browser holding the long-lived device cookie (`__Host-nw_device`, or
 *   `nw_device` on plain-http localhost): a random token, stored only as its SHA-256.
 * The mails go through the outbox, in the console's branded layout, with no secret in them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { StaffSignInsTable } from '../../db/schema';
import { isoIn, nowIso } from '../../lib/clock';
import type { StaffUserRow } from '../../repositories/staff.repository';
import { consoleCookie } from '../session';
import { hashToken, newToken } from '../security/tokens';
import { randomUUID } from 'node:crypto';

/** Failed sign-ins in a row before the owner is mailed. */
export const SIGN_IN_ALERT_AFTER = 5;
/** How many of the last sign-ins the account page shows. */
export const SIGN_INS_SHOWN = 20;
const KEEP_MS = 90 * 24 * 60 * 60 * 1000;
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

type Entry = Pick<StaffSignInsTable, 'user_id' | 'method' | 'outcome' | 'device_hash'>;

export function signInHistory(db: Db, config: Pick<Config, 'publicUrl'>) {
  const deviceCookie = consoleCookie(config, 'nw_device', DEVICE_COOKIE_MAX_AGE_S);

  return {
    /** The hash of the device cookie the request carries, if any. */
    deviceOf(request: FastifyRequest): string | null {
      const token = deviceCookie.read(request);
      return token && token.length <= 100 ? hashToken(token) : null;
    },

    /** The request's device (its cookie's hash), giving the browser a device cookie when it has none. */
    ensureDevice(request: FastifyRequest, reply: FastifyReply): string {
      const known = this.deviceOf(request);
      if (known) return known;
      const token = newToken();
      deviceCookie.set(request, reply, token);
      return hashToken(token);
    },

    async record(request: FastifyRequest, entry: Entry) {
      await db.deleteFrom('staff_sign_ins').where('at', '<', isoIn(-KEEP_MS)).execute();
      await db
        .insertInto('staff_sign_ins')
        .values({
          id: randomUUID(),
          at: nowIso(),
          ip: request.ip,
          user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
          ...entry,
        })
        .execute();
    },

    /** The account's last sign-ins, newest first. */
    async recent(userId: string, limit = SIGN_INS_SHOWN) {
      return db
        .selectFrom('staff_sign_ins')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** True when the account has signed in before, never from this device. */
    async isNewDevice(userId: string, deviceHash: string) {
      const row = await db
        .selectFrom('staff_sign_ins')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('before'),
          eb.fn
            .sum<string | number | null>(eb.case().when('device_hash', '=', deviceHash).then(1).else(0).end())
            .as('here'),
        ])
        .where('user_id', '=', userId)
        .where('outcome', '=', 'success')
        .executeTakeFirst();
      return Number(row?.before ?? 0) > 0 && Number(row?.here ?? 0) === 0;
    },

    /**
     * After a failure: the number of failures in a row when they reached the limit and this call
     * claimed the one mail about them; else null.
     */
    async claimFailureAlert(user: Pick<StaffUserRow, 'id'>): Promise<number | null> {
      const current = await db
        .selectFrom('staff_users')
        .select('sign_in_alert_at')
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!current) return null;
      const lastSuccess = await db
        .selectFrom('staff_sign_ins')
        .select((eb) => eb.fn.max('at').as('at'))
        .where('user_id', '=', user.id)
        .where('outcome', '=', 'success')
        .executeTakeFirst();
      const since = [current.sign_in_alert_at, lastSuccess?.at ?? null]
        .filter((at): at is string => Boolean(at))
        .sort()
        .at(-1);
      let failures = db
        .selectFrom('staff_sign_ins')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', user.id)
        .where('outcome', '=', 'failure');
      if (since) failures = failures.where('at', '>', since);
      const count = Number((await failures.executeTakeFirst())?.count ?? 0);
      if (count < SIGN_IN_ALERT_AFTER) return null;
      const claimed = await db
        .updateTable('staff_users')
        .set({ sign_in_alert_at: nowIso() })
        .where('id', '=', user.id)
        .where((eb) =>
          current.sign_in_alert_at === null
            ? eb('sign_in_alert_at', 'is', null)
            : eb('sign_in_alert_at', '=', current.sign_in_alert_at),
        )
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1 ? count : null;
    },
  };
}
export type SignInHistory = ReturnType<typeof signInHistory>;

/** A moment as the alert mails show it: "27 Nov 2026, 13:05 UTC". */
export const mailMoment = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
