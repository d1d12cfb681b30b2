/**
 * The board of one opening: a column per stage (New, Screening, Submitted, Client interview, Offer,
 * Placed, then Rejected and Withdrawn apart), each with its count and its newest cards. A card moves with
 * POST /applications/:id/status (the same move, note and audit entry as on the application's page).
 */
import { z } from '../zod';
import { ApplicationStatus, RejectedBy, ResumeState } from './applications';
import { Moment } from './common';
import { InternshipStatus } from './internships';
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
  /** In the Rejected column: who rejected it. */
  rejectedBy: z.nullable(RejectedBy),
});
export type BoardCard = z.infer<typeof BoardCard>;

/** A column of a pipeline's board: its status, how many are there, the newest cards. */
export const boardColumnOf = <S extends z.ZodMiniType>(status: S) =>
  z.object({ status, count: z.number().check(z.int()), cards: z.array(BoardCard) });

export const BoardColumn = boardColumnOf(ApplicationStatus);
export type BoardColumn = z.infer<typeof BoardColumn>;

/** GET /openings/:reqId/board */
export const Board = z.object({
  opening: z.object({ reqId: z.number(), title: z.string(), status: OpeningStatus }),
  columns: z.array(BoardColumn),
});
export type Board = z.infer<typeof Board>;

/**
 * GET /internships/board: every internship application, a column per step (New … Joined, then
 * Rejected and Withdrawn). A card moves with POST /internships/:id/status. Internship cards always
 * have a stored resume and `rejectedBy` null.
 */
export const InternshipBoard = z.object({ columns: z.array(boardColumnOf(InternshipStatus)) });
export type InternshipBoard = z.infer<typeof InternshipBoard>;
