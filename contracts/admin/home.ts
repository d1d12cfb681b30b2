/**
 * The console's home: what needs this staff member's attention. New applications nobody has acted
 * on yet (moved, rated, noted or mailed; how many of them arrived since they last marked the home as
 * seen), applications still in the pipeline that nobody has touched
 * (moved, noted) for their chosen number of days, by opening and stage, and internship applications
 * and contact messages still waiting.
 */
import { z } from '../zod';
import { ApplicationStatus } from './applications';
import { Moment } from './common';

export const STALE_DAYS_DEFAULT = 5;
export const STALE_DAYS_MAX = 60;

/** PUT /home/settings */
export const HomeSettings = z.object({
  /** An application untouched for this many days needs attention. */
  staleDays: z.coerce
    .number()
    .check(
      z.int('must be a whole number of days'),
      z.minimum(1, 'must be at least 1 day'),
      z.maximum(STALE_DAYS_MAX, `must be at most ${STALE_DAYS_MAX} days`),
    ),
});
export type HomeSettings = z.infer<typeof HomeSettings>;
export type HomeSettingsInput = z.input<typeof HomeSettings>;

const OpeningRef = { reqId: z.number(), title: z.string() };

/** GET /home, POST /home/seen, PUT /home/settings */
export const Home = z.object({
  /** When this person last marked the home as seen; null: never (everything counts as new). */
  since: z.nullable(Moment),
  staleDays: z.number().check(z.int()),
  /** At the pipeline's first stage and untouched: what still needs someone, not every arrival. */
  newApplications: z.object({
    total: z.number().check(z.int()),
    /** How many of them arrived since `since` (all of them when it is null). */
    arrivedSince: z.number().check(z.int()),
    byOpening: z.array(z.object({ ...OpeningRef, count: z.number().check(z.int()) })),
  }),
  untouched: z.object({
    total: z.number().check(z.int()),
    byOpening: z.array(z.object({ ...OpeningRef, status: ApplicationStatus, count: z.number().check(z.int()) })),
  }),
  internshipsWaiting: z.number().check(z.int()),
  messagesWaiting: z.number().check(z.int()),
});
export type Home = z.infer<typeof Home>;
