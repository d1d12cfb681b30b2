/**
 * Passkeys through the API, with a software authenticator: adding and removing one needs full
 * re-authentication and is audited; one signs in alone (instead of password + TOTP); challenges work
 * once, for their purpose, until they expire; the RP ID and origin follow PUBLIC_URL.
 */
import { expect, it } from 'vitest';
import type { PasskeyView, Passkeys, SignInHistory, WebAuthnOptions } from '#contracts/admin/account-security';
import type { SignInResponse } from '#contracts/admin/auth';
import { adminPaths } from '#contracts/admin/paths';
import { describeEachDatabase } from '../../test-support/each-database';
import {
  as,
  codeFor,
  createStaff,
  ORIGIN,
  PASSWORD,
  postFrom,
  sessionCookie,
  staffMember,
} from '../../test-support/console-client';
import { softAuthenticator } from '../../test-support/soft-authenticator';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { hashToken } from '../security/tokens';

type Member = Awaited<ReturnType<typeof staffMember>>;

describeEachDatabase('passkeys', (t) => {
  let step = 0;
  /** Full re-authentication with password and the next TOTP code. */
  const reauth = async (member: Member) => {
    await t.app.db.updateTable('staff_users').set({ totp_last_step: null }).where('id', '=', member.id).execute();
    const answer = await as(t, member)('POST', adminPaths.reauth, {
      password: PASSWORD,
      code: codeFor(member.totpSecret ?? '', (step++ % 2) as 0 | 1),
    });
    expect(answer.statusCode).toBe(200);
  };
  const addPasskey = async (member: Member, name = 'Work laptop') => {
    const authenticator = softAuthenticator();
    const options = (await as(t, member)('POST', adminPaths.passkeyRegistrationOptions, {})).json<WebAuthnOptions>();
    const answer = await as(t, member)('POST', adminPaths.myPasskeys, {
      name,
      response: authenticator.register(options, ORIGIN),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return { authenticator, passkey: answer.json<PasskeyView>() };
  };
  const signInOptions = async () =>
    (await as(t, null)('POST', adminPaths.passkeySignInOptions, {})).json<WebAuthnOptions>();
  let client = 0;
  // Each from its own address: failures count towards the sign-in limits as password attempts do.
  const signInWith = (response: object) =>
    postFrom(t, `10.18.0.${++client % 250}`, adminPaths.passkeySignIn, { response });

  it('adds a passkey only after password and second factor again, and audits it', async () => {
    const member = await staffMember(t, 'recruiter');
    expect((await as(t, member)('POST', adminPaths.passkeyRegistrationOptions, {})).statusCode).toBe(403);
    const authenticator = softAuthenticator();
    const early = await as(t, member)('POST', adminPaths.myPasskeys, {
      name: 'Sneaky',
      response: authenticator.register({ challenge: 'x' }, ORIGIN),
    });
    expect(early.statusCode).toBe(403);

    await reauth(member);
    const options = (await as(t, member)('POST', adminPaths.passkeyRegistrationOptions, {})).json<
      WebAuthnOptions & {
        rp: { id: string };
        authenticatorSelection: { residentKey: string; userVerification: string };
      }
    >();
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    // Without user verification (no PIN or biometric) it is refused.
    const unverified = await as(t, member)('POST', adminPaths.myPasskeys, {
      name: 'No PIN',
      response: authenticator.register(options, ORIGIN, { userVerified: false }),
    });
    expect(unverified.statusCode).toBe(400);
    // That challenge is used up: the same answer, verified this time, is refused too.
    const replay = await as(t, member)('POST', adminPaths.myPasskeys, {
      name: 'Replay',
      response: authenticator.register(options, ORIGIN),
    });
    expect(replay.statusCode).toBe(400);

    await addPasskey(member, 'Work laptop');
    await addPasskey(member, 'Phone');
    const list = (await as(t, member)('GET', adminPaths.myPasskeys)).json<Passkeys>();
    expect(list.items.map((item) => item.name)).toEqual(['Work laptop', 'Phone']);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('actor_id', '=', member.id)
      .where('action', '=', 'account.passkey-add')
      .execute();
    expect(audit.map((row) => row.detail)).toEqual([
      JSON.stringify({ name: 'Work laptop' }),
      JSON.stringify({ name: 'Phone' }),
    ]);
  });

  it('signs in with a passkey alone; each challenge works once and not after it expires', async () => {
    const member = await staffMember(t, 'recruiter');
    await reauth(member);
    const { authenticator } = await addPasskey(member);

    const options = await signInOptions();
    const assertion = authenticator.authenticate(options, ORIGIN);
    const answer = await signInWith(assertion);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SignInResponse>()).toMatchObject({ status: 'signed-in', me: { id: member.id } });
    const cookie = sessionCookie(answer.headers) ?? '';
    expect((await as(t, { cookie })('GET', adminPaths.me)).statusCode).toBe(200);
    const history = (await as(t, { cookie })('GET', adminPaths.mySignIns)).json<SignInHistory>();
    expect(history.items[0]).toMatchObject({ method: 'passkey', outcome: 'success' });

    // The same assertion again: its challenge is gone.
    expect((await signInWith(assertion)).statusCode).toBe(401);
    // A challenge past its five minutes.
    const stale = await signInOptions();
    await t.app.db
      .updateTable('staff_webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge_hash', '=', hashToken(stale.challenge))
      .execute();
    expect((await signInWith(authenticator.authenticate(stale, ORIGIN))).statusCode).toBe(401);
    // Another site's page cannot use it.
    expect(
      (await signInWith(authenticator.authenticate(await signInOptions(), 'https://evil.example'))).statusCode,
    ).toBe(401);
    // A challenge made for re-authentication does not sign in.
    await reauth(member);
    const reauthOptions = (await as(t, member)('POST', adminPaths.reauthPasskeyOptions, {})).json<WebAuthnOptions>();
    expect((await signInWith(authenticator.authenticate(reauthOptions, ORIGIN))).statusCode).toBe(401);
    // An unknown passkey.
    expect((await signInWith(softAuthenticator().authenticate(await signInOptions(), ORIGIN))).statusCode).toBe(401);
    // A disabled account's passkey.
    await t.app.db.updateTable('staff_users').set({ disabled: 1 }).where('id', '=', member.id).execute();
    expect((await signInWith(authenticator.authenticate(await signInOptions(), ORIGIN))).statusCode).toBe(401);
  });

  it('takes a passkey as the second factor of a re-authentication, with the password', async () => {
    const member = await staffMember(t, 'recruiter');
    await reauth(member);
    const { authenticator } = await addPasskey(member);
    const options = async () =>
      (await as(t, member)('POST', adminPaths.reauthPasskeyOptions, {})).json<WebAuthnOptions>();
    const wrongPassword = await as(t, member)('POST', adminPaths.reauth, {
      password: 'not the password',
      passkey: authenticator.authenticate(await options(), ORIGIN),
    });
    expect(wrongPassword.statusCode).toBe(400);
    const right = await as(t, member)('POST', adminPaths.reauth, {
      password: PASSWORD,
      passkey: authenticator.authenticate(await options(), ORIGIN),
    });
    expect(right.statusCode).toBe(200);
    // Someone else's passkey does not re-authenticate this account.
    const other = await staffMember(t, 'recruiter');
    const theirs = await as(t, other)('POST', adminPaths.reauth, {
      password: PASSWORD,
      passkey: authenticator.authenticate(await options(), ORIGIN),
    });
    expect(theirs.statusCode).toBe(400);
  });

  it('removes a passkey only after re-authentication; it signs in no more', async () => {
    const member = await staffMember(t, 'admin');
    await reauth(member);
    const { authenticator, passkey } = await addPasskey(member);
    await t.app.db
      .updateTable('staff_sessions')
      .set({ reauthenticated_at: null })
      .where('user_id', '=', member.id)
      .execute();
    expect((await as(t, member)('DELETE', adminPaths.myPasskey(passkey.id))).statusCode).toBe(403);
    // Nobody removes someone else's passkey.
    const other = await staffMember(t, 'admin');
    await reauth(other);
    expect((await as(t, other)('DELETE', adminPaths.myPasskey(passkey.id))).statusCode).toBe(404);

    await reauth(member);
    expect((await as(t, member)('DELETE', adminPaths.myPasskey(passkey.id))).statusCode).toBe(204);
    expect((await as(t, member)('GET', adminPaths.myPasskeys)).json<Passkeys>().items).toEqual([]);
    expect((await signInWith(authenticator.authenticate(await signInOptions(), ORIGIN))).statusCode).toBe(401);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', member.id)
      .where('action', '=', 'account.passkey-remove')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

it('follows PUBLIC_URL: its host is the RP ID and its origin the only one accepted', async () => {
  const site = 'https://careers.northwind.example';
  const t: TestApp = await buildTestApp('sqlite', { PUBLIC_URL: site });
  try {
    const account = await createStaff(t, 'recruiter');
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url, headers: { origin: site, ...(cookie ? { cookie } : {}) }, payload });
    await post(adminPaths.signIn, { email: account.email, password: PASSWORD });
    const signedIn = await post(adminPaths.signIn, {
      email: account.email,
      password: PASSWORD,
      code: codeFor(account.totpSecret ?? ''),
    });
    const cookie = sessionCookie(signedIn.headers) ?? '';
    expect(
      (await post(adminPaths.reauth, { password: PASSWORD, code: codeFor(account.totpSecret ?? '', 1) }, cookie))
        .statusCode,
    ).toBe(200);
    const options = (await post(adminPaths.passkeyRegistrationOptions, {}, cookie)).json<
      WebAuthnOptions & { rp: { id: string } }
    >();
    expect(options.rp.id).toBe('careers.northwind.example');
    const authenticator = softAuthenticator();
    // Made for the site but answered as if from localhost: refused.
    const local = await post(
      adminPaths.myPasskeys,
      { name: 'x', response: authenticator.register(options, 'http://localhost') },
      cookie,
    );
    expect(local.statusCode).toBe(400);
    const again = (await post(adminPaths.passkeyRegistrationOptions, {}, cookie)).json<WebAuthnOptions>();
    expect(
      (await post(adminPaths.myPasskeys, { name: 'Laptop', response: authenticator.register(again, site) }, cookie))
        .statusCode,
    ).toBe(201);
    const signIn = (await post(adminPaths.passkeySignInOptions, {})).json<WebAuthnOptions & { rpId: string }>();
    expect(signIn.rpId).toBe('careers.northwind.example');
    expect(
      (await post(adminPaths.passkeySignIn, { response: authenticator.authenticate(signIn, site) })).statusCode,
    ).toBe(200);
  } finally {
    await t.close();
  }
}, 60_000);
