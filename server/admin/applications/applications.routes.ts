/**
 * Job applications in the console (admins and recruiters), served from their declaration
 * (contracts/admin/applications.ts): list (all or per opening, filtered, sorted, searched and paged
 * on the server), one application with answers, resume, mails and history; status changes, notes and
 * ratings. Beside it: the neighbours in a list and a short-lived resume link. Viewing is audited like
 * changing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ApplicationDetail,
  ApplicationsQuery,
  type ApplicationSummary,
  Neighbours,
  applicationsResource,
} from '#contracts/admin/applications';
import { UuidParams } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import type { ApplicationListRow } from '../../repositories/console-applications.repository';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf } from '../context';
import { serveResumeLink } from '../files/serve-resume-link';
import { toHistory, toSentMail } from '../history';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';
import { applicationAnswers } from './answers';
import { sourceOf } from './source-of';
import { openingOf, stageOf } from './application-fields';

/** What a summary reads, in a list's row and in one application's. */
type SummaryRow = Parameters<typeof sourceOf>[0] &
  Pick<ApplicationListRow, 'uuid' | 'name' | 'email' | 'req_id' | 'title' | 'review_status' | 'resume'> &
  Pick<ApplicationListRow, 'created_at' | 'review_updated_at' | 'city'>;
type Lookups = {
  rating: (id: string) => ApplicationSummary['rating'];
  person: (id: string) => ApplicationSummary['person'];
};

const toSummary = (row: SummaryRow, { rating, person }: Lookups): ApplicationSummary => ({
  id: row.uuid,
  name: row.name,
  email: row.email,
  opening: openingOf(row),
  status: stageOf(row),
  resume: row.resume,
  createdAt: row.created_at,
  statusChangedAt: row.review_updated_at,
  rating: rating(row.uuid),
  location: row.city,
  source: sourceOf(row),
  person: person(row.uuid),
});

export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const lookups = async (ids: string[]): Promise<Lookups> => {
    const [rating, person] = await Promise.all([ctx.ratings.summaries(ids), ctx.people.badges(ids)]);
    return { rating, person };
  };

  const detail = async (id: string): Promise<ApplicationDetail | undefined> => {
    await ctx.people.attachUnassigned();
    const row = await ctx.applications.byId(id);
    if (!row) return undefined;
    const [mails, history, ratings, summary] = await Promise.all([
      ctx.applications.mailsAbout(row.email),
      ctx.reviews.history('application', id),
      ctx.ratings.forApplication(id),
      lookups([id]),
    ]);
    return {
      ...toSummary(row, summary),
      phone: row.phone,
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
      mails: mails.map(toSentMail),
      history: history.map(toHistory),
    };
  };

  serveResource(app, ctx, applicationsResource, {
    list: async (query) => {
      await ctx.people.attachUnassigned();
      const { items, total } = await ctx.applications.list(query);
      const found = await lookups(items.map((row) => row.uuid));
      return { items: items.map((row) => toSummary(row, found)), total };
    },
    record: detail,
    actions: {
      rating: async ({ request, id, body: { score, comment } }) => {
        if (!(await ctx.ratings.rate(id, reviewerOf(request), score, comment))) {
          throw new ClientError(404, applicationsResource.missing);
        }
        return { audit: { score, comment: Boolean(comment) } };
      },
    },
  });

  app.get(
    '/applications/:id/neighbours',
    consoleRoute(STAFF, { params: UuidParams, querystring: ApplicationsQuery }, Neighbours),
    async (request) => {
      // The list's paging does not matter: the neighbours are found across all its pages.
      const { page: _page, pageSize: _pageSize, ...filter } = request.query;
      const answer = await ctx.applications.neighbours(filter, request.params.id);
      await ctx.audit(request, 'application.neighbours', { type: 'application', id: request.params.id });
      return answer;
    },
  );

  serveResumeLink(app, ctx, 'application', applicationsResource.path, async (id) => {
    const row = await ctx.applications.byId(id);
    if (!row) throw new ClientError(404, applicationsResource.missing);
    if (!row.attachment) throw new ClientError(409, 'This application has no stored resume.');
    return { contentType: row.attachment.stored_type ?? '' };
  });
};
