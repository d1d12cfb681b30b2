/**
 * Who may call a console route. Every route under /api/admin declares `config.access`; the console
 * plugin refuses to start when one does not (deny by default, checked when routes are registered),
 * and enforces it on every request: `'public'` (the sign-in and one-time-link routes only) or the
 * roles allowed, which also require a valid session.
 */
import type { Role } from '#contracts/admin/common';

export type Access = 'public' | { roles: readonly Role[] };

/** Every staff role: admins, account managers and recruiters. */
export const STAFF: Access = { roles: ['admin', 'account_manager', 'recruiter'] };
/** The desk's commercial side: clients, requirements' ownership, rates (admins and account managers). */
export const DESK: Access = { roles: ['admin', 'account_manager'] };
/** Admins only: users, erasure, the audit log. */
export const ADMIN: Access = { roles: ['admin'] };
/** Anyone signed in, for their own account. */
export const SIGNED_IN: Access = { roles: ['admin', 'account_manager', 'recruiter'] };
/** Without a session: signing in and the one-time links. */
export const PUBLIC: Access = 'public';

export type AdminRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every console route (server/admin/access.ts). */
    access?: Access;
  }
}
