/**
 * Serves an inbox resource from its declaration (contracts/admin/inbox.ts): the list (search, status
 * filter, paging), one record, a status change with an optional note, and a note alone; each route
 * with the declaration's schemas and roles, each call audited (`<path>.list`, `<subject>.view|status|note`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '#contracts/api/api-error';
import { type HistoryEntry, NoteRequest, UuidParams } from '#contracts/admin/common';
import { type InboxQuery, type InboxResource, InboxStatusRequest } from '#contracts/admin/inbox';
import type { z } from '#contracts/zod';
import { ClientError } from '../../plugins/error-handler';
import { type ConsoleContext, reviewerOf } from '../context';
import { toHistory } from '../history';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Item<Page extends z.ZodMiniType> = z.infer<Page> extends { items: Array<infer I> } ? I : never;

export const inboxErrors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** How the server reads one inbox's rows: a page of them, one by id, and each as the console shows it. */
export type InboxStore<ListRow, Row extends ListRow, Page extends z.ZodMiniType, Detail extends z.ZodMiniType> = {
  list: (query: z.output<typeof InboxQuery>) => Promise<{ items: ListRow[]; total: number }>;
  find: (id: string) => Promise<Row | undefined>;
  summary: (row: ListRow) => Item<Page>;
  detail: (row: Row, history: HistoryEntry[]) => z.infer<Detail>;
};

export function serveInbox<ListRow, Row extends ListRow, Page extends z.ZodMiniType, Detail extends z.ZodMiniType>(
  app: App,
  ctx: ConsoleContext,
  resource: InboxResource<Page, Detail>,
  store: InboxStore<ListRow, Row, Page, Detail>,
) {
  const { path, subject, missing } = resource;
  const config = { access: { roles: resource.roles } };
  // The answers are typed by the store; the schemas still shape and check what is sent.
  const page: z.ZodMiniType = resource.page;
  const detail: z.ZodMiniType = resource.detail;
  const record = { tags: ['console'], params: UuidParams, response: { 200: detail, ...inboxErrors } };
  const load = async (id: string) => {
    const row = await store.find(id);
    if (!row) throw new ClientError(404, missing);
    const history = await ctx.reviews.history(subject, id);
    return store.detail(row, history.map(toHistory));
  };

  app.get(
    `/${path}`,
    { config, schema: { tags: ['console'], querystring: resource.query, response: { 200: page, ...inboxErrors } } },
    async (request) => {
      const { items, total } = await store.list(request.query);
      const { search, status } = request.query;
      await ctx.audit(request, `${path}.list`, null, search || status ? { search, status } : null);
      return { items: items.map(store.summary), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(`/${path}/:id`, { config, schema: record }, async (request) => {
    const result = await load(request.params.id);
    await ctx.audit(request, `${subject}.view`, { type: subject, id: request.params.id });
    return result;
  });

  app.post(`/${path}/:id/status`, { config, schema: { ...record, body: InboxStatusRequest } }, async (request) => {
    const { id } = request.params;
    const { status, note } = request.body;
    if (!(await ctx.reviews.changeStatus(subject, id, status, reviewerOf(request), note))) {
      throw new ClientError(404, missing);
    }
    await ctx.audit(request, `${subject}.status`, { type: subject, id }, { status, note: Boolean(note) });
    return load(id);
  });

  app.post(`/${path}/:id/notes`, { config, schema: { ...record, body: NoteRequest } }, async (request) => {
    const { id } = request.params;
    if (!(await store.find(id))) throw new ClientError(404, missing);
    await ctx.reviews.addNote(subject, id, request.body.text, reviewerOf(request));
    await ctx.audit(request, `${subject}.note`, { type: subject, id });
    return load(id);
  });
}
