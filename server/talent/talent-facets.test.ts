/**
 * The exact-match filters answered by the facet index (migration 0039) find the same people as the
 * filters' meaning, on both databases: every facet kind alone and together, a location read as
 * several places (any of them), several work authorisations (any), minimum years (whole, fractional,
 * zero, past the index's cap), with and without a text search, with a range filter checked on the
 * rows the index finds, and values with spaces, hyphens, dots, a plus sign and accents.
 */
import { beforeAll, expect, it } from 'vitest';
import type { TalentQuery } from '#contracts/admin/talent';
import { describeEachDatabase } from '../test-support/each-database';
import { talentRow } from '../test-support/talent-row';
import { placesOf } from './location-filter';
import { searchTalent } from './talent-search';

type Person = {
  n: number;
  city: string | null;
  state: string | null;
  country: string | null;
  skills: string[];
  tags: string[];
  years: number | null;
  auth: string | null;
  source: 'referral' | 'job-board' | 'applied';
  pay: number | null;
  resume: string;
};

const people: Person[] = [
  {
    n: 1,
    city: 'Olathe',
    state: 'KS',
    country: 'US',
    skills: ['Java', 'Spring Boot'],
    tags: ['hot'],
    years: 9,
    auth: 'H1B',
    source: 'referral',
    pay: 90,
    resume: 'Kafka streams',
  },
  {
    n: 2,
    city: 'Wichita',
    state: 'KS',
    country: 'US',
    skills: ['Python', 'Kafka'],
    tags: [],
    years: 3,
    auth: 'Green Card',
    source: 'job-board',
    pay: 60,
    resume: 'Airflow pipelines',
  },
  {
    n: 3,
    city: 'Pune',
    state: 'MH',
    country: 'IN',
    skills: ['Java', 'Kafka'],
    tags: ['hot', 'night-shift'],
    years: 12,
    auth: 'EAD',
    source: 'job-board',
    pay: 40,
    resume: 'Kafka and Java services',
  },
  {
    n: 4,
    city: 'Mumbai',
    state: 'MH',
    country: 'IN',
    skills: ['C++', 'Node.js'],
    tags: ['relocate'],
    years: 5.5,
    auth: 'Citizen',
    source: 'applied',
    pay: null,
    resume: 'Embedded work',
  },
  {
    n: 5,
    city: 'São Paulo',
    state: null,
    country: null,
    skills: ['Spring Boot', 'AWS'],
    tags: ['hot'],
    years: 45,
    auth: 'Green Card',
    source: 'referral',
    pay: 120,
    resume: 'Spring Boot on AWS',
  },
  {
    n: 6,
    city: 'Panaji',
    state: 'GA',
    country: 'IN',
    skills: ['Java'],
    tags: [],
    years: 0,
    auth: null,
    source: 'referral',
    pay: 30,
    resume: 'Java and Kafka',
  },
  {
    n: 7,
    city: 'Atlanta',
    state: 'GA',
    country: 'US',
    skills: ['java', 'KAFKA'],
    tags: ['Night-Shift'],
    years: null,
    auth: 'H1B',
    source: 'job-board',
    pay: 80,
    resume: 'Kafka consumer groups',
  },
  {
    n: 8,
    city: 'Overland Park',
    state: 'KS',
    country: 'US',
    skills: ['Spring Boot', 'Java'],
    tags: ['hot'],
    years: 7,
    auth: 'EAD',
    source: 'referral',
    pay: 100,
    resume: 'Spring Boot microservices',
  },
  {
    n: 9,
    city: 'Düsseldorf',
    state: null,
    country: null,
    skills: ['Go'],
    tags: [],
    years: 2,
    auth: 'Citizen',
    source: 'applied',
    pay: 70,
    resume: 'Go services',
  },
];

const row = (person: Person) =>
  talentRow(person.n, {
    city: person.city,
    state: person.state,
    country: person.country,
    location: [person.city, person.state, person.country].filter(Boolean).join(', '),
    skills: person.skills.length ? `|${person.skills.join('|')}|` : '',
    tags: person.tags.length ? `|${person.tags.join('|')}|` : '',
    years_experience: person.years,
    work_authorization: person.auth,
    source: person.source,
    expected_pay: person.pay,
    resume_text: person.resume,
  });

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** What each filter means (docs/product.md, "Talent search"), worked out here row by row. */
function matches(person: Person, query: Partial<TalentQuery>) {
  const has = (entries: string[], wanted: string[]) => wanted.every((w) => entries.some((e) => e.toLowerCase() === w));
  if (!has(person.skills, list(query.skills)) || !has(person.tags, list(query.tags))) return false;
  if (query.location) {
    const places = placesOf(query.location);
    const inPlace = places.some(
      (place) =>
        (!place.city || person.city?.toLowerCase() === place.city) &&
        (!place.state || person.state === place.state) &&
        (!place.country || person.country === place.country),
    );
    if (!inPlace) return false;
  }
  const auth = (query.auth ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (auth.length > 0 && !auth.includes(person.auth ?? '')) return false;
  if (query.minYears !== undefined && (person.years === null || person.years < query.minYears)) return false;
  if (query.source && person.source !== query.source) return false;
  if (query.payMin !== undefined && (person.pay === null || person.pay < query.payMin)) return false;
  // The text is searched in the resume, the skills, the tags and the location (and name, headline).
  const text = [person.resume, ...person.skills, ...person.tags, person.city ?? ''].join(' ').toLowerCase();
  if (query.q && !text.includes(query.q.toLowerCase())) return false;
  return true;
}

describeEachDatabase('talent search by facets', (t) => {
  beforeAll(async () => {
    await t.app.db.insertInto('talent').values(people.map(row)).execute();
  });

  const cases: Partial<TalentQuery>[] = [
    { skills: 'Java' },
    { skills: 'spring boot' },
    { skills: 'Java, Kafka' },
    { skills: 'c++' },
    { skills: 'node.js' },
    { skills: 'Node' },
    { tags: 'night-shift' },
    { tags: 'hot', skills: 'Spring Boot' },
    { location: 'Olathe, KS' },
    { location: 'KS' },
    { location: 'GA' },
    { location: 'Kansas', skills: 'Java' },
    { location: 'India' },
    { location: 'Pune' },
    { location: 'são paulo' },
    { location: 'Düsseldorf' },
    { location: 'Overland Park' },
    { auth: 'H1B' },
    { auth: 'Green Card, Citizen' },
    { auth: 'Green Card,EAD', location: 'KS' },
    { source: 'job-board' },
    { source: 'referral', skills: 'Java' },
    { minYears: 1 },
    { minYears: 5 },
    { minYears: 5.5 },
    { minYears: 6 },
    { minYears: 0 },
    { minYears: 41 },
    { minYears: 9, skills: 'Java', source: 'referral', location: 'KS' },
    { minYears: 3, auth: 'H1B,EAD', payMin: 90 },
    { q: 'kafka', skills: 'Java' },
    { q: 'kafka', location: 'GA' },
    { q: 'kafka', minYears: 5, auth: 'EAD,H1B' },
    { q: 'spring', tags: 'hot', location: 'Kansas' },
    { q: 'kafka', skills: 'java', sort: 'recent' },
  ];

  it.each(cases.map((query) => [JSON.stringify(query), query] as const))('%s', async (_name, query) => {
    const found = await searchTalent(t.app.db, t.app.dialect, { sort: 'relevance', page: 1, pageSize: 25, ...query });
    const expected = people.filter((person) => matches(person, query)).map((person) => `person-0000${person.n}`);
    const names = found.rows.map((r) => r.person_id);
    if (query.q) expect([...names].sort()).toEqual(expected);
    // No text: newest first (the rows' activity follows their number).
    else expect(names).toEqual([...expected].reverse());
    expect(found.total).toBe(expected.length);
  });

  it('finds nobody for a value no row holds, and reads a bar in a skill as the LIKE did', async () => {
    const none = await searchTalent(t.app.db, t.app.dialect, {
      sort: 'relevance',
      page: 1,
      pageSize: 25,
      skills: 'Rust',
    });
    expect(none.rows).toEqual([]);
    // Two neighbouring entries, as the row-by-row test reads them on SQLite (never an entry on PostgreSQL).
    const barred = await searchTalent(t.app.db, t.app.dialect, {
      sort: 'relevance',
      page: 1,
      pageSize: 25,
      skills: 'java|spring boot',
    });
    expect(barred.rows.map((r) => r.person_id)).toEqual(t.app.dialect === 'sqlite' ? ['person-00001'] : []);
  });
});
