/**
 * Serves a console resource from its declaration (contracts/admin/resource.ts): the list, one record,
 * a status change with an optional note, a note alone, and the declared actions; each route with the
 * declaration's schemas and roles, each call audited (`<path>.list` with the filters used,
 * `<subject>.view|status|note|<action>`). What the rows are and how an action is done is the
 * resource's store: the plugin that serves the resource passes it.
 *
 * A store that names its records' `scope` (requirement-scope.ts) has them kept to the reader's
 * requirements here: a record out of scope answers 404 to every record route before anything is read
 * or changed, and the list is given the scope to leave the others out.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContent, NoteRequest } from '#contracts/admin/common';
import type { AdminResource, ResourceAction } from '#contracts/admin/resource';
import type { z } from '#contracts/zod';
import { ClientError } from '../../plugins/error-handler';
import type { MoveDetail, RejectedBy, ReviewSubject, StatusSubject } from '../../repositories/reviews.repository';
import { type ConsoleContext, reviewerOf } from '../context';
import { consoleRoute } from './console-route';
import { type RequirementScope, type ScopedKind, requireRecordInScope, scopeOf } from './requirement-scope';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type IdOf<R extends AdminResource> = z.output<R['params']>[keyof z.output<R['params']>];
type Actions<R extends AdminResource> = NonNullable<R['actions']>;

/** What an action did: the record it touched when not the one in the path, the audit detail, the answer. */
export type ActionResult<R extends AdminResource> = void | {
  id?: IdOf<R>;
  audit?: Record<string, unknown> | null;
  record?: Out<R['detail']>;
};

export type ActionHandler<R extends AdminResource, A extends ResourceAction> = (input: {
  request: FastifyRequest;
  id: A['on'] extends 'record' ? IdOf<R> : undefined;
  body: Out<A['body']>;
}) => Promise<ActionResult<R>>;

/** How the server reads a resource's rows and takes its actions. */
export type ResourceStore<R extends AdminResource> = {
  /**
   * One page of the list (the page number and size are added from the query), of the records in the
   * reader's scope when the store names one.
   */
  list?: (
    query: Out<R['query']>,
    request: FastifyRequest,
    scope: RequirementScope,
  ) => Promise<Omit<Out<R['page']>, 'page' | 'pageSize'>>;
  /**
   * One record as every record route answers it, or undefined (404); a list alone needs none. The
   * request is given so a record can leave out what the reader's role may not see.
   */
  record?: (id: IdOf<R>, request: FastifyRequest) => Promise<Out<R['detail']> | undefined>;
  /**
   * What a status move records beside the status (a note; who rejected and why), checked first: it
   * may refuse the move (a ClientError). Without it, the body's note and rejecter are taken as given.
   */
  moveDetail?: (body: Out<R['statusRequest']>) => Promise<MoveDetail>;
  /**
   * What kind of record this is to the requirement scope: recruiters get 404 for one outside their
   * own and shared requirements on every record route. Without it, every reader sees every record.
   */
  scope?: ScopedKind;
} & (R['actions'] extends object ? { actions: { [K in keyof Actions<R>]: ActionHandler<R, Actions<R>[K]> } } : object);

/** The filters a list was read with, for its audit entry (null without any). */
const filtersOf = (query: Record<string, unknown>) => {
  const used = Object.entries(query).filter(
    ([key, value]) => key !== 'page' && key !== 'pageSize' && value !== undefined && value !== '',
  );
  return used.length ? Object.fromEntries(used) : null;
};

export function serveResource<R extends AdminResource>(
  app: App,
  ctx: ConsoleContext,
  resource: R,
  store: ResourceStore<R>,
) {
  const { path, subject, missing } = resource;
  const key = Object.keys(resource.params.shape)[0] ?? 'id';
  const access = { roles: resource.roles };
  const params = resource.params;
  const idOf = (request: FastifyRequest) => (request.params as Record<string, IdOf<R>>)[key] as IdOf<R>;
  const target = (id: unknown) => ({ type: subject, id: String(id) });
  /** A record out of the reader's scope is missing to them (nothing is read or changed). */
  const guard = async (id: IdOf<R>, request: FastifyRequest) => {
    if (store.scope) await requireRecordInScope(ctx.app.db, request, store.scope, id as string | number, missing);
  };
  const load = async (id: IdOf<R>, request: FastifyRequest) => {
    if (!store.record) throw new Error(`${path}: records are answered but not read`);
    const found = await store.record(id, request);
    if (found === undefined) throw new ClientError(404, missing);
    return found;
  };
  const record = `/${path}/:${key}`;

  if (resource.page) {
    const querystring = resource.query;
    const { action, filters } = resource.listAudit ?? { action: `${path}.list`, filters: true };
    app.route({
      method: 'GET',
      url: `/${path}`,
      ...consoleRoute(access, querystring ? { querystring } : {}, resource.page),
      handler: async (request) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        if (!store.list) throw new Error(`${path}: a list is declared but not served`);
        const scope = store.scope ? scopeOf(request) : null;
        const result = await store.list(query as Out<R['query']>, request, scope);
        if (action) await ctx.audit(request, action, null, filters ? filtersOf(query) : null);
        return 'page' in query ? { ...result, page: query.page, pageSize: query.pageSize } : result;
      },
    });
  }

  if (resource.view !== false) {
    app.route({
      method: 'GET',
      url: record,
      ...consoleRoute(access, { params }, resource.detail),
      handler: async (request) => {
        await guard(idOf(request), request);
        const answer = await load(idOf(request), request);
        await ctx.audit(request, `${subject}.view`, target(idOf(request)));
        return answer;
      },
    });
  }

  if (resource.statuses && resource.statusRequest) {
    app.route({
      method: 'POST',
      url: `${record}/status`,
      ...consoleRoute(access, { params, body: resource.statusRequest }, resource.detail),
      handler: async (request) => {
        const id = idOf(request);
        await guard(id, request);
        const body = request.body as { status: string; note?: string; rejectedBy?: RejectedBy };
        const { status, note, rejectedBy } = body;
        const detail = store.moveDetail
          ? await store.moveDetail(body as Out<R['statusRequest']>)
          : { note, rejectedBy };
        const reviewer = reviewerOf(request);
        if (!(await ctx.reviews.changeStatus(subject as StatusSubject, String(id), status, reviewer, detail))) {
          throw new ClientError(404, missing);
        }
        const rejecter = rejectedBy && status === 'rejected' ? { rejectedBy } : {};
        const reason = detail.reasonId ? { reason: detail.reasonId } : {};
        await ctx.audit(request, `${subject}.status`, target(id), {
          status,
          ...rejecter,
          ...reason,
          note: Boolean(note),
        });
        return load(id, request);
      },
    });
  }

  if (resource.notes) {
    app.route({
      method: 'POST',
      url: `${record}/notes`,
      ...consoleRoute(access, { params, body: NoteRequest }, resource.detail),
      handler: async (request) => {
        const id = idOf(request);
        await guard(id, request);
        await load(id, request);
        const { text } = request.body as NoteRequest;
        await ctx.reviews.addNote(subject as ReviewSubject, String(id), text, reviewerOf(request));
        await ctx.audit(request, `${subject}.note`, target(id));
        return load(id, request);
      },
    });
  }

  const handlers = (store as { actions?: Record<string, ActionHandler<R, ResourceAction>> }).actions ?? {};
  for (const [name, action] of Object.entries(resource.actions ?? {})) {
    const handler = handlers[name];
    if (!handler) throw new Error(`${path}: the action ${name} is declared but not served`);
    const segment = action.segment ?? name;
    const base = action.on === 'record' ? record : `/${path}`;
    const answer = action.answer === 'none' ? NoContent : resource.detail;
    const code = action.answer === 'none' ? 204 : action.created ? 201 : 200;
    app.route({
      method: action.method,
      url: segment ? `${base}/${segment}` : base,
      ...consoleRoute(
        { roles: action.roles ?? resource.roles },
        { ...(action.on === 'record' ? { params } : {}), ...(action.body ? { body: action.body } : {}) },
        answer,
        code,
      ),
      handler: async (request, reply) => {
        const id = action.on === 'record' ? idOf(request) : undefined;
        if (id !== undefined) await guard(id, request);
        const done = (await handler({ request, id: id as never, body: request.body as never })) ?? {};
        const touched = done.id ?? id;
        await ctx.audit(request, `${subject}.${name}`, touched === undefined ? null : target(touched), done.audit);
        if (action.answer === 'none') return reply.code(204).send(null);
        const result = done.record ?? (await load(touched as IdOf<R>, request));
        return reply.code(code).send(result);
      },
    });
  }
}
