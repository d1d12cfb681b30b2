/**
 * The database's tables, as Kysely sees them. Times are ISO-8601 UTC text (portable across SQLite
 * and PostgreSQL, and they sort); flags are integers 0/1.
 */
export interface CountriesTable {
  uuid: string;
  id: number;
  code: string;
  name: string;
  sort_order: number;
}

export interface StatesTable {
  uuid: string;
  id: number;
  name: string;
  country_uuid: string;
}

export interface RecruitersTable {
  id: number;
  first_name: string;
  last_name: string;
}

export interface OpeningsTable {
  req_id: number;
  uuid: string;
  title: string;
  location: string;
  position_type: 'Contract' | 'Full-Time';
  work_location_preference: string;
  rate: string;
  country_uuid: string;
  description_html: string;
  is_multi_location: number;
  interview_type: string;
  posted_date: string;
  valid_through: string | null;
}

export interface CandidatesTable {
  uuid: string;
  requirement_uuid: string;
  name: string;
  /** Lower-cased, so erasure by address finds it. */
  email: string;
  phone: string;
  whatsapp: string | null;
  city: string;
  state_uuid: string | null;
  country_uuid: string | null;
  work_authorization: string | null;
  h1b_approved: string | null;
  h1b_expiry: string | null;
  h1b_transfer: string | null;
  best_time_to_call: string;
  availability: string;
  job_change_reason: string;
  current_salary: string;
  expected_salary: string;
  desired_location: string;
  recruiter_name: string;
  content_hash: string;
  created_at: string;
}

export interface AttachmentsTable {
  id: string;
  candidate_uuid: string;
  file_name: string;
  created_by: string;
  insert_ts: string;
  attachment_info_id: string;
  content_hash: string;
  /** Server-made storage name; set when an upload URL is issued. */
  storage_key: string | null;
  declared_type: string | null;
  stored_type: string | null;
  size: number | null;
  /** none → pending (URL issued) → stored (bytes checked). */
  upload_status: 'none' | 'pending' | 'stored';
  uploaded_at: string | null;
  created_at: string;
}

export interface AttachmentInfosTable {
  id: string;
  info_1: string;
  info_2: string;
  info_3: string;
  content_hash: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: string;
  /** Set for mails the server queues itself, so a retried trigger never queues twice. */
  dedupe_key: string | null;
  kind: 'api' | 'application-confirmation' | 'internship';
  to_addresses: string;
  cc_addresses: string;
  bcc_addresses: string;
  subject: string;
  html: string;
  text: string;
  /** The outside person the mail is about (lower-cased), for erasure. */
  subject_email: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailAttachmentsTable {
  id: string;
  mail_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

export interface InternshipApplicationsTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Every other validated field, as JSON; never the Aadhaar number. */
  details: string;
  aadhaar_masked: string | null;
  resume_key: string;
  resume_type: string;
  resume_size: number;
  resume_name: string;
  created_at: string;
}

export interface Database {
  countries: CountriesTable;
  states: StatesTable;
  recruiters: RecruitersTable;
  openings: OpeningsTable;
  candidates: CandidatesTable;
  attachments: AttachmentsTable;
  attachment_infos: AttachmentInfosTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  internship_applications: InternshipApplicationsTable;
}
