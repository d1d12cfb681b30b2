/**
 * Passkeys: one's own list; adding one (options, then the browser's answer) and removing one, both
 * only after full re-authentication and audited; signing in with one instead of password + TOTP
 * (public: options, then the browser's answer), counted by the sign-in limits like any attempt.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AddPasskeyRequest,
  PasskeyParams,
  Passkeys,
  PasskeySignInRequest,
  PasskeyView,
  WebAuthnOptions,
} from '#contracts/admin/account-security';
import { SignInResponse } from '#contracts/admin/auth';
import { NoContent } from '#contracts/admin/common';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import { PUBLIC, SIGNED_IN } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { backgroundWork } from './background-work';
import { toMe } from './me';
import { passkeys, relyingParty, toPasskeyView } from './passkeys';
import { requireReauth } from './reauth';
import { signInAttempts } from './sign-in-limits';
import { signInNotices } from './sign-in-notices';

const SIGN_IN_FAILED = 'That passkey did not sign you in. Try again, or use your password and code.';
const TOO_MANY = 'Too many sign-in attempts. Please wait a little and try again.';

export const passkeysRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const { staff, sessions } = ctx;
  const store = passkeys(ctx.app.db);
  const attempts = signInAttempts(ctx.app.db);
  const notices = signInNotices(ctx);
  const afterFailure = backgroundWork(app.log, 'recording a failed passkey sign-in failed');
  app.addHook('onClose', () => afterFailure.settled());

  app.get('/me/passkeys', consoleRoute(SIGNED_IN, {}, Passkeys), async (request) => ({
    items: (await store.ofUser(staffOf(request).user.id)).map(toPasskeyView),
  }));

  app.post('/me/passkeys/options', consoleRoute(SIGNED_IN, {}, WebAuthnOptions), async (request) => {
    const session = staffOf(request);
    requireReauth(session);
    return store.registrationOptions(relyingParty(ctx.app, request), session.user);
  });

  app.post(
    '/me/passkeys',
    consoleRoute(SIGNED_IN, { body: AddPasskeyRequest }, PasskeyView, 201),
    async (request, reply) => {
      const session = staffOf(request);
      requireReauth(session);
      const { name, response } = request.body;
      const row = await store.register(
        relyingParty(ctx.app, request),
        session.user,
        name,
        response as unknown as RegistrationResponseJSON,
      );
      if (!row) throw new ClientError(400, 'The passkey could not be checked. Try again.');
      await ctx.audit(request, 'account.passkey-add', { type: 'user', id: session.user.id }, { name });
      return reply.code(201).send(toPasskeyView(row));
    },
  );

  app.delete(
    '/me/passkeys/:id',
    consoleRoute(SIGNED_IN, { params: PasskeyParams }, NoContent, 204),
    async (request, reply) => {
      const session = staffOf(request);
      requireReauth(session);
      const passkey = await store.byId(request.params.id);
      if (!passkey || passkey.user_id !== session.user.id || !(await store.remove(session.user.id, passkey.id))) {
        throw new ClientError(404, 'No such passkey.');
      }
      await ctx.audit(
        request,
        'account.passkey-remove',
        { type: 'user', id: session.user.id },
        {
          name: passkey.name,
        },
      );
      return reply.code(204).send(null);
    },
  );

  app.post('/auth/passkey/options', consoleRoute(PUBLIC, {}, WebAuthnOptions), async (request) =>
    store.authenticationOptions(relyingParty(ctx.app, request), null),
  );

  app.post(
    '/auth/passkey',
    consoleRoute(PUBLIC, { body: PasskeySignInRequest }, SignInResponse),
    async (request, reply) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const passkey = await store.byId(response.id);
      const user = passkey ? await staff.userById(passkey.user_id) : undefined;
      // Counted like a password attempt: per account when the passkey is known, per IP always.
      const reservation = await attempts.reserve(user?.email ?? 'passkey', request.ip);
      if (!reservation.ok) {
        await ctx.audit(
          request,
          'auth.sign-in-limited',
          null,
          { limit: reservation.reason, method: 'passkey' },
          {
            id: null,
            email: null,
          },
        );
        return reply.code(429).header('Retry-After', String(reservation.retryAfterSeconds)).send({ message: TOO_MANY });
      }
      const ok =
        passkey &&
        user &&
        !user.disabled &&
        user.password_hash &&
        (await store.verify(relyingParty(ctx.app, request), passkey, user, response, 'sign-in'));
      if (!passkey || !user || !ok) {
        if (user) afterFailure(() => notices.failed(request, user, 'passkey'));
        await ctx.audit(
          request,
          'auth.sign-in-failed',
          null,
          { reason: 'passkey' },
          {
            id: user?.id ?? null,
            email: user?.email ?? null,
          },
        );
        throw new ClientError(401, SIGN_IN_FAILED);
      }
      await attempts.succeeded(reservation, user.email, request.ip);
      await notices.succeeded(request, reply, user, 'passkey');
      await staff.updateUser(user.id, { last_sign_in_at: nowIso() });
      const session = await sessions.start(request, reply, (await staff.userById(user.id)) ?? user);
      request.staff = session;
      await ctx.audit(request, 'auth.sign-in', null, { method: 'passkey', passkey: passkey.name });
      return { status: 'signed-in' as const, me: toMe(session) };
    },
  );
};
