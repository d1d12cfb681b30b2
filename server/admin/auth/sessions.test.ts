/**
 * Staff see their sessions (device, IP, started, last seen, this one) and end one or every other;
 * an admin ends every session of an account. Nobody ends someone else's session from their own page.
 */
import { expect, it } from 'vitest';
import type { EndedSessions, StaffSessions } from '#contracts/admin/account-security';
import { adminPaths } from '#contracts/admin/paths';
import { describeEachDatabase } from '../../test-support/each-database';
import { as, createStaff, signIn, staffMember } from '../../test-support/console-client';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDatabase('own sessions', (t) => {
  /** Signs the account in again (a TOTP step is taken once: the helper starts afresh). */
  const another = async (account: { email: string; totpSecret: string | null }, userAgent: string) =>
    signIn(t, account, { 'user-agent': userAgent });
  const sessionsOf = async (who: { cookie: string }) => {
    const answer = await as(t, who)('GET', adminPaths.mySessions);
    expect(answer.statusCode).toBe(200);
    return answer.json<StaffSessions>().items;
  };
  const works = async (who: { cookie: string }) => (await as(t, who)('GET', adminPaths.me)).statusCode === 200;

  it('lists the account’s sessions and ends another one, not this one', async () => {
    const account = await createStaff(t, 'recruiter');
    const laptop = await another(account, FIREFOX);
    const phone = await another(account, IPHONE);
    const items = await sessionsOf(laptop);
    expect(items).toHaveLength(2);
    const mine = items.find((item) => item.current);
    const other = items.find((item) => !item.current);
    expect(mine).toMatchObject({ device: 'Firefox on Linux', ip: '127.0.0.1' });
    expect(other).toMatchObject({ device: 'Safari on iPhone', current: false });
    expect(Date.parse(other?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(other?.lastSeenAt).toBeDefined();
    // Neither the token nor its stored hash is shown.
    const hashes = await t.app.db
      .selectFrom('staff_sessions')
      .select('id_hash')
      .where('user_id', '=', account.id)
      .execute();
    const body = JSON.stringify(items);
    for (const { id_hash } of hashes) expect(body).not.toContain(id_hash);
    expect(body).not.toContain(phone.cookie.split('=')[1] ?? '');

    expect((await as(t, laptop)('DELETE', adminPaths.mySession(mine?.id ?? ''))).statusCode).toBe(409);
    expect((await as(t, laptop)('DELETE', adminPaths.mySession('0'.repeat(32)))).statusCode).toBe(404);
    // Someone else cannot end it from their own account.
    const stranger = await staffMember(t, 'admin');
    expect((await as(t, stranger)('DELETE', adminPaths.mySession(other?.id ?? ''))).statusCode).toBe(404);
    expect(await works(phone)).toBe(true);

    expect((await as(t, laptop)('DELETE', adminPaths.mySession(other?.id ?? ''))).statusCode).toBe(204);
    expect(await works(phone)).toBe(false);
    expect(await works(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).map((item) => item.current)).toEqual([true]);
  });

  it('ends every other session at once, and audits it', async () => {
    const account = await createStaff(t, 'recruiter');
    const one = await another(account, FIREFOX);
    const two = await another(account, IPHONE);
    const three = await another(account, FIREFOX);
    const answer = await as(t, three)('POST', adminPaths.endOtherSessions, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json<EndedSessions>()).toEqual({ ended: 2 });
    expect([await works(one), await works(two), await works(three)]).toEqual([false, false, true]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('actor_id', '=', account.id)
      .where('action', '=', 'account.sessions-end-others')
      .execute();
    expect(audit).toEqual([{ action: 'account.sessions-end-others', detail: JSON.stringify({ ended: 2 }) }]);
  });

  it('lets an admin end every session of an account; not a recruiter', async () => {
    const admin = await staffMember(t, 'admin');
    const recruiter = await staffMember(t, 'recruiter');
    const account = await createStaff(t, 'recruiter');
    const one = await another(account, FIREFOX);
    const two = await another(account, IPHONE);
    expect((await as(t, recruiter)('POST', adminPaths.userSignOut(account.id), {})).statusCode).toBe(403);
    expect(await works(one)).toBe(true);
    expect((await as(t, admin)('POST', adminPaths.userSignOut(admin.id), {})).statusCode).toBe(409);
    expect((await as(t, admin)('POST', adminPaths.userSignOut(account.id), {})).statusCode).toBe(204);
    expect([await works(one), await works(two)]).toEqual([false, false]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'detail'])
      .where('actor_id', '=', admin.id)
      .where('action', '=', 'user.signOut')
      .execute();
    expect(audit).toEqual([{ action: 'user.signOut', target_id: account.id, detail: JSON.stringify({ ended: 2 }) }]);
    // The account signs in again as usual.
    expect(await works(await another(account, FIREFOX))).toBe(true);
  });
});
