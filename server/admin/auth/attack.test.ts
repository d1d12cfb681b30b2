/**
 * Sign-in under attack, with real concurrency on SQLite and PostgreSQL: parallel guesses cannot get
 * past the limits (the attempt is reserved before the password is checked), a TOTP code signs in
 * once however many requests carry it, and a reset link's second factor cannot be guessed.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { codeFor, createStaff, PASSWORD, postFrom, signInFailures } from '../../test-support/console-client';
import { describeEachDatabase, useTestApp } from '../../test-support/each-database';
import { issueLinkToken } from './one-time-links';
import { RESET_CODE_MAX_FAILURES, SIGN_IN_MAX_PER_PAIR } from './sign-in-limits';

/** Work the request set off in the background: up to 15 s on a loaded machine, not vi.waitFor's 1 s. */
const SLOW = { timeout: 15_000 };

describeEachDatabase('sign-in under attack', (t) => {
  const signInFrom = (remoteAddress: string, payload: object) => postFrom(t, remoteAddress, adminPaths.signIn, payload);

  it('checks at most the allowed number of 20 parallel guesses (19 wrong, one right) from one IP', async () => {
    const account = await createStaff(t, 'admin');
    const right = { email: account.email, password: PASSWORD, code: codeFor(account.totpSecret ?? '') };
    const wrong = { email: account.email, password: 'not the password at all', code: '123456' };
    const payloads = Array.from({ length: 20 }, (_, index) => (index === 13 ? right : wrong));
    const answers = await Promise.all(payloads.map((payload) => signInFrom('203.0.113.50', payload)));
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length, statuses.join(' ')).toBeLessThanOrEqual(SIGN_IN_MAX_PER_PAIR);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_MAX_PER_PAIR);
    const failures = await signInFailures(t, account.email);
    expect(failures.length).toBeLessThanOrEqual(SIGN_IN_MAX_PER_PAIR);
  });

  it('signs in once with one TOTP code sent by three parallel requests', async () => {
    const account = await createStaff(t, 'admin');
    const payload = { email: account.email, password: PASSWORD, code: codeFor(account.totpSecret ?? '') };
    const answers = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((ip) => signInFrom(ip, payload)),
    );
    const signedIn = answers.filter(
      (answer) => answer.statusCode === 200 && answer.json<SignInResponse>().status === 'signed-in',
    );
    expect(signedIn.length, answers.map((answer) => answer.statusCode).join(' ')).toBe(1);
  });

  it('voids a reset link after too many wrong second-factor codes, counting them as failed sign-ins', async () => {
    const account = await createStaff(t, 'admin');
    const staff = (await import('../../repositories/staff.repository')).staffRepository(t.app.db);
    const token = await issueLinkToken(staff, account.id, 'reset');
    const complete = (code: string, remoteAddress: string) =>
      postFrom(t, remoteAddress, adminPaths.passwordResetComplete, { token, password: 'a brand new passphrase', code });
    // Each guess from another address, so that only the link's own limit is at work.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await complete(String(100000 + i), `192.0.2.${i + 1}`)).statusCode);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const valid = await complete(codeFor(account.totpSecret ?? ''), '192.0.2.200');
    expect(valid.statusCode).toBe(400);
    expect(valid.json<{ message: string }>().message).toMatch(/no longer valid/);
    const failures = await signInFailures(t, account.email);
    expect(failures.length).toBeGreaterThanOrEqual(RESET_CODE_MAX_FAILURES);
    const user = await staff.userById(account.id);
    expect(user?.password_hash).not.toBeNull();
    const stillOld = await signInFrom('192.0.2.250', { email: account.email, password: PASSWORD });
    expect(stillOld.json<SignInResponse>()).toEqual({ status: 'code-required' });
  });
});

describe('asking for a password reset', () => {
  const t = useTestApp('sqlite');
  // From the address a test request comes from by default.
  const ask = (email: string) => postFrom(t, '127.0.0.1', adminPaths.passwordResetRequest, { email });

  it('answers before any of the real work (token, mail, audit), so timing does not tell who has an account', async () => {
    const account = await createStaff(t, 'recruiter');
    const outbox = t.app.repos.outbox;
    const enqueue = outbox.enqueue.bind(outbox);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(outbox, 'enqueue').mockImplementation(async (mail) => {
      await gate;
      return enqueue(mail);
    });
    try {
      let answered = false;
      const real = ask(account.email).then((answer) => {
        answered = true;
        return answer;
      });
      // While the mail cannot be queued, the answer is already out.
      await vi.waitFor(() => expect(answered).toBe(true), { timeout: 3000 });
      expect((await real).statusCode).toBe(202);
      const unknown = await ask('nobody-here@northwind.example');
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe((await real).body);
      release();
      await vi.waitFor(async () => {
        const mails = await t.app.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_addresses', 'like', `%${account.email}%`)
          .execute();
        expect(mails).toHaveLength(1);
      }, SLOW);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});
