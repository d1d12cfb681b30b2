/**
 * Staff accounts (admins only), served from their declaration (contracts/admin/users.ts): list, invite (a one-time set-up link by mail, 24 h), change role,
 * disable or enable (disabling ends every session at once), send a new invitation.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupLink } from '#contracts/admin/paths';
import { type StaffUser, usersResource } from '#contracts/admin/users';
import { ClientError } from '../../plugins/error-handler';
import type { StaffUserRow } from '../../repositories/staff.repository';
import { invitationMail } from '../auth/console-mails';
import { issueLinkToken } from '../auth/one-time-links';
import { type ConsoleContext, staffOf } from '../context';
import { serveResource } from '../resource/serve-resource';
import { idleSince } from '../session';
import { staffLinkOrigin } from '../../mail/mail-origin';

export const toStaffUser = (row: StaffUserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  state: row.disabled ? 'disabled' : row.password_hash ? 'active' : 'invited',
  totpEnabled: Boolean(row.totp_secret),
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
});

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const { staff } = ctx;

  const sendInvitation = async (request: FastifyRequest, user: StaffUserRow) => {
    const token = await issueLinkToken(staff, user.id, 'setup');
    const link = setupLink(staffLinkOrigin(ctx.app, request), token);
    await ctx.app.repos.outbox.enqueue(invitationMail(user, user.role, staffOf(request).user.name, link));
    ctx.app.outboxWorker.wake();
  };
  const found = async (id: string) => {
    const user = await staff.userById(id);
    if (!user) throw new ClientError(404, usersResource.missing);
    return user;
  };

  serveResource(app, ctx, usersResource, {
    list: async (query) => {
      const { items, total } = await staff.listUsers(query);
      return { items: items.map(toStaffUser), total };
    },
    record: async (id) => {
      const user = await staff.userById(id);
      return user && toStaffUser(user);
    },
    actions: {
      invite: async ({ request, body }) => {
        if (await staff.userByEmail(body.email)) {
          throw new ClientError(409, 'email: there is already an account with this address', 'email');
        }
        const user = await staff.createUser(body);
        await sendInvitation(request, user);
        return { id: user.id, audit: { role: user.role } };
      },
      update: async ({ request, id, body: { role, disabled } }) => {
        const me = staffOf(request).user;
        const user = await found(id);
        if (user.id === me.id) throw new ClientError(409, 'You cannot change your own role or disable yourself.');
        if (role === 'admin' && user.role !== 'admin' && !user.totp_secret) {
          throw new ClientError(
            409,
            'role: this person must turn on two-factor sign-in before becoming an admin',
            'role',
          );
        }
        await staff.updateUser(user.id, {
          ...(role ? { role } : {}),
          ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }),
        });
        // Disabling, or any change of role, ends the account's sessions: the next request signs in afresh.
        if (disabled || (role && role !== user.role)) await staff.revokeUserSessions(user.id);
        return { audit: { role, disabled } };
      },
      reinvite: async ({ request, id }) => {
        const user = await found(id);
        if (user.disabled || user.password_hash)
          throw new ClientError(409, 'Only a pending invitation can be sent again.');
        await sendInvitation(request, user);
      },
      signOut: async ({ request, id }) => {
        const user = await found(id);
        if (user.id === staffOf(request).user.id) {
          throw new ClientError(409, 'Your own sessions are on your account page.');
        }
        const ended = (await staff.liveSessions(user.id, idleSince())).length;
        await staff.revokeUserSessions(user.id);
        return { audit: { ended } };
      },
    },
  });
};
