/**
 * What a resume's text proposes for a new candidate: the name on its first line, the first e-mail,
 * the first phone (as written), a location ("Location: Pune, MH", or a "City, ST" line), a LinkedIn
 * URL, the known skills it names, and the years of experience it states ("8+ years"). The recruiter
 * confirms or corrects every one of them before anything is saved.
 */
import type { TalentFields } from '#contracts/admin/talent';
import { regionsOf } from './regions';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+\d{1,3}[\s.-]*)?\(?\d{2,5}\)?[\s.-]*\d{3,5}[\s.-]*\d{3,5}/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?/i;
const LOCATION_LABEL = /\b(?:location|based in|address|city)\s*[:–—-]\s*([^\n|]{2,80})/i;
const CITY_STATE = /\b([A-Z][A-Za-z .'-]{1,30}),\s*([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)*)\b/g;
const YEARS = /\b(\d{1,2})(?:\.\d)?\s*\+?\s*(?:years?|yrs?)\b/i;
const NAME_WORD = /^[A-Z](?:[A-Za-z'’-]{1,30}|\.)$/;

/** Skills a staffing desk searches for, as they are usually written. */
export const KNOWN_SKILLS = [
  'Java',
  'Spring Boot',
  'Spring',
  'Hibernate',
  'Kafka',
  'Kubernetes',
  'Docker',
  'Terraform',
  'AWS',
  'Azure',
  'GCP',
  'Python',
  'Django',
  'Flask',
  'FastAPI',
  'Pandas',
  'PySpark',
  'Spark',
  'Hadoop',
  'Airflow',
  'Snowflake',
  'Databricks',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'Oracle',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'JavaScript',
  'TypeScript',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Express',
  'Next.js',
  'HTML',
  'CSS',
  'C#',
  '.NET',
  'ASP.NET',
  'Go',
  'Rust',
  'Scala',
  'Kotlin',
  'Swift',
  'iOS',
  'Android',
  'Selenium',
  'Cypress',
  'Playwright',
  'JMeter',
  'Jenkins',
  'GitHub Actions',
  'Ansible',
  'Linux',
  'Power BI',
  'Tableau',
  'Machine Learning',
  'TensorFlow',
  'PyTorch',
  'NLP',
  'LLM',
  'Salesforce',
  'SAP',
  'ServiceNow',
  'Microservices',
  'REST',
  'GraphQL',
  'Agile',
  'Scrum',
];

const skillPattern = (skill: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}.#+])${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}#+])`, 'iu');
const SKILL_PATTERNS = KNOWN_SKILLS.map((skill) => [skill, skillPattern(skill)] as const);

export function skillsIn(text: string): string[] {
  return SKILL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([skill]) => skill);
}

function nameOf(text: string): string {
  const line = text.split('\n').find((candidate) => /[A-Za-z]/.test(candidate)) ?? '';
  const words: string[] = [];
  for (const word of line.trim().split(/\s+/)) {
    if (!NAME_WORD.test(word) || /^(resume|curriculum|vitae|cv|profile)$/i.test(word)) break;
    words.push(word);
    if (words.length === 4) break;
  }
  return words.length >= 2 ? words.join(' ') : '';
}

function phoneOf(text: string): string {
  for (const match of text.match(PHONE) ?? []) {
    const digits = match.replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 13) return match.trim();
  }
  return '';
}

function locationOf(text: string): string {
  const labelled = LOCATION_LABEL.exec(text)?.[1]?.trim();
  if (labelled) return labelled.replace(/\s+/g, ' ');
  for (const match of text.matchAll(CITY_STATE)) {
    if (regionsOf(match[2] ?? '').length > 0) return `${match[1]?.trim()}, ${match[2]}`;
  }
  return '';
}

export function readFields(raw: string): TalentFields {
  const text = raw.replace(/\r\n?/g, '\n');
  const withoutUrls = text.replace(EMAIL, ' ').replace(LINKEDIN, ' ');
  const linkedin = LINKEDIN.exec(text)?.[0] ?? '';
  const years = YEARS.exec(text)?.[1];
  const skills = skillsIn(text);
  // "Spring Boot" named: plain "Spring" is then the same thing.
  return {
    name: nameOf(text),
    email: EMAIL.exec(text)?.[0]?.toLowerCase() ?? '',
    phone: phoneOf(withoutUrls),
    location: locationOf(text),
    linkedin: linkedin && !linkedin.startsWith('http') ? `https://${linkedin}` : linkedin,
    headline: '',
    skills: skills.includes('Spring Boot') ? skills.filter((skill) => skill !== 'Spring') : skills,
    yearsExperience: years ? Math.min(60, Number(years)) : null,
  };
}
