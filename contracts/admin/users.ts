/**
 * Staff accounts (admin only): list, invite, change role, disable and enable, resend an invitation.
 */
import { z } from '../zod';
import { email } from '../fields';
import { Moment, PageQuery, Role, UuidParams, pageOf } from './common';
import { defineResource } from './resource';
import { StaffName } from './auth';

export const StaffUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  /** invited: the set-up link was not used yet. */
  state: z.enum(['invited', 'active', 'disabled']),
  totpEnabled: z.boolean(),
  createdAt: Moment,
  lastSignInAt: z.nullable(Moment),
});
export type StaffUser = z.infer<typeof StaffUser>;

export const UsersQuery = PageQuery;
export const UsersPage = pageOf(StaffUser);
export type UsersPage = z.infer<typeof UsersPage>;

/** POST /users — creates the account and mails a one-time set-up link (valid 24 h). 201 StaffUser. */
export const InviteRequest = z.object({ email: email, name: StaffName, role: Role });
export type InviteRequest = z.infer<typeof InviteRequest>;

/**
 * PATCH /users/:id — role and/or disabled. Disabling ends every session at once. Admins cannot
 * change or disable themselves (so the last admin is never locked out), and a user without TOTP
 * cannot be made admin (409) until they enrol it.
 */
export const UpdateUserRequest = z.object({ role: z.optional(Role), disabled: z.optional(z.boolean()) });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** Staff accounts (admins only): list, invite, change role or disable, invite again. */
export const usersResource = defineResource({
  path: 'users',
  subject: 'user',
  roles: ['admin'],
  params: UuidParams,
  query: UsersQuery,
  page: UsersPage,
  detail: StaffUser,
  view: false,
  actions: {
    invite: { method: 'POST', on: 'collection', segment: '', body: InviteRequest, answer: 'record', created: true },
    update: { method: 'PATCH', on: 'record', segment: '', body: UpdateUserRequest, answer: 'record' },
    reinvite: { method: 'POST', on: 'record', segment: 'invitation', answer: 'none' },
    /** POST /users/:id/sign-out — ends every session of the account (it signs in again). */
    signOut: { method: 'POST', on: 'record', segment: 'sign-out', answer: 'none' },
  },
  missing: 'No such account.',
});
