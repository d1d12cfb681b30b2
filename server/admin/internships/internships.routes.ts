/**
 * Internship applications in the console (every staff role), served from their declaration
 * (contracts/admin/internships.ts) with the job applications' modules: the resource (list, record,
 * status with the reason Rejected and Withdrawn need, notes, ratings), the board's columns and the bulk
 * move (server/admin/pipeline/), the reasons rule and the resume link. Every read and change is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InternshipBoard } from '#contracts/admin/board';
import { BULK_LIMIT, InternshipBulkRequest, InternshipBulkResult, MatchingIds } from '#contracts/admin/bulk';
import {
  INTERNSHIP_STATUSES,
  type InternshipDetail,
  InternshipStatus,
  type InternshipSummary,
  InternshipsFilter,
  internshipsResource,
} from '#contracts/admin/internships';
import { ClientError } from '../../plugins/error-handler';
import type { InternshipFilter, InternshipListRow } from '../../repositories/internships.repository';
import { STAFF } from '../access';
import { internshipAnswers } from '../applications/answers';
import type { ConsoleContext } from '../context';
import { reviewerOf } from '../context';
import { serveResumeLink } from '../files/serve-resume-link';
import { toHistory, toSentMail } from '../history';
import { boardColumns } from '../pipeline/board-columns';
import { bulkMove, selectionOf, usedFilters } from '../pipeline/bulk-move';
import { requireReason } from '../reasons/require-reason';
import { consoleRoute } from '../resource/console-route';
import { serveResource } from '../resource/serve-resource';

const areaOf = (detailsJson: string) => {
  try {
    const details = JSON.parse(detailsJson) as { areaOfInterest?: unknown };
    return typeof details.areaOfInterest === 'string' ? details.areaOfInterest : '';
  } catch {
    return '';
  }
};

/** A stored status as a step; anything unknown (never expected after 0029) reads as New. */
const statusOf = (stored: string) => InternshipStatus.safeParse(stored).data ?? 'new';

const tooMany = (count: number) =>
  new ClientError(
    422,
    `${count} internship applications are selected; act on at most ${BULK_LIMIT} at a time (narrow the filter).`,
    'selection',
  );

export const internshipsRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const summaries = async (rows: InternshipListRow[]): Promise<InternshipSummary[]> => {
    const [rating, reasons] = await Promise.all([
      ctx.internshipRatings.summaries(rows.map((row) => row.id)),
      ctx.reasons.list(),
    ]);
    const labels = new Map(reasons.map((row) => [row.id, row.label]));
    return rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      areaOfInterest: areaOf(row.details),
      status: statusOf(row.review_status),
      reason: row.reason_id ? { id: row.reason_id, label: labels.get(row.reason_id) ?? row.reason_id } : null,
      createdAt: row.created_at,
      statusChangedAt: row.review_updated_at,
      rating: rating(row.id),
    }));
  };

  const record = async (id: string): Promise<InternshipDetail | undefined> => {
    const row = await ctx.internships.byId(id);
    if (!row) return undefined;
    const [[summary], ratings, history, mails] = await Promise.all([
      summaries([row]),
      ctx.internshipRatings.forApplication(id),
      ctx.reviews.history('internship', id),
      ctx.applications.mailsAbout(row.email),
    ]);
    if (!summary) return undefined;
    return {
      ...summary,
      answers: internshipAnswers(row.details, row.aadhaar_masked),
      resumeFile: { fileName: row.resume_name, contentType: row.resume_type, size: row.resume_size },
      ratings: ratings.map((rating) => ({
        by: { id: rating.reviewer_id, name: rating.reviewer_name },
        score: rating.score,
        comment: rating.comment ?? '',
        at: rating.updated_at,
      })),
      mails: mails.map(toSentMail(id)),
      history: history.map(toHistory),
    };
  };

  serveResource(app, ctx, internshipsResource, {
    list: async (query) => {
      const { items, total } = await ctx.internships.page(query);
      return { items: await summaries(items), total };
    },
    record,
    moveDetail: async ({ status, reasonId, note }) => ({
      note,
      reasonId: await requireReason(ctx.reasons, status, 'us', reasonId),
    }),
    actions: {
      rating: async ({ request, id, body: { score, comment } }) => {
        if (!(await ctx.internshipRatings.rate(id, reviewerOf(request), score, comment))) {
          throw new ClientError(404, internshipsResource.missing);
        }
        return { audit: { score, comment: Boolean(comment) } };
      },
    },
  });

  app.get('/internships/board', consoleRoute(STAFF, {}, InternshipBoard), async (request) => {
    const columns = await boardColumns(
      INTERNSHIP_STATUSES,
      async (status, pageSize) => {
        const { items, total } = await ctx.internships.page({ page: 1, pageSize, status });
        return {
          total,
          items: items.map((row) => ({
            id: row.id,
            name: `${row.first_name} ${row.last_name}`,
            email: row.email,
            resume: 'stored' as const,
            createdAt: row.created_at,
            statusChangedAt: row.review_updated_at,
            rejectedBy: null,
          })),
        };
      },
      ctx.internshipRatings,
    );
    await ctx.audit(request, 'internships.board', null);
    return { columns };
  });

  /** The ids of every match, within the limit (422 beyond). */
  const matching = async (filter: InternshipFilter) => {
    const found = await ctx.internships.matchingIds(filter, BULK_LIMIT);
    if (found.total > BULK_LIMIT) throw tooMany(found.total);
    return found;
  };

  app.get('/internships/ids', consoleRoute(STAFF, { querystring: InternshipsFilter }, MatchingIds), async (request) => {
    const { ids, total } = await matching(request.query);
    await ctx.audit(request, 'internships.ids', null, { query: usedFilters(request.query), count: total });
    return { ids, total };
  });

  app.post(
    '/internships/bulk',
    consoleRoute(STAFF, { body: InternshipBulkRequest }, InternshipBulkResult),
    async (request) => {
      const { selection, action } = request.body;
      const resolve = async () => {
        if ('ids' in selection) {
          const ids = [...new Set(selection.ids)];
          if (ids.length > BULK_LIMIT) throw tooMany(ids.length);
          return ids;
        }
        const { ids, total } = await matching(selection.query);
        if (selection.expected !== undefined && selection.expected !== total) {
          throw new ClientError(
            409,
            `The filter now matches ${total} internship applications, not ${selection.expected}. Look at the list again, then repeat.`,
            'selection',
          );
        }
        if (!ids.length) throw new ClientError(422, 'No internship application matches this filter.', 'selection');
        return ids;
      };
      return bulkMove(ctx, request, {
        subject: 'internship',
        auditAction: 'internships.bulk-move',
        resolve,
        selection: selectionOf(selection),
        move: action,
      });
    },
  );

  serveResumeLink(app, ctx, 'internship', internshipsResource.path, async (id) => {
    const row = await ctx.internships.byId(id);
    if (!row) throw new ClientError(404, internshipsResource.missing);
    return { contentType: row.resume_type };
  });
};
