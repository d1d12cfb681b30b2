/**
 * Openings in the console: list (search, status filter, paging), create, edit, publish, close,
 * reopen, duplicate. REQ_ID is assigned by the server. The description's HTML is sanitised on the
 * server with the rules the public job page applies; the answer carries the stored (clean) HTML.
 */
import { z } from '../zod';
import { isoDate, line, requiredLine, uuid } from '../fields';
import { PositionType } from '../api/staffing/openings';
import { StageCounts } from './applications';
import { Moment, PageQuery, ROLES, ReqIdParams, pageOf } from './common';
import { defineResource } from './resource';

/**
 * draft: only in the console. published: on the public board, its job page and the sitemap.
 * closed: off the board and the sitemap; its job page says it is no longer open.
 */
export const OPENING_STATUSES = ['draft', 'published', 'closed'] as const;
export const OpeningStatus = z.enum(OPENING_STATUSES);
export type OpeningStatus = z.infer<typeof OpeningStatus>;

export const OpeningsQuery = z.extend(PageQuery, {
  status: z.optional(OpeningStatus),
});
export type OpeningsQuery = z.input<typeof OpeningsQuery>;

export const OpeningSummary = z.object({
  reqId: z.number(),
  uuid: z.string(),
  title: z.string(),
  location: z.string(),
  countryUuid: z.string(),
  countryName: z.string(),
  positionType: PositionType,
  status: OpeningStatus,
  postedDate: z.string(),
  validThrough: z.nullable(z.string()),
  applicationCount: z.number(),
  /** Applications per stage (New … Withdrawn). */
  stageCounts: StageCounts,
  updatedAt: z.nullable(Moment),
});
export type OpeningSummary = z.infer<typeof OpeningSummary>;
export const OpeningsPage = pageOf(OpeningSummary);
export type OpeningsPage = z.infer<typeof OpeningsPage>;

/** POST /openings (a new draft) and PUT /openings/:reqId. */
export const OpeningInput = z.object({
  title: requiredLine(200),
  location: requiredLine(200),
  countryUuid: uuid,
  positionType: PositionType,
  /** Work mode, e.g. Remote, Hybrid, On-site. */
  workMode: requiredLine(100),
  /** Free text, e.g. "$80 per hour" or "₹18 - 24 LPA"; may be empty. */
  rate: line(100),
  /** e.g. "Video, then on-site". */
  interviewType: line(200),
  /** Travel required. */
  travel: z.boolean(),
  /** HTML from the rich-text editor; sanitised on the server. */
  descriptionHtml: z.string().check(z.minLength(1, 'is required'), z.maxLength(100_000)),
  /** Applications close at the end of this day (yyyy-mm-dd); null: open until closed. */
  validThrough: z.nullable(isoDate),
});
export type OpeningInput = z.infer<typeof OpeningInput>;

/** The console's opening editor: the closing date's field may be left empty (sent as null). */
export const OpeningForm = z.extend(OpeningInput, { validThrough: z.union([z.literal(''), isoDate]) });
export type OpeningForm = z.infer<typeof OpeningForm>;

export const OpeningDetail = z.extend(OpeningSummary, {
  workMode: z.string(),
  rate: z.string(),
  interviewType: z.string(),
  travel: z.boolean(),
  descriptionHtml: z.string(),
  createdAt: z.nullable(Moment),
  updatedBy: z.nullable(z.string()),
});
export type OpeningDetail = z.infer<typeof OpeningDetail>;

/** Openings in the console, by REQ_ID: list, create, read, edit, publish, close, reopen, duplicate. */
export const openingsResource = defineResource({
  path: 'openings',
  subject: 'opening',
  roles: ROLES,
  params: ReqIdParams,
  query: OpeningsQuery,
  page: OpeningsPage,
  detail: OpeningDetail,
  actions: {
    create: { method: 'POST', on: 'collection', segment: '', body: OpeningInput, answer: 'record', created: true },
    update: { method: 'PUT', on: 'record', segment: '', body: OpeningInput, answer: 'record' },
    publish: { method: 'POST', on: 'record', answer: 'record' },
    close: { method: 'POST', on: 'record', answer: 'record' },
    reopen: { method: 'POST', on: 'record', answer: 'record' },
    duplicate: { method: 'POST', on: 'record', answer: 'record', created: true },
  },
  missing: 'No such opening.',
});
