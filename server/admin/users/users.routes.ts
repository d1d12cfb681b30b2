/**
 * Staff accounts (admins only): list, invite (a one-time set-up link by mail, 24 h), change role,
 * disable or enable (disabling ends every session at once), send a new invitation.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import { NoContent, UuidParams } from '#contracts/admin/common';
import { setupLink } from '#contracts/admin/paths';
import { InviteRequest, StaffUser, UpdateUserRequest, UsersPage, UsersQuery } from '#contracts/admin/users';
import { ClientError } from '../../plugins/error-handler';
import type { StaffUserRow } from '../../repositories/staff.repository';
import { ADMIN } from '../access';
import { invitationMail } from '../auth/console-mails';
import { issueLinkToken } from '../auth/one-time-links';
import { type ConsoleContext, staffOf } from '../context';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

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
    const link = setupLink(ctx.app.trustedOrigin(request), token);
    await ctx.app.repos.outbox.enqueue(invitationMail(user, user.role, staffOf(request).user.name, link));
    ctx.app.outboxWorker.wake();
  };

  app.get(
    '/users',
    {
      config: { access: ADMIN },
      schema: { tags: ['console'], querystring: UsersQuery, response: { 200: UsersPage, ...errors } },
    },
    async (request) => {
      const { items, total } = await staff.listUsers(request.query);
      await ctx.audit(request, 'users.list', null, request.query.search ? { search: request.query.search } : null);
      return { items: items.map(toStaffUser), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post(
    '/users',
    {
      config: { access: ADMIN },
      schema: { tags: ['console'], body: InviteRequest, response: { 201: StaffUser, ...errors } },
    },
    async (request, reply) => {
      if (await staff.userByEmail(request.body.email)) {
        throw new ClientError(409, 'email: there is already an account with this address', 'email');
      }
      const user = await staff.createUser(request.body);
      await sendInvitation(request, user);
      await ctx.audit(request, 'user.invite', { type: 'user', id: user.id }, { role: user.role });
      return reply.code(201).send(toStaffUser(user));
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: UpdateUserRequest,
        response: { 200: StaffUser, ...errors },
      },
    },
    async (request) => {
      const me = staffOf(request).user;
      const user = await staff.userById(request.params.id);
      if (!user) throw new ClientError(404, 'No such account.');
      if (user.id === me.id) throw new ClientError(409, 'You cannot change your own role or disable yourself.');
      const { role, disabled } = request.body;
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
      await ctx.audit(request, 'user.update', { type: 'user', id: user.id }, { role, disabled });
      const updated = await staff.userById(user.id);
      if (!updated) throw new ClientError(404, 'No such account.');
      return toStaffUser(updated);
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      config: { access: ADMIN },
      schema: { tags: ['console'], params: UuidParams, response: { 204: NoContent, ...errors } },
    },
    async (request, reply) => {
      const user = await staff.userById(request.params.id);
      if (!user) throw new ClientError(404, 'No such account.');
      if (user.disabled || user.password_hash)
        throw new ClientError(409, 'Only a pending invitation can be sent again.');
      await sendInvitation(request, user);
      await ctx.audit(request, 'user.reinvite', { type: 'user', id: user.id });
      return reply.code(204).send(null);
    },
  );
};
