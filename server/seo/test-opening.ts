import type { OpeningDetail } from '#contracts/api/staffing/openings';

/** An opening for the SEO tests. */
export const opening = (overrides: Partial<OpeningDetail> = {}): OpeningDetail => ({
  REQ_ID: 1001,
  PSTN_TITLE: 'Senior Java Developer',
  PSTN_LCTN: 'Overland Park, KS',
  PSTN_TYP: 'Contract',
  WORK_LOCATION_PREFERENCE: 'Hybrid',
  PSTN_RATE: '$70 - $80 per hour',
  COUNTRY: '6f1c1b1e-0000-4000-8000-000000000001',
  REQUIREMENT_UUID: '6f1c1b1e-0000-4000-8000-000000000002',
  POSTED_DATE: '2026-11-01',
  VALID_THROUGH: '2026-12-31',
  INTERNAL_JOB_DESCRIPTION: '<p>Build services.</p>',
  IS_MULTI_LOCATION_POSITION: false,
  INTVW_TYP: 'Video',
  ...overrides,
});
