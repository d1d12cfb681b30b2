/**
 * Submittals (every staff member): the form's starting values for an application, a preview of the
 * mail and of the client-ready PDF, the send itself (through the outbox, from the firm's sender with
 * the recruiter as Reply-To; the application moves to Submitted and its history says what went), the
 * client's answer in one step, the list and one submittal with the PDF as it was sent. Audited. A
 * recruiter works the submittals of their own and shared requirements: another's answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UuidParams } from '#contracts/admin/common';
import { formatMoney, toCents } from '#contracts/admin/rates';
import {
  SUBMITTAL_STATE_LABELS,
  Submittal,
  SubmittalAnswer,
  SubmittalDraft,
  SubmittalDraftQuery,
  SubmittalPreview,
  SubmittalRequest,
  SubmittalsPage,
  SubmittalsQuery,
} from '#contracts/admin/submittals';
import { ClientError } from '../../plugins/error-handler';
import { submittalsRepository } from '../../repositories/submittals.repository';
import type { OutgoingAttachment } from '../../repositories/outbox.repository';
import { clientProfilePdf } from '../../desk/client-profile-pdf';
import { DESK_STAGES } from '../../desk/desk-stages';
import { fileSafe, submittalMail } from '../../desk/submittal-mail';
import { storedProfile, submittalView } from '../../desk/submittal-view';
import { availabilityLabel } from '../applications/answers';
import { requireReason } from '../reasons/require-reason';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { requireRecordInScope, scopeOf } from '../resource/requirement-scope';

type Application = NonNullable<Awaited<ReturnType<ConsoleContext['applications']['byId']>>>;

export const submittalsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const repo = submittalsRepository(ctx.app.db);

  /** The application, when it is in the reader's requirement scope (requirement-scope.ts). */
  const applicationOf = async (request: FastifyRequest, id: string): Promise<Application> => {
    await requireRecordInScope(ctx.app.db, request, 'application', id, 'No such application.');
    const found = await ctx.applications.byId(id);
    if (!found) throw new ClientError(404, 'No such application.');
    return found;
  };
  /** The submittal, when its application is in the reader's scope. */
  const submittalOf = async (request: FastifyRequest, id: string) => {
    await requireRecordInScope(ctx.app.db, request, 'submittal', id, 'No such submittal.');
    const row = await repo.byId(id);
    if (!row) throw new ClientError(404, 'No such submittal.');
    return row;
  };
  const recruiterOf = (request: FastifyRequest) => {
    const { user } = staffOf(request);
    return { name: user.name, email: user.email };
  };

  const pdfOf = (request: FastifyRequest, body: SubmittalRequest, application: Application, date = new Date()) =>
    clientProfilePdf({
      candidateName: application.name,
      jobTitle: application.title,
      summary: body.summary,
      profile: body.profile,
      rate: { amount: body.rateOffered, currency: body.currency, unit: body.rateUnit },
      recruiter: recruiterOf(request),
      withhold: { email: application.email, phone: application.phone },
      date,
    });

  /** The attachments asked for: the profile PDF, the original resume (422 when there is none). */
  const attachmentsOf = async (request: FastifyRequest, body: SubmittalRequest, application: Application) => {
    const attachments: OutgoingAttachment[] = [];
    if (body.attachProfile) {
      attachments.push({
        filename: `${fileSafe(application.name)}-profile.pdf`,
        contentType: 'application/pdf',
        content: await pdfOf(request, body, application),
      });
    }
    if (body.attachResume) {
      const file = application.attachment;
      if (!file?.storage_key)
        throw new ClientError(422, 'This application has no stored resume to attach.', 'attachResume');
      attachments.push({
        filename: file.file_name,
        contentType: file.stored_type ?? 'application/octet-stream',
        storageKey: file.storage_key,
      });
    }
    return attachments;
  };

  const mailOf = (
    request: FastifyRequest,
    body: SubmittalRequest,
    application: Application,
    attachments: OutgoingAttachment[],
  ) =>
    submittalMail({
      request: body,
      candidate: { name: application.name, email: application.email, phone: application.phone },
      jobTitle: application.title ?? 'your requirement',
      recruiter: recruiterOf(request),
      attachments,
      origin: ctx.config.publicUrl,
    });

  const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileSafe(name)}-profile.pdf"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);

  app.get(
    '/submittals/draft',
    consoleRoute(STAFF, { querystring: SubmittalDraftQuery }, SubmittalDraft),
    async (request) => {
      const application = await applicationOf(request, request.query.applicationId);
      await ctx.audit(request, 'submittal.draft', { type: 'application', id: application.uuid });
      const place = [application.city, application.country_name].filter(Boolean).join(', ');
      const indian = /india/i.test(application.country_name ?? '');
      return {
        applicationId: application.uuid,
        candidate: { name: application.name },
        opening:
          application.req_id === null || application.title === null
            ? null
            : { reqId: application.req_id, title: application.title },
        hasResume: Boolean(application.attachment?.storage_key),
        profile: {
          headline: application.title ?? '',
          skills: [],
          experience: '',
          education: '',
          availability: application.availability ? availabilityLabel(application.availability) : '',
          workAuthorization: application.work_authorization ?? '',
          location: place,
        },
        currency: indian ? ('INR' as const) : ('USD' as const),
        rateUnit: indian ? ('month' as const) : ('hour' as const),
      };
    },
  );

  app.post(
    '/submittals/preview',
    consoleRoute(STAFF, { body: SubmittalRequest }, SubmittalPreview),
    async (request) => {
      const application = await applicationOf(request, request.body.applicationId);
      const attachments = await attachmentsOf(request, request.body, application);
      const mail = mailOf(request, request.body, application, attachments);
      return {
        from: ctx.config.mail.from,
        replyTo: mail.replyTo ?? '',
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: attachments.map((attachment) => attachment.filename),
      };
    },
  );

  app.post(
    '/submittals/profile-preview',
    consoleRoute(STAFF, { body: SubmittalRequest }, null),
    async (request, reply) => {
      const application = await applicationOf(request, request.body.applicationId);
      await ctx.audit(request, 'submittal.profile-preview', { type: 'application', id: application.uuid });
      return sendPdf(reply, application.name, await pdfOf(request, request.body, application));
    },
  );

  app.post('/submittals', consoleRoute(STAFF, { body: SubmittalRequest }, Submittal, 201), async (request, reply) => {
    const body = request.body;
    const application = await applicationOf(request, body.applicationId);
    const attachments = await attachmentsOf(request, body, application);
    const mail = mailOf(request, body, application, attachments);
    const sent = attachments.map((attachment) => attachment.filename);
    const history = [
      `Submitted to ${body.recipients.map((r) => `${r.name} <${r.email}>`).join(', ')}`,
      `Rate offered: ${formatMoney(body.rateOffered, body.currency, body.rateUnit)}`,
      `Sent: ${sent.length ? sent.join(', ') : 'the mail alone'}`,
      body.summary,
    ].join('\n');
    const id = await repo.create(
      {
        application_id: application.uuid,
        recipients: JSON.stringify(body.recipients),
        summary: body.summary,
        rate_offered_cents: toCents(body.rateOffered),
        currency: body.currency,
        rate_unit: body.rateUnit,
        profile: JSON.stringify(body.profile),
        sent: JSON.stringify(sent),
        state: 'submitted',
        answer_date: null,
        reason: null,
        answer_note: null,
      },
      mail,
      reviewerOf(request),
      history,
    );
    ctx.app.outboxWorker.wake();
    await ctx.audit(
      request,
      'submittal.create',
      { type: 'submittal', id },
      { application: application.uuid, recipients: body.recipients.length, sent },
    );
    const row = await repo.byId(id);
    if (!row) throw new Error('submittal not stored');
    return reply.code(201).send(submittalView(row));
  });

  app.get('/submittals', consoleRoute(STAFF, { querystring: SubmittalsQuery }, SubmittalsPage), async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const { items, total } = await repo.list({ page, pageSize, ...filters }, scopeOf(request));
    const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
    await ctx.audit(request, 'submittals.list', null, Object.keys(used).length ? used : null);
    return { items: items.map(submittalView), total, page, pageSize };
  });

  app.get('/submittals/:id', consoleRoute(STAFF, { params: UuidParams }, Submittal), async (request) => {
    const row = await submittalOf(request, request.params.id);
    await ctx.audit(request, 'submittal.view', { type: 'submittal', id: row.id });
    return submittalView(row);
  });

  app.get('/submittals/:id/profile', consoleRoute(STAFF, { params: UuidParams }, null), async (request, reply) => {
    const row = await submittalOf(request, request.params.id);
    const application = await applicationOf(request, row.application_id);
    const view = submittalView(row);
    await ctx.audit(request, 'submittal.profile', { type: 'submittal', id: row.id });
    const pdf = await clientProfilePdf({
      candidateName: application.name,
      jobTitle: application.title,
      summary: view.summary,
      profile: storedProfile(row),
      rate: { amount: view.rateOffered, currency: view.currency, unit: view.rateUnit },
      recruiter: { name: row.by_name, email: recruiterOf(request).email },
      withhold: { email: application.email, phone: application.phone },
      date: new Date(row.created_at),
    });
    return sendPdf(reply, application.name, pdf);
  });

  app.post(
    '/submittals/:id/answer',
    consoleRoute(STAFF, { params: UuidParams, body: SubmittalAnswer }, Submittal),
    async (request) => {
      const row = await submittalOf(request, request.params.id);
      const { answer, date, note } = request.body;
      // The client's rejection names one of the client's reasons (422 without); other answers none.
      const reason =
        answer === 'rejected'
          ? await requireReason(ctx.reasons, 'rejected', 'client', request.body.reason, 'reason')
          : null;
      const reasonLabel = reason ? (await ctx.reasons.byId(reason))?.label : undefined;
      const moveTo =
        answer === 'offer'
          ? DESK_STAGES.offer
          : answer === 'rejected'
            ? DESK_STAGES.rejected
            : DESK_STAGES.clientInterview;
      const history = [
        `Client’s answer (${date}): ${SUBMITTAL_STATE_LABELS[answer]}${reasonLabel ? `, ${reasonLabel}` : ''}`,
        ...(note ? [note] : []),
      ].join('\n');
      await repo.answer(
        row.id,
        { state: answer, date, reason, note: note || null },
        moveTo,
        reviewerOf(request),
        history,
      );
      await ctx.audit(request, 'submittal.answer', { type: 'submittal', id: row.id }, { answer, date, reason });
      const updated = await repo.byId(row.id);
      if (!updated) throw new Error('submittal gone');
      return submittalView(updated);
    },
  );
};
