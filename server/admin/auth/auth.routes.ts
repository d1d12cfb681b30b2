/**
 * Signing in and out, the one-time links (account set-up, password reset) and the signed-in staff
 * member's own account (password, TOTP, recovery codes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequest,
  Me,
  PasswordConfirmRequest,
  PasswordResetComplete,
  PasswordResetRequest,
  RecoveryCodes,
  SetupCompleteRequest,
  SetupCompleteResponse,
  SetupStartRequest,
  SetupStartResponse,
  SignInRequest,
  SignInResponse,
  TotpConfirmRequest,
  TotpEnrolment,
} from '#contracts/admin/auth';
import { NoContent } from '#contracts/admin/common';
import { resetLink } from '#contracts/admin/paths';
import { nowIso } from '../../lib/clock';
import { ClientError } from '../../plugins/error-handler';
import { PUBLIC, SIGNED_IN } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { dummyHash, hashPassword, verifyPassword } from '../security/password';
import { acceptTotp, newTotpSecret, totpUri } from '../security/totp';
import { resetMail } from './console-mails';
import { toMe } from './me';
import { consumeToken, issueLinkToken, userOfToken } from './one-time-links';
import { checkSecondFactor, issueRecoveryCodes } from './second-factor';
import { backgroundWork } from './background-work';
import { signInNotices } from './sign-in-notices';
import { RESET_CODE_MAX_FAILURES, signInAttempts } from './sign-in-limits';
import { consoleRoute } from '../resource/console-route';
import { staffLinkOrigin } from '../../mail/mail-origin';

export { SIGN_IN_MAX_PER_IP, SIGN_IN_MAX_PER_PAIR, SIGN_IN_WINDOW_MS } from './sign-in-limits';

const SIGN_IN_FAILED = 'The e-mail address, password or code is not right.';
const TOO_MANY = 'Too many sign-in attempts. Please wait a little and try again.';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const { staff, sessions } = ctx;
  const { hashCosts } = ctx.config;
  const attempts = signInAttempts(ctx.app.db);
  const afterAnswer = backgroundWork(app.log, 'password reset request failed');
  app.addHook('onClose', () => afterAnswer.settled());
  const notices = signInNotices(ctx);
  // Recorded after the answer: a failure for an existing account answers as fast as for an unknown one.
  const afterFailure = backgroundWork(app.log, 'recording a failed sign-in failed');
  app.addHook('onClose', () => afterFailure.settled());

  app.post('/auth/sign-in', consoleRoute(PUBLIC, { body: SignInRequest }, SignInResponse), async (request, reply) => {
    const { email, password, code } = request.body;
    // The attempt is reserved before the password is checked, so parallel guesses count.
    const reservation = await attempts.reserve(email, request.ip);
    if (!reservation.ok) {
      await ctx.audit(request, 'auth.sign-in-limited', null, { limit: reservation.reason }, { id: null, email: null });
      return reply.code(429).header('Retry-After', String(reservation.retryAfterSeconds)).send({ message: TOO_MANY });
    }
    const user = await staff.userByEmail(email);
    const passwordOk = user?.password_hash
      ? await verifyPassword(password, user.password_hash)
      : await verifyPassword(password, await dummyHash(hashCosts.password)).then(() => false);
    // The reserved attempt stays counted as a failure.
    const fail = async (reason: string) => {
      if (user) afterFailure(() => notices.failed(request, user, 'password'));
      await ctx.audit(
        request,
        'auth.sign-in-failed',
        null,
        { reason },
        { id: user?.id ?? null, email: user?.email ?? null },
      );
      throw new ClientError(401, SIGN_IN_FAILED);
    };
    if (!user || !passwordOk) return fail('credentials');
    if (user.disabled) return fail('disabled');
    let recoveryCodes: string[] | undefined;
    if (user.totp_secret) {
      if (!code) {
        await attempts.release(reservation);
        return { status: 'code-required' as const };
      }
      const factor = await checkSecondFactor(staff, attempts, user, code);
      if (!factor) return fail('second factor');
    } else {
      // Every account has a second factor: one made before that rule enrols now, before it can
      // do anything (the secret stays pending until a code from it comes back).
      const pending = user.totp_pending_secret ?? newTotpSecret();
      if (!code || !user.totp_pending_secret) {
        if (!user.totp_pending_secret) await staff.updateUser(user.id, { totp_pending_secret: pending });
        await attempts.release(reservation);
        return { status: 'enrol-required' as const, totp: { secret: pending, uri: totpUri(pending, user.email) } };
      }
      const step = acceptTotp(pending, code, null);
      if (step === undefined || !(await attempts.enrolTotp(user.id, pending, step))) return fail('enrolment code');
      recoveryCodes = await issueRecoveryCodes(staff, user.id, hashCosts.recoveryCode);
      await ctx.audit(request, 'account.totp-enable', { type: 'user', id: user.id }, null, user);
    }
    await attempts.succeeded(reservation, email, request.ip);
    await notices.succeeded(request, reply, user, 'password');
    await staff.updateUser(user.id, { last_sign_in_at: nowIso() });
    const session = await sessions.start(request, reply, (await staff.userById(user.id)) ?? user);
    request.staff = session;
    await ctx.audit(request, 'auth.sign-in');
    return { status: 'signed-in' as const, me: toMe(session), ...(recoveryCodes ? { recoveryCodes } : {}) };
  });

  app.post('/auth/sign-out', consoleRoute(SIGNED_IN, {}, NoContent, 204), async (request, reply) => {
    await ctx.audit(request, 'auth.sign-out');
    await sessions.end(request, reply);
    return reply.code(204).send(null);
  });

  app.post(
    '/auth/setup/start',
    consoleRoute(PUBLIC, { body: SetupStartRequest }, SetupStartResponse),
    async (request) => {
      const { user } = await userOfToken(staff, request.body.token, 'setup');
      // The secret is shown here once, to enrol the authenticator; it is never answered again.
      const secret = newTotpSecret();
      await staff.updateUser(user.id, { totp_pending_secret: secret });
      await ctx.audit(request, 'account.setup-start', { type: 'user', id: user.id }, null, user);
      return {
        email: user.email,
        name: user.name,
        role: user.role,
        totpRequired: true,
        totp: { secret, uri: totpUri(secret, user.email) },
      };
    },
  );

  app.post(
    '/auth/setup/complete',
    consoleRoute(PUBLIC, { body: SetupCompleteRequest }, SetupCompleteResponse),
    async (request, reply) => {
      const { token, password, totpCode } = request.body;
      const { user, tokenHash } = await userOfToken(staff, token, 'setup');
      let totp: { secret: string; step: number };
      if (totpCode) {
        const pending = user.totp_pending_secret;
        const step = pending ? acceptTotp(pending, totpCode, null) : undefined;
        if (!pending || step === undefined) {
          throw new ClientError(400, 'totpCode: the code is not right; check the time on your device', 'totpCode');
        }
        totp = { secret: pending, step };
      } else {
        throw new ClientError(
          400,
          'totpCode: every account signs in with an authenticator app; set one up',
          'totpCode',
        );
      }
      await consumeToken(staff, tokenHash);
      const now = nowIso();
      await staff.updateUser(user.id, {
        password_hash: await hashPassword(password, hashCosts.password),
        password_changed_at: now,
        totp_secret: totp.secret,
        totp_last_step: totp.step,
        totp_pending_secret: null,
      });
      await staff.revokeUserSessions(user.id);
      const recoveryCodes = await issueRecoveryCodes(staff, user.id, hashCosts.recoveryCode);
      const updated = await staff.userById(user.id);
      if (!updated) throw new ClientError(400, 'This link is no longer valid. Ask for a new one.');
      await staff.updateUser(user.id, { last_sign_in_at: now });
      await notices.succeeded(request, reply, updated, 'password');
      const session = await sessions.start(request, reply, updated);
      request.staff = session;
      await ctx.audit(request, 'account.setup', { type: 'user', id: user.id }, { totp: true });
      return { me: toMe(session), recoveryCodes };
    },
  );

  app.post(
    '/auth/password-reset/request',
    consoleRoute(PUBLIC, { body: PasswordResetRequest }, NoContent, 202),
    async (request, reply) => {
      // The same answer, after the same work, whether or not the address has an account: the
      // look-up, the token, the mail and the audit row all happen after the answer has gone.
      const { email } = request.body;
      const origin = staffLinkOrigin(ctx.app, request);
      afterAnswer(async () => {
        const user = await staff.userByEmail(email);
        if (!user || user.disabled || !user.password_hash) return;
        const token = await issueLinkToken(staff, user.id, 'reset');
        await ctx.app.repos.outbox.enqueue(resetMail(user, resetLink(origin, token)));
        ctx.app.outboxWorker.wake();
        await ctx.audit(request, 'auth.password-reset-request', { type: 'user', id: user.id }, null, user);
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/complete',
    consoleRoute(PUBLIC, { body: PasswordResetComplete }, NoContent, 204),
    async (request, reply) => {
      const { token, password, code } = request.body;
      const { user, tokenHash, createdAt } = await userOfToken(staff, token, 'reset');
      if (user.totp_secret) {
        // A reset link alone never bypasses the second factor; its codes count as sign-in attempts,
        // and too many wrong ones void the link.
        const reservation = await attempts.reserve(user.email, request.ip);
        if (!reservation.ok) throw new ClientError(429, TOO_MANY, undefined, reservation.retryAfterSeconds);
        if (!code || !(await checkSecondFactor(staff, attempts, user, code))) {
          await ctx.audit(request, 'auth.sign-in-failed', null, { reason: 'reset second factor' }, user);
          if ((await attempts.failuresSince(user.email, createdAt)) >= RESET_CODE_MAX_FAILURES) {
            await staff.voidTokens(user.id, 'reset');
          }
          throw new ClientError(400, 'code: a current authenticator code or a recovery code is required', 'code');
        }
        await attempts.succeeded(reservation, user.email, request.ip);
      }
      await consumeToken(staff, tokenHash);
      await staff.updateUser(user.id, {
        password_hash: await hashPassword(password, hashCosts.password),
        password_changed_at: nowIso(),
      });
      await staff.revokeUserSessions(user.id);
      await ctx.audit(request, 'auth.password-reset', { type: 'user', id: user.id }, null, user);
      return reply.code(204).send(null);
    },
  );

  app.get('/me', consoleRoute(SIGNED_IN, {}, Me), async (request) => toMe(staffOf(request)));

  app.post('/me/password', consoleRoute(SIGNED_IN, { body: ChangePasswordRequest }, Me), async (request, reply) => {
    const { user } = staffOf(request);
    if (!user.password_hash || !(await verifyPassword(request.body.currentPassword, user.password_hash))) {
      await ctx.audit(request, 'account.password-change-failed', { type: 'user', id: user.id });
      throw new ClientError(400, 'currentPassword: is not right', 'currentPassword');
    }
    await staff.updateUser(user.id, {
      password_hash: await hashPassword(request.body.newPassword, hashCosts.password),
      password_changed_at: nowIso(),
    });
    // Every session of the account ends, this one too; this browser continues in a new one.
    await staff.revokeUserSessions(user.id);
    const updated = (await staff.userById(user.id)) ?? user;
    const session = await sessions.start(request, reply, updated);
    request.staff = session;
    await ctx.audit(request, 'account.password-change', { type: 'user', id: user.id });
    return toMe(session);
  });

  app.post('/me/totp/start', consoleRoute(SIGNED_IN, {}, TotpEnrolment), async (request) => {
    const { user } = staffOf(request);
    if (user.totp_secret) throw new ClientError(409, 'Two-factor sign-in is already on.');
    const secret = newTotpSecret();
    await staff.updateUser(user.id, { totp_pending_secret: secret });
    await ctx.audit(request, 'account.totp-start', { type: 'user', id: user.id });
    return { secret, uri: totpUri(secret, user.email) };
  });

  app.post(
    '/me/totp/confirm',
    consoleRoute(SIGNED_IN, { body: TotpConfirmRequest }, RecoveryCodes),
    async (request) => {
      const { user } = staffOf(request);
      if (user.totp_secret) throw new ClientError(409, 'Two-factor sign-in is already on.');
      const pending = user.totp_pending_secret;
      const step = pending ? acceptTotp(pending, request.body.code, null) : undefined;
      if (!pending || step === undefined) throw new ClientError(400, 'code: the code is not right', 'code');
      await staff.updateUser(user.id, { totp_secret: pending, totp_pending_secret: null, totp_last_step: step });
      const recoveryCodes = await issueRecoveryCodes(staff, user.id, hashCosts.recoveryCode);
      await ctx.audit(request, 'account.totp-enable', { type: 'user', id: user.id });
      return { recoveryCodes };
    },
  );

  app.post('/me/totp/disable', consoleRoute(SIGNED_IN, { body: PasswordConfirmRequest }, NoContent, 204), async () => {
    // Every account keeps its second factor (a lost phone: a recovery code signs in).
    throw new ClientError(403, 'Every account keeps two-factor sign-in on.');
  });
};
