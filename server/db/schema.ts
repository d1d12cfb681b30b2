import type { Generated } from 'kysely';

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
  /** Applications: new, screening, interview, offer, hired, rejected, withdrawn. Others: new, handled. */
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
    | 'console'
    | 'candidate';
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
  /** A hash of the requesting client's address (mail API quota, confirmation throttle); null for the server's own. */
  client_key: string | null;
  /** Bytes the mail stored (message and attachments), counted against the client's quota. */
  size_bytes: number;
  /** The request's content hash, so a reused Idempotency-Key with another body is refused. */
  content_hash: string | null;
  /** A recruiter's mail to a candidate: their address, so the answer reaches them (0010). */
  reply_to: Generated<string | null>;
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

/** A staff member of the console. `password_hash` is scrypt; null until the set-up link is used. */
export interface StaffUsersTable {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'recruiter';
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
  subject_type: 'application' | 'internship' | 'contact-message';
  subject_id: string;
  /** `mail`: a mail sent to the candidate from the console; `note` holds its subject and text. */
  kind: 'status' | 'note' | 'mail';
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  by_id: string;
  by_name: string;
  at: string;
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
  subject: string;
  body: string;
  /** Seeded ones first, in their order; added ones after. */
  position: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface Database {
  countries: CountriesTable;
  states: StatesTable;
  recruiters: RecruitersTable;
  openings: OpeningsTable & OpeningsConsoleColumns;
  candidates: CandidatesTable & ReviewColumns & ProfileColumns;
  attachments: AttachmentsTable;
  attachment_infos: AttachmentInfosTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  internship_applications: InternshipApplicationsTable & ReviewColumns;
  contact_messages: ContactMessagesTable & ReviewColumns;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_sign_ins: StaffSignInsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_webauthn_challenges: StaffWebauthnChallengesTable;
  audit_log: AuditLogTable;
  review_events: ReviewEventsTable;
  upload_reservations: UploadReservationsTable;
  application_ratings: ApplicationRatingsTable;
  staff_console_state: StaffConsoleStateTable;
  people: PeopleTable;
  person_merges: PersonMergesTable;
  person_dismissals: PersonDismissalsTable;
  mail_templates: MailTemplatesTable;
}
