/**
 * The staff console's API under /api/admin. Every route declares who may call it (`config.access`,
 * server/admin/access.ts); registering one without is an error at start, so no route is reachable by
 * accident (deny by default). On every request, in this order:
 *   1. `Cache-Control: no-store` on the answer;
 *   2. a state-changing request must come from the site's own origin (403);
 *   3. unless the route is public (sign-in, one-time links): a valid session (401) and one of the
 *      route's roles (403).
 * All of it runs before the body is parsed or validated.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API } from '#contracts/admin/paths';
import type { AdminRoute } from './access';
import { applicationsRoutes } from './applications/applications.routes';
import { accountSecurityRoutes } from './auth/account-security.routes';
import { authRoutes } from './auth/auth.routes';
import { passkeysRoutes } from './auth/passkeys.routes';
import { sessionsRoutes } from './auth/sessions.routes';
import { boardRoutes } from './board/board.routes';
import { candidatesRoutes } from './candidates/candidates.routes';
import { clientsRoutes } from './clients/clients.routes';
import { bulkRoutes } from './applications/bulk.routes';
import { consoleContext } from './context';
import { deskHomeRoutes } from './desk/desk-home.routes';
import { interviewsRoutes } from './desk/interviews.routes';
import { placementsRoutes } from './desk/placements.routes';
import { submittalsRoutes } from './desk/submittals.routes';
import { filesRoutes } from './files/files.routes';
import { homeRoutes } from './home/home.routes';
import { clientRequestRoutes } from './inbox/client-requests.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { internshipsRoutes } from './internships/internships.routes';
import { mailRoutes } from './mail/mail.routes';
import { openingsRoutes } from './openings/openings.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { reasonsRoutes } from './reasons/reasons.routes';
import { reportsRoutes } from './reports/reports.routes';
import { isSameOriginRequest } from './same-origin';
import { talentRoutes } from './talent/talent.routes';
import { usersRoutes } from './users/users.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every console route with its access rule (the security tests walk it). */
    adminRoutes: AdminRoute[];
  }
}

/** The onRoute hook: refuses a route without an access rule (the app does not start) and lists the rest. */
export const recordAccessRule =
  (table: AdminRoute[]) =>
  (route: RouteOptions): void => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`Console route ${methods.join(',')} ${route.url} declares no access rule`);
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access });
    // The console is private: its routes stay out of the public API documentation.
    route.schema = { ...route.schema, hide: true };
  };

const adminScope: FastifyPluginAsync<{ table: AdminRoute[] }> = async (scope, { table }) => {
  await scope.register(cookie);
  const ctx = consoleContext(scope as FastifyInstance);
  // Audit rows of reads still waiting are written before the app (and its database) closes.
  scope.addHook('onClose', async () => {
    await ctx.flushAudit();
  });

  scope.addHook('onRoute', recordAccessRule(table));

  scope.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = request.routeOptions.config.access;
    if (!access) return reply.code(403).send({ message: 'Not allowed.' });
    if (!isSameOriginRequest(ctx.config, request)) {
      return reply.code(403).send({ message: 'This request must come from the console itself.' });
    }
    if (access === 'public') return;
    const session = await ctx.sessions.current(request);
    if (!session) {
      ctx.sessions.clearCookie(request, reply);
      return reply.code(401).send({ message: 'Sign in to continue.' });
    }
    request.staff = session;
    if (!access.roles.includes(session.user.role)) {
      await ctx.audit(request, 'access.denied', null, { method: request.method, route: request.routeOptions.url });
      return reply.code(403).send({ message: 'Your role does not allow this.' });
    }
  });

  for (const routes of [
    authRoutes,
    accountSecurityRoutes,
    sessionsRoutes,
    passkeysRoutes,
    usersRoutes,
    homeRoutes,
    reportsRoutes,
    openingsRoutes,
    clientsRoutes,
    bulkRoutes,
    applicationsRoutes,
    candidatesRoutes,
    boardRoutes,
    mailRoutes,
    reasonsRoutes,
    inboxRoutes,
    internshipsRoutes,
    clientRequestRoutes,
    filesRoutes,
    privacyRoutes,
    submittalsRoutes,
    interviewsRoutes,
    placementsRoutes,
    deskHomeRoutes,
    talentRoutes,
  ]) {
    await scope.register(routes, { ctx });
  }
};

const adminApiPlugin: FastifyPluginAsync = async (app) => {
  const table: AdminRoute[] = [];
  app.decorate('adminRoutes', table);
  await app.register(adminScope, { prefix: ADMIN_API, table });
};

export const adminApi = fp(adminApiPlugin, { name: 'admin-api', dependencies: ['services'] });
