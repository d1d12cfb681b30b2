/**
 * One console resource, declared once: where it lives (`/api/admin/<path>`), how one record is named
 * in the audit log (`subject`), who may read it, its list (query and page schemas), its record
 * schema, its statuses (the review pipeline's moves), whether it takes notes, and its actions with
 * the role each needs. The server serves list, record, status, notes and actions from the
 * declaration (server/admin/resource/serve-resource.ts); the console's calls take it too.
 *
 * Audited as: `<path>.list` (or `listAudit.action`) with the filters used, `<subject>.view`,
 * `<subject>.status`, `<subject>.note`, `<subject>.<action>`.
 */
import type { z } from '../zod';
import type { ReqIdParams, Role, UuidParams } from './common';

export type ResourceAction = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `record`: `/<path>/:id/<segment>`; `collection`: `/<path>/<segment>`. */
  on: 'record' | 'collection';
  /** The last part of the path: the action's name by default, `''` for the record or list itself. */
  segment?: string;
  body?: z.ZodMiniType;
  /** Who may take it; the resource's roles by default. */
  roles?: readonly Role[];
  /** `record`: answers the record (201 when `created`); `none`: 204 without a body. */
  answer: 'record' | 'none';
  created?: boolean;
};

export type AdminResource<
  Page extends z.ZodMiniType = z.ZodMiniType,
  Detail extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> = {
  path: string;
  subject: string;
  roles: readonly Role[];
  params: typeof UuidParams | typeof ReqIdParams;
  /** The list's query (filters, search, paging); without one the list is answered whole. */
  query: Query;
  /** The list's answer; without one there is no list route. */
  page?: Page;
  /** How reading the list is audited: another action name, `null` for not at all, without the filters. */
  listAudit?: { action: string | null; filters: boolean };
  /** One record, as every record route answers it. */
  detail: Detail;
  /** `GET /<path>/:id` (true unless said otherwise). */
  view?: boolean;
  /** The review pipeline: `POST /<path>/:id/status` with `statusRequest`, recorded in the history. */
  statuses?: readonly string[];
  statusRequest?: z.ZodMiniType;
  /** `POST /<path>/:id/notes`, recorded in the history. */
  notes?: boolean;
  actions?: Readonly<Record<string, ResourceAction>>;
  /** The 404 message. */
  missing: string;
};

/** Declares a resource, keeping its schemas' and actions' types. */
export const defineResource = <const R extends AdminResource>(resource: R): R => resource;
