/**
 * The desk's part of Home: today's client interviews (in the reader's day, from the browser's zone)
 * and contractors whose assignment ends within the person's chosen days (default 30), to redeploy.
 */
import { z } from '../zod';
import { Interview } from './interviews';
import { Placement } from './placements';
import { timeZone } from './mail';

/** GET /desk/today?timeZone=… (the day is the reader's; UTC when left out). */
export const DeskTodayQuery = z.object({ timeZone: z.optional(timeZone) });
export const DeskToday = z.object({
  day: z.string(),
  timeZone: z.string(),
  interviews: z.array(Interview),
  endingDays: z.number().check(z.int()),
  ending: z.array(Placement),
});
export type DeskToday = z.infer<typeof DeskToday>;
