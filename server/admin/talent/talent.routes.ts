/**
 * The talent database in the console (contracts/admin/talent.ts): search (and its CSV), adding
 * candidates from dropped resumes or a CSV, the talent part of a profile (editable, with history),
 * tags, pools, saved searches, and putting people forward for an opening. Staff only; every change
 * and every search and export is in the audit log (by ids and counts, never a name, an address or
 * the query text, which may hold a phone number).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '#contracts/zod';
import { NoContent, UuidParams } from '#contracts/admin/common';
import {
  AddTalentRequest,
  AddTalentResult,
  AttachResumeRequest,
  ImportReport,
  ImportRequest,
  PoolInput,
  PoolMembersRequest,
  PoolMembersResult,
  PutForwardRequest,
  PutForwardResult,
  ResumeDraft,
  SavedSearch,
  SavedSearchInput,
  SavedSearchRun,
  SavedSearches,
  TagsList,
  TalentPage,
  TalentPool,
  TalentPools,
  TalentProfile,
  TalentQuery,
  TalentUpdate,
} from '#contracts/admin/talent';
import { ClientError } from '../../plugins/error-handler';
import { MAX_RESUME_BYTES, ResumeRejected } from '../../storage/resume-type';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { QueryError, positiveLeaves } from '../../talent/query';
import { highlightPattern } from '../../talent/highlight';
import { searchCache } from '../../talent/search-cache';
import { searchTalent } from '../../talent/talent-search';
import { EXPORT_HEADER, exportRow } from '../../talent/talent-csv';
import { entriesText } from '../../talent/talent.repository';
import { talentService } from '../../talent/talent.service';
import { toHit, toProfile } from './talent-view';
import { csvCell } from '../../lib/csv';

const MAX_EXPORT = 5000;
const FileNameQuery = z.object({ name: z._default(z.string().check(z.maxLength(255)), 'resume') });

export const talentRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const service = talentService(ctx.app.db, ctx.app.dialect, ctx.app.storage);
  const answers = searchCache(ctx.config.talentSearchCache);
  const repo = service.repo;

  // A dropped resume arrives as the request's body (one file per request), checked by its bytes.
  for (const type of [
    'application/octet-stream',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ]) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_RESUME_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }

  const search = async (query: TalentQuery, options?: { limit?: number; offset?: number; count?: boolean }) => {
    const version = await service.ensureIndexed();
    try {
      return await searchTalent(ctx.app.db, ctx.app.dialect, query, { ...options, version }, answers);
    } catch (error) {
      if (error instanceof QueryError) throw new ClientError(422, error.message, 'q');
      throw error;
    }
  };

  const page = async (query: TalentQuery): Promise<TalentPage> => {
    const result = await search(query);
    const pattern = highlightPattern(positiveLeaves(result.tree));
    return {
      items: result.rows.map((row) => toHit(row, pattern)),
      total: result.total,
      totalCapped: result.totalCapped,
      page: query.page,
      pageSize: query.pageSize,
      locationReadAs: result.locationReadAs,
      phone: result.phone,
    };
  };

  const profile = async (id: string): Promise<TalentProfile> => {
    await service.ensureIndexed();
    const row = await repo.byPerson(id);
    if (!row) throw new ClientError(404, 'No such candidate in the talent database.');
    const [pools, history] = await Promise.all([repo.poolsOf(id), repo.history(id)]);
    return toProfile(row, pools, history);
  };

  app.get('/talent', consoleRoute(STAFF, { querystring: TalentQuery }, TalentPage), async (request) => {
    const answer = await page(request.query);
    ctx.auditRead(request, 'talent.search', null, { total: answer.total });
    return answer;
  });

  app.get('/talent/export', consoleRoute(STAFF, { querystring: TalentQuery }, null), async (request, reply) => {
    const result = await search({ ...request.query, page: 1 }, { limit: MAX_EXPORT, offset: 0, count: false });
    await ctx.audit(request, 'talent.export', null, { rows: result.rows.length });
    const body = [EXPORT_HEADER.map(csvCell).join(','), ...result.rows.map(exportRow)].join('\r\n') + '\r\n';
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename="talent-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(`\uFEFF${body}`);
  });

  app.get('/talent/tags', consoleRoute(STAFF, {}, TagsList), async () => ({
    items: (await repo.tagNames()).map((row) => row.name),
  }));

  // Pools -------------------------------------------------------------------------------------
  const poolView = (row: {
    id: string;
    name: string;
    description: string;
    created_at: string;
    members: string | number | null;
  }) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    members: Number(row.members ?? 0),
    createdAt: row.created_at,
  });
  app.get('/talent/pools', consoleRoute(STAFF, {}, TalentPools), async () => ({
    items: (await repo.pools()).map(poolView),
  }));
  app.post('/talent/pools', consoleRoute(STAFF, { body: PoolInput }, TalentPool, 201), async (request, reply) => {
    const id = await repo.createPool(request.body.name, request.body.description, reviewerOf(request));
    if (!id) throw new ClientError(409, 'A pool with that name exists already.', 'name');
    await ctx.audit(request, 'talent.pool-create', { type: 'talent-pool', id });
    const created = (await repo.pools()).find((pool) => pool.id === id);
    return reply
      .code(201)
      .send(
        poolView(
          created ?? { id, name: request.body.name, description: request.body.description, created_at: '', members: 0 },
        ),
      );
  });
  app.post(
    '/talent/pools/:id/members',
    consoleRoute(STAFF, { params: UuidParams, body: PoolMembersRequest }, PoolMembersResult),
    async (request) => {
      if (!(await repo.pool(request.params.id))) throw new ClientError(404, 'No such pool.');
      await service.ensureIndexed();
      const changed = await repo.changeMembers(
        request.params.id,
        request.body.people,
        request.body.action,
        reviewerOf(request),
      );
      await ctx.audit(
        request,
        `talent.pool-${request.body.action}`,
        { type: 'talent-pool', id: request.params.id },
        { people: request.body.people, changed },
      );
      return { changed };
    },
  );

  // Saved searches ----------------------------------------------------------------------------
  const queryOf = (text: string) => {
    const parsed = TalentQuery.safeParse(Object.fromEntries(new URLSearchParams(text)));
    return parsed.success ? parsed.data : TalentQuery.parse({});
  };
  /** Matches whose last activity is after `since` (new or changed since the search was last run). */
  const newSince = async (query: TalentQuery, since: string | null) => {
    if (!since) return { count: 0, ids: [] as string[] };
    const result = await search(
      { ...query, activeSince: undefined, page: 1, sort: 'recent' },
      { limit: 200, offset: 0, count: false },
    );
    const ids = result.rows.filter((row) => row.last_activity_at > since).map((row) => row.person_id);
    return { count: ids.length, ids };
  };
  const savedView = async (row: {
    id: string;
    name: string;
    query: string;
    created_at: string;
    last_run_at: string | null;
  }) => ({
    id: row.id,
    name: row.name,
    query: row.query,
    createdAt: row.created_at,
    lastRunAt: row.last_run_at,
    newSinceLastRun: (await newSince(queryOf(row.query), row.last_run_at)).count,
  });
  app.get('/talent/searches', consoleRoute(STAFF, {}, SavedSearches), async (request) => {
    const rows = await repo.savedSearches(staffOf(request).user.id);
    return { items: await Promise.all(rows.map(savedView)) };
  });
  app.post(
    '/talent/searches',
    consoleRoute(STAFF, { body: SavedSearchInput }, SavedSearch, 201),
    async (request, reply) => {
      const query = new URLSearchParams(request.body.query.replace(/^\?/, ''));
      query.delete('page');
      const id = await repo.saveSearch(staffOf(request).user.id, request.body.name, query.toString());
      await ctx.audit(request, 'talent.search-save', { type: 'talent-search', id });
      const row = await repo.savedSearch(staffOf(request).user.id, id);
      if (!row) throw new ClientError(404, 'No such saved search.');
      return reply.code(201).send(await savedView(row));
    },
  );
  app.post('/talent/searches/:id/run', consoleRoute(STAFF, { params: UuidParams }, SavedSearchRun), async (request) => {
    const row = await repo.savedSearch(staffOf(request).user.id, request.params.id);
    if (!row) throw new ClientError(404, 'No such saved search.');
    const query = queryOf(row.query);
    const fresh = await newSince(query, row.last_run_at);
    const now = new Date().toISOString();
    const answer = { search: await savedView(row), page: await page(query), newIds: fresh.ids };
    await repo.markRun(row.id, now);
    await ctx.audit(request, 'talent.search-run', { type: 'talent-search', id: row.id }, { total: answer.page.total });
    return answer;
  });
  app.delete(
    '/talent/searches/:id',
    consoleRoute(STAFF, { params: UuidParams }, NoContent, 204),
    async (request, reply) => {
      const gone = await repo.deleteSearch(staffOf(request).user.id, request.params.id);
      if (!Number(gone.numDeletedRows)) throw new ClientError(404, 'No such saved search.');
      await ctx.audit(request, 'talent.search-delete', { type: 'talent-search', id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  // Adding candidates -------------------------------------------------------------------------
  app.post(
    '/talent/resumes',
    { ...consoleRoute(STAFF, { querystring: FileNameQuery }, ResumeDraft), bodyLimit: MAX_RESUME_BYTES },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw new ClientError(415, 'Send the resume file itself as the body (PDF, DOC or DOCX).');
      try {
        const draft = await service.draft(body, request.query.name, reviewerOf(request));
        await ctx.audit(
          request,
          'talent.resume-read',
          { type: 'talent-upload', id: draft.upload },
          { duplicates: draft.duplicates.length },
        );
        return draft;
      } catch (error) {
        if (error instanceof ResumeRejected) throw new ClientError(error.statusCode, error.message, 'resume');
        throw error;
      }
    },
  );

  app.post('/talent', consoleRoute(STAFF, { body: AddTalentRequest }, AddTalentResult), async (request) => {
    const result = await service.add(request.body, reviewerOf(request));
    if (!result.id) {
      if (!result.duplicates.length)
        throw new ClientError(404, 'That resume upload is gone: drop the file again.', 'upload');
      return result;
    }
    await ctx.audit(
      request,
      'talent.add',
      { type: 'candidate', id: result.id },
      { source: request.body.source, withResume: Boolean(request.body.upload) },
    );
    return result;
  });

  app.post('/talent/import', consoleRoute(STAFF, { body: ImportRequest }, ImportReport), async (request) => {
    const report = await service.importCsv(request.body.csv, request.body.dryRun, reviewerOf(request));
    await ctx.audit(request, 'talent.import', null, {
      rows: report.rows,
      added: report.added,
      errors: report.errors.length,
      dryRun: report.dryRun,
    });
    return report;
  });

  app.post(
    '/talent/put-forward',
    consoleRoute(STAFF, { body: PutForwardRequest }, PutForwardResult),
    async (request) => {
      const result = await service.putForward(request.body.reqId, request.body.people, reviewerOf(request));
      if (!result) throw new ClientError(404, 'No such opening.', 'reqId');
      for (const item of result.created) {
        await ctx.audit(
          request,
          'talent.put-forward',
          { type: 'application', id: item.application },
          { person: item.person, reqId: request.body.reqId },
        );
      }
      return { created: result.created, skipped: result.skipped };
    },
  );

  // One profile -------------------------------------------------------------------------------
  app.get('/talent/:id', consoleRoute(STAFF, { params: UuidParams }, TalentProfile), async (request) =>
    profile(request.params.id),
  );

  app.patch(
    '/talent/:id',
    consoleRoute(STAFF, { params: UuidParams, body: TalentUpdate }, TalentProfile),
    async (request) => {
      const body = request.body;
      const changed = await repo.update(
        request.params.id,
        {
          ...(body.workAuthorization !== undefined ? { work_authorization: body.workAuthorization } : {}),
          ...(body.availableFrom !== undefined ? { available_from: body.availableFrom } : {}),
          ...(body.expectedPay !== undefined ? { expected_pay: body.expectedPay } : {}),
          ...(body.payUnit !== undefined ? { pay_unit: body.payUnit } : {}),
          ...(body.skills ? { skills: entriesText(body.skills) } : {}),
          ...(body.tags ? { tags: entriesText(body.tags) } : {}),
          ...(body.contacted ? { last_contacted_at: new Date().toISOString() } : {}),
        },
        reviewerOf(request),
      );
      if (!changed) throw new ClientError(404, 'No such candidate in the talent database.');
      await ctx.audit(
        request,
        'talent.update',
        { type: 'candidate', id: request.params.id },
        { fields: Object.keys(body) },
      );
      return profile(request.params.id);
    },
  );

  app.post(
    '/talent/:id/resume',
    consoleRoute(STAFF, { params: UuidParams, body: AttachResumeRequest }, TalentProfile),
    async (request) => {
      const result = await service.attachResume(request.params.id, request.body.upload, reviewerOf(request));
      if (result === 'no-upload')
        throw new ClientError(404, 'That resume upload is gone: drop the file again.', 'upload');
      if (result === 'missing') throw new ClientError(404, 'No such candidate in the talent database.');
      await ctx.audit(request, 'talent.resume-add', { type: 'candidate', id: request.params.id });
      return profile(request.params.id);
    },
  );
};
