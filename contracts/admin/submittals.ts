/**
 * Submittals: a candidate put forward to a client's contacts. The recruiter writes a summary, sets
 * the rate offered to the client and chooses what goes: the client-ready profile (a PDF the server
 * writes from the candidate's record: summary, skills, experience, education, availability, work
 * authorisation and the rate — never the candidate's phone, e-mail or address) and, only when ticked,
 * the original resume. The mail leaves through the outbox from the firm's sender with the recruiter
 * as Reply-To; the application moves to Submitted and its history says what was sent. The client's
 * answer (interview requested, rejected with a reason, offer) is recorded in one step with its date.
 */
import { z } from '../zod';
import { email, isoDate, line, requiredLine, text } from '../fields';
import { Actor, Moment, PageQuery, pageOf } from './common';
import { Currency, RateUnit, money } from './rates';
import { ReasonId } from './reasons';

export const SUBMITTAL_STATES = ['submitted', 'interview_requested', 'rejected', 'offer'] as const;
export const SubmittalState = z.enum(SUBMITTAL_STATES);
export type SubmittalState = z.infer<typeof SubmittalState>;
export const SUBMITTAL_STATE_LABELS: Record<SubmittalState, string> = {
  submitted: 'Awaiting the client',
  interview_requested: 'Interview requested',
  rejected: 'Rejected by the client',
  offer: 'Offer',
};

/** The client-ready profile's content (prefilled from the record, edited by the recruiter). */
export const ClientProfile = z.object({
  /** e.g. "Senior Java engineer, 9 years". */
  headline: line(160),
  skills: z.array(requiredLine(60)).check(z.maxLength(40, 'must be at most 40 skills')),
  experience: text(6000),
  education: text(2000),
  availability: line(200),
  workAuthorization: line(200),
  /** City and country only, never a street address. */
  location: line(120),
});
export type ClientProfile = z.infer<typeof ClientProfile>;

/** A person the submittal goes to (a client contact). */
export const SubmittalRecipient = z.object({ name: requiredLine(120), email });
export type SubmittalRecipient = z.infer<typeof SubmittalRecipient>;

/** POST /submittals and POST /submittals/preview; POST /submittals/profile-preview takes the same. */
export const SubmittalRequest = z.object({
  applicationId: z.uuid('must be a UUID'),
  recipients: z
    .array(SubmittalRecipient)
    .check(z.minLength(1, 'pick at least one contact'), z.maxLength(10, 'must be at most 10 contacts')),
  summary: text(3000).check(z.minLength(1, 'is required')),
  rateOffered: money,
  currency: Currency,
  rateUnit: RateUnit,
  profile: ClientProfile,
  attachProfile: z._default(z.boolean(), true),
  attachResume: z._default(z.boolean(), false),
});
export type SubmittalRequest = z.infer<typeof SubmittalRequest>;
export type SubmittalRequestInput = z.input<typeof SubmittalRequest>;

/** POST /submittals/:id/answer: the client's answer and the day it came. */
export const SubmittalAnswer = z.object({
  answer: z.enum(['interview_requested', 'rejected', 'offer']),
  date: isoDate,
  /**
   * With `rejected`: one of the client's reasons (contracts/admin/reasons.ts); the server refuses the
   * rejection without one (422). An empty choice counts as none.
   */
  reason: z.optional(z.nullable(z.union([ReasonId, z.literal('')]))),
  note: z.optional(text(2000)),
});
export type SubmittalAnswer = z.infer<typeof SubmittalAnswer>;
/** The console's answer form: a rejection there asks its reason before it is sent. */
export const SubmittalAnswerForm = SubmittalAnswer.check(
  z.refine((value) => value.answer !== 'rejected' || Boolean(value.reason), {
    message: 'choose a reason',
    path: ['reason'],
  }),
);
export type SubmittalAnswerInput = z.input<typeof SubmittalAnswer>;

/** GET /submittals/draft?applicationId=…: the form's starting values. */
export const SubmittalDraftQuery = z.object({ applicationId: z.uuid('must be a UUID') });
export const SubmittalDraft = z.object({
  applicationId: z.string(),
  candidate: z.object({ name: z.string() }),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  /** Whether an original resume is stored (it can then be ticked). */
  hasResume: z.boolean(),
  profile: ClientProfile,
  currency: Currency,
  rateUnit: RateUnit,
});
export type SubmittalDraft = z.infer<typeof SubmittalDraft>;

export const SubmittalPreview = z.object({
  from: z.string(),
  replyTo: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
});
export type SubmittalPreview = z.infer<typeof SubmittalPreview>;

export const Submittal = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidate: z.object({ name: z.string(), personId: z.nullable(z.string()) }),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  recipients: z.array(SubmittalRecipient),
  summary: z.string(),
  rateOffered: z.number(),
  currency: Currency,
  rateUnit: RateUnit,
  /** File names of what was attached. */
  sent: z.array(z.string()),
  state: SubmittalState,
  answerDate: z.nullable(isoDate),
  /** The client's reason (a `reasons` id) and its label. */
  reason: z.nullable(z.string()),
  reasonLabel: z.optional(z.nullable(z.string())),
  answerNote: z.nullable(z.string()),
  mailId: z.nullable(z.string()),
  by: Actor,
  createdAt: Moment,
});
export type Submittal = z.infer<typeof Submittal>;

/** GET /submittals */
export const SubmittalsQuery = z.extend(PageQuery, {
  state: z.optional(SubmittalState),
  reqId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  applicationId: z.optional(z.uuid()),
});
export type SubmittalsQuery = z.input<typeof SubmittalsQuery>;
export const SubmittalsPage = pageOf(Submittal);
export type SubmittalsPage = z.infer<typeof SubmittalsPage>;

/** The console's form: the request with the skills typed as one text (commas or lines between them). */
export const SubmittalForm = z.extend(SubmittalRequest, {
  profile: z.extend(ClientProfile, { skills: text(2400) }),
});
export type SubmittalFormInput = z.input<typeof SubmittalForm>;
export type SubmittalFormValues = z.output<typeof SubmittalForm>;

/** "Java, Spring Boot\nKafka" → ["Java", "Spring Boot", "Kafka"] (each once, at most 40). */
export const skillsOf = (value: string) =>
  [
    ...new Set(
      value
        .split(/[,;\n]+/)
        .map((skill) => skill.trim().slice(0, 60))
        .filter(Boolean),
    ),
  ].slice(0, 40);

export const toSubmittalRequest = (form: SubmittalFormValues): SubmittalRequest => ({
  ...form,
  profile: { ...form.profile, skills: skillsOf(form.profile.skills) },
});
