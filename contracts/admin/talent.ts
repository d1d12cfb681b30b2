/**
 * The talent database (sourcing): every person the firm knows (applicants and the candidates
 * recruiters add), searched over resume text and fields. The search's whole state is its URL query
 * (`TalentQuery`), so a search is shared, saved and exported as that string.
 *
 * Query language (`q`): words (all must match), "exact phrases", AND / OR / NOT (or -word), prefix
 * kube*, parentheses. A `q` that reads as a phone number (7–15 digits, any punctuation) finds the
 * phone in any format.
 */
import { z } from '../zod';
import { Actor, DEFAULT_PAGE_SIZE, Moment } from './common';

export const TALENT_SOURCES = ['applied', 'job-board', 'referral', 'email', 'event', 'other'] as const;
export const TalentSource = z.enum(TALENT_SOURCES);
export type TalentSource = z.infer<typeof TalentSource>;
export const SOURCE_LABELS: Record<TalentSource, string> = {
  applied: 'Applied on the site',
  'job-board': 'Job board',
  referral: 'Referral',
  email: 'E-mail',
  event: 'Event',
  other: 'Other',
};

export const TALENT_WORK_AUTHORIZATIONS = [
  'Citizen',
  'Green Card',
  'H1B',
  'EAD',
  'OPT/CPT',
  'TN',
  'Needs sponsorship',
  'India: citizen',
  'Other',
] as const;
export const TalentWorkAuthorization = z.enum(TALENT_WORK_AUTHORIZATIONS);

export const TALENT_SORTS = ['relevance', 'recent'] as const;

const trimmed = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const isoDate = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')));
const amount = z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(10_000_000)));

/** GET /talent (and /talent/export): the search, all in the URL. */
export const TalentQuery = z.object({
  /** The query text (see above), or a phone number. */
  q: trimmed(500),
  /** Comma-separated; each must be one of the person's skills (any case). */
  skills: trimmed(300),
  /** Comma-separated; each must be one of the person's tags. */
  tags: trimmed(300),
  /** "Olathe, KS", "Kansas", "KS", "Maharashtra", "MH", "India", "Pune". */
  location: trimmed(120),
  /** Comma-separated work authorisations, any of them. */
  auth: trimmed(200),
  /** Available on or before this date (or with no date recorded: "now"). */
  availableBy: isoDate,
  payMin: amount,
  payMax: amount,
  payUnit: z.optional(z.enum(['hour', 'year'])),
  minYears: z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(60))),
  maxYears: z.optional(z.coerce.number().check(z.nonnegative(), z.maximum(60))),
  /** Last activity on or after this date. */
  activeSince: isoDate,
  source: z.optional(TalentSource),
  pool: trimmed(64),
  sort: z._default(z.enum(TALENT_SORTS), 'relevance'),
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(400)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), DEFAULT_PAGE_SIZE),
});
export type TalentQuery = z.infer<typeof TalentQuery>;
export type TalentQueryInput = z.input<typeof TalentQuery>;

/** One line of the resume with the query's words marked: `[text, isHit]` pieces. */
export const HighlightLine = z.array(z.tuple([z.string(), z.boolean()]));
export type HighlightLine = z.infer<typeof HighlightLine>;

export const TalentHit = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  yearsExperience: z.nullable(z.number()),
  workAuthorization: z.nullable(z.string()),
  availableFrom: z.nullable(z.string()),
  expectedPay: z.nullable(z.number()),
  payUnit: z.nullable(z.enum(['hour', 'year'])),
  source: TalentSource,
  lastActivityAt: Moment,
  lines: z.array(HighlightLine),
});
export type TalentHit = z.infer<typeof TalentHit>;

export const TalentPage = z.object({
  items: z.array(TalentHit),
  /** How many match, counted up to 1,000: with `totalCapped`, more than that ("1,000+"). */
  total: z.number().check(z.int()),
  totalCapped: z.boolean(),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  /** What the location filter was read as ("Kansas (KS), US"), so the recruiter sees it was understood. */
  locationReadAs: z.nullable(z.string()),
  /** Set when `q` was read as a phone number (its E.164 form). */
  phone: z.nullable(z.string()),
});
export type TalentPage = z.infer<typeof TalentPage>;

/** The search's own error: the query could not be read (422 `{ message, field: 'q' }`). */
export const PoolRef = z.object({ id: z.string(), name: z.string() });

export const TalentPool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  members: z.number().check(z.int()),
  createdAt: Moment,
});
export type TalentPool = z.infer<typeof TalentPool>;
export const TalentPools = z.object({ items: z.array(TalentPool) });
export const PoolInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name the pool.'), z.maxLength(80)),
  description: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
});
export const PoolMembersRequest = z.object({
  people: z.array(z.string().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(500)),
  action: z._default(z.enum(['add', 'remove']), 'add'),
});
export const PoolMembersResult = z.object({ changed: z.number().check(z.int()) });

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  createdAt: Moment,
  lastRunAt: z.nullable(Moment),
  /** Matches whose last activity is after the last run (before this run). */
  newSinceLastRun: z.number().check(z.int()),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearches = z.object({ items: z.array(SavedSearch) });
export const SavedSearchInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name the search.'), z.maxLength(80)),
  query: z.string().check(z.maxLength(2000)),
});
/** POST /talent/searches/:id/run: the page, with which ids are new since the last run. */
export const SavedSearchRun = z.object({
  search: SavedSearch,
  page: TalentPage,
  newIds: z.array(z.string()),
});

export const TagsList = z.object({ items: z.array(z.string()) });

/** What is read from a resume, for the recruiter to confirm or correct. */
export const TalentFields = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required.'), z.maxLength(120)),
  email: z.string().check(z.trim(), z.maxLength(200)),
  phone: z.string().check(z.trim(), z.maxLength(40)),
  location: z.string().check(z.trim(), z.maxLength(120)),
  linkedin: z.string().check(z.trim(), z.maxLength(300)),
  headline: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  skills: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(60)),
  yearsExperience: z.nullable(z.number().check(z.nonnegative(), z.maximum(60))),
});
export type TalentFields = z.infer<typeof TalentFields>;

export const DuplicateMatch = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  reason: z.enum(['email', 'phone']),
});
export type DuplicateMatch = z.infer<typeof DuplicateMatch>;

/** POST /talent/resumes (multipart, one file `resume`): the upload, its text, what was read, duplicates. */
export const ResumeDraft = z.object({
  upload: z.string(),
  fileName: z.string(),
  textPreview: z.string(),
  proposed: TalentFields,
  duplicates: z.array(DuplicateMatch),
});
export type ResumeDraft = z.infer<typeof ResumeDraft>;

/** POST /talent: a new candidate (from a dropped resume, or typed in). */
export const AddTalentRequest = z.object({
  upload: z.optional(z.string().check(z.maxLength(64))),
  fields: TalentFields,
  source: TalentSource,
  sourceDetail: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  owner: z.optional(z.string().check(z.maxLength(64))),
  workAuthorization: z.optional(z.nullable(TalentWorkAuthorization)),
  availableFrom: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))),
  expectedPay: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  payUnit: z.optional(z.nullable(z.enum(['hour', 'year']))),
  /** Add even though a profile with the same e-mail or phone exists. */
  confirmNew: z._default(z.boolean(), false),
});
export type AddTalentRequest = z.input<typeof AddTalentRequest>;
/**
 * 200 `{ id, duplicates: [] }` when added; `{ id: null, duplicates }` when the person looks known
 * (same e-mail, or same phone and name) and `confirmNew` was not set: nothing is saved, and the
 * recruiter adds the resume to that profile (POST /talent/:id/resume) or confirms a new one.
 */
export const AddTalentResult = z.object({ id: z.nullable(z.string()), duplicates: z.array(DuplicateMatch) });
export type AddTalentResult = z.infer<typeof AddTalentResult>;

/** POST /talent/:id/resume: a dropped resume joins an existing profile (its text replaces the indexed one). */
export const AttachResumeRequest = z.object({ upload: z.string().check(z.maxLength(64)) });

/** PATCH /talent/:id: what a recruiter edits on the profile (availability and work authorisation keep history). */
export const TalentUpdate = z.object({
  workAuthorization: z.optional(z.nullable(TalentWorkAuthorization)),
  availableFrom: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))),
  expectedPay: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  payUnit: z.optional(z.nullable(z.enum(['hour', 'year']))),
  skills: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(60))),
  tags: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(30))),
  contacted: z.optional(z.boolean()),
});

export const TalentChange = z.object({
  field: z.enum(['availability', 'work_authorization']),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  by: Actor,
  at: Moment,
});

/** GET /talent/:id: the talent part of a candidate's profile. */
export const TalentProfile = z.object({
  id: z.string(),
  headline: z.string(),
  location: z.string(),
  linkedin: z.nullable(z.string()),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  yearsExperience: z.nullable(z.number()),
  workAuthorization: z.nullable(z.string()),
  availableFrom: z.nullable(z.string()),
  expectedPay: z.nullable(z.number()),
  payUnit: z.nullable(z.enum(['hour', 'year'])),
  currentPay: z.nullable(z.string()),
  source: TalentSource,
  sourceDetail: z.nullable(z.string()),
  owner: z.nullable(z.string()),
  resumeText: z.string(),
  resumeName: z.nullable(z.string()),
  lastActivityAt: Moment,
  lastContactedAt: z.nullable(Moment),
  pools: z.array(
    z.object({ id: z.string(), name: z.string(), addedAt: Moment, addedBy: z.string(), removedAt: z.nullable(Moment) }),
  ),
  history: z.array(TalentChange),
});
export type TalentProfile = z.infer<typeof TalentProfile>;

/** POST /talent/put-forward: people to one opening, each as an application with source "Recruiter". */
export const PutForwardRequest = z.object({
  reqId: z.number().check(z.int(), z.positive()),
  people: z.array(z.string().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(100)),
});
export const PutForwardResult = z.object({
  created: z.array(z.object({ person: z.string(), application: z.string() })),
  /** Already applied to that opening: left as they were. */
  skipped: z.array(z.string()),
});

/** POST /talent/import: CSV text; `dryRun` reports each bad row and writes nothing. */
export const ImportRequest = z.object({
  csv: z.string().check(z.maxLength(5_000_000)),
  dryRun: z._default(z.boolean(), true),
});
export const ImportReport = z.object({
  rows: z.number().check(z.int()),
  added: z.number().check(z.int()),
  duplicates: z.number().check(z.int()),
  errors: z.array(z.object({ row: z.number().check(z.int()), message: z.string() })),
  dryRun: z.boolean(),
});
export type ImportReport = z.infer<typeof ImportReport>;
