/** A stored interview as the console answers it. */
import type { Interview, InterviewRound, InterviewState, PanelMember } from '#contracts/admin/interviews';
import type { InterviewMailSent } from '#contracts/admin/interviews';
import type { InterviewRow } from '../repositories/interviews.repository';
import { whenIn } from './interview-facts';

export const interviewView = (row: InterviewRow): Interview => ({
  id: row.id,
  applicationId: row.application_id,
  candidate: { name: row.candidate_name, email: row.candidate_email },
  opening: row.req_id === null || row.title === null ? null : { reqId: row.req_id, title: row.title },
  state: row.state as InterviewState,
  round: row.round as InterviewRound,
  date: row.date,
  time: row.time,
  timeZone: row.time_zone,
  startsAt: row.starts_at,
  durationMinutes: row.duration_minutes,
  location: row.location,
  videoUrl: row.video_url,
  panel: JSON.parse(row.panel) as PanelMember[],
  candidateTimeZone: row.candidate_time_zone,
  uid: row.uid,
  sequence: row.sequence,
  when: whenIn(new Date(row.starts_at), row.duration_minutes, row.time_zone),
  by: { id: row.by_id, name: row.by_name },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  mails: JSON.parse(row.mails) as InterviewMailSent[],
});
