/**
 * Internship applications and contact messages in the console (admins and recruiters): lists with
 * search and a status filter, one record, status (new / handled) with an optional note, notes, and
 * an internship's resume through a short-lived link.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import { NoteRequest, ResumeLink, UuidParams } from '#contracts/admin/common';
import {
  ContactMessageDetail,
  ContactMessagesPage,
  InboxQuery,
  InboxStatusRequest,
  InternshipDetail,
  InternshipsPage,
  type InboxStatus,
} from '#contracts/admin/inbox';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import { internshipAnswers } from '../applications/answers';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { resumeLink } from '../files/resume-links';
import { toHistory } from '../history';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

const areaOf = (detailsJson: string) => {
  try {
    const details = JSON.parse(detailsJson) as { areaOfInterest?: unknown };
    return typeof details.areaOfInterest === 'string' ? details.areaOfInterest : '';
  } catch {
    return '';
  }
};

const preview = (message: string) => {
  const first = message.split(/\r?\n/).find((line) => line.trim()) ?? '';
  return first.length > 120 ? `${first.slice(0, 119)}…` : first;
};

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const internship = async (id: string): Promise<InternshipDetail> => {
    const row = await ctx.inbox.internship(id);
    if (!row) throw new ClientError(404, 'No such internship application.');
    const history = await ctx.reviews.history('internship', id);
    return {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      areaOfInterest: areaOf(row.details),
      status: row.review_status as InboxStatus,
      createdAt: row.created_at,
      answers: internshipAnswers(row.details, row.aadhaar_masked),
      resumeFile: { fileName: row.resume_name, contentType: row.resume_type, size: row.resume_size },
      history: history.map(toHistory),
    };
  };

  const message = async (id: string): Promise<ContactMessageDetail> => {
    const row = await ctx.inbox.contactMessage(id);
    if (!row) throw new ClientError(404, 'No such message.');
    const history = await ctx.reviews.history('contact-message', id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      preview: preview(row.message),
      status: row.review_status as InboxStatus,
      createdAt: row.created_at,
      phone: row.phone,
      message: row.message,
      smsConsent: row.sms_consent === 1,
      consentText: row.consent_text,
      consentAt: row.consent_at,
      history: history.map(toHistory),
    };
  };

  const internships = recordActions(ctx, {
    subject: 'internship',
    notFound: 'No such internship application.',
    load: internship,
    exists: async (id) => Boolean(await ctx.inbox.internship(id)),
  });
  const messages = recordActions(ctx, {
    subject: 'contact-message',
    notFound: 'No such message.',
    load: message,
    exists: async (id) => Boolean(await ctx.inbox.contactMessage(id)),
  });

  // Internship applications
  app.get(
    '/internships',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], querystring: InboxQuery, response: { 200: InternshipsPage, ...errors } },
    },
    async (request) => {
      const { items, total } = await ctx.inbox.internships(request.query);
      const { search, status } = request.query;
      await ctx.audit(request, 'internships.list', null, search || status ? { search, status } : null);
      return {
        items: items.map((row) => ({
          id: row.id,
          name: `${row.first_name} ${row.last_name}`,
          email: row.email,
          areaOfInterest: areaOf(row.details),
          status: row.review_status as InboxStatus,
          createdAt: row.created_at,
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/internships/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: InternshipDetail, ...errors } },
    },
    async (request) => internships.view(request, request.params.id),
  );

  app.post(
    '/internships/:id/status',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: InboxStatusRequest,
        response: { 200: InternshipDetail, ...errors },
      },
    },
    async (request) => internships.setStatus(request, request.params.id, request.body),
  );

  app.post(
    '/internships/:id/notes',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: NoteRequest,
        response: { 200: InternshipDetail, ...errors },
      },
    },
    async (request) => internships.addNote(request, request.params.id, request.body.text),
  );

  app.post(
    '/internships/:id/resume-link',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: ResumeLink, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await ctx.inbox.internship(id);
      if (!row) throw new ClientError(404, 'No such internship application.');
      const userId = staffOf(request).user.id;
      const download = resumeLink(ctx.app.uploadSecret, 'internship', id, 'attachment', userId);
      const inline =
        row.resume_type === 'application/pdf'
          ? resumeLink(ctx.app.uploadSecret, 'internship', id, 'inline', userId)
          : null;
      await ctx.audit(request, 'internship.resume-link', { type: 'internship', id });
      return { downloadUrl: download.url, inlineUrl: inline?.url ?? null, expiresAt: download.expiresAt };
    },
  );

  // Contact messages
  app.get(
    '/contact-messages',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], querystring: InboxQuery, response: { 200: ContactMessagesPage, ...errors } },
    },
    async (request) => {
      const { items, total } = await ctx.inbox.contactMessages(request.query);
      const { search, status } = request.query;
      await ctx.audit(request, 'contact-messages.list', null, search || status ? { search, status } : null);
      return {
        items: items.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          preview: preview(row.message),
          status: row.review_status as InboxStatus,
          createdAt: row.created_at,
        })),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/contact-messages/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: ContactMessageDetail, ...errors } },
    },
    async (request) => messages.view(request, request.params.id),
  );

  app.post(
    '/contact-messages/:id/status',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: InboxStatusRequest,
        response: { 200: ContactMessageDetail, ...errors },
      },
    },
    async (request) => messages.setStatus(request, request.params.id, request.body),
  );

  app.post(
    '/contact-messages/:id/notes',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: NoteRequest,
        response: { 200: ContactMessageDetail, ...errors },
      },
    },
    async (request) => messages.addNote(request, request.params.id, request.body.text),
  );
};

/**
 * What a record's routes do, the same for both inboxes: view it, set its status (with an optional
 * note), add a note; each audited as `<subject>.view|status|note`. Each route keeps its own schema.
 */
function recordActions<Detail>(
  ctx: ConsoleContext,
  kind: {
    subject: 'internship' | 'contact-message';
    notFound: string;
    /** The record as the console shows it; a 404 when there is none. */
    load: (id: string) => Promise<Detail>;
    exists: (id: string) => Promise<boolean>;
  },
) {
  const { subject } = kind;
  return {
    async view(request: FastifyRequest, id: string): Promise<Detail> {
      const result = await kind.load(id);
      await ctx.audit(request, `${subject}.view`, { type: subject, id });
      return result;
    },
    async setStatus(request: FastifyRequest, id: string, { status, note }: InboxStatusRequest): Promise<Detail> {
      if (!(await ctx.reviews.changeStatus(subject, id, status, reviewerOf(request), note))) {
        throw new ClientError(404, kind.notFound);
      }
      await ctx.audit(request, `${subject}.status`, { type: subject, id }, { status, note: Boolean(note) });
      return kind.load(id);
    },
    async addNote(request: FastifyRequest, id: string, text: string): Promise<Detail> {
      if (!(await kind.exists(id))) throw new ClientError(404, kind.notFound);
      await ctx.reviews.addNote(subject, id, text, reviewerOf(request));
      await ctx.audit(request, `${subject}.note`, { type: subject, id });
      return kind.load(id);
    },
  };
}
