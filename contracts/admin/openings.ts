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

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const Priority = z.enum(PRIORITIES);
/** contract: billed by the hour (bill and pay rates); permanent: hired by the client (salary and fee). */
export const ENGAGEMENTS = ['contract', 'permanent'] as const;
export const Engagement = z.enum(ENGAGEMENTS);
export const CURRENCIES = ['USD', 'INR'] as const;
export const Currency = z.enum(CURRENCIES);

const amount = z.nullable(z.number().check(z.minimum(0, 'must not be negative'), z.maximum(100_000_000)));

/**
 * What makes an opening a staffing requirement: whose it is (a client, or Northwind itself when
 * `clientId` is null), the client's contact, how many positions, the owner recruiter, the priority,
 * and the money: bill and pay rates per hour (contract) or salary range and fee % (permanent), in USD
 * or INR. `showClientName` off: the public site never names the client. Bill rates, salaries for the
 * client and fees are the desk's: recruiters never receive them (the server leaves them out).
 */
export const RequirementInput = z.object({
  clientId: z.nullable(uuid),
  contactId: z.nullable(uuid),
  positions: z.number().check(z.int(), z.minimum(1, 'must be at least 1'), z.maximum(1000)),
  positionsFilled: z.number().check(z.int(), z.minimum(0, 'must not be negative'), z.maximum(1000)),
  ownerId: z.nullable(uuid),
  priority: Priority,
  engagement: Engagement,
  currency: Currency,
  billRateMin: amount,
  billRateMax: amount,
  payRateMin: amount,
  payRateMax: amount,
  salaryMin: amount,
  salaryMax: amount,
  feePercent: z.nullable(z.number().check(z.minimum(0, 'must not be negative'), z.maximum(100, 'must be at most 100'))),
  showClientName: z.boolean(),
  /** Every recruiter works it (on: the default); off, only its owner recruiter (admins and account managers see all). */
  shared: z.optional(z.boolean()),
});
export type RequirementInput = z.infer<typeof RequirementInput>;

/** The requirement as the console answers it: `ratesHidden` when the reader may not see bill rates and fees. */
export const RequirementView = z.extend(RequirementInput, {
  client: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  contact: z.nullable(z.object({ id: z.string(), name: z.string() })),
  owner: z.nullable(z.object({ id: z.string(), name: z.string() })),
  shared: z.boolean(),
  /** Bill rates, the client's salary range and the fee were left out for this reader (a recruiter). */
  ratesHidden: z.boolean(),
});
export type RequirementView = z.infer<typeof RequirementView>;

const amountField = z
  .string()
  .check(z.trim(), z.regex(/^$|^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 95 or 95.50'));
const countField = z.string().check(z.trim(), z.regex(/^\d{1,4}$/, 'must be a whole number'));

/** The console's requirement editor: amounts as typed (empty for none), the client '' for Northwind. */
export const RequirementForm = z.object({
  clientId: z.string(),
  contactId: z.string(),
  positions: countField,
  positionsFilled: countField,
  priority: Priority,
  engagement: Engagement,
  currency: Currency,
  billRateMin: amountField,
  billRateMax: amountField,
  payRateMin: amountField,
  payRateMax: amountField,
  salaryMin: amountField,
  salaryMax: amountField,
  feePercent: amountField,
  showClientName: z.boolean(),
  shared: z.boolean(),
});
export type RequirementForm = z.infer<typeof RequirementForm>;

const amountOf = (value: string) => (value.trim() === '' ? null : Number(value));
/** The editor's values as the API takes them (the owner kept as it was). */
export const requirementInputOf = (form: RequirementForm, ownerId: string | null): RequirementInput => ({
  clientId: form.clientId || null,
  contactId: form.contactId || null,
  positions: Math.max(1, Number(form.positions) || 1),
  positionsFilled: Number(form.positionsFilled) || 0,
  ownerId,
  priority: form.priority,
  engagement: form.engagement,
  currency: form.currency,
  billRateMin: amountOf(form.billRateMin),
  billRateMax: amountOf(form.billRateMax),
  payRateMin: amountOf(form.payRateMin),
  payRateMax: amountOf(form.payRateMax),
  salaryMin: amountOf(form.salaryMin),
  salaryMax: amountOf(form.salaryMax),
  feePercent: amountOf(form.feePercent),
  showClientName: form.showClientName,
  shared: form.shared,
});

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
  /** The staffing requirement; left out, a new opening is Northwind's own and an edit keeps it as it was. */
  requirement: z.optional(RequirementInput),
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
  requirement: RequirementView,
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
