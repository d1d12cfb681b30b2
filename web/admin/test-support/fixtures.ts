import type { OpeningSummary } from '#contracts/admin/openings';
import type { Reasons } from '#contracts/admin/reasons';

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
  stageCounts: {
    new: 1,
    screening: 1,
    submitted: 0,
    client_interview: 0,
    offer: 0,
    placed: 0,
    rejected: 1,
    withdrawn: 0,
  },
  updatedAt: null,
  ...changes,
});

/** A few reasons of each list, one retired, as GET /reasons answers them. */
export const reasonsFixture = (): Reasons => ({
  items: [
    { id: 'us-skills', kind: 'us', label: 'Skills do not match', retired: false },
    { id: 'us-rate', kind: 'us', label: 'Rate or salary expectations', retired: false },
    { id: 'us-old', kind: 'us', label: 'Old reason', retired: true },
    { id: 'client-another-candidate', kind: 'client', label: 'Client chose another candidate', retired: false },
    { id: 'client-filled', kind: 'client', label: 'Position filled or closed', retired: false },
    { id: 'candidate-other-offer', kind: 'candidate', label: 'Took another offer', retired: false },
  ],
});
