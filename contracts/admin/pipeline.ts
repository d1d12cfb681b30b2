/**
 * A review pipeline as the console works it: every status a record may have, the steps left to right
 * (the board's columns, "where it stands"), the closed ones shown apart (Rejected, Withdrawn: each
 * needs a reason, contracts/admin/reasons.ts) and their labels. Job applications and internship
 * applications each declare one; the list, board, bulk bar, status form and pipeline view take it.
 */
export type Pipeline<S extends string = string> = {
  statuses: readonly S[];
  steps: readonly S[];
  closed: readonly S[];
  labels: Record<S, string>;
  /** What the steps are called ("Hiring steps"). */
  name: string;
};

/** Declares a pipeline, keeping its statuses' type. */
export const definePipeline = <const S extends string>(pipeline: Pipeline<S>): Pipeline<S> => pipeline;
