/**
 * Candidates for the talent benchmark (bench/talent.ts): deterministic from a seed, shaped like a
 * staffing desk's database — US and Indian people, locations written the ways people write them
 * ("Olathe, KS", "Pune, Maharashtra", "Bengaluru, India"), phones in every format, 3 to 12 skills
 * out of a stack-shaped vocabulary, and a resume text of 250 to 900 words: a summary, a skills line,
 * two to five jobs with their projects, education. Rows are what the product stores: the location's
 * parts and the phone's E.164 form are computed by the product's own functions.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { PeopleTable, TalentTable } from '../server/db/schema';
import { phoneKey } from '../server/people/identity';
import { entriesText, locationFields } from '../server/talent/talent.repository';

/** mulberry32: a small seeded generator, so every run writes the same people. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export type Random = ReturnType<typeof random>;
export const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

const FIRST_IN = [
  'Priya',
  'Rahul',
  'Anika',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Deepa',
  'Sanjay',
  'Meera',
  'Aditya',
  'Pooja',
  'Karthik',
  'Neha',
  'Suresh',
  'Lakshmi',
  'Imran',
  'Fatima',
  'Harish',
];
const LAST_IN = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Kulkarni',
  'Deshpande',
  'Gupta',
  'Menon',
  'Joshi',
  'Rao',
  'Khan',
  'Chatterjee',
  'Pillai',
  'Mehta',
  'Bhat',
];
const FIRST_US = [
  'James',
  'Emily',
  'Michael',
  'Sarah',
  'David',
  'Jessica',
  'Daniel',
  'Ashley',
  'Matthew',
  'Megan',
  'Chris',
  'Laura',
  'Kevin',
  'Rachel',
  'Brian',
  'Nicole',
  'Carlos',
  'Maria',
  'Tyler',
  'Grace',
];
const LAST_US = [
  'Johnson',
  'Miller',
  'Davis',
  'Garcia',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
];

const US_PLACES = [
  'Olathe, KS',
  'Lenexa, KS',
  'Overland Park, Kansas',
  'Kansas City, MO',
  'Dallas, TX',
  'Austin, Texas',
  'Plano, TX',
  'Chicago, IL',
  'Naperville, Illinois',
  'New York, NY',
  'Jersey City, NJ',
  'Edison, New Jersey',
  'Charlotte, NC',
  'Atlanta, GA',
  'Seattle, WA',
  'San Jose, CA',
  'Irvine, California',
  'Phoenix, AZ',
  'Denver, CO',
  'Columbus, OH',
];
const IN_PLACES = [
  'Pune, Maharashtra',
  'Pune, MH',
  'Mumbai, Maharashtra, India',
  'Nagpur, MH',
  'Bengaluru, Karnataka',
  'Bengaluru, India',
  'Hyderabad, Telangana',
  'Chennai, Tamil Nadu',
  'Noida, Uttar Pradesh',
  'Gurugram, Haryana',
  'Kochi, Kerala',
  'Ahmedabad, Gujarat',
];

/** Skills by stack, so a resume's skills belong together (and searches like "spring boot" AND kafka hit a realistic share). */
const STACKS: string[][] = [
  ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'Microservices', 'REST', 'Maven', 'JUnit', 'Oracle', 'Docker'],
  ['Java', 'Spring Boot', 'Angular', 'TypeScript', 'PostgreSQL', 'REST', 'Jenkins', 'Git'],
  ['Python', 'Pandas', 'Spark', 'Airflow', 'AWS', 'Redshift', 'SQL', 'Kafka', 'Databricks', 'Snowflake'],
  ['React', 'TypeScript', 'Node.js', 'GraphQL', 'Jest', 'CSS', 'Next.js', 'Redux'],
  ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'Helm', 'Prometheus', 'Grafana', 'Linux', 'Ansible', 'Jenkins'],
  ['C#', '.NET Core', 'Azure', 'SQL Server', 'Entity Framework', 'Angular', 'REST'],
  ['Selenium', 'Java', 'TestNG', 'Cucumber', 'Postman', 'JIRA', 'API testing', 'Appium'],
  ['Salesforce', 'Apex', 'Lightning', 'SOQL', 'Visualforce', 'Integration'],
  ['Go', 'gRPC', 'Kubernetes', 'PostgreSQL', 'Redis', 'Kafka', 'Microservices'],
  ['SAP', 'ABAP', 'SAP HANA', 'FICO', 'S/4HANA'],
  ['Scrum', 'Agile', 'JIRA', 'Confluence', 'SAFe', 'Kanban'],
  ['Machine Learning', 'Python', 'TensorFlow', 'PyTorch', 'NLP', 'MLOps', 'Kubeflow', 'SQL'],
];
const TITLES = [
  'Software Engineer',
  'Senior Java Developer',
  'Data Engineer',
  'Full Stack Developer',
  'DevOps Engineer',
  '.NET Developer',
  'QA Automation Engineer',
  'Salesforce Developer',
  'Backend Engineer',
  'SAP Consultant',
  'Scrum Master',
  'ML Engineer',
];
const COMPANIES = [
  'Infosys',
  'TCS',
  'Wipro',
  'Accenture',
  'Cognizant',
  'Capgemini',
  'HCL',
  'Tech Mahindra',
  'Cerner',
  'Garmin',
  'Sprint',
  'JPMorgan Chase',
  'Bank of America',
  'Walmart Labs',
  'Target',
  'Humana',
  'UnitedHealth',
  'Oracle',
  'IBM',
  'Deloitte',
];
const DOMAINS = [
  'banking',
  'healthcare',
  'retail',
  'insurance',
  'telecom',
  'logistics',
  'e-commerce',
  'payments',
  'pharma',
  'energy',
];
const VERBS = [
  'Designed',
  'Built',
  'Led',
  'Migrated',
  'Optimised',
  'Automated',
  'Maintained',
  'Delivered',
  'Refactored',
  'Integrated',
];
const THINGS = [
  'a claims processing platform',
  'order management services',
  'a real-time fraud detection pipeline',
  'the customer onboarding portal',
  'reporting dashboards',
  'a payments gateway',
  'batch ETL jobs',
  'the inventory service',
  'CI/CD pipelines',
  'a data lake',
  'member eligibility APIs',
  'a mobile banking backend',
];
const RESULTS = [
  'cutting response time by 40%',
  'serving 2 million users a day',
  'reducing cloud cost by 25%',
  'with zero downtime',
  'handling 5,000 messages per second',
  'ahead of schedule',
  'raising test coverage to 85%',
  'for three business units',
];
const DEGREES = [
  'B.Tech in Computer Science',
  'B.E. in Information Technology',
  'M.S. in Computer Science',
  'MCA',
  'B.S. in Computer Engineering',
  'M.Tech in Software Systems',
];
const SCHOOLS = [
  'Pune University',
  'Anna University',
  'VIT Vellore',
  'University of Kansas',
  'University of Texas at Dallas',
  'JNTU Hyderabad',
  'Mumbai University',
  'Kansas State University',
];
const AUTHS = ['Citizen', 'Green Card', 'H1B', 'EAD', 'OPT/CPT', 'Needs sponsorship', 'India: citizen'];
const SOURCES = ['applied', 'job-board', 'referral', 'email', 'event', 'other'] as const;

/** A US or Indian phone in one of the formats people write. */
function phoneOf(rnd: Random, i: number, india: boolean): string {
  if (india) {
    const n = `9${String(800_000_000 + ((i * 7919) % 199_999_999)).padStart(9, '0')}`;
    return pick(rnd, [`+91 ${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, n, `0${n}`]);
  }
  const area = pick(rnd, ['913', '816', '214', '312', '212', '206', '408', '404']);
  const line = String((i * 104_729) % 10_000).padStart(4, '0');
  const mid = String(200 + ((i * 31) % 800));
  return pick(rnd, [
    `(${area}) ${mid}-${line}`,
    `${area}-${mid}-${line}`,
    `+1 ${area} ${mid} ${line}`,
    `${area}${mid}${line}`,
    `${area}.${mid}.${line}`,
  ]);
}

function sentence(rnd: Random, skills: string[]) {
  return `${pick(rnd, VERBS)} ${pick(rnd, THINGS)} using ${pick(rnd, skills)} and ${pick(rnd, skills)}, ${pick(rnd, RESULTS)}.`;
}

/** The resume's text, as extracted from a file: lines, a few hundred words. */
function resumeOf(
  rnd: Random,
  name: string,
  title: string,
  years: number,
  skills: string[],
  place: string,
  email: string,
  phone: string,
) {
  const lines = [
    name,
    `${title} | ${place} | ${email} | ${phone}`,
    '',
    'SUMMARY',
    `${title} with ${years} years of experience in ${pick(rnd, DOMAINS)} and ${pick(rnd, DOMAINS)} projects. Strong in ${skills.slice(0, 3).join(', ')}.`,
    `${sentence(rnd, skills)} ${sentence(rnd, skills)}`,
    '',
    'TECHNICAL SKILLS',
    skills.join(', '),
    '',
    'PROFESSIONAL EXPERIENCE',
  ];
  const jobs = 2 + Math.floor(rnd() * 4);
  let year = 2026;
  for (let j = 0; j < jobs; j++) {
    const length = 1 + Math.floor(rnd() * 4);
    lines.push(`${pick(rnd, TITLES)}, ${pick(rnd, COMPANIES)} — ${year - length} to ${j === 0 ? 'present' : year}`);
    lines.push(`Client: ${pick(rnd, COMPANIES)} (${pick(rnd, DOMAINS)})`);
    const bullets = 3 + Math.floor(rnd() * 6);
    for (let b = 0; b < bullets; b++) lines.push(`• ${sentence(rnd, skills)}`);
    lines.push(`Environment: ${skills.filter(() => rnd() < 0.6).join(', ')}`);
    year -= length;
  }
  lines.push('', 'EDUCATION', `${pick(rnd, DEGREES)}, ${pick(rnd, SCHOOLS)}, ${year - 1}`);
  return lines.join('\n');
}

export type Generated = { person: Insertable<PeopleTable>; talent: Insertable<TalentTable> };

/** Candidate `i` of the seeded series (the same `rnd` in the same order gives the same people). */
export function candidate(rnd: Random, i: number, now: number): Generated {
  const india = rnd() < 0.55;
  const name = india ? `${pick(rnd, FIRST_IN)} ${pick(rnd, LAST_IN)}` : `${pick(rnd, FIRST_US)} ${pick(rnd, LAST_US)}`;
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${i}@example.com`;
  const phone = phoneOf(rnd, i, india);
  const place = pick(rnd, india ? IN_PLACES : US_PLACES);
  const where = locationFields(place);
  const stack = pick(rnd, STACKS);
  const skills = stack.filter(() => rnd() < 0.7).slice(0, 12);
  if (skills.length < 3) skills.push(...stack.slice(0, 3 - skills.length));
  const years = 1 + Math.floor(rnd() * 20);
  const title = pick(rnd, TITLES);
  const created = new Date(now - rnd() * 4 * 365 * 86_400_000).toISOString();
  const activity = new Date(Math.max(Date.parse(created), now - rnd() * 2 * 365 * 86_400_000)).toISOString();
  const hourly = rnd() < 0.6;
  const id = randomUUID();
  return {
    person: { id, name, email, phone, created_at: created, updated_at: activity, merged_into: null },
    talent: {
      person_id: id,
      name,
      email,
      phone,
      phone_e164: phoneKey(phone, where.country ?? 'US'),
      ...where,
      linkedin: rnd() < 0.5 ? `https://www.linkedin.com/in/${email.split('@')[0]}` : null,
      headline: `${title}, ${years} years`,
      skills: entriesText(skills),
      tags: rnd() < 0.2 ? entriesText([pick(rnd, ['bench', 'hot', 'c2c', 'w2', 'relocate'])]) : '',
      years_experience: years,
      work_authorization: pick(rnd, AUTHS),
      available_from: rnd() < 0.5 ? null : new Date(now + (rnd() - 0.3) * 120 * 86_400_000).toISOString().slice(0, 10),
      current_pay: null,
      expected_pay: hourly ? 40 + Math.floor(rnd() * 80) : (india ? 800_000 : 90_000) + Math.floor(rnd() * 80_000),
      pay_unit: hourly ? 'hour' : 'year',
      source: pick(rnd, SOURCES),
      source_detail: null,
      owner_id: null,
      owner_name: null,
      resume_text: resumeOf(rnd, name, title, years, skills, place, email, phone),
      resume_key: null,
      resume_name: `${name.replace(/\s+/g, '_')}_Resume.pdf`,
      resume_type: 'application/pdf',
      created_at: created,
      updated_at: activity,
      last_activity_at: activity,
      last_contacted_at: null,
    },
  };
}

/** A resume's lines for the "add one" measurement (a real PDF is made of them). */
export function resumeLines(rnd: Random, i: number): string[] {
  const { talent } = candidate(rnd, i, Date.now());
  return talent.resume_text.split('\n');
}
