/**
 * Sensitive changes to one's own account need full re-authentication: the password AND a second
 * factor (a TOTP code here; a passkey in passkeys.test.ts), within five minutes, for this session only.
 */
import { expect, it } from 'vitest';
import type { RecoveryCodes, ReauthResponse } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { describeEachDatabase } from '../../test-support/each-database';
import { as, codeFor, ORIGIN, PASSWORD, signIn, staffMember } from '../../test-support/console-client';
import { REAUTH_WINDOW_MS } from './reauth';

describeEachDatabase('re-authentication', (t) => {
  it('makes new recovery codes only after password and TOTP code, within five minutes', async () => {
    const member = await staffMember(t, 'recruiter');
    let client = 0;
    // Each from its own address: wrong answers count as failed sign-ins and would soon have to wait.
    const call = (method: 'POST', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        remoteAddress: `10.16.0.${++client}`,
        headers: { origin: ORIGIN, cookie: member.cookie },
        payload,
      });
    const secret = member.totpSecret ?? '';

    // The password alone (what was enough before) no longer makes new codes.
    const passwordOnly = await call('POST', adminPaths.recoveryCodes, { password: PASSWORD });
    expect(passwordOnly.statusCode).toBe(403);
    expect(passwordOnly.json<{ message: string }>().message).toMatch(/Confirm it is you/);

    expect((await call('POST', adminPaths.reauth, { password: PASSWORD })).statusCode).toBe(400);
    expect(
      (await call('POST', adminPaths.reauth, { password: 'not the password', code: codeFor(secret, 1) })).statusCode,
    ).toBe(400);
    expect((await call('POST', adminPaths.reauth, { password: PASSWORD, code: '000000' })).statusCode).toBe(400);
    // A recovery code is for a lost phone, not for re-authenticating.
    expect((await call('POST', adminPaths.reauth, { password: PASSWORD, code: 'k7m2q-x9hfd' })).statusCode).toBe(400);
    expect((await call('POST', adminPaths.recoveryCodes, {})).statusCode).toBe(403);

    const reauth = await call('POST', adminPaths.reauth, { password: PASSWORD, code: codeFor(secret, 1) });
    expect(reauth.statusCode).toBe(200);
    const until = Date.parse(reauth.json<ReauthResponse>().reauthenticatedUntil);
    expect(until - Date.now()).toBeGreaterThan(REAUTH_WINDOW_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(REAUTH_WINDOW_MS);

    const codes = await call('POST', adminPaths.recoveryCodes, {});
    expect(codes.statusCode).toBe(200);
    expect(codes.json<RecoveryCodes>().recoveryCodes).toHaveLength(10);

    // Another session of the same account has not re-authenticated.
    await t.app.db.updateTable('staff_users').set({ totp_last_step: null }).where('id', '=', member.id).execute();
    const other = await signIn(t, member);
    expect((await as(t, other)('POST', adminPaths.recoveryCodes, {})).statusCode).toBe(403);

    // Five minutes later it counts no more.
    await t.app.db
      .updateTable('staff_sessions')
      .set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    expect((await call('POST', adminPaths.recoveryCodes, {})).statusCode).toBe(403);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', member.id)
      .where('action', 'like', 'account.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.reauth-failed', 'account.reauth', 'account.recovery-codes']),
    );
  });
});
