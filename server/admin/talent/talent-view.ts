/**
 * Talent rows as the console's API answers them: a search hit (with the resume lines that match,
 * marked) and the talent part of a candidate's profile.
 */
import type { TalentHit, TalentProfile } from '#contracts/admin/talent';
import type { TalentRow } from '../../talent/talent-search';
import { entriesOf } from '../../talent/talent.repository';
import type { TalentTable } from '../../db/schema';
import { highlightLines } from '../../talent/highlight';

const asSource = (source: string) => source as TalentHit['source'];

export function toHit(row: TalentRow, pattern: RegExp | undefined): TalentHit {
  return {
    id: row.person_id,
    name: row.name,
    headline: row.headline,
    email: row.email,
    phone: row.phone,
    location: row.location,
    skills: entriesOf(row.skills),
    tags: entriesOf(row.tags),
    yearsExperience: row.years_experience === null ? null : Number(row.years_experience),
    workAuthorization: row.work_authorization,
    availableFrom: row.available_from,
    expectedPay: row.expected_pay === null ? null : Number(row.expected_pay),
    payUnit: row.pay_unit,
    source: asSource(row.source),
    lastActivityAt: row.last_activity_at,
    lines: highlightLines(row.resume_text, pattern),
  };
}

export function toProfile(
  row: TalentTable | (Omit<TalentTable, 'seq'> & { seq: number }),
  pools: { id: string; name: string; added_at: string; added_by: string; removed_at: string | null }[],
  history: {
    field: 'availability' | 'work_authorization';
    from_value: string | null;
    to_value: string | null;
    by_id: string;
    by_name: string;
    at: string;
  }[],
): TalentProfile {
  return {
    id: row.person_id,
    headline: row.headline,
    location: row.location,
    linkedin: row.linkedin,
    skills: entriesOf(row.skills),
    tags: entriesOf(row.tags),
    yearsExperience: row.years_experience === null ? null : Number(row.years_experience),
    workAuthorization: row.work_authorization,
    availableFrom: row.available_from,
    expectedPay: row.expected_pay === null ? null : Number(row.expected_pay),
    payUnit: row.pay_unit,
    currentPay: row.current_pay,
    source: asSource(row.source),
    sourceDetail: row.source_detail,
    owner: row.owner_name,
    resumeText: row.resume_text,
    resumeName: row.resume_name,
    lastActivityAt: row.last_activity_at,
    lastContactedAt: row.last_contacted_at,
    pools: pools.map((pool) => ({
      id: pool.id,
      name: pool.name,
      addedAt: pool.added_at,
      addedBy: pool.added_by,
      removedAt: pool.removed_at,
    })),
    history: history.map((entry) => ({
      field: entry.field,
      from: entry.from_value,
      to: entry.to_value,
      by: { id: entry.by_id, name: entry.by_name },
      at: entry.at,
    })),
  };
}
