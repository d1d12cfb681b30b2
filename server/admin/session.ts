/**
 * Console sessions: a random token in a cookie, its SHA-256 in `staff_sessions`. A session ends after
 * 30 minutes without a request (idle) or 12 hours after sign-in (absolute), at sign-out, and when
 * the account's password changes or the account is disabled. Signing in always starts a new
 * session (the old one, if any, is revoked), so a planted session id is useless.
 *
 * The cookie is HttpOnly and SameSite=Strict. Behind HTTPS (PUBLIC_URL https://…, or the request
 * came over HTTPS) it is `__Host-nw_console` with Secure and Path=/; on plain-http localhost (dev and
 * tests) the `__Host-` prefix and Secure cannot work, so it is `nw_console`.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isoIn, nowIso } from '../lib/clock';
import type { StaffRepository, StaffUserRow } from '../repositories/staff.repository';
import { hashToken, newToken } from './security/tokens';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffSession = {
  user: StaffUserRow;
  idHash: string;
  expiresAt: string;
  /** When the session last proved password and second factor again (server/admin/auth/reauth.ts). */
  reauthenticatedAt: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's access check for routes that need a session. */
    staff?: StaffSession;
  }
}

/** The key a session is shown and ended by (not its token, nor the token's hash). */
export const sessionKey = (idHash: string) => hashToken(`session-key:${idHash}`).slice(0, 32);

/** Sessions last seen before this moment have ended by idling. */
export const idleSince = (now = Date.now()) => new Date(now - IDLE_TIMEOUT_MS).toISOString();

export const isSecureContext = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ? config.publicUrl.startsWith('https:') : request.protocol === 'https';

/**
 * One of the console's cookies (the session's, the device's): HttpOnly and SameSite=Strict; behind
 * HTTPS `__Host-<name>` with Secure and Path=/, on plain-http localhost `<name>`.
 */
export function consoleCookie(config: Pick<Config, 'publicUrl'>, name: string, maxAgeSeconds: number) {
  const options = (request: FastifyRequest) => {
    const secure = isSecureContext(config, request);
    return { name: secure ? `__Host-${name}` : name, secure };
  };
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[options(request).name],
    set(request: FastifyRequest, reply: FastifyReply, value: string) {
      const { name: cookie, secure } = options(request);
      reply.setCookie(cookie, value, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: maxAgeSeconds });
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      const { name: cookie, secure } = options(request);
      reply.clearCookie(cookie, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
    },
  };
}

export function sessions(config: Pick<Config, 'publicUrl'>, staff: StaffRepository) {
  const cookie = consoleCookie(config, 'nw_console', ABSOLUTE_TIMEOUT_MS / 1000);

  return {
    clearCookie: cookie.clear,

    /** The request's valid session (and its user), sliding the idle timeout; undefined otherwise. */
    async current(request: FastifyRequest): Promise<StaffSession | undefined> {
      const token = cookie.read(request);
      if (!token || token.length > 100) return undefined;
      const idHash = hashToken(token);
      const found = await staff.sessionWithUser(idHash);
      if (!found || found.session.revoked_at) return undefined;
      const { session, user } = found;
      const now = Date.now();
      if (now >= Date.parse(session.expires_at)) return undefined;
      if (now - Date.parse(session.last_seen_at) >= IDLE_TIMEOUT_MS) return undefined;
      if (user.disabled || !user.password_hash) return undefined;
      if (now - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) await staff.touchSession(idHash, nowIso());
      return { user, idHash, expiresAt: session.expires_at, reauthenticatedAt: session.reauthenticated_at };
    },

    /** Starts a new session for `user` (revoking the request's old one) and sets its cookie. */
    async start(request: FastifyRequest, reply: FastifyReply, user: StaffUserRow): Promise<StaffSession> {
      const previous = cookie.read(request);
      if (previous && previous.length <= 100) await staff.revokeSession(hashToken(previous));
      const token = newToken();
      const idHash = hashToken(token);
      const now = nowIso();
      const expiresAt = isoIn(ABSOLUTE_TIMEOUT_MS);
      await staff.createSession({
        id_hash: idHash,
        user_id: user.id,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        ip: request.ip,
        user_agent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      cookie.set(request, reply, token);
      return { user, idHash, expiresAt, reauthenticatedAt: null };
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = cookie.read(request);
      if (token && token.length <= 100) await staff.revokeSession(hashToken(token));
      cookie.clear(request, reply);
    },
  };
}
export type Sessions = ReturnType<typeof sessions>;
