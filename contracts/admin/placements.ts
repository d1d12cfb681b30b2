/**
 * Placements: an accepted offer becomes one. A contract placement has start and end dates, a bill
 * rate (what the client pays) and a pay rate (what the contractor gets), from which margin and markup
 * are computed; a permanent one has a start date, the salary and the fee %. Recording one moves the
 * application to Placed and counts towards its requirement's filled positions.
 *
 * Bill rate, margin, markup and fee are only answered to RATE_VIEWERS (contracts/admin/rates.ts):
 * to anyone else those fields are null and `ratesHidden` is true.
 */
import { z } from '../zod';
import { isoDate, text } from '../fields';
import { Actor, Moment, PageQuery, pageOf } from './common';
import { Currency, RateUnit, money } from './rates';

export const PLACEMENT_KINDS = ['contract', 'permanent'] as const;
export const PlacementKind = z.enum(PLACEMENT_KINDS);
export type PlacementKind = z.infer<typeof PlacementKind>;
export const PLACEMENT_KIND_LABELS: Record<PlacementKind, string> = { contract: 'Contract', permanent: 'Permanent' };

export const ENDING_DAYS_DEFAULT = 30;
export const ENDING_DAYS_MAX = 180;

/** An amount a form may leave empty ('' reads as none). */
const maybeMoney = z.optional(z.nullable(z.union([z.literal(''), money])));
const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** POST /placements (RATE_VIEWERS only: it sets the bill rate or the fee). */
export const PlacementRequest = z
  .object({
    applicationId: z.uuid('must be a UUID'),
    kind: PlacementKind,
    startDate: isoDate,
    endDate: z.optional(z.nullable(z.union([z.literal(''), isoDate]))),
    currency: Currency,
    rateUnit: z._default(RateUnit, 'hour'),
    billRate: maybeMoney,
    payRate: maybeMoney,
    salary: maybeMoney,
    feePercent: z.optional(
      z.nullable(
        z.union([
          z.literal(''),
          z.coerce
            .number('must be a number')
            .check(z.minimum(0, 'must be 0 or more'), z.maximum(100, 'must be at most 100')),
        ]),
      ),
    ),
    note: z.optional(text(2000)),
  })
  .check(
    z.superRefine((value, ctx) => {
      const need = (field: keyof typeof value, message = 'is required') => {
        if (isMissing(value[field])) ctx.addIssue({ code: 'custom', message, path: [field] });
      };
      if (value.kind === 'contract') {
        need('endDate', 'is required for a contract');
        need('billRate');
        need('payRate');
        if (typeof value.billRate === 'number' && typeof value.payRate === 'number' && value.billRate < value.payRate) {
          ctx.addIssue({ code: 'custom', message: 'must be at least the pay rate', path: ['billRate'] });
        }
      } else {
        need('salary');
        need('feePercent');
      }
      if (value.endDate && value.endDate < value.startDate) {
        ctx.addIssue({ code: 'custom', message: 'must be on or after the start date', path: ['endDate'] });
      }
    }),
  );
export type PlacementRequest = z.infer<typeof PlacementRequest>;
export type PlacementRequestInput = z.input<typeof PlacementRequest>;

export const Placement = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidate: z.object({ name: z.string(), personId: z.nullable(z.string()) }),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  kind: PlacementKind,
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  currency: Currency,
  rateUnit: RateUnit,
  payRate: z.nullable(z.number()),
  salary: z.nullable(z.number()),
  /** Null to anyone who does not see rates. */
  billRate: z.nullable(z.number()),
  margin: z.nullable(z.number()),
  marginPercent: z.nullable(z.number()),
  markupPercent: z.nullable(z.number()),
  feePercent: z.nullable(z.number()),
  fee: z.nullable(z.number()),
  ratesHidden: z.boolean(),
  /** Days until the end date (contract), negative once ended; null for permanent placements. */
  daysLeft: z.nullable(z.number()),
  note: z.string(),
  by: Actor,
  createdAt: Moment,
});
export type Placement = z.infer<typeof Placement>;

export const PLACEMENT_SORTS = ['-start', 'start', 'end', '-end'] as const;

/** GET /placements */
export const PlacementsQuery = z.extend(PageQuery, {
  kind: z.optional(PlacementKind),
  /** Contracts ending within this many days from today (and not yet ended). */
  endingWithin: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(ENDING_DAYS_MAX))),
  /** Started on or after / on or before. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  reqId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  applicationId: z.optional(z.uuid()),
  sort: z.optional(z.enum(PLACEMENT_SORTS)),
});
export type PlacementsQuery = z.input<typeof PlacementsQuery>;
export const PlacementsPage = pageOf(Placement);
export type PlacementsPage = z.infer<typeof PlacementsPage>;

/** PUT /desk/settings: contractors ending within this many days show on Home. */
export const DeskSettings = z.object({
  endingDays: z.coerce
    .number()
    .check(
      z.int('must be a whole number of days'),
      z.minimum(1, 'must be at least 1 day'),
      z.maximum(ENDING_DAYS_MAX, `must be at most ${ENDING_DAYS_MAX} days`),
    ),
});
export type DeskSettings = z.infer<typeof DeskSettings>;
export type DeskSettingsInput = z.input<typeof DeskSettings>;
