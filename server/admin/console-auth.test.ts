/**
 * Signing in holds: the CLI's first admin and invitations through the outbox, TOTP and recovery
 * codes, session rotation, idle and absolute expiry (a controlled clock), revocation on sign-out,
 * password change and disable, the sign-in limits, password reset, cookie attributes, and no
 * password, token or TOTP secret in logs or answers.
 */
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SetupCompleteResponse, SetupStartResponse, SignInResponse } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import type { StaffUser } from '#contracts/admin/users';
import { runCli } from '../cli/main';
import { buildTestApp, type DbKind, postgresAvailable, type TestApp } from '../test-support/test-app';
import {
  SIGN_IN_ADDRESS_CEILING,
  SIGN_IN_ADDRESS_SLOW_MS,
  SIGN_IN_MAX_PER_IP,
  SIGN_IN_MAX_PER_PAIR,
  SIGN_IN_PAIR_DELAYS_MS,
} from './auth/sign-in-limits';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './session';
import { totpCode } from './security/totp';
import {
  as,
  codeFor,
  createStaff,
  PASSWORD,
  sessionCookie,
  postFrom,
  signIn,
  staffMember,
} from '../test-support/console-client';

/** Work the request set off in the background: up to 15 s on a loaded machine, not vi.waitFor's 1 s. */
const SLOW = { timeout: 15_000 };

const kinds: DbKind[] = ['sqlite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
const MINUTE = 60_000;

/** The one-time token of the newest console mail to `email` (polled: a reset mail is queued after the answer). */
async function mailedToken(t: TestApp, email: string) {
  return vi.waitFor(() => newestMailToken(t, email), SLOW);
}

async function newestMailToken(t: TestApp, email: string) {
  const mail = await t.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'console')
    .where('to_addresses', 'like', `%${email}%`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const token = mail?.text.match(/#token=([A-Za-z0-9_-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no console mail to ${email}`);
  return { mail, token };
}

describe.each(kinds)('console sign-in on %s', (kind) => {
  let t: TestApp;
  let log = '';

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    t = await buildTestApp(kind, { LOG_LEVEL: 'info' }, { logStream: stream });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (cookie: string) => as(t, { cookie })('GET', adminPaths.me);

  it('bootstraps the first admin from the CLI: set-up link, password, TOTP, recovery codes', async () => {
    let output = '';
    const code = await runCli(
      ['create-admin', '--email', 'First.Admin@Northwind.example', '--name', 'Ada Admin'],
      () => t.config,
      {
        write: (text: string) => (output += text),
      },
    );
    expect(code).toBe(0);
    const token = output.match(/\/admin\/setup#token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();

    const start = await as(t, null)('POST', adminPaths.setupStart, { token });
    expect(start.statusCode).toBe(200);
    const setup = start.json<SetupStartResponse>();
    expect(setup).toMatchObject({
      email: 'first.admin@northwind.example',
      name: 'Ada Admin',
      role: 'admin',
      totpRequired: true,
    });

    // An admin cannot finish without an authenticator, nor with a wrong code; a short password is refused.
    expect((await as(t, null)('POST', adminPaths.setupComplete, { token, password: PASSWORD })).statusCode).toBe(400);
    expect(
      (await as(t, null)('POST', adminPaths.setupComplete, { token, password: PASSWORD, totpCode: '000000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await as(t, null)('POST', adminPaths.setupComplete, {
          token,
          password: 'short',
          totpCode: totpCode(setup.totp.secret),
        })
      ).statusCode,
    ).toBe(400);

    const done = await as(t, null)('POST', adminPaths.setupComplete, {
      token,
      password: PASSWORD,
      totpCode: totpCode(setup.totp.secret),
    });
    expect(done.statusCode).toBe(200);
    const body = done.json<SetupCompleteResponse>();
    expect(body.me).toMatchObject({ role: 'admin', totpEnabled: true });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(JSON.stringify(body)).not.toContain(setup.totp.secret);
    const cookie = sessionCookie(done.headers);
    expect(cookie).toBeDefined();
    expect((await me(cookie ?? '')).statusCode).toBe(200);

    // The link works once.
    expect((await as(t, null)('POST', adminPaths.setupStart, { token })).statusCode).toBe(400);
    // The CLI refuses an address that already has an account.
    await expect(
      runCli(['create-admin', '--email', 'first.admin@northwind.example'], () => t.config, { write: () => 0 }),
    ).rejects.toThrow(/already has an account/);

    // Sign-in needs the second factor; a recovery code works once instead of a TOTP code.
    const signInWith = (payload: object) =>
      as(t, null)('POST', adminPaths.signIn, {
        email: 'first.admin@northwind.example',
        password: PASSWORD,
        ...payload,
      });
    expect((await signInWith({})).json<SignInResponse>()).toEqual({ status: 'code-required' });
    const recovery = body.recoveryCodes[0] ?? '';
    expect((await signInWith({ code: recovery })).statusCode).toBe(200);
    expect((await signInWith({ code: recovery })).statusCode).toBe(401);
  }, 60_000);

  it('invites a recruiter by mail through the outbox; the link sets up the account with TOTP', async () => {
    const admin = await staffMember(t, 'admin');
    const invite = await as(t, admin)('POST', adminPaths.users, {
      email: 'rita.recruiter@northwind.example',
      name: 'Rita Recruiter',
      role: 'recruiter',
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json<StaffUser>()).toMatchObject({ state: 'invited', role: 'recruiter' });
    expect(
      (
        await as(t, admin)('POST', adminPaths.users, {
          email: 'rita.recruiter@northwind.example',
          name: 'Again',
          role: 'recruiter',
        })
      ).statusCode,
    ).toBe(409);

    const { mail, token } = await mailedToken(t, 'rita.recruiter@northwind.example');
    expect(mail.subject).toMatch(/invited/);
    expect(mail.text).toMatch(/^http:\/\/localhost(:80)?\/admin\/setup#token=/m);
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('staff_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const start = await as(t, null)('POST', adminPaths.setupStart, { token });
    const setup = start.json<SetupStartResponse>();
    expect(setup).toMatchObject({ role: 'recruiter', totpRequired: true });
    // Every account sets up an authenticator: a password alone finishes nothing.
    const noCode = await as(t, null)('POST', adminPaths.setupComplete, { token, password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const done = await as(t, null)('POST', adminPaths.setupComplete, {
      token,
      password: PASSWORD,
      totpCode: totpCode(setup.totp.secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<SetupCompleteResponse>().me).toMatchObject({ role: 'recruiter', totpEnabled: true });
    expect(done.json<SetupCompleteResponse>().recoveryCodes).toHaveLength(10);
    const signedIn = await signIn(t, { email: 'rita.recruiter@northwind.example', totpSecret: setup.totp.secret });
    expect(signedIn.me.role).toBe('recruiter');
  });

  it('invites an account manager, whose invitation names the role and whose account carries it', async () => {
    const admin = await staffMember(t, 'admin');
    const invite = await as(t, admin)('POST', adminPaths.users, {
      email: 'amy.accounts@northwind.example',
      name: 'Amy Accounts',
      role: 'account_manager',
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json<StaffUser>()).toMatchObject({ state: 'invited', role: 'account_manager' });
    const { mail, token } = await mailedToken(t, 'amy.accounts@northwind.example');
    expect(mail.text).toContain('as an account manager');
    const start = await as(t, null)('POST', adminPaths.setupStart, { token });
    expect(start.json<SetupStartResponse>()).toMatchObject({ role: 'account_manager' });
    // A recruiter may not invite anyone, an account manager neither.
    const manager = await staffMember(t, 'account_manager');
    const body = { email: 'x@northwind.example', name: 'X', role: 'admin' };
    expect((await as(t, manager)('POST', adminPaths.users, body)).statusCode).toBe(403);
  });

  it('makes an account without a second factor enrol at its next sign-in, before it can do anything', async () => {
    const account = await createStaff(t, 'recruiter', { totp: false });
    const signInWith = (payload: object) =>
      as(t, null)('POST', adminPaths.signIn, { email: account.email, ...payload });
    const first = await signInWith({ password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(sessionCookie(first.headers)).toBeUndefined();
    const answer = first.json<SignInResponse>();
    if (answer.status !== 'enrol-required') throw new Error(`expected enrol-required, got ${first.body}`);
    expect(answer.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    // Asked again, the same pending secret (a double submit does not lose the enrolment).
    expect((await signInWith({ password: PASSWORD })).json()).toEqual(answer);
    expect((await signInWith({ password: PASSWORD, code: '000000' })).statusCode).toBe(401);
    const enrolled = await signInWith({ password: PASSWORD, code: totpCode(answer.totp.secret) });
    const body = enrolled.json<SignInResponse>();
    expect(body).toMatchObject({ status: 'signed-in', me: { totpEnabled: true } });
    expect(body.status === 'signed-in' ? body.recoveryCodes : undefined).toHaveLength(10);
    expect(sessionCookie(enrolled.headers)).toBeDefined();
    // From now on the account signs in with password and code.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signInWith({ password: PASSWORD })).json()).toEqual({ status: 'code-required' });
  });

  it('ends the sessions of accounts without a second factor when the rule arrives (migration)', async () => {
    const { secondFactorForAll } = await import('../db/migrations/0007-second-factor-for-all');
    const account = await createStaff(t, 'recruiter');
    const { cookie } = await signIn(t, account);
    await t.app.db.updateTable('staff_users').set({ totp_secret: null }).where('id', '=', account.id).execute();
    await secondFactorForAll().up(t.app.db as never);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires a set-up link after 24 hours', async () => {
    const admin = await staffMember(t, 'admin');
    await as(t, admin)('POST', adminPaths.users, {
      email: 'late.larry@northwind.example',
      name: 'Late Larry',
      role: 'recruiter',
    });
    const { token } = await mailedToken(t, 'late.larry@northwind.example');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * MINUTE + 1000);
    expect((await as(t, null)('POST', adminPaths.setupStart, { token })).statusCode).toBe(400);
  });

  it('rotates the session on sign-in: the old cookie no longer works', async () => {
    const account = await createStaff(t, 'recruiter');
    const first = await signIn(t, account);
    const second = await signIn(t, account, { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes, and slides while it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const { cookie } = await signIn(t, await createStaff(t, 'recruiter'));
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + IDLE_TIMEOUT_MS);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(String(expired.headers['set-cookie'])).toMatch(/nw_console=;/);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const { cookie } = await signIn(t, await createStaff(t, 'recruiter'));
    const end = Date.now() + ABSOLUTE_TIMEOUT_MS;
    while (Date.now() + 20 * MINUTE < end) {
      vi.setSystemTime(Date.now() + 20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    vi.setSystemTime(end);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('revokes the session on sign-out', async () => {
    const { cookie } = await signIn(t, await createStaff(t, 'recruiter'));
    const out = await as(t, { cookie })('POST', adminPaths.signOut);
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('revokes every other session on a password change, and keeps this browser signed in anew', async () => {
    const account = await createStaff(t, 'recruiter');
    const laptop = await signIn(t, account);
    const phone = await signIn(t, account);
    const wrong = await as(t, laptop)('POST', adminPaths.changePassword, {
      currentPassword: 'not it at all',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await as(t, laptop)('POST', adminPaths.changePassword, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookie(changed.headers) ?? '';
    expect((await me(phone.cookie)).statusCode).toBe(401);
    expect((await me(laptop.cookie)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    const old = await as(t, null)('POST', adminPaths.signIn, { email: account.email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
  });

  it('revokes the sessions of a disabled account at once, and refuses its sign-in', async () => {
    const admin = await staffMember(t, 'admin');
    const account = await createStaff(t, 'recruiter');
    const { cookie } = await signIn(t, account);
    const disabled = await as(t, admin)('PATCH', adminPaths.user(account.id), { disabled: true });
    expect(disabled.json<StaffUser>().state).toBe('disabled');
    expect((await me(cookie)).statusCode).toBe(401);
    await expect(signIn(t, account)).rejects.toThrow(/401/);
    // An admin cannot disable or demote themselves, nor make someone without TOTP an admin.
    expect((await as(t, admin)('PATCH', adminPaths.user(admin.id), { disabled: true })).statusCode).toBe(409);
    const noTotp = await createStaff(t, 'recruiter', { totp: false });
    expect((await as(t, admin)('PATCH', adminPaths.user(noTotp.id), { role: 'admin' })).statusCode).toBe(409);
  });

  it('limits sign-in per address and IP with growing waits and one generic message; lifts it after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await createStaff(t, 'recruiter');
    const attempt = (password: string, email = account.email) =>
      as(t, null)('POST', adminPaths.signIn, { email, password });
    const unknown = await attempt('whatever-it-is', 'nobody@northwind.example');
    for (let i = 0; i < SIGN_IN_MAX_PER_PAIR; i++) {
      const wait = SIGN_IN_PAIR_DELAYS_MS[i] ?? 0;
      if (wait > 0) {
        // Too soon after the last failure: refused without checking, with how long to wait.
        const early = await attempt(PASSWORD);
        expect(early.statusCode).toBe(429);
        expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
        vi.setSystemTime(Date.now() + wait);
      }
      const wrong = await attempt('not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    }
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    // From another IP the address still signs in: a stranger cannot lock a staff member out.
    const elsewhere = await postFrom(t, '198.51.100.77', adminPaths.signIn, {
      email: account.email,
      password: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('slows an address that fails from many IPs, without locking it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120 * MINUTE);
    const account = await createStaff(t, 'recruiter');
    const from = (remoteAddress: string, password: string) =>
      postFrom(t, remoteAddress, adminPaths.signIn, { email: account.email, password });
    for (let i = 0; i < SIGN_IN_ADDRESS_CEILING; i++) {
      expect((await from(`203.0.113.${100 + i}`, 'a wrong guess here')).statusCode).toBe(401);
    }
    // Past the ceiling: the owner waits a moment, and is not locked out.
    const slowed = await from('192.0.2.10', PASSWORD);
    expect(slowed.statusCode).toBe(429);
    vi.setSystemTime(Date.now() + SIGN_IN_ADDRESS_SLOW_MS);
    expect((await from('192.0.2.10', PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in per IP across accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * MINUTE);
    const account = await createStaff(t, 'recruiter');
    const from = (remoteAddress: string, email: string, password: string) =>
      postFrom(t, remoteAddress, adminPaths.signIn, { email, password });
    // Guesses at other accounts.
    for (let i = 0; i < SIGN_IN_MAX_PER_IP; i++) {
      const other = await createStaff(t, 'recruiter');
      expect((await from('203.0.113.9', other.email, 'guessing-passwords')).statusCode).toBe(401);
    }
    expect((await from('203.0.113.9', account.email, PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.7', account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('resets a forgotten password by mail link, needing the second factor, and ends every session', async () => {
    const account = await createStaff(t, 'admin');
    const { cookie } = await signIn(t, account);
    const asked = await as(t, null)('POST', adminPaths.passwordResetRequest, { email: account.email });
    expect(asked.statusCode).toBe(202);
    const nobody = await as(t, null)('POST', adminPaths.passwordResetRequest, { email: 'nobody@northwind.example' });
    expect(nobody.statusCode).toBe(202);
    const { token } = await mailedToken(t, account.email);
    const newPassword = 'reset passphrase 2026';
    expect(
      (await as(t, null)('POST', adminPaths.passwordResetComplete, { token, password: newPassword })).statusCode,
    ).toBe(400);
    // The code signIn used (this step) is spent; the next step's code is accepted once. The clock holds
    // still for it, so the replay below names that very step however slowly the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    const resetAt = Date.now();
    const done = await as(t, null)('POST', adminPaths.passwordResetComplete, {
      token,
      password: newPassword,
      code: codeFor(account.totpSecret ?? '', 1),
    });
    expect(done.statusCode).toBe(204);
    vi.useRealTimers();
    expect((await me(cookie)).statusCode).toBe(401);
    expect(
      (await as(t, null)('POST', adminPaths.passwordResetComplete, { token, password: newPassword })).statusCode,
    ).toBe(400);
    // A spent code is refused (replay); a later step's code works.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(resetAt + 60_000);
    const replayed = await as(t, null)('POST', adminPaths.signIn, {
      email: account.email,
      password: newPassword,
      code: codeFor(account.totpSecret ?? '', -1),
    });
    expect(replayed.statusCode).toBe(401);
    const signedIn = await as(t, null)('POST', adminPaths.signIn, {
      email: account.email,
      password: newPassword,
      code: codeFor(account.totpSecret ?? ''),
    });
    expect(signedIn.json<SignInResponse>(), signedIn.body).toMatchObject({ status: 'signed-in' });
  });

  it('keeps TOTP on for every account: a recruiter cannot turn it off, nor start it again', async () => {
    const recruiter = await staffMember(t, 'recruiter');
    expect((await as(t, recruiter)('POST', adminPaths.totpStart)).statusCode).toBe(409);
    expect((await as(t, recruiter)('POST', adminPaths.totpDisable, { password: PASSWORD })).statusCode).toBe(403);
    const admin = await staffMember(t, 'admin');
    expect((await as(t, admin)('POST', adminPaths.totpDisable, { password: PASSWORD })).statusCode).toBe(403);
    expect((await me(recruiter.cookie)).json()).toMatchObject({ totpEnabled: true });
  });

  it('sets the cookie HttpOnly and SameSite=Strict; over HTTPS as __Host- with Secure', async () => {
    const account = await createStaff(t, 'recruiter');
    const plain = await as(t, null)('POST', adminPaths.signIn, {
      email: account.email,
      password: PASSWORD,
      code: codeFor(account.totpSecret ?? ''),
    });
    const cookieNamed = (headers: Record<string, unknown>, name: RegExp) => {
      const raw = headers['set-cookie'];
      return (Array.isArray(raw) ? raw : [String(raw)]).map(String).find((cookie) => name.test(cookie)) ?? '';
    };
    const plainCookie = cookieNamed(plain.headers, /^nw_console=/);
    expect(plainCookie).toMatch(/^nw_console=/);
    // The device cookie (sign-in notices) is as guarded.
    expect(cookieNamed(plain.headers, /^nw_device=/)).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).toMatch(/SameSite=Strict/);
    expect(plainCookie).not.toMatch(/Secure/);

    const https = await buildTestApp('sqlite', { PUBLIC_URL: 'https://careers.northwind.example' });
    try {
      const other = await createStaff(https, 'recruiter');
      const answer = await https.app.inject({
        method: 'POST',
        url: adminPaths.signIn,
        headers: { origin: 'https://careers.northwind.example' },
        payload: { email: other.email, password: PASSWORD, code: codeFor(other.totpSecret ?? '') },
      });
      const cookie = cookieNamed(answer.headers, /^__Host-nw_console=/);
      expect(cookie).toMatch(/^__Host-nw_console=/);
      expect(cookieNamed(answer.headers, /^__Host-nw_device=/)).toMatch(/Secure/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
      // The same-origin check follows PUBLIC_URL.
      const foreign = await https.app.inject({
        method: 'POST',
        url: adminPaths.signIn,
        headers: { origin: 'http://localhost' },
        payload: { email: other.email, password: PASSWORD },
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await https.close();
    }
  });

  it('never writes a password, token, cookie or TOTP secret to the log', async () => {
    const account = await createStaff(t, 'admin');
    const { cookie } = await signIn(t, account);
    await as(t, null)('POST', adminPaths.signIn, { email: account.email, password: 'wrong password value' });
    await as(t, { cookie })('GET', adminPaths.me);
    const tokenValue = cookie.split('=')[1] ?? '';
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [PASSWORD, 'wrong password value', tokenValue, account.totpSecret ?? '']) {
      expect(log).not.toContain(secret);
    }
    const rows = await t.app.db.selectFrom('staff_users').select(['password_hash']).execute();
    for (const row of rows) expect(row.password_hash ?? '').not.toContain(PASSWORD);
  });
});
