/** A stored submittal as the console answers it. */
import type { Currency, RateUnit } from '#contracts/admin/rates';
import { fromCents } from '#contracts/admin/rates';
import type { ClientProfile, Submittal, SubmittalRecipient, SubmittalState } from '#contracts/admin/submittals';
import type { SubmittalRow } from '../repositories/submittals.repository';

export const submittalView = (row: SubmittalRow): Submittal => ({
  id: row.id,
  applicationId: row.application_id,
  candidate: { name: row.candidate_name, personId: row.person_id },
  opening: row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title },
  recipients: JSON.parse(row.recipients) as SubmittalRecipient[],
  summary: row.summary,
  rateOffered: fromCents(Number(row.rate_offered_cents)),
  currency: row.currency as Currency,
  rateUnit: row.rate_unit as RateUnit,
  sent: JSON.parse(row.sent) as string[],
  state: row.state as SubmittalState,
  answerDate: row.answer_date,
  reason: row.reason,
  reasonLabel: row.reason_label,
  answerNote: row.answer_note,
  mailId: row.mail_id,
  by: { id: row.by_id, name: row.by_name },
  createdAt: row.created_at,
});

export const storedProfile = (row: SubmittalRow) => JSON.parse(row.profile) as ClientProfile;
