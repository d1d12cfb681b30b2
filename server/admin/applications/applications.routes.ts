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
import { cancelMail } from '../../repositories/outbox.repository';
import { addHistoryNote } from '../../repositories/reviews.repository';
import { type ConsoleContext, reviewerOf } from '../context';
import { serveResumeLink } from '../files/serve-resume-link';
import { toHistory, toSentMail } from '../history';
import { requireInScope, scopeOf } from '../resource/requirement-scope';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';
import { requireReason } from '../reasons/require-reason';
import { applicationAnswers } from './answers';
import { sourceOf } from './source-of';
import { openingOf, stageOf } from './application-fields';

/** What a summary reads, in a list's row and in one application's. */
type SummaryRow = Parameters<typeof sourceOf>[0] &
  Pick<
    ApplicationListRow,
    'uuid' | 'name' | 'email' | 'req_id' | 'title' | 'review_status' | 'rejected_by' | 'reason_id' | 'resume'
  > &
  Pick<ApplicationListRow, 'created_at' | 'review_updated_at' | 'city'>;
type Lookups = {
  rating: (id: string) => ApplicationSummary['rating'];
  person: (id: string) => ApplicationSummary['person'];
  /** A reason's label by its id. */
  reason: (id: string) => string | undefined;
};

const toSummary = (row: SummaryRow, { rating, person, reason }: Lookups): ApplicationSummary => ({
  id: row.uuid,
  name: row.name,
  email: row.email,
  opening: openingOf(row),
  status: stageOf(row),
  rejectedBy: row.rejected_by,
  reason: row.reason_id ? { id: row.reason_id, label: reason(row.reason_id) ?? row.reason_id } : null,
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
    const [rating, person, reasons] = await Promise.all([
      ctx.ratings.summaries(ids),
      ctx.people.badges(ids),
      ctx.reasons.list(),
    ]);
    const labels = new Map(reasons.map((row) => [row.id, row.label]));
    return { rating, person, reason: (id) => labels.get(id) };
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
      mails: mails.map(toSentMail(id)),
      history: history.map(toHistory),
    };
  };

  serveResource(app, ctx, applicationsResource, {
    scope: 'application',
    list: async (query, _request, scope) => {
      // Another's unshared requirement's applications are a 404, like the requirement itself.
      if (query.reqId !== undefined && scope) {
        requireInScope(scope, await ctx.openingsRepo.byReqId(query.reqId), 'No such opening.');
      }
      await ctx.people.attachUnassigned();
      const { items, total } = await ctx.applications.list({ ...query, scope });
      const found = await lookups(items.map((row) => row.uuid));
      return { items: items.map((row) => toSummary(row, found)), total };
    },
    record: detail,
    moveDetail: async ({ status, rejectedBy, reasonId, note }) => ({
      note,
      rejectedBy,
      reasonId: await requireReason(ctx.reasons, status, rejectedBy, reasonId),
    }),
    actions: {
      rating: async ({ request, id, body: { score, comment } }) => {
        if (!(await ctx.ratings.rate(id, reviewerOf(request), score, comment))) {
          throw new ClientError(404, applicationsResource.missing);
        }
        return { audit: { score, comment: Boolean(comment) } };
      },
      cancelMail: async ({ request, id, body: { mailId } }) => {
        if (!(await ctx.applications.byId(id))) throw new ClientError(404, applicationsResource.missing);
        const by = reviewerOf(request);
        const outcome = await ctx.app.db.transaction().execute(async (trx) => {
          const done = await cancelMail(trx, mailId, { type: 'application', id }, by.name);
          if (done.cancelled) {
            await addHistoryNote(trx, 'application', id, `Mail cancelled before it left: “${done.subject}”.`, by);
          }
          return done;
        });
        if (!outcome.cancelled) {
          throw outcome.reason === 'missing'
            ? new ClientError(404, 'No such mail about this application.')
            : new ClientError(409, 'This mail can no longer be cancelled: it has been sent or is being sent.');
        }
        return { audit: { mail: mailId } };
      },
    },
  });

  app.get(
    '/applications/:id/neighbours',
    consoleRoute(STAFF, { params: UuidParams, querystring: ApplicationsQuery }, Neighbours),
    async (request) => {
      // The list's paging does not matter: the neighbours are found across all its pages.
      const { page: _page, pageSize: _pageSize, ...filter } = request.query;
      const answer = await ctx.applications.neighbours({ ...filter, scope: scopeOf(request) }, request.params.id);
      await ctx.audit(request, 'application.neighbours', { type: 'application', id: request.params.id });
      return answer;
    },
  );

  serveResumeLink(app, ctx, 'application', applicationsResource.path, async (id, request) => {
    const row = (await ctx.applications.inScope(id, scopeOf(request))) ? await ctx.applications.byId(id) : undefined;
    if (!row) throw new ClientError(404, applicationsResource.missing);
    if (!row.attachment) throw new ClientError(409, 'This application has no stored resume.');
    return { contentType: row.attachment.stored_type ?? '' };
  });
};
