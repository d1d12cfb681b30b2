/**
 * Console test helpers: staff accounts made straight in the database (a password and TOTP, which
 * every account has; `totp: false` makes one from before that rule), signing in through the API, and requests that carry the session cookie and the same-origin
 * header a browser would send.
 */
import type { Role } from '#contracts/admin/common';
import type { Me, SignInResponse } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { staffRepository } from '../repositories/staff.repository';
import { beforeAllValue } from './each-database';
import { TEST_HASH_COSTS, type TestApp } from './test-app';
import { hashPassword } from '../admin/security/password';
import { newTotpSecret, totpCode } from '../admin/security/totp';

export const ORIGIN = 'http://localhost';
export const PASSWORD = 'correct horse battery staple';

let passwordHash: Promise<string> | undefined;

export type Staff = { id: string; email: string; role: Role; totpSecret: string | null; cookie: string };

/** The session cookie (name=value) an answer sets. */
export function sessionCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.map(String).find((c) => /^(__Host-)?nw_console=[^;]+/.test(c));
  return found?.split(';')[0];
}

/** The TOTP code of the step after `lastStep` (a code is accepted once). */
export const codeFor = (secret: string, offsetSteps = 0) => totpCode(secret, Date.now() + offsetSteps * 30_000);

export async function createStaff(
  t: TestApp,
  role: Role,
  options: { email?: string; totp?: boolean; name?: string } = {},
): Promise<Omit<Staff, 'cookie'>> {
  const staff = staffRepository(t.app.db);
  const email = options.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@northwind.example`;
  const user = await staff.createUser({ email, name: options.name ?? `${role} person`, role });
  const totpSecret = (options.totp ?? true) ? newTotpSecret() : null;
  await staff.updateUser(user.id, {
    // A cheap hash (the cost is stored with it) keeps the suites fast; production hashes use the full cost.
    password_hash: await (passwordHash ??= hashPassword(PASSWORD, TEST_HASH_COSTS.password)),
    totp_secret: totpSecret,
  });
  return { id: user.id, email: user.email, role, totpSecret };
}

export async function signIn(
  t: TestApp,
  account: { email: string; totpSecret: string | null },
  headers: Record<string, string> = {},
): Promise<{ cookie: string; me: Me }> {
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: adminPaths.signIn, headers: { origin: ORIGIN, ...headers }, payload });
  // Each sign-in takes a TOTP step once; a helper signing one account in again within 30 s starts afresh.
  await t.app.db
    .updateTable('staff_users')
    .set({ totp_last_step: null })
    .where('email', '=', account.email.toLowerCase())
    .execute();
  let answer = await post({ email: account.email, password: PASSWORD });
  if (answer.json<SignInResponse>().status === 'code-required' && account.totpSecret) {
    answer = await post({ email: account.email, password: PASSWORD, code: codeFor(account.totpSecret) });
  }
  const body = answer.json<SignInResponse>();
  const cookie = sessionCookie(answer.headers);
  if (answer.statusCode !== 200 || body.status !== 'signed-in' || !cookie) {
    throw new Error(`sign-in failed: ${answer.statusCode} ${answer.body}`);
  }
  return { cookie, me: body.me };
}

export async function staffMember(t: TestApp, role: Role, options: { totp?: boolean } = {}): Promise<Staff> {
  const account = await createStaff(t, role, options);
  const { cookie } = await signIn(t, account);
  return { ...account, cookie };
}

/** A POST as the console's page sends it, from a given client address (the sign-in limits count per IP). */
export const postFrom = (t: TestApp, remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { origin: ORIGIN }, payload });

/** The failed sign-ins recorded against an address. */
export const signInFailures = (t: TestApp, email: string) =>
  t.app.db.selectFrom('staff_sign_in_failures').select('id').where('email', '=', email).execute();

/** A signed-in staff member made before the suite's tests (server/test-support/each-database.ts). */
export const useStaff = (t: TestApp, role: Role, options: { totp?: boolean } = {}): Staff =>
  beforeAllValue(() => staffMember(t, role, options));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the console's page sends it: session cookie and same Origin. */
export function as(t: TestApp, who: { cookie: string } | null) {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}
