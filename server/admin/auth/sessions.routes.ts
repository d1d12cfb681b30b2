/**
 * One's own sessions: the list (device from the user agent, IP, started, last seen, this one), ending
 * one other session or every other one. Each end is audited. (An admin ends every session of an
 * account from the Users screen: server/admin/users/users.routes.ts.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EndedSessions, SessionParams, StaffSessions } from '#contracts/admin/account-security';
import { NoContent } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import { SIGNED_IN } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { idleSince, sessionKey } from '../session';
import { describeDevice } from './device';

export const sessionsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const { staff } = ctx;

  app.get('/me/sessions', consoleRoute(SIGNED_IN, {}, StaffSessions), async (request) => {
    const session = staffOf(request);
    const rows = await staff.liveSessions(session.user.id, idleSince());
    return {
      items: rows.map((row) => ({
        id: sessionKey(row.id_hash),
        device: describeDevice(row.user_agent),
        ip: row.ip,
        startedAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        current: row.id_hash === session.idHash,
      })),
    };
  });

  app.delete(
    '/me/sessions/:id',
    consoleRoute(SIGNED_IN, { params: SessionParams }, NoContent, 204),
    async (request, reply) => {
      const session = staffOf(request);
      const rows = await staff.liveSessions(session.user.id, idleSince());
      const target = rows.find((row) => sessionKey(row.id_hash) === request.params.id);
      if (!target) throw new ClientError(404, 'No such session: it may have ended already.');
      if (target.id_hash === session.idHash) throw new ClientError(409, 'This is the session you are using: sign out.');
      await staff.revokeSession(target.id_hash);
      await ctx.audit(
        request,
        'account.session-end',
        { type: 'user', id: session.user.id },
        {
          device: describeDevice(target.user_agent),
          ip: target.ip,
        },
      );
      return reply.code(204).send(null);
    },
  );

  app.post('/me/sessions/end-others', consoleRoute(SIGNED_IN, {}, EndedSessions), async (request) => {
    const session = staffOf(request);
    const others = (await staff.liveSessions(session.user.id, idleSince())).filter(
      (row) => row.id_hash !== session.idHash,
    );
    await staff.revokeUserSessions(session.user.id, session.idHash);
    await ctx.audit(
      request,
      'account.sessions-end-others',
      { type: 'user', id: session.user.id },
      {
        ended: others.length,
      },
    );
    return { ended: others.length };
  });
};
