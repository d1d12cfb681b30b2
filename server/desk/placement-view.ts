/**
 * A placement as the console answers it: amounts back from cents, margin and markup (contract) or
 * the fee (permanent) computed, and the firm's side (bill rate, margin, markup, fee %) left out for
 * anyone whose role does not see rates.
 */
import type { Role } from '#contracts/admin/common';
import type { Placement } from '#contracts/admin/placements';
import {
  contractMargin,
  type Currency,
  fromCents,
  placementFee,
  type RateUnit,
  seesRates,
} from '#contracts/admin/rates';
import type { PlacementRow } from '../repositories/placements.repository';

const DAY_MS = 86_400_000;
const num = (value: number | string | null) => (value === null ? null : Number(value));

export function placementView(row: PlacementRow, role: Role, today: string): Placement {
  const bill = num(row.bill_rate_cents);
  const pay = num(row.pay_rate_cents);
  const salary = num(row.salary_cents);
  const rates = seesRates(role);
  const margin = bill !== null && pay !== null ? contractMargin(bill, pay) : null;
  const fee = salary !== null && row.fee_percent !== null ? placementFee(salary, Number(row.fee_percent)) : null;
  return {
    id: row.id,
    applicationId: row.application_id,
    candidate: { name: row.candidate_name, personId: row.person_id },
    opening: row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title },
    kind: row.kind,
    startDate: row.start_date,
    endDate: row.end_date,
    currency: row.currency as Currency,
    rateUnit: row.rate_unit as RateUnit,
    payRate: pay === null ? null : fromCents(pay),
    salary: salary === null ? null : fromCents(salary),
    billRate: rates && bill !== null ? fromCents(bill) : null,
    margin: rates ? (margin?.margin ?? null) : null,
    marginPercent: rates ? (margin?.marginPercent ?? null) : null,
    markupPercent: rates ? (margin?.markupPercent ?? null) : null,
    feePercent: rates && row.fee_percent !== null ? Number(row.fee_percent) : null,
    fee: rates ? fee : null,
    ratesHidden: !rates,
    daysLeft:
      row.kind === 'contract' && row.end_date
        ? Math.round((Date.parse(`${row.end_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
        : null,
    note: row.note,
    by: { id: row.by_id, name: row.by_name },
    createdAt: row.created_at,
  };
}
