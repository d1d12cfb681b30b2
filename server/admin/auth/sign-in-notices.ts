/**
 * What a sign-in or a failed one leaves behind for the account's owner: its row in the history, and
 * the mails of server/admin/auth/sign-in-history.ts (five failures in a row; a new device), queued in
 * the outbox and audited.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consolePages } from '#contracts/admin/paths';
import { nowIso } from '../../lib/clock';
import type { StaffUserRow } from '../../repositories/staff.repository';
import type { ConsoleContext } from '../context';
import { signInAlertMail } from './console-mails';
import { describeDevice } from './device';
import { mailMoment, signInHistory } from './sign-in-history';
import { staffLinkOrigin } from '../../mail/mail-origin';

type Method = 'password' | 'passkey';

export function signInNotices(ctx: ConsoleContext) {
  const history = signInHistory(ctx.app.db, ctx.app.config);

  const alert = async (
    request: FastifyRequest,
    user: StaffUserRow,
    kind: 'failures' | 'new-device',
    failures?: number,
  ) => {
    await ctx.app.repos.outbox.enqueue(
      signInAlertMail(user, {
        kind,
        ...(failures === undefined ? {} : { failures }),
        at: mailMoment(nowIso()),
        device: describeDevice(request.headers['user-agent']),
        ip: request.ip,
        accountLink: `${staffLinkOrigin(ctx.app, request)}${consolePages.account}`,
      }),
    );
    ctx.app.outboxWorker.wake();
    await ctx.audit(
      request,
      kind === 'failures' ? 'account.alert-failures' : 'account.alert-new-device',
      { type: 'user', id: user.id },
      failures === undefined ? null : { failures },
      user,
    );
  };

  return {
    history,

    /** A sign-in that got through (before its session starts): the device cookie, the row, a new device's mail. */
    async succeeded(request: FastifyRequest, reply: FastifyReply, user: StaffUserRow, method: Method) {
      const device = history.ensureDevice(request, reply);
      const isNew = await history.isNewDevice(user.id, device);
      await history.record(request, { user_id: user.id, method, outcome: 'success', device_hash: device });
      if (isNew) await alert(request, user, 'new-device');
    },

    /** A failed sign-in of an existing account: the row, and the mail when failures reach the limit. */
    async failed(request: FastifyRequest, user: StaffUserRow, method: Method) {
      await history.record(request, {
        user_id: user.id,
        method,
        outcome: 'failure',
        device_hash: history.deviceOf(request),
      });
      const failures = await history.claimFailureAlert(user);
      if (failures !== null) await alert(request, user, 'failures', failures);
    },
  };
}
export type SignInNotices = ReturnType<typeof signInNotices>;
