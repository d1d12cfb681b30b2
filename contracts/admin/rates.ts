/**
 * Money on the desk: rates and fees, who sees them, and the margin arithmetic. Amounts travel as
 * numbers of the currency's major unit with at most two decimals (95.5 USD an hour) and are stored as
 * whole cents, so sums and differences are exact.
 *
 * Bill rate (what the client pays), margin and markup, and a permanent placement's fee are the firm's
 * business: only the roles in RATE_VIEWERS see or set them. Everyone on the desk sees the pay rate
 * (what the contractor is paid) and the rate offered to a client on a submittal they sent.
 */
import { z } from '../zod';
import { DESK_ROLES, type Role } from './common';

/** Who sees bill rates, margins and fees (the server leaves them out of every answer to anyone else). */
export const RATE_VIEWERS: readonly Role[] = DESK_ROLES;
export const seesRates = (role: Role) => RATE_VIEWERS.includes(role);

export const CURRENCIES = ['USD', 'INR'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const RATE_UNITS = ['hour', 'day', 'month', 'year'] as const;
export const RateUnit = z.enum(RATE_UNITS);
export type RateUnit = z.infer<typeof RateUnit>;
export const RATE_UNIT_LABELS: Record<RateUnit, string> = { hour: '/h', day: '/day', month: '/month', year: '/year' };

export const MONEY_MAX = 100_000_000;

/** An amount ≥ 0 with at most two decimals (forms send text; both are read). */
export const money = z.coerce.number('must be a number').check(
  z.minimum(0, 'must be 0 or more'),
  z.maximum(MONEY_MAX, 'is too large'),
  z.refine((value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most two decimals'),
);

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Margin (bill − pay) and markup ((bill − pay) / pay, in %, one decimal), from whole cents. */
export function contractMargin(billCents: number, payCents: number) {
  const marginCents = billCents - payCents;
  return {
    margin: fromCents(marginCents),
    /** Share of the bill rate the firm keeps, in %. */
    marginPercent: billCents > 0 ? Math.round((marginCents / billCents) * 1000) / 10 : null,
    markupPercent: payCents > 0 ? Math.round((marginCents / payCents) * 1000) / 10 : null,
  };
}

/** A permanent placement's fee: salary × fee %. */
export const placementFee = (salaryCents: number, feePercent: number) =>
  fromCents(Math.round((salaryCents * feePercent) / 100));

/** "USD 95.00/h", "INR 1,20,000.00/month". */
export function formatMoney(amount: number, currency: Currency, unit?: RateUnit): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  const figure = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currency} ${figure}${unit ? RATE_UNIT_LABELS[unit] : ''}`;
}

/** "35.7 %" */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} %`);
