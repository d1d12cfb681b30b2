import type { OpeningSummary } from '#contracts/admin/openings';

/** An opening as the openings list answers it; `changes` sets what a test cares about. */
export const openingSummary = (reqId: number, changes: Partial<OpeningSummary> = {}): OpeningSummary => ({
  reqId,
  uuid: `00000000-0000-4000-8000-${String(reqId).padStart(12, '0')}`,
  title: `Engineer ${reqId}`,
  location: 'Pune, Maharashtra',
  countryUuid: '00000000-0000-4000-8000-000000000001',
  countryName: 'India',
  positionType: 'Full-Time',
  status: 'closed',
  postedDate: '2026-11-01',
  validThrough: null,
  applicationCount: 3,
  stageCounts: { new: 1, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 1, withdrawn: 0 },
  updatedAt: null,
  ...changes,
});
