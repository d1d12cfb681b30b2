/**
 * `export-applications [--internships]`: job applications (or internship applications) as CSV.
 */
import type { Db } from '../db/database';
import { toCsv } from '../lib/csv';
import { applicationsRepository } from '../repositories/applications.repository';
import { internshipsRepository } from '../repositories/internships.repository';

export async function exportJobApplications(db: Db): Promise<string> {
  const rows = await applicationsRepository(db).exportRows();
  const header = [
    'submitted_at',
    'candidate_id',
    'req_id',
    'position',
    'name',
    'email',
    'phone',
    'whatsapp',
    'city',
    'state',
    'country',
    'work_authorization',
    'best_time_to_call',
    'availability',
    'reason_for_change',
    'current_salary',
    'expected_salary',
    'desired_location',
    'recruiter',
    'resume',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'referrer',
    'landing_page',
  ];
  return toCsv(
    header,
    rows.map((r) => [
      r.created_at,
      r.uuid,
      r.req_id,
      r.title,
      r.name,
      r.email,
      r.phone,
      r.whatsapp,
      r.city,
      r.state,
      r.country,
      r.work_authorization,
      r.best_time_to_call,
      r.availability,
      r.job_change_reason,
      r.current_salary,
      r.expected_salary,
      r.desired_location,
      r.recruiter_name,
      r.resume_status ?? 'none',
      r.utm_source,
      r.utm_medium,
      r.utm_campaign,
      r.utm_term,
      r.utm_content,
      r.referrer,
      r.landing_page,
    ]),
  );
}

export async function exportInternshipApplications(db: Db): Promise<string> {
  const rows = await internshipsRepository(db).exportRows();
  const detailKeys = [
    'gender',
    'address',
    'city',
    'state',
    'country',
    'pinCode',
    'contactNumber',
    'qualification',
    'experience',
    'academicInternship',
    'yearsOfExperience',
    'noticePeriod',
    'expectedSalary',
    'experienceSummary',
    'reference',
    'referenceName',
    'referenceOthers',
    'areaOfInterest',
    'areaOfInterestOthers',
    'comments',
  ];
  return toCsv(
    ['submitted_at', 'id', 'first_name', 'last_name', 'email', 'aadhaar_masked', ...detailKeys, 'resume_file'],
    rows.map((r) => {
      const details = JSON.parse(r.details) as Record<string, unknown>;
      return [
        r.created_at,
        r.id,
        r.first_name,
        r.last_name,
        r.email,
        r.aadhaar_masked,
        ...detailKeys.map((key) => details[key]),
        r.resume_key,
      ];
    }),
  );
}
