/**
 * The board of one opening: a column per stage (New, Screening, Interview, Offer, Hired, then
 * Rejected and Withdrawn apart), each with its count and its newest cards. A card moves with
 * POST /applications/:id/status (the same move, note and audit entry as on the application's page).
 */
import { z } from '../zod';
import { ApplicationStatus, ResumeState } from './applications';
import { Moment } from './common';
import { OpeningStatus } from './openings';
import { RatingSummary } from './ratings';

/** At most this many cards per column (the newest); the count is always the whole column's. */
export const BOARD_CARDS_PER_STAGE = 100;

export const BoardCard = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  resume: ResumeState,
  createdAt: Moment,
  /** When it reached this stage; null when it never moved (then `createdAt`). */
  statusChangedAt: z.nullable(Moment),
  rating: RatingSummary,
});
export type BoardCard = z.infer<typeof BoardCard>;

export const BoardColumn = z.object({
  status: ApplicationStatus,
  count: z.number().check(z.int()),
  cards: z.array(BoardCard),
});
export type BoardColumn = z.infer<typeof BoardColumn>;

/** GET /openings/:reqId/board */
export const Board = z.object({
  opening: z.object({ reqId: z.number(), title: z.string(), status: OpeningStatus }),
  columns: z.array(BoardColumn),
});
export type Board = z.infer<typeof Board>;
