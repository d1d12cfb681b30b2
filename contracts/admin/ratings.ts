/**
 * Ratings: each reviewer rates an application once (changing it replaces theirs) on a 4-point scale,
 * strong no … strong yes, with a short comment. Lists and cards show the average and how many rated.
 */
import { z } from '../zod';
import { text } from '../fields';
import { Actor, Moment } from './common';

export const RATING_SCORES = [1, 2, 3, 4] as const;
export const RATING_LABELS: Record<(typeof RATING_SCORES)[number], string> = {
  1: 'Strong no',
  2: 'No',
  3: 'Yes',
  4: 'Strong yes',
};
export const RATING_COMMENT_MAX = 500;

/** PUT /applications/:id/rating — answers the updated ApplicationDetail. */
export const RatingRequest = z.object({
  /** A number; the console's radios send it as text, so "3" is read as 3. */
  score: z.coerce
    .number()
    .check(z.int('must be 1 to 4'), z.minimum(1, 'must be 1 to 4'), z.maximum(4, 'must be 1 to 4')),
  comment: text(RATING_COMMENT_MAX),
});
export type RatingRequest = z.infer<typeof RatingRequest>;
export type RatingInput = z.input<typeof RatingRequest>;

export const Rating = z.object({
  by: Actor,
  score: z.number(),
  comment: z.string(),
  at: Moment,
});
export type Rating = z.infer<typeof Rating>;

/** The average (one decimal) and how many rated; `average` is null when nobody has. */
export const RatingSummary = z.object({
  average: z.nullable(z.number()),
  count: z.number().check(z.int()),
});
export type RatingSummary = z.infer<typeof RatingSummary>;
