/**
 * Job applications in the console (admins and recruiters): list (all or per opening, newest first,
 * searched and paged on the server), one application with answers, resume, mails and history;
 * status changes and notes; a short-lived resume link. Viewing is audited like changing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import {
  ApplicationDetail,
  ApplicationStatusRequest,
  ApplicationsPage,
  ApplicationsQuery,
  Neighbours,
  type SentMail,
} from '#contracts/admin/applications';
import { NoteRequest, ResumeLink, UuidParams } from '#contracts/admin/common';
import { RatingRequest } from '#contracts/admin/ratings';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { resumeLink } from '../files/resume-links';
import { toHistory } from '../history';
import { applicationAnswers } from './answers';
import { sourceOf } from './source-of';

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };
type Status = ApplicationDetail['status'];

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const detail = async (id: string): Promise<ApplicationDetail> => {
    const row = await ctx.applications.byId(id);
    if (!row) throw new ClientError(404, 'No such application.');
    await ctx.people.attachUnassigned();
    const [mails, history, ratings, summary, person] = await Promise.all([
      ctx.applications.mailsAbout(row.email),
      ctx.reviews.history('application', id),
      ctx.ratings.forApplication(id),
      ctx.ratings.summaries([id]),
      ctx.people.badges([id]),
    ]);
    return {
      id: row.uuid,
      name: row.name,
      email: row.email,
      phone: row.phone,
      opening: row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title },
      status: row.review_status as Status,
      resume: row.resume,
      createdAt: row.created_at,
      statusChangedAt: row.review_updated_at,
      rating: summary(id),
      location: row.city,
      source: sourceOf(row),
      person: person(id),
      ratings: ratings.map((rating) => ({
        by: { id: rating.reviewer_id, name: rating.reviewer_name },
        score: rating.score,
        comment: rating.comment ?? '',
        at: rating.updated_at,
      })),
      answers: applicationAnswers(row),
      resumeFile: row.attachment
        ? {
            fileName: row.attachment.file_name,
            contentType: row.attachment.stored_type ?? '',
            size: row.attachment.size,
          }
        : null,
      mails: mails.map((mail): SentMail => ({
        id: mail.id,
        subject: mail.subject,
        to: mail.to,
        status: mail.status,
        createdAt: mail.created_at,
        sentAt: mail.sent_at,
      })),
      history: history.map(toHistory),
    };
  };

  app.get(
    '/applications',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], querystring: ApplicationsQuery, response: { 200: ApplicationsPage, ...errors } },
    },
    async (request) => {
      await ctx.people.attachUnassigned();
      const { items, total } = await ctx.applications.list(request.query);
      const ids = items.map((row) => row.uuid);
      const [rating, person] = await Promise.all([ctx.ratings.summaries(ids), ctx.people.badges(ids)]);
      const { page, pageSize, ...filters } = request.query;
      const used = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
      await ctx.audit(request, 'applications.list', null, Object.keys(used).length ? used : null);
      return {
        items: items.map((row) => ({
          id: row.uuid,
          name: row.name,
          email: row.email,
          opening: row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title },
          status: row.review_status as Status,
          resume: row.resume,
          createdAt: row.created_at,
          statusChangedAt: row.review_updated_at,
          rating: rating(row.uuid),
          location: row.city,
          source: sourceOf(row),
          person: person(row.uuid),
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/applications/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: ApplicationDetail, ...errors } },
    },
    async (request) => {
      const result = await detail(request.params.id);
      await ctx.audit(request, 'application.view', { type: 'application', id: request.params.id });
      return result;
    },
  );

  app.get(
    '/applications/:id/neighbours',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        querystring: ApplicationsQuery,
        response: { 200: Neighbours, ...errors },
      },
    },
    async (request) => {
      // The list's paging does not matter: the neighbours are found across all its pages.
      const { page: _page, pageSize: _pageSize, ...filter } = request.query;
      const answer = await ctx.applications.neighbours(filter, request.params.id);
      await ctx.audit(request, 'application.neighbours', { type: 'application', id: request.params.id });
      return answer;
    },
  );

  app.post(
    '/applications/:id/status',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: ApplicationStatusRequest,
        response: { 200: ApplicationDetail, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      if (!(await ctx.reviews.changeStatus('application', id, status, reviewerOf(request), note))) {
        throw new ClientError(404, 'No such application.');
      }
      await ctx.audit(request, 'application.status', { type: 'application', id }, { status, note: Boolean(note) });
      return detail(id);
    },
  );

  app.post(
    '/applications/:id/notes',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: NoteRequest,
        response: { 200: ApplicationDetail, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await ctx.applications.byId(id))) throw new ClientError(404, 'No such application.');
      await ctx.reviews.addNote('application', id, request.body.text, reviewerOf(request));
      await ctx.audit(request, 'application.note', { type: 'application', id });
      return detail(id);
    },
  );

  app.put(
    '/applications/:id/rating',
    {
      config: { access: STAFF },
      schema: {
        tags: ['console'],
        params: UuidParams,
        body: RatingRequest,
        response: { 200: ApplicationDetail, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { score, comment } = request.body;
      if (!(await ctx.ratings.rate(id, reviewerOf(request), score, comment))) {
        throw new ClientError(404, 'No such application.');
      }
      await ctx.audit(request, 'application.rating', { type: 'application', id }, { score, comment: Boolean(comment) });
      return detail(id);
    },
  );

  app.post(
    '/applications/:id/resume-link',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: ResumeLink, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await ctx.applications.byId(id);
      if (!row) throw new ClientError(404, 'No such application.');
      if (!row.attachment) throw new ClientError(409, 'This application has no stored resume.');
      const userId = staffOf(request).user.id;
      const download = resumeLink(ctx.app.uploadSecret, 'application', id, 'attachment', userId);
      const inline =
        row.attachment.stored_type === 'application/pdf'
          ? resumeLink(ctx.app.uploadSecret, 'application', id, 'inline', userId)
          : null;
      await ctx.audit(request, 'application.resume-link', { type: 'application', id });
      return { downloadUrl: download.url, inlineUrl: inline?.url ?? null, expiresAt: download.expiresAt };
    },
  );
};
