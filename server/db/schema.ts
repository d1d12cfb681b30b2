import type { ColumnType, Generated } from 'kysely';

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

/** The console's columns on openings (migration 0005); kept apart so imports and seeds need not set them. */
export interface OpeningsConsoleColumns {
  /** draft: console only; published: on the public board; closed: off it. */
  status: Generated<'draft' | 'published' | 'closed'>;
  created_at: Generated<string | null>;
  updated_at: Generated<string | null>;
  /** The staff member's name. */
  updated_by: Generated<string | null>;
}

/** The console's review state on applications, internship applications and contact messages (0005). */
export interface ReviewColumns {
  /**
   * Applications: new, screening, submitted, client_interview, offer, placed, rejected, withdrawn
   * (0016-staffing-desk renamed interview and hired). Internship applications: new, screening, interview,
   * offer, joined, rejected, withdrawn (0029-internship-pipeline). Others: new, handled.
   */
  review_status: Generated<string>;
  review_updated_at: Generated<string | null>;
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
  /** Where the candidate came from (first touch, kept by the browser until the application was sent). */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
}

/** An opening as a requirement of the staffing desk (0016-staffing-desk). */
export interface RequirementColumns {
  /** The client it is for; Northwind's own openings belong to the Northwind client. */
  client_id: Generated<string | null>;
  contact_id: Generated<string | null>;
  positions: Generated<number>;
  positions_filled: Generated<number>;
  /** The recruiter who owns it. */
  owner_id: Generated<string | null>;
  priority: Generated<string>;
  /** contract: bill and pay rates per hour; permanent: salary range and fee. */
  engagement: Generated<string>;
  currency: Generated<string>;
  bill_rate_min: Generated<number | null>;
  bill_rate_max: Generated<number | null>;
  pay_rate_min: Generated<number | null>;
  pay_rate_max: Generated<number | null>;
  salary_min: Generated<number | null>;
  salary_max: Generated<number | null>;
  fee_percent: Generated<number | null>;
  /** 1: the public site names the client; 0: it shows the client's description instead. */
  show_client_name: Generated<number>;
  /** 1: every recruiter works it; 0: only its owner (and admins and account managers) (0026-requirement-sharing). */
  shared: Generated<number>;
}

export interface ClientsTable {
  id: string;
  name: string;
  description: Generated<string>;
  industry: Generated<string>;
  location: Generated<string>;
  website: Generated<string>;
  /** Lower case, e.g. contoso.com. */
  domain: Generated<string>;
  owner_id: string | null;
  status: Generated<'active' | 'archived'>;
  created_at: string;
  updated_at: string | null;
  updated_by: string | null;
}

export interface ClientContactsTable {
  id: string;
  client_id: string;
  name: string;
  title: Generated<string>;
  /** Lower case, so erasure by address finds it. */
  email: Generated<string>;
  phone: Generated<string>;
  hiring_manager: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

/** The staffing desk's columns on an application (0016-staffing-desk). */
export interface DeskApplicationColumns {
  /** Who rejected it, while it is rejected: `us` or `client`; null otherwise. */
  rejected_by: Generated<'us' | 'client' | null>;
  /** Why it is rejected or withdrawn (0022-reasons): a `reasons` id; null otherwise. */
  reason_id: Generated<string | null>;
}

/** Which candidate profile an application belongs to (0011-candidate-profiles); null until attached. */
export interface ProfileColumns {
  person_id: Generated<string | null>;
  /** The phone as an international number (E.164), else its digits: how phones are compared. */
  phone_key: Generated<string | null>;
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
  /** A hash of the address of the client that asked for the upload URL (throttles confirmations). */
  client_key: string | null;
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
  kind:
    | 'api'
    | 'application'
    | 'application-confirmation'
    | 'internship'
    | 'internship-confirmation'
    | 'contact'
    | 'client-request'
    | 'client-request-confirmation'
    | 'console'
    | 'candidate'
    | 'contact-reply'
    /** The desk's mails to clients' contacts and interview panels (submittals, interviews). */
    | 'desk';
  to_addresses: string;
  cc_addresses: string;
  bcc_addresses: string;
  subject: string;
  html: string;
  text: string;
  /** The outside person the mail is about (lower-cased), for erasure. */
  subject_email: string | null;
  /** `cancelled`: staff cancelled it before it left (0014). */
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** A hash of the requesting client's address (mail API quota, confirmation throttle); null for the server's own. */
  client_key: string | null;
  /** Bytes the mail stored (message and attachments), counted against the client's quota. */
  size_bytes: number;
  /** The request's content hash, so a reused Idempotency-Key with another body is refused. */
  content_hash: string | null;
  /** A recruiter's mail to a candidate: their address, so the answer reaches them (0010). */
  reply_to: Generated<string | null>;
  /** Not sent before this time (a delayed rejection mail); null: as soon as possible (0014). */
  not_before: Generated<string | null>;
  cancelled_at: Generated<string | null>;
  /** The staff member's name. */
  cancelled_by: Generated<string | null>;
  /** The console record a staff member's mail is about (0014). */
  about_type: Generated<'application' | 'internship' | 'contact-message' | null>;
  about_id: Generated<string | null>;
}

export interface MailAttachmentsTable {
  id: string;
  mail_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Buffer;
  /** A resume attached from storage (then `content` is empty): read when the mail is sent. */
  storage_key: Generated<string | null>;
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
  /** A hash of the sending client's address (upload quota, confirmation throttle). */
  client_key: string | null;
}

/** Why an internship application is rejected or withdrawn (0029-internship-pipeline). */
export interface InternshipPipelineColumns {
  reason_id: Generated<string | null>;
}

/** A message sent through the contact form; `sms_consent` 1 when the visitor agreed to text messages. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  sms_consent: number;
  consent_text: string | null;
  consent_at: string | null;
  content_hash: string;
  created_at: string;
}

/**
 * A client's request for talent from the Hire talent page (0015-hire-talent). `email` is lower-cased;
 * `seniority`, `duration` and `work_mode` hold the keys of contracts/api/client-request.ts.
 */
export interface ClientRequestsTable {
  id: string;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  skills: string;
  headcount: number;
  seniority: string;
  start_date: string;
  duration: string;
  work_mode: string;
  location: string | null;
  budget: string | null;
  message: string | null;
  content_hash: string;
  /** A hash of the sending client's address (confirmation throttle). */
  client_key: string | null;
  created_at: string;
}

/** What a converted request became (0025-client-request-conversion); null until then. */
export interface ClientRequestConversionColumns {
  client_id: Generated<string | null>;
  requirement_req_id: Generated<number | null>;
}

/** The record a contact message is about, linked by staff (0014): a candidate's profile (`people.id`). */
/** The contact form's company and topic (0024-contact-topic); null on messages stored before. */
export interface ContactTopicColumns {
  company: Generated<string | null>;
  /** A key of CONTACT_TOPICS (contracts/api/contact.ts). */
  topic: Generated<string | null>;
}

export interface ContactLinkColumns {
  link_kind: Generated<string | null>;
  link_id: Generated<string | null>;
}

/** A staff member of the console. `password_hash` is scrypt; null until the set-up link is used. */
export interface StaffUsersTable {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'account_manager' | 'recruiter';
  password_hash: string | null;
  /** Base32 TOTP secret once enrolled; `totp_pending_secret` while enrolling. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted: a code works once. */
  totp_last_step: number | null;
  disabled: number;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  password_changed_at: string | null;
  /** When the owner was last mailed about failed sign-ins (one mail per run of failures). */
  sign_in_alert_at: string | null;
}

/** A staff member's report columns (0023-report-digests). */
export interface StaffDigestColumns {
  /** 1: mail them the weekly digest of the reports. */
  weekly_digest: Generated<number>;
}

/** The console's shared settings, one row per key (0023-report-digests). */
export interface ConsoleSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** One weekly digest queued for a person and week (0023-report-digests). */
/**
 * The reports' summaries (0030-report-summaries), kept by database triggers from `review_events`,
 * `candidates` and `openings`: never written by the application.
 */
export interface ReportApplicationsTable {
  application_id: string;
  /** The furthest pipeline step reached: 0 New … 5 Placed. */
  furthest: number;
  /** When the application first reached each step or a later one. */
  screening_at: string | null;
  submitted_at: string | null;
  interview_at: string | null;
  offer_at: string | null;
  placed_at: string | null;
  /** Who first moved it to Submitted or beyond. */
  submitter_id: string | null;
  submitter_name: string | null;
}
export interface ReportStepSpansTable {
  application_id: string;
  seq: number;
  /** The step the application was in from `from_at` until its next move at `to_at`. */
  stage: string | null;
  from_at: string;
  to_at: string;
  /**
   * `to_at` less `from_at` in whole milliseconds, and when and on which requirement the application
   * arrived (its `report_arrivals` row): kept by triggers (0038-report-stretch-lengths).
   */
  ms: ColumnType<number | string | null, never, never>;
  arrived_at: ColumnType<string | null, never, never>;
  requirement_uuid: ColumnType<string | null, never, never>;
}
/** The sums of a week's `report_activity_days` rows (0032-report-weeks-arrivals). */
export type ReportActivityWeeksTable = Omit<ReportActivityDaysTable, 'day'> & {
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: string;
};

/** Per application, what a report's cohort reads of it (0032-report-weeks-arrivals). */
export interface ReportArrivalsTable {
  application_id: string;
  created_at: string;
  requirement_uuid: string;
  utm_source: string | null;
  referrer: string | null;
  /**
   * The source label the reports count it under (0037-report-source-labels), or null where the
   * database leaves it to the server (a referrer a URL parser would rewrite, a utm_source beyond ASCII).
   */
  source: Generated<string | null>;
}

export interface ReportActivityDaysTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  by_id: string;
  /** The requirement's country ('' for none). */
  country_uuid: string;
  by_name: string;
  screened: number;
  submitted: number;
  interviews: number;
  offers: number;
  placed: number;
  /** Moves to any other status (rejected, withdrawn, back to new). */
  other_moves: number;
  notes: number;
  mails: number;
}

export interface ReportDigestsTable {
  user_id: string;
  /** The Monday (UTC) of the week reported on, YYYY-MM-DD. */
  week: string;
  mail_id: string | null;
  created_at: string;
}

/** A console session; the cookie holds the token, the table only its SHA-256. */
export interface StaffSessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end (12 h after sign-in). */
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string | null;
  /** When the session last proved password and second factor again (sensitive changes need it). */
  reauthenticated_at: string | null;
}

/** A one-time link (set-up or password reset), stored as the token's SHA-256. */
export interface StaffTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'setup' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

/** A sign-in or failed sign-in of an existing account, for its owner to see. */
export interface StaffSignInsTable {
  id: string;
  user_id: string;
  at: string;
  ip: string;
  user_agent: string | null;
  /** SHA-256 of the device cookie the browser carried (null: none). */
  device_hash: string | null;
  method: 'password' | 'passkey';
  outcome: 'success' | 'failure';
}

/** A WebAuthn credential (passkey); `id` is its credential id (base64url). */
export interface StaffPasskeysTable {
  id: string;
  user_id: string;
  name: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of the authenticator's transports. */
  transports: string;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out (its SHA-256): used once, before `expires_at`. */
export interface StaffWebauthnChallengesTable {
  challenge_hash: string;
  purpose: 'register' | 'sign-in' | 'reauth';
  user_id: string | null;
  expires_at: string;
}

/** A failed sign-in, for the per-account and per-IP limits. */
export interface StaffSignInFailuresTable {
  id: string;
  /** The address tried (lower-cased), whether or not it has an account. */
  email: string;
  ip: string;
  at: string;
}

/** Bytes an upload in progress has claimed against its client's quota. */
export interface UploadReservationsTable {
  id: string;
  client_key: string;
  bytes: number;
  at: string;
}

/** What staff viewed or changed: append-only (no route updates or deletes it). */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
  ip: string;
  user_agent: string | null;
}

/** A status change or a note on an application, internship application or contact message. */
export interface ReviewEventsTable {
  id: string;
  subject_type: 'application' | 'internship' | 'contact-message' | 'client-request' | 'client';
  subject_id: string;
  /** `mail`: a mail sent to the candidate from the console; `note` holds its subject and text. */
  kind: 'status' | 'note' | 'mail';
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  by_id: string;
  by_name: string;
  at: string;
  /** The reason a move to Rejected or Withdrawn gave (0022-reasons). */
  reason_id?: string | null;
}

/** A reason for a rejection (by us or by the client) or a withdrawal, edited by admins (0022-reasons). */
export interface ReasonsTable {
  id: string;
  kind: 'us' | 'client' | 'candidate';
  label: string;
  position: number;
  /** Set when retired: no longer offered, still shown on the records that carry it. */
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A reviewer's 1–4 rating of an application (0008-console-hiring); one per reviewer. */
export interface ApplicationRatingsTable {
  id: string;
  application_id: string;
  reviewer_id: string;
  reviewer_name: string;
  score: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** Per staff member: when they last looked at the console's home, and their "untouched after" days. */
export interface StaffConsoleStateTable {
  user_id: string;
  home_seen_at: string | null;
  stale_days: Generated<number>;
  /** Contractors ending within this many days show on Home (0017-desk-flow). */
  ending_days: Generated<number>;
}

/** A candidate profile: one person, the applications pointing to it (0011-candidate-profiles). */
export interface PeopleTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  phone: string;
  created_at: string;
  updated_at: string;
  /** Set while this profile is merged into another (it then has no applications). */
  merged_into: string | null;
}

/** A merge of two profiles, kept so it can be undone exactly. */
export interface PersonMergesTable {
  id: string;
  kept_id: string;
  merged_id: string;
  /** JSON: the application ids moved from the merged profile. */
  application_ids: string;
  /** JSON: the kept profile's name, e-mail and phone before the merge. */
  kept_before: string;
  by_id: string;
  by_name: string;
  at: string;
  undone_at: string | null;
  undone_by: string | null;
}

/** "Not the same person": a flagged pair an admin dismissed (ids in sorted order). */
export interface PersonDismissalsTable {
  person_a: string;
  person_b: string;
  by_id: string;
  by_name: string;
  at: string;
}

/** A text recruiters mail candidates from (0010-candidate-mail); `{{mergeFields}}` filled per candidate. */
export interface MailTemplatesTable {
  id: string;
  name: string;
  purpose: 'acknowledge' | 'interview' | 'reject' | 'other';
  /** Who it is written for: job applicants or internship applicants (0033). */
  audience: Generated<'application' | 'internship'>;
  subject: string;
  body: string;
  /** Seeded ones first, in their order; added ones after. */
  position: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** A candidate put forward to a client's contacts (0017-desk-flow). JSON columns are text. */
export interface SubmittalsTable {
  id: string;
  application_id: string;
  /** JSON: [{ name, email }]. */
  recipients: string;
  summary: string;
  rate_offered_cents: number | string;
  currency: string;
  rate_unit: string;
  /** JSON: the client-ready profile's content as sent. */
  profile: string;
  /** JSON: the attachments' file names. */
  sent: string;
  mail_id: string | null;
  state: string;
  answer_date: string | null;
  reason: string | null;
  answer_note: string | null;
  by_id: string;
  by_name: string;
  created_at: string;
  updated_at: string;
}

/** A client interview (0017-desk-flow). */
export interface InterviewsTable {
  id: string;
  application_id: string;
  state: 'scheduled' | 'cancelled';
  round: string;
  date: string;
  time: string;
  time_zone: string;
  starts_at: string;
  duration_minutes: number;
  location: string;
  video_url: string;
  /** JSON: [{ kind, name, email, timeZone }]. */
  panel: string;
  candidate_time_zone: string;
  uid: string;
  sequence: number;
  /** JSON: the mails of the last send. */
  mails: string;
  by_id: string;
  by_name: string;
  created_at: string;
  updated_at: string;
}

/** A placement (0017-desk-flow): money in whole cents. */
export interface PlacementsTable {
  id: string;
  application_id: string;
  kind: 'contract' | 'permanent';
  start_date: string;
  end_date: string | null;
  currency: string;
  rate_unit: string;
  bill_rate_cents: number | string | null;
  pay_rate_cents: number | string | null;
  salary_cents: number | string | null;
  fee_percent: number | null;
  note: string;
  by_id: string;
  by_name: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  countries: CountriesTable;
  states: StatesTable;
  recruiters: RecruitersTable;
  openings: OpeningsTable & OpeningsConsoleColumns & RequirementColumns;
  clients: ClientsTable;
  client_contacts: ClientContactsTable;
  candidates: CandidatesTable & ReviewColumns & ProfileColumns & DeskApplicationColumns;
  attachments: AttachmentsTable;
  attachment_infos: AttachmentInfosTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  internship_applications: InternshipApplicationsTable & ReviewColumns & InternshipPipelineColumns;
  contact_messages: ContactMessagesTable & ContactTopicColumns & ReviewColumns & ContactLinkColumns;
  client_requests: ClientRequestsTable & ReviewColumns & ClientRequestConversionColumns;
  staff_users: StaffUsersTable & StaffDigestColumns;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_sign_ins: StaffSignInsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_webauthn_challenges: StaffWebauthnChallengesTable;
  audit_log: AuditLogTable;
  review_events: ReviewEventsTable;
  reasons: ReasonsTable;
  upload_reservations: UploadReservationsTable;
  application_ratings: ApplicationRatingsTable;
  /** Shaped like application_ratings; `application_id` is the internship application's id (0029). */
  internship_ratings: ApplicationRatingsTable;
  staff_console_state: StaffConsoleStateTable;
  people: PeopleTable;
  person_merges: PersonMergesTable;
  person_dismissals: PersonDismissalsTable;
  mail_templates: MailTemplatesTable;
  submittals: SubmittalsTable;
  interviews: InterviewsTable;
  placements: PlacementsTable;
  console_settings: ConsoleSettingsTable;
  report_digests: ReportDigestsTable;
  report_applications: ReportApplicationsTable;
  report_step_spans: ReportStepSpansTable;
  report_application_staff: { application_id: string; by_id: string };
  report_activity_days: ReportActivityDaysTable;
  report_activity_weeks: ReportActivityWeeksTable;
  report_arrivals: ReportArrivalsTable;
  talent: TalentTable;
  talent_tag_names: { name: string; created_at: string };
  talent_pools: TalentPoolsTable;
  talent_pool_members: TalentPoolMembersTable;
  talent_saved_searches: TalentSavedSearchesTable;
  talent_history: TalentHistoryTable;
  talent_uploads: TalentUploadsTable;
  talent_search_version: TalentSearchVersionTable;
}

/** The number talent search answers are kept under; any change that moves them bumps it (0035). */
export interface TalentSearchVersionTable {
  id: number;
  version: number | string;
}

/** One searchable record per person (0018-sourcing; server/talent/). */
export interface TalentTable {
  seq: Generated<number>;
  person_id: string;
  name: string;
  email: string;
  phone: string;
  /** The phone as compared (server/people/identity.ts phoneKey): E.164, else its digits. */
  phone_e164: string;
  /** As written ("Olathe, KS"), with the state's name and the country's added for the text search. */
  location: string;
  city: string | null;
  /** The state's code (KS, MH). */
  state: string | null;
  /** The country's code (US, IN). */
  country: string | null;
  linkedin: string | null;
  headline: string;
  /** `|Java|Spring Boot|` (one whole entry per filter). */
  skills: string;
  /** `|bench|java-us|`. */
  tags: string;
  years_experience: number | null;
  work_authorization: string | null;
  /** YYYY-MM-DD. */
  available_from: string | null;
  current_pay: string | null;
  expected_pay: number | null;
  pay_unit: 'hour' | 'year' | null;
  source: string;
  source_detail: string | null;
  owner_id: string | null;
  owner_name: string | null;
  resume_text: string;
  resume_key: string | null;
  resume_name: string | null;
  resume_type: string | null;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  last_contacted_at: string | null;
}

export interface TalentPoolsTable {
  id: string;
  name: string;
  description: string;
  created_at: string;
  created_by: string;
}

export interface TalentPoolMembersTable {
  id: string;
  pool_id: string;
  person_id: string;
  added_at: string;
  added_by: string;
  removed_at: string | null;
  removed_by: string | null;
}

export interface TalentSavedSearchesTable {
  id: string;
  staff_id: string;
  name: string;
  /** The search's URL query string (contracts/admin/talent.ts TalentQuery). */
  query: string;
  created_at: string;
  last_run_at: string | null;
}

export interface TalentHistoryTable {
  id: string;
  person_id: string;
  field: 'availability' | 'work_authorization';
  from_value: string | null;
  to_value: string | null;
  by_id: string;
  by_name: string;
  at: string;
}

export interface TalentUploadsTable {
  id: string;
  storage_key: string;
  file_name: string;
  file_type: string;
  size: number;
  text: string;
  created_by: string;
  created_at: string;
}
