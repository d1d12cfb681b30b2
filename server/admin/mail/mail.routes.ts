/**
 * Mail to candidates: the templates (every staff member reads them, admins write them) and the mail
 * itself, previewed and sent to one application or to up to 200 at once, optionally moving them to a
 * stage. Every change and every mail is in the audit log; the mail and its history entry are queued
 * together (server/repositories/candidate-mails.repository.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import { NoContent, UuidParams } from '#contracts/admin/common';
import {
  CandidateMailPreview,
  CandidateMailRequest,
  CandidateMailResult,
  MailTemplate,
  MailTemplateInput,
  MailTemplates,
} from '#contracts/admin/mail';
import { ClientError } from '../../plugins/error-handler';
import { candidateMailsRepository } from '../../repositories/candidate-mails.repository';
import type { MailTemplatesTable } from '../../db/schema';
import { mailTemplatesRepository } from '../../repositories/mail-templates.repository';
import { ADMIN, STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { candidateMailEntry, composeCandidateMail, type Recipient } from './candidate-mail';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

const toTemplate = (row: Omit<MailTemplatesTable, 'position'>): MailTemplate => ({
  id: row.id,
  name: row.name,
  purpose: row.purpose,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export const mailRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const templates = mailTemplatesRepository(ctx.app.db);
  const candidateMails = candidateMailsRepository(ctx.app.db);

  app.get(
    '/mail-templates',
    { config: { access: STAFF }, schema: { tags: ['console'], response: { 200: MailTemplates, ...errors } } },
    async () => ({ items: (await templates.list()).map(toTemplate) }),
  );

  app.post(
    '/mail-templates',
    {
      config: { access: ADMIN },
      schema: { tags: ['console'], body: MailTemplateInput, response: { 201: MailTemplate, ...errors } },
    },
    async (request, reply) => {
      const row = await templates.create(request.body, staffOf(request).user.name);
      await ctx.audit(request, 'mail-template.create', { type: 'mail-template', id: row.id }, { name: row.name });
      return reply.code(201).send(toTemplate(row));
    },
  );

  app.put(
    '/mail-templates/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: MailTemplateInput,
        response: { 200: MailTemplate, ...errors },
      },
    },
    async (request) => {
      const row = await templates.update(request.params.id, request.body, staffOf(request).user.name);
      if (!row) throw new ClientError(404, 'No such template.');
      await ctx.audit(request, 'mail-template.update', { type: 'mail-template', id: row.id }, { name: row.name });
      return toTemplate(row);
    },
  );

  app.delete(
    '/mail-templates/:id',
    {
      config: { access: ADMIN },
      schema: { tags: ['console'], params: UuidParams, response: { 204: NoContent, ...errors } },
    },
    async (request, reply) => {
      if (!(await templates.remove(request.params.id))) throw new ClientError(404, 'No such template.');
      await ctx.audit(request, 'mail-template.delete', { type: 'mail-template', id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  /** Every application asked for, or 404 naming how many are missing (nothing is sent then). */
  const recipientsOf = async (ids: string[]): Promise<Recipient[]> => {
    const found = await candidateMails.recipients(ids);
    if (found.length !== ids.length) {
      const missing = ids.length - found.length;
      throw new ClientError(
        404,
        missing === 1 ? 'No such application.' : `${missing} of these applications do not exist.`,
      );
    }
    return found;
  };

  const senderOf = (request: Parameters<typeof staffOf>[0]) => {
    const { user } = staffOf(request);
    return { name: user.name, email: user.email };
  };

  app.post(
    '/candidate-mails/preview',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        body: CandidateMailRequest,
        response: { 200: CandidateMailPreview, ...errors },
      },
    },
    async (request) => {
      const { applicationIds, moveTo } = request.body;
      const recipients = await recipientsOf(applicationIds);
      const first = recipients[0];
      if (!first) throw new ClientError(404, 'No such application.');
      const mail = composeCandidateMail(request.body, first, senderOf(request), ctx.config.publicUrl);
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
      };
    },
  );

  app.post(
    '/candidate-mails',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        body: CandidateMailRequest,
        response: { 201: CandidateMailResult, ...errors },
      },
    },
    async (request, reply) => {
      const { applicationIds, moveTo, templateId, invite } = request.body;
      const recipients = await recipientsOf(applicationIds);
      const sender = senderOf(request);
      const entries = recipients.map((recipient) =>
        candidateMailEntry(composeCandidateMail(request.body, recipient, sender, ctx.config.publicUrl), moveTo),
      );
      const { user } = staffOf(request);
      const mailIds = await candidateMails.queue(entries, { id: user.id, name: user.name });
      ctx.app.outboxWorker.wake();
      for (const [index, recipient] of recipients.entries()) {
        await ctx.audit(
          request,
          'application.mail',
          { type: 'application', id: recipient.uuid },
          { mail: mailIds[index], template: templateId ?? null, invite: Boolean(invite), moveTo: moveTo ?? null },
        );
      }
      return reply.code(201).send({
        sent: recipients.map((recipient, index) => ({ applicationId: recipient.uuid, mailId: mailIds[index] ?? '' })),
        by: { id: user.id, name: user.name },
      });
    },
  );
};
