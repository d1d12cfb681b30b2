/**
 * Mail to candidates (job applications, or internship applications with `owner: 'internship'`): the templates (every staff member reads them, admins write them; served from
 * their declaration, contracts/admin/mail.ts) and the mail
 * itself, previewed and sent to one application or to up to 200 at once, optionally moving them to a
 * stage. Every change and every mail is in the audit log; the mail and its history entry are queued
 * together (server/repositories/candidate-mails.repository.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import {
  CandidateMailPreview,
  CandidateMailRequest,
  CandidateMailResult,
  type MailTemplate,
  mailTemplatesResource,
} from '#contracts/admin/mail';
import { ClientError } from '../../plugins/error-handler';
import { candidateMailsRepository } from '../../repositories/candidate-mails.repository';
import type { MailTemplatesTable } from '../../db/schema';
import { mailTemplatesRepository } from '../../repositories/mail-templates.repository';
import { requireReason } from '../reasons/require-reason';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';
import { candidateMailEntry, composeCandidateMail, type Recipient, rejectionSendAt } from './candidate-mail';
import { mailOrigin } from '../../mail/mail-origin';

const toTemplate = (row: Omit<Selectable<MailTemplatesTable>, 'position'>): MailTemplate => ({
  id: row.id,
  name: row.name,
  purpose: row.purpose,
  audience: row.audience,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export const mailRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const templates = mailTemplatesRepository(ctx.app.db);
  const candidateMails = candidateMailsRepository(ctx.app.db);

  serveResource(app, ctx, mailTemplatesResource, {
    list: async () => ({ items: (await templates.list()).map(toTemplate) }),
    record: async (id) => {
      const row = await templates.byId(id);
      return row && toTemplate(row);
    },
    actions: {
      create: async ({ request, body }) => {
        const row = await templates.create(body, staffOf(request).user.name);
        return { id: row.id, audit: { name: row.name }, record: toTemplate(row) };
      },
      update: async ({ request, id, body }) => {
        const row = await templates.update(id, body, staffOf(request).user.name);
        if (!row) throw new ClientError(404, mailTemplatesResource.missing);
        return { audit: { name: row.name }, record: toTemplate(row) };
      },
      delete: async ({ id }) => {
        if (!(await templates.remove(id))) throw new ClientError(404, mailTemplatesResource.missing);
      },
    },
  });

  /** Every application asked for, or 404 naming how many are missing (nothing is sent then). */
  const recipientsOf = async ({ applicationIds: ids, owner }: CandidateMailRequest): Promise<Recipient[]> => {
    const found = await candidateMails.recipients(ids, owner);
    if (found.length !== ids.length) {
      const missing = ids.length - found.length;
      const noun = owner === 'internship' ? 'internship application' : 'application';
      throw new ClientError(404, missing === 1 ? `No such ${noun}.` : `${missing} of these ${noun}s do not exist.`);
    }
    return found;
  };

  /**
   * When a rejection mail leaves (undefined: at once). Only a job application's waits: an internship
   * application has no mail to cancel from its screen, so its mail leaves as it is sent.
   */
  const sendAtOf = async (request: CandidateMailRequest) => {
    if (request.owner === 'internship') return undefined;
    const template = request.templateId ? await templates.byId(request.templateId) : undefined;
    return rejectionSendAt(request, template?.purpose, ctx.config.mail.rejectionDelayHours);
  };

  const senderOf = (request: Parameters<typeof staffOf>[0]) => {
    const { user } = staffOf(request);
    return { name: user.name, email: user.email };
  };

  app.post(
    '/candidate-mails/preview',
    consoleRoute(STAFF, { body: CandidateMailRequest }, CandidateMailPreview),
    async (request) => {
      const { moveTo } = request.body;
      const recipients = await recipientsOf(request.body);
      const first = recipients[0];
      if (!first) throw new ClientError(404, 'No such application.');
      const mail = composeCandidateMail(request.body, first, senderOf(request), mailOrigin(ctx.config));
      return {
        count: recipients.length,
        candidate: { id: first.uuid, name: first.name },
        from: ctx.config.mail.from,
        replyTo: mail.replyTo,
        to: first.email,
        subject: mail.subject,
        body: mail.body,
        html: mail.html,
        text: mail.text,
        invite: mail.invite,
        moveTo: moveTo ?? null,
        sendAt: (await sendAtOf(request.body)) ?? null,
      };
    },
  );

  app.post(
    '/candidate-mails',
    consoleRoute(STAFF, { body: CandidateMailRequest }, CandidateMailResult, 201),
    async (request, reply) => {
      const { moveTo, templateId, invite } = request.body;
      const owner = request.body.owner ?? 'application';
      // A mail that rejects (by us) or withdraws names its reason, as any such move does (422 without).
      const reasonId = moveTo ? await requireReason(ctx.reasons, moveTo, 'us', request.body.reasonId) : null;
      const recipients = await recipientsOf(request.body);
      const sender = senderOf(request);
      const sendAt = await sendAtOf(request.body);
      const entries = recipients.map((recipient) => ({
        ...candidateMailEntry(
          composeCandidateMail(request.body, recipient, sender, mailOrigin(ctx.config)),
          moveTo,
          sendAt,
          owner,
        ),
        reasonId,
      }));
      const { user } = staffOf(request);
      const mailIds = await candidateMails.queue(entries, { id: user.id, name: user.name }, owner);
      ctx.app.outboxWorker.wake();
      for (const [index, recipient] of recipients.entries()) {
        await ctx.audit(
          request,
          `${owner}.mail`,
          { type: owner, id: recipient.uuid },
          {
            mail: mailIds[index],
            template: templateId ?? null,
            invite: Boolean(invite),
            moveTo: moveTo ?? null,
            ...(reasonId ? { reason: reasonId } : {}),
            sendAt: sendAt ?? null,
          },
        );
      }
      return reply.code(201).send({
        sent: recipients.map((recipient, index) => ({
          applicationId: recipient.uuid,
          mailId: mailIds[index] ?? '',
          sendAt: sendAt ?? null,
        })),
        by: { id: user.id, name: user.name },
      });
    },
  );
};
