/**
 * The talent database as CSV: a search's results exported with a staffing desk's columns, and
 * candidates imported from a CSV file (with a dry run that reports each bad row).
 *
 * Phones: a spreadsheet runs a cell that starts with = + - @ as a formula, so the usual guard puts an
 * apostrophe before it, which Excel hides but Google Sheets and every other reader show. A phone is
 * written instead as its international form (digits and spaces only, read from the stored E.164)
 * after an invisible WORD JOINER (U+2060): the cell does not start with +, is not a formula in any
 * spreadsheet, and reads `+1 913 555 0177`. A phone that is not a valid number falls back to the
 * ordinary guard.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { TalentFields } from '#contracts/admin/talent';
import { TALENT_SOURCES, TALENT_WORK_AUTHORIZATIONS, type TalentSource } from '#contracts/admin/talent';
import { csvCell, parseCsv } from '../lib/csv';
import type { TalentRow } from './talent-search';
import { entriesOf } from './talent.repository';

export const WORD_JOINER = '\u2060';

/** The phone cell's text (before CSV quoting). */
export function phoneCell(raw: string, e164: string): string {
  const parsed = e164.startsWith('+') ? parsePhoneNumberFromString(e164) : undefined;
  if (parsed?.isValid()) return `${WORD_JOINER}${parsed.formatInternational()}`;
  return raw;
}

export const EXPORT_HEADER = [
  'Name',
  'Phone',
  'E-mail',
  'Location',
  'Work authorisation',
  'Current pay',
  'Expected pay',
  'Available from',
  'Skills',
  'Source',
  'Last activity',
];

export function exportRow(row: TalentRow): string {
  const pay =
    row.expected_pay === null
      ? ''
      : `${Number(row.expected_pay)}${row.pay_unit === 'hour' ? '/hour' : row.pay_unit === 'year' ? '/year' : ''}`;
  const cells = [
    csvCell(row.name),
    // Already safe (see above): only quoted when needed, never given an apostrophe.
    (() => {
      const phone = phoneCell(row.phone, row.phone_e164);
      return phone.startsWith(WORD_JOINER) ? phone : csvCell(phone);
    })(),
    csvCell(row.email),
    csvCell(row.location),
    csvCell(row.work_authorization ?? ''),
    csvCell(row.current_pay ?? ''),
    csvCell(pay),
    csvCell(row.available_from ?? ''),
    csvCell(entriesOf(row.skills).join('; ')),
    csvCell(row.source),
    csvCell(row.last_activity_at.slice(0, 10)),
  ];
  return cells.join(',');
}

export type ImportRow = {
  row: number;
  fields: TalentFields;
  source: TalentSource;
  sourceDetail: string;
  workAuthorization: string | null;
  availableFrom: string | null;
  expectedPay: number | null;
  payUnit: 'hour' | 'year' | null;
};

const COLUMN_NAMES: Record<string, string> = {
  name: 'name',
  'full name': 'name',
  email: 'email',
  'e-mail': 'email',
  phone: 'phone',
  mobile: 'phone',
  location: 'location',
  city: 'location',
  linkedin: 'linkedin',
  headline: 'headline',
  title: 'headline',
  skills: 'skills',
  years: 'years',
  'years of experience': 'years',
  experience: 'years',
  'work authorisation': 'auth',
  'work authorization': 'auth',
  'available from': 'available',
  availability: 'available',
  'expected pay': 'pay',
  'pay unit': 'unit',
  source: 'source',
  'source detail': 'detail',
  referrer: 'detail',
};

/** Rows read from a CSV with a header; each bad row is reported by its line number (the header is 1). */
export function readImport(text: string): {
  rows: ImportRow[];
  errors: { row: number; message: string }[];
  total: number;
} {
  const table = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (table[0] ?? []).map((name) => COLUMN_NAMES[name.trim().toLowerCase()] ?? '');
  const errors: { row: number; message: string }[] = [];
  const rows: ImportRow[] = [];
  if (!header.includes('name'))
    return { rows, errors: [{ row: 1, message: 'The header has no Name column.' }], total: 0 };
  const body = table.slice(1).filter((cells) => cells.some((cell) => cell.trim()));
  body.forEach((cells, index) => {
    const row = index + 2;
    const value = (column: string) => (cells[header.indexOf(column)] ?? '').trim();
    const problems: string[] = [];
    const name = value('name');
    const email = value('email').toLowerCase();
    const phone = value('phone');
    if (!name) problems.push('Name is required');
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(`"${email}" is not an e-mail address`);
    if (!email && !phone) problems.push('give an e-mail or a phone');
    if (phone && phone.replace(/\D/g, '').length < 7) problems.push(`"${phone}" is not a phone number`);
    const yearsText = value('years');
    const years = yearsText ? Number(yearsText) : null;
    if (years !== null && (!Number.isFinite(years) || years < 0 || years > 60))
      problems.push('Years must be a number from 0 to 60');
    const auth = value('auth');
    if (auth && !(TALENT_WORK_AUTHORIZATIONS as readonly string[]).includes(auth)) {
      problems.push(`Work authorisation must be one of ${TALENT_WORK_AUTHORIZATIONS.join(', ')}`);
    }
    const available = value('available');
    if (available && !/^\d{4}-\d{2}-\d{2}$/.test(available))
      problems.push('Available from must be a date as YYYY-MM-DD');
    const payText = value('pay');
    const pay = payText ? Number(payText.replace(/[^\d.]/g, '')) : null;
    if (payText && (pay === null || !Number.isFinite(pay))) problems.push('Expected pay must be a number');
    const unit = value('unit').toLowerCase();
    if (unit && unit !== 'hour' && unit !== 'year') problems.push('Pay unit must be hour or year');
    const source = (value('source').toLowerCase() || 'other') as TalentSource;
    if (!(TALENT_SOURCES as readonly string[]).includes(source) || source === 'applied') {
      problems.push('Source must be one of job-board, referral, email, event, other');
    }
    if (problems.length) {
      errors.push({ row, message: `${problems.join('; ')}.` });
      return;
    }
    rows.push({
      row,
      fields: {
        name,
        email,
        phone,
        location: value('location'),
        linkedin: value('linkedin'),
        headline: value('headline'),
        skills: value('skills')
          .split(/[;,]/)
          .map((skill) => skill.trim())
          .filter(Boolean)
          .slice(0, 60),
        yearsExperience: years,
      },
      source,
      sourceDetail: value('detail'),
      workAuthorization: auth || null,
      availableFrom: available || null,
      expectedPay: pay,
      payUnit: unit === 'hour' || unit === 'year' ? unit : null,
    });
  });
  return { rows, errors, total: body.length };
}
