/**
 * What every console view of an application shows the same way: the opening it is for (null when it
 * was for none, or the opening is gone) and its stage.
 */
import type { ApplicationStatus } from '#contracts/admin/applications';

export const openingOf = (row: { req_id: number | null; title: string | null }) =>
  row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title };

/** The stage as the console types it (the column holds only the pipeline's stages). */
export const stageOf = (row: { review_status: string }) => row.review_status as ApplicationStatus;
