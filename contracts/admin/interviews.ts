/**
 * Client interviews: scheduled on an application with a date, a time and the IANA zone they were
 * set in, a length, a place or a video link, a round and a panel (the client's contacts and our
 * staff). Scheduling mails the candidate and each panel member a calendar invite; every mail states
 * the interview's facts in its reader's own zone, written by the server from the same values the
 * invite carries. Rescheduling sends the invite again (same UID, higher SEQUENCE); cancelling sends
 * METHOD:CANCEL.
 */
import { z } from '../zod';
import { email, isoDate, line, requiredLine, text } from '../fields';
import { Actor, Moment, PageQuery, pageOf } from './common';
import { InterviewInvite, timeZone } from './mail';

export const INTERVIEW_ROUNDS = ['screen', 'technical', 'manager', 'final', 'other'] as const;
export const InterviewRound = z.enum(INTERVIEW_ROUNDS);
export type InterviewRound = z.infer<typeof InterviewRound>;
export const INTERVIEW_ROUND_LABELS: Record<InterviewRound, string> = {
  screen: 'Client screen',
  technical: 'Technical',
  manager: 'Hiring manager',
  final: 'Final',
  other: 'Other',
};

export const INTERVIEW_STATES = ['scheduled', 'cancelled'] as const;
export const InterviewState = z.enum(INTERVIEW_STATES);
export type InterviewState = z.infer<typeof InterviewState>;

/** One person on the panel: a client contact or one of our staff, reading times in their own zone. */
export const PanelMember = z.object({
  kind: z.enum(['contact', 'staff']),
  name: requiredLine(120),
  email,
  timeZone,
});
export type PanelMember = z.infer<typeof PanelMember>;

export const PANEL_MAX = 10;

/** POST /interviews; PUT /interviews/:id takes the same without `applicationId` (it cannot move). */
export const InterviewSchedule = z.extend(InterviewInvite, {
  round: InterviewRound,
  panel: z
    .array(PanelMember)
    .check(
      z.minLength(1, 'needs at least one person on the panel'),
      z.maxLength(PANEL_MAX, `must be at most ${PANEL_MAX} people`),
    ),
  /** Where the candidate reads the time (defaults to the interview's zone). */
  candidateTimeZone: z.optional(timeZone),
  /** A few words of the recruiter's own above the facts; `{{interview.*}}` fields are filled per reader. */
  message: z.optional(text(2000)),
});
export type InterviewSchedule = z.infer<typeof InterviewSchedule>;
export type InterviewScheduleInput = z.input<typeof InterviewSchedule>;

export const InterviewRequest = z.extend(InterviewSchedule, { applicationId: z.uuid('must be a UUID') });
export type InterviewRequest = z.infer<typeof InterviewRequest>;

/** POST /interviews/:id/cancel */
export const InterviewCancel = z.object({ reason: z.optional(line(300)) });
export type InterviewCancel = z.infer<typeof InterviewCancel>;

/** One mail the interview sent: who, in which zone, and the time it stated. */
export const InterviewMailSent = z.object({
  to: z.string(),
  role: z.enum(['candidate', 'panel']),
  /** "Wed 2 Dec 2026, 20:30–21:30 India (IST)" */
  when: z.string(),
  mailId: z.string(),
});
export type InterviewMailSent = z.infer<typeof InterviewMailSent>;

export const Interview = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidate: z.object({ name: z.string(), email: z.string() }),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  state: InterviewState,
  round: InterviewRound,
  date: isoDate,
  time: z.string(),
  timeZone: z.string(),
  /** The same moment in UTC. */
  startsAt: Moment,
  durationMinutes: z.number(),
  location: z.string(),
  videoUrl: z.string(),
  panel: z.array(PanelMember),
  candidateTimeZone: z.string(),
  /** The invite's UID and its SEQUENCE (0 when first sent, +1 each reschedule or cancel). */
  uid: z.string(),
  sequence: z.number(),
  /** "Wed 2 Dec 2026, 20:30–21:30 India (IST)" in the interview's own zone. */
  when: z.string(),
  by: Actor,
  createdAt: Moment,
  updatedAt: Moment,
  /** The mails of the last send (schedule, reschedule or cancel). */
  mails: z.array(InterviewMailSent),
});
export type Interview = z.infer<typeof Interview>;

/** GET /interviews: from/to are whole UTC days; the default is from today on. */
export const InterviewsQuery = z.extend(PageQuery, {
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  state: z.optional(InterviewState),
  applicationId: z.optional(z.uuid()),
});
export type InterviewsQuery = z.input<typeof InterviewsQuery>;
export const InterviewsPage = pageOf(Interview);
export type InterviewsPage = z.infer<typeof InterviewsPage>;
