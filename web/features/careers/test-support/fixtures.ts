/** Realistic openings, countries, states and recruiters for tests and the benchmark (no network). */
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';

export const USA: Country = {
  COUNTRY_UUID: '0b8f4c1e-1d2a-4c3b-9e8f-000000000001',
  COUNTRY_ID: 1,
  COUNTRY_CODE: 'US',
  COUNTRY_NAME: 'USA',
};
export const INDIA: Country = {
  COUNTRY_UUID: '0b8f4c1e-1d2a-4c3b-9e8f-000000000002',
  COUNTRY_ID: 2,
  COUNTRY_CODE: 'IN',
  COUNTRY_NAME: 'India',
};
export const countries: Country[] = [USA, INDIA];

export const states: State[] = [
  {
    STATE_ID: 1,
    STATE_UUID: '5a0e8a52-0000-4000-8000-000000000001',
    STATE_NAME: 'Kansas',
    COUNTRY_UUID: USA.COUNTRY_UUID,
  },
  {
    STATE_ID: 2,
    STATE_UUID: '5a0e8a52-0000-4000-8000-000000000002',
    STATE_NAME: 'North Carolina',
    COUNTRY_UUID: USA.COUNTRY_UUID,
  },
  {
    STATE_ID: 3,
    STATE_UUID: '5a0e8a52-0000-4000-8000-000000000003',
    STATE_NAME: 'Maharashtra',
    COUNTRY_UUID: INDIA.COUNTRY_UUID,
  },
  {
    STATE_ID: 4,
    STATE_UUID: '5a0e8a52-0000-4000-8000-000000000004',
    STATE_NAME: 'Uttarakhand',
    COUNTRY_UUID: INDIA.COUNTRY_UUID,
  },
];

export const recruiters: Recruiter[] = [
  { USERID: 7, FIRSTNAME: 'Meera', LASTNAME: 'Kulkarni' },
  { USERID: 9, FIRSTNAME: 'Jordan', LASTNAME: 'Ellis' },
];

const uuidOf = (n: number) => `7c9e6679-7425-40de-944b-${n.toString(16).padStart(12, '0')}`;

export const opening = (overrides: Partial<Opening> & Pick<Opening, 'REQ_ID'>): Opening => ({
  PSTN_TITLE: 'Senior Data Engineer',
  PSTN_LCTN: 'Overland Park, KS',
  PSTN_TYP: 'Contract',
  WORK_LOCATION_PREFERENCE: 'Hybrid',
  PSTN_RATE: '$70/hr',
  COUNTRY: USA.COUNTRY_UUID,
  REQUIREMENT_UUID: uuidOf(overrides.REQ_ID),
  POSTED_DATE: '2026-11-01',
  VALID_THROUGH: null,
  ...overrides,
});

export const detail = (overrides: Partial<OpeningDetail> & Pick<OpeningDetail, 'REQ_ID'>): OpeningDetail => ({
  ...opening(overrides),
  INTERNAL_JOB_DESCRIPTION: '<p>Build <strong>pipelines</strong>.</p>',
  IS_MULTI_LOCATION_POSITION: false,
  INTVW_TYP: 'Video, then on-site',
  ...overrides,
});

export const sampleOpenings: Opening[] = [
  opening({
    REQ_ID: 101,
    PSTN_TITLE: 'Java Developer',
    PSTN_LCTN: 'Charlotte, NC',
    PSTN_TYP: 'Full-Time',
    WORK_LOCATION_PREFERENCE: 'Onsite',
  }),
  opening({
    REQ_ID: 105,
    PSTN_TITLE: 'Data Scientist',
    PSTN_LCTN: 'Pune',
    COUNTRY: INDIA.COUNTRY_UUID,
    PSTN_RATE: '₹28 LPA',
    WORK_LOCATION_PREFERENCE: 'Remote',
  }),
  opening({
    REQ_ID: 103,
    PSTN_TITLE: 'QA Automation Engineer',
    PSTN_LCTN: 'Noida',
    COUNTRY: INDIA.COUNTRY_UUID,
    PSTN_TYP: 'Full-Time',
  }),
  opening({ REQ_ID: 104, PSTN_TITLE: 'Cloud Architect', PSTN_LCTN: 'Austin, TX', WORK_LOCATION_PREFERENCE: 'Remote' }),
  opening({ REQ_ID: 102, PSTN_TITLE: 'DevOps Engineer', PSTN_LCTN: 'Dehradun', COUNTRY: INDIA.COUNTRY_UUID }),
];

const TITLES = [
  'Java Developer',
  'Data Engineer',
  'Data Scientist',
  'QA Automation Engineer',
  'DevOps Engineer',
  'Cloud Architect',
  'React Developer',
  'ML Engineer',
  'Business Analyst',
  'Scrum Master',
];
const LEVELS = ['', 'Senior ', 'Lead ', 'Principal ', 'Junior '];
const US_CITIES = [
  'Overland Park, KS',
  'Charlotte, NC',
  'Austin, TX',
  'Dallas, TX',
  'Chicago, IL',
  'Seattle, WA',
  'Atlanta, GA',
];
const IN_CITIES = ['Pune', 'Noida', 'Gondia', 'Dehradun', 'Bengaluru', 'Hyderabad'];
const MODES = ['Remote', 'Hybrid', 'Onsite'];

/** n generated openings, deterministic (mulberry32 from a seed). */
export function generateOpenings(n: number, seed = 42): Opening[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const pick = <T>(list: readonly T[]) => list[next() % list.length] as T;
  return Array.from({ length: n }, (_, i) => {
    const india = next() % 2 === 0;
    return opening({
      REQ_ID: 1000 + i,
      PSTN_TITLE: `${pick(LEVELS)}${pick(TITLES)}`,
      PSTN_LCTN: pick(india ? IN_CITIES : US_CITIES),
      PSTN_TYP: next() % 3 === 0 ? 'Full-Time' : 'Contract',
      WORK_LOCATION_PREFERENCE: pick(MODES),
      PSTN_RATE: india ? `₹${10 + (next() % 40)} LPA` : `$${50 + (next() % 60)}/hr`,
      COUNTRY: india ? INDIA.COUNTRY_UUID : USA.COUNTRY_UUID,
    });
  });
}
