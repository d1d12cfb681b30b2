/**
 * Candidate profiles: one person, every application they sent. An application joins a profile when
 * its e-mail matches one already on it (case-insensitive), or its phone (compared as an international
 * number) and name both match. Two profiles that share a phone or an e-mail otherwise are a possible
 * duplicate: an admin merges them (choosing which name and e-mail stay; the merge can be undone
 * exactly) or dismisses the flag ("not the same person"). Staff view profiles; admins merge, undo
 * and dismiss.
 */
import { z } from '../zod';
import { Actor, HistoryEntry, Moment, ROLES, UuidParams } from './common';
import { defineResource } from './resource';
import { ApplicationStatus, SentMail } from './applications';
import { RatingSummary } from './ratings';

export { ProfileBadge } from './profile-badge';

/** Why two profiles look like one person. */
export const DuplicateReason = z.enum(['phone', 'email']);
export type DuplicateReason = z.infer<typeof DuplicateReason>;

export const CandidateSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  applications: z.number().check(z.int()),
  createdAt: Moment,
});
export type CandidateSummary = z.infer<typeof CandidateSummary>;

/** A pair of profiles flagged as one person (GET /candidates/duplicates). */
export const DuplicatePair = z.object({
  a: CandidateSummary,
  b: CandidateSummary,
  reasons: z.array(DuplicateReason),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;
export const DuplicatesList = z.object({ items: z.array(DuplicatePair) });
export type DuplicatesList = z.infer<typeof DuplicatesList>;

/** One of the person's applications, newest first. */
export const ProfileApplication = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  opening: z.nullable(z.object({ reqId: z.number(), title: z.string() })),
  status: ApplicationStatus,
  createdAt: Moment,
  rating: RatingSummary,
});
export type ProfileApplication = z.infer<typeof ProfileApplication>;

/** A note or stage move on one of the person's applications, with which application it was on. */
export const ProfileEvent = z.extend(HistoryEntry, {
  applicationId: z.string(),
  openingTitle: z.nullable(z.string()),
});
export type ProfileEvent = z.infer<typeof ProfileEvent>;

/** A merge into this profile that an admin may undo. */
export const ProfileMerge = z.object({
  id: z.string(),
  /** The profile merged in (it comes back on undo). */
  merged: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  applications: z.number().check(z.int()),
  by: Actor,
  at: Moment,
  /** Only the latest merge into a profile can be undone (merges come apart in the reverse order). */
  undoable: z.boolean(),
});
export type ProfileMerge = z.infer<typeof ProfileMerge>;

export const CandidateProfile = z.extend(CandidateSummary, {
  /** Every address and phone number the person applied with. */
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  applicationsList: z.array(ProfileApplication),
  /** Notes and stage moves across every application, newest first. */
  timeline: z.array(ProfileEvent),
  /** Mails about any of the person's addresses, newest first. */
  mails: z.array(SentMail),
  /** Other profiles that look like the same person (not dismissed). */
  duplicates: z.array(z.object({ candidate: CandidateSummary, reasons: z.array(DuplicateReason) })),
  merges: z.array(ProfileMerge),
  /** Set when this profile was merged into another: the console shows that one. */
  mergedInto: z.nullable(z.string()),
});
export type CandidateProfile = z.infer<typeof CandidateProfile>;

/** POST /candidates/:id/merge — `other` is merged into this profile; which name and e-mail stay. */
export const MergeRequest = z.object({
  other: z.uuid('must be a UUID'),
  keepName: z.enum(['this', 'other']),
  keepEmail: z.enum(['this', 'other']),
});
export type MergeRequest = z.infer<typeof MergeRequest>;

/** POST /candidates/:id/dismiss — "not the same person" as `other`. */
export const DismissRequest = z.object({ other: z.uuid('must be a UUID') });
export type DismissRequest = z.infer<typeof DismissRequest>;

/**
 * Candidate profiles: staff read one; admins merge two and dismiss a flagged pair. The flagged pairs
 * (GET /candidates/duplicates) and undoing a merge (POST /candidate-merges/:id/undo) are routes of
 * their own.
 */
export const candidatesResource = defineResource({
  path: 'candidates',
  subject: 'candidate',
  roles: ROLES,
  params: UuidParams,
  query: undefined,
  detail: CandidateProfile,
  actions: {
    merge: { method: 'POST', on: 'record', body: MergeRequest, roles: ['admin'], answer: 'record' },
    'dismiss-duplicate': {
      method: 'POST',
      on: 'record',
      segment: 'dismiss',
      body: DismissRequest,
      roles: ['admin'],
      answer: 'record',
    },
  },
  missing: 'No such candidate.',
});
