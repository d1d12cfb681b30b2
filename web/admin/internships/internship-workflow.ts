import { type InternshipStatus, internshipPipeline } from '#contracts/admin/internships';
import { reasonKindOf } from '#contracts/admin/reasons';
import type { Workflow } from '../ui/status-panels';

/**
 * An internship application's steps on its screen: Rejected takes a reason from our list, Withdrawn
 * the candidate's (nobody else rejects an internship).
 */
export const INTERNSHIP_WORKFLOW: Workflow<InternshipStatus> = {
  statuses: internshipPipeline.statuses,
  labels: internshipPipeline.labels,
  updateTitle: 'Move or add a note',
  reasonFor: (status) => reasonKindOf(status, 'us'),
};
