/**
 * The owner of an account is told: after five failed sign-ins in a row (one mail), and when it signs
 * in from a device it never signed in from (one mail); both through the outbox, branded, with no
 * secret. The account page lists the last sign-ins, failures included.
 */
import { expect, it, vi } from 'vitest';
import type { SignInHistory } from '#contracts/admin/account-security';
import { adminPaths } from '#contracts/admin/paths';
import { describeEachDatabase } from '../../test-support/each-database';
import { as, codeFor, createStaff, PASSWORD, postFrom, signIn } from '../../test-support/console-client';
import { SIGN_IN_ALERT_AFTER } from './sign-in-history';

/** Work the request set off in the background: up to 15 s on a loaded machine, not vi.waitFor's 1 s. */
const SLOW = { timeout: 15_000 };

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describeEachDatabase('sign-in notices', (t) => {
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'console')
      .where('to_addresses', 'like', `%${email}%`)
      .orderBy('created_at')
      .execute();
  const rows = (userId: string) =>
    t.app.db.selectFrom('staff_sign_ins').selectAll().where('user_id', '=', userId).execute();
  let ip = 0;
  const failFrom = (email: string, payload: object = { password: 'not the password at all' }) =>
    postFrom(t, `10.17.${Math.floor(++ip / 200)}.${ip % 200}`, adminPaths.signIn, { email, ...payload });

  it('mails the owner once after five failed sign-ins in a row, with no secret in it', async () => {
    const account = await createStaff(t, 'recruiter', { name: 'Rita <b>Rao</b>' });
    for (let i = 0; i < SIGN_IN_ALERT_AFTER - 1; i++) expect((await failFrom(account.email)).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await rows(account.id)).toHaveLength(SIGN_IN_ALERT_AFTER - 1), SLOW);
    expect(await mailsTo(account.email)).toHaveLength(0);

    // A wrong second factor after the right password counts too.
    expect((await failFrom(account.email, { password: PASSWORD, code: '000000' })).statusCode).toBe(401);
    const mails = await vi.waitFor(async () => {
      const found = await mailsTo(account.email);
      expect(found).toHaveLength(1);
      return found;
    }, SLOW);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Failed sign-ins to your Northwind .*console account$/);
    expect(mail?.text).toMatch(/failed 5 times/);
    expect(mail?.text).toContain('10.17.');
    expect(mail?.html).toContain('Rita &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail?.html).toMatch(/^<!DOCTYPE html/);
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/admin\/account/);
    for (const secret of [PASSWORD, 'not the password at all', account.totpSecret ?? '-', 'token=']) {
      expect(`${mail?.text}${mail?.html}`).not.toContain(secret);
    }

    // The sixth failure sends nothing more; a mail is about a run of failures.
    await failFrom(account.email);
    await vi.waitFor(async () => expect(await rows(account.id)).toHaveLength(SIGN_IN_ALERT_AFTER + 1), SLOW);
    expect(await mailsTo(account.email)).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', account.id)
      .where('action', '=', 'account.alert-failures')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('records nothing and mails nobody for an address without an account', async () => {
    const before = await t.app.db.selectFrom('staff_sign_ins').select('id').execute();
    for (let i = 0; i < SIGN_IN_ALERT_AFTER; i++) await failFrom('nobody-here@northwind.example');
    expect(await t.app.db.selectFrom('staff_sign_ins').select('id').execute()).toHaveLength(before.length);
    expect(await mailsTo('nobody-here@northwind.example')).toHaveLength(0);
  }, 60_000);

  it('mails the owner when the account signs in from a new device, not from a known one', async () => {
    const account = await createStaff(t, 'recruiter');
    const sign = async (headers: Record<string, string>) => {
      await t.app.db.updateTable('staff_users').set({ totp_last_step: null }).where('id', '=', account.id).execute();
      const first = await postFrom(t, '10.17.250.1', adminPaths.signIn, { email: account.email, password: PASSWORD });
      expect(first.statusCode).toBe(200);
      const answer = await t.app.inject({
        method: 'POST',
        url: adminPaths.signIn,
        remoteAddress: '10.17.250.1',
        headers: { origin: 'http://localhost', 'user-agent': FIREFOX, ...headers },
        payload: { email: account.email, password: PASSWORD, code: codeFor(account.totpSecret ?? '') },
      });
      expect(answer.statusCode).toBe(200);
      const raw = answer.headers['set-cookie'];
      const list = Array.isArray(raw) ? raw : [String(raw)];
      return list.find((cookie) => cookie.startsWith('nw_device='))?.split(';')[0];
    };
    // The first sign-in ever has nothing to compare with: no mail; the browser gets a device cookie.
    const device = await sign({});
    expect(device).toMatch(/^nw_device=[\w-]{43}$/);
    // The same device again: no mail, and no new cookie.
    expect(await sign({ cookie: device ?? '' })).toBeUndefined();
    expect(await mailsTo(account.email)).toHaveLength(0);
    // Another browser: a mail naming the device and the IP.
    await sign({});
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^New sign-in to your Northwind .*console account$/);
    expect(mails[0]?.text).toContain('Firefox on Linux');
    expect(mails[0]?.text).toContain('10.17.250.1');
    expect(mails[0]?.text).not.toContain((device ?? '').split('=')[1] ?? '-');
  });

  it('lists the last sign-ins on the account page, failures too, newest first', async () => {
    const account = await createStaff(t, 'recruiter');
    await failFrom(account.email);
    await vi.waitFor(async () => expect(await rows(account.id)).toHaveLength(1), SLOW);
    const session = await signIn(t, account, { 'user-agent': FIREFOX });
    const answer = await as(t, session)('GET', adminPaths.mySignIns);
    expect(answer.statusCode).toBe(200);
    const { items } = answer.json<SignInHistory>();
    expect(items.map((item) => item.outcome)).toEqual(['success', 'failure']);
    expect(items[0]).toMatchObject({ device: 'Firefox on Linux', ip: '127.0.0.1', method: 'password' });
    expect(items[1]?.ip).toMatch(/^10\.17\./);
    expect(JSON.stringify(items)).not.toMatch(/device_hash|user_agent/);
  });
});
