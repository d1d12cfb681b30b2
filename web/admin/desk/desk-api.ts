/**
 * The desk's calls (submittals, client interviews, placements, Home's part), typed by the contracts:
 * the desk's screens call these, never URLs.
 */
import type { z } from '#contracts/zod';
import { adminPaths } from '#contracts/admin/paths';
import { DeskToday } from '#contracts/admin/desk';
import {
  Interview,
  InterviewsPage,
  type InterviewCancel,
  type InterviewRequest,
  type InterviewSchedule,
  type InterviewsQuery,
} from '#contracts/admin/interviews';
import {
  type DeskSettings,
  Placement,
  PlacementsPage,
  type PlacementRequest,
  type PlacementsQuery,
} from '#contracts/admin/placements';
import {
  Submittal,
  SubmittalDraft,
  SubmittalPreview,
  SubmittalsPage,
  type SubmittalAnswer,
  type SubmittalRequest,
  type SubmittalsQuery,
} from '#contracts/admin/submittals';
import { getJson, sendJson } from '../api/admin-client';

type Signal = { signal?: AbortSignal };
type Query<S extends z.ZodMiniType> = Partial<z.infer<S>>;

export const submittalsApi = {
  list: (query: Query<typeof SubmittalsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.submittals, SubmittalsPage, { query, signal }),
  draft: (applicationId: string, { signal }: Signal = {}) =>
    getJson(adminPaths.submittalDraft, SubmittalDraft, { query: { applicationId }, signal }),
  preview: (request: SubmittalRequest) => sendJson('POST', adminPaths.submittalPreview, SubmittalPreview, request),
  send: (request: SubmittalRequest) => sendJson('POST', adminPaths.submittals, Submittal, request),
  answer: (id: string, request: SubmittalAnswer) =>
    sendJson('POST', adminPaths.submittalAnswer(id), Submittal, request),
  /** The client-ready PDF as it would be sent, as a blob (or the server's message). */
  async profilePreview(request: SubmittalRequest): Promise<Blob | { message: string }> {
    const answer = await fetch(adminPaths.submittalProfilePreview, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (answer.ok) return answer.blob();
    const body = (await answer.json().catch(() => ({}))) as { message?: string };
    return { message: body.message ?? `The server answered ${answer.status}.` };
  },
};

export const interviewsApi = {
  list: (query: Query<typeof InterviewsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.interviews, InterviewsPage, { query, signal }),
  schedule: (request: InterviewRequest) => sendJson('POST', adminPaths.interviews, Interview, request),
  reschedule: (id: string, request: InterviewSchedule) => sendJson('PUT', adminPaths.interview(id), Interview, request),
  cancel: (id: string, request: InterviewCancel) =>
    sendJson('POST', adminPaths.interviewCancel(id), Interview, request),
};

export const placementsApi = {
  list: (query: Query<typeof PlacementsQuery>, { signal }: Signal = {}) =>
    getJson(adminPaths.placements, PlacementsPage, { query, signal }),
  create: (request: PlacementRequest) => sendJson('POST', adminPaths.placements, Placement, request),
};

export const deskApi = {
  today: ({ signal }: Signal = {}) =>
    getJson(adminPaths.deskToday, DeskToday, {
      query: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      signal,
    }),
  settings: (request: DeskSettings) => sendJson('PUT', adminPaths.deskSettings, DeskToday, request),
};
