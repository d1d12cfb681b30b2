/**
 * Internship applications and contact messages in the console (admins and recruiters): lists with
 * search and a status filter, one record, status (new / handled) with an optional note, notes, and
 * an internship's resume through a short-lived link.
 */
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
    async (request) => {
      const result = await internship(request.params.id);
      await ctx.audit(request, 'internship.view', { type: 'internship', id: request.params.id });
      return result;
    },
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
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      if (!(await ctx.reviews.changeStatus('internship', id, status, reviewerOf(request), note))) {
        throw new ClientError(404, 'No such internship application.');
      }
      await ctx.audit(request, 'internship.status', { type: 'internship', id }, { status, note: Boolean(note) });
      return internship(id);
    },
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
    async (request) => {
      const { id } = request.params;
      if (!(await ctx.inbox.internship(id))) throw new ClientError(404, 'No such internship application.');
      await ctx.reviews.addNote('internship', id, request.body.text, reviewerOf(request));
      await ctx.audit(request, 'internship.note', { type: 'internship', id });
      return internship(id);
    },
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
    async (request) => {
      const result = await message(request.params.id);
      await ctx.audit(request, 'contact-message.view', { type: 'contact-message', id: request.params.id });
      return result;
    },
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
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      if (!(await ctx.reviews.changeStatus('contact-message', id, status, reviewerOf(request), note))) {
        throw new ClientError(404, 'No such message.');
      }
      await ctx.audit(
        request,
        'contact-message.status',
        { type: 'contact-message', id },
        { status, note: Boolean(note) },
      );
      return message(id);
    },
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
    async (request) => {
      const { id } = request.params;
      if (!(await ctx.inbox.contactMessage(id))) throw new ClientError(404, 'No such message.');
      await ctx.reviews.addNote('contact-message', id, request.body.text, reviewerOf(request));
      await ctx.audit(request, 'contact-message.note', { type: 'contact-message', id });
      return message(id);
    },
  );
};
