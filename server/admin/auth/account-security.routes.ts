/**
 * The signed-in staff member's own sign-in security: full re-authentication (password and a second
 * factor) and, after it, new recovery codes; the account's last sign-ins. Sessions, sign-in history and passkeys have their own
 * route files beside this one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { SignInHistory, WebAuthnOptions } from '#contracts/admin/account-security';
import { NewRecoveryCodesRequest, RecoveryCodes, ReauthRequest, ReauthResponse } from '#contracts/admin/auth';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import { SIGNED_IN } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { verifyPassword } from '../security/password';
import { consoleRoute } from '../resource/console-route';
import { reauthenticatedUntil, requireReauth } from './reauth';
import { checkTotp, issueRecoveryCodes } from './second-factor';
import { signInAttempts } from './sign-in-limits';
import { signInHistory } from './sign-in-history';
import { describeDevice } from './device';
import { passkeys, relyingParty } from './passkeys';

const TOO_MANY = 'Too many attempts. Please wait a little and try again.';
const NOT_RIGHT = 'The password or the code is not right.';

export const accountSecurityRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const { staff } = ctx;
  const attempts = signInAttempts(ctx.app.db);
  const history = signInHistory(ctx.app.db, ctx.app.config);
  const store = passkeys(ctx.app.db);

  app.post('/me/reauth', consoleRoute(SIGNED_IN, { body: ReauthRequest }, ReauthResponse), async (request) => {
    const session = staffOf(request);
    const { user } = session;
    const { password, code, passkey } = request.body;
    // Counted with the sign-in attempts: a borrowed session cannot guess the password or code on.
    const reservation = await attempts.reserve(user.email, request.ip);
    if (!reservation.ok) throw new ClientError(429, TOO_MANY, undefined, reservation.retryAfterSeconds);
    const passwordOk = Boolean(user.password_hash) && (await verifyPassword(password, user.password_hash ?? ''));
    const secondFactor = async () => {
      if (passkey) {
        const response = passkey as unknown as AuthenticationResponseJSON;
        const row = await store.byId(response.id);
        return row ? store.verify(relyingParty(ctx.app, request), row, user, response, 'reauth') : false;
      }
      return code !== undefined && (await checkTotp(attempts, user, code));
    };
    const factorOk = passwordOk && (await secondFactor());
    if (!passwordOk || !factorOk) {
      await ctx.audit(
        request,
        'account.reauth-failed',
        { type: 'user', id: user.id },
        {
          reason: passwordOk ? 'second factor' : 'password',
        },
      );
      throw new ClientError(400, NOT_RIGHT);
    }
    await attempts.succeeded(reservation, user.email, request.ip);
    const at = nowIso();
    await staff.markReauthenticated(session.idHash, at);
    session.reauthenticatedAt = at;
    await ctx.audit(request, 'account.reauth', { type: 'user', id: user.id }, { factor: passkey ? 'passkey' : 'totp' });
    return { reauthenticatedUntil: reauthenticatedUntil(session) ?? at };
  });

  app.post('/me/reauth/passkey-options', consoleRoute(SIGNED_IN, {}, WebAuthnOptions), async (request) => {
    const { user } = staffOf(request);
    if (!(await store.ofUser(user.id)).length) throw new ClientError(409, 'You have no passkey yet.');
    return store.authenticationOptions(relyingParty(ctx.app, request), user);
  });

  app.get('/me/sign-ins', consoleRoute(SIGNED_IN, {}, SignInHistory), async (request) => {
    const { user } = staffOf(request);
    const rows = await history.recent(user.id);
    return {
      items: rows.map((row) => ({
        at: row.at,
        ip: row.ip,
        device: describeDevice(row.user_agent),
        method: row.method,
        outcome: row.outcome,
      })),
    };
  });

  app.post(
    '/me/recovery-codes',
    consoleRoute(SIGNED_IN, { body: NewRecoveryCodesRequest }, RecoveryCodes),
    async (request) => {
      const session = staffOf(request);
      if (!session.user.totp_secret) throw new ClientError(409, 'Turn on two-factor sign-in first.');
      requireReauth(session);
      const recoveryCodes = await issueRecoveryCodes(staff, session.user.id, ctx.config.hashCosts.recoveryCode);
      await ctx.audit(request, 'account.recovery-codes', { type: 'user', id: session.user.id });
      return { recoveryCodes };
    },
  );
};
