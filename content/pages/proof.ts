/**
 * Proof a page can carry: the technologies we work with (real marks, shown as tools we use, never as
 * clients), the industries we serve, and case studies with a measured outcome for a named client. The
 * marks' legal line lives on the credits page only (content/pages/credits.ts), not under each wall.
 */
import type { Page, Section, SectionOf } from '#contracts/content';
import { clientById } from '../clients';
import { type CaseStudyRecord, caseDate, caseStudyRecords, SERVICE_SLUGS, type ServiceSlug } from './case-study-data';
import { cards } from './page-kit';

/** A technology: its name and its simple-icons slug when simple-icons publishes its mark. */
type Technology = readonly [name: string, markSlug?: string];

export const technologyGroups = {
  cloud: [
    ['Amazon Web Services'],
    ['Microsoft Azure'],
    ['Google Cloud', 'googlecloud'],
    ['Kubernetes', 'kubernetes'],
    ['Docker', 'docker'],
    ['Terraform', 'terraform'],
    ['Red Hat OpenShift', 'redhatopenshift'],
    ['Ansible', 'ansible'],
  ],
  data: [
    ['Python', 'python'],
    ['PyTorch', 'pytorch'],
    ['TensorFlow', 'tensorflow'],
    ['Hugging Face', 'huggingface'],
    ['LangChain', 'langchain'],
    ['MLflow', 'mlflow'],
    ['Databricks', 'databricks'],
    ['Snowflake', 'snowflake'],
    ['Apache Spark', 'apachespark'],
    ['Apache Airflow', 'apacheairflow'],
    ['PostgreSQL', 'postgresql'],
    ['Elasticsearch', 'elasticsearch'],
  ],
  engineering: [
    ['TypeScript', 'typescript'],
    ['React', 'react'],
    ['Angular', 'angular'],
    ['Node.js', 'nodedotjs'],
    ['Java', 'openjdk'],
    ['Spring Boot', 'springboot'],
    ['.NET', 'dotnet'],
    ['Flutter', 'flutter'],
    ['PostgreSQL', 'postgresql'],
    ['MongoDB', 'mongodb'],
    ['Redis', 'redis'],
    ['Apache Kafka', 'apachekafka'],
  ],
  quality: [
    ['Selenium', 'selenium'],
    ['Cypress', 'cypress'],
    ['Appium', 'appium'],
    ['Postman', 'postman'],
    ['Jenkins', 'jenkins'],
    ['GitHub Actions', 'githubactions'],
    ['GitLab', 'gitlab'],
    ['Jira', 'jira'],
    ['Grafana', 'grafana'],
    ['Prometheus', 'prometheus'],
  ],
} as const satisfies Record<string, readonly Technology[]>;

export type TechnologyGroup = keyof typeof technologyGroups;

export const markImage = (slug: string) => `/images/marks/${slug}.svg`;

/** Every simple-icons slug the site shows (scripts/images writes one file per slug). */
export const markSlugs = (): string[] => [
  ...new Set(
    Object.values(technologyGroups).flatMap((group) =>
      group.flatMap((technology: Technology) => (technology[1] ? [technology[1]] : [])),
    ),
  ),
];

const intro: Record<TechnologyGroup, string> = {
  cloud: 'The clouds and platforms our engineers certify on and run client workloads with.',
  data: 'The languages, frameworks and data platforms behind our AI and analytics work.',
  engineering: 'The stacks we build and maintain client software in.',
  quality: 'The test and delivery tools our QA and DevOps teams work with every day.',
};

const allTechnologies = (groups: readonly TechnologyGroup[]): Technology[] => {
  const seen = new Set<string>();
  return groups
    .flatMap((group) => technologyGroups[group] as readonly Technology[])
    .filter(([name]) => (seen.has(name) ? false : (seen.add(name), true)));
};

const toLogo = ([name, slug]: Technology) => ({ name, ...(slug ? { mark: markImage(slug) } : {}) });

/** "Technologies we work with": the marks of one or more groups, without repeats. */
export function technologiesSection(groups: TechnologyGroup[], order = 3): SectionOf<'TEXT-SECTION'> {
  return {
    type: 'TEXT-SECTION',
    order,
    heading: 'Technologies we work with',
    supportText: [groups.map((group) => intro[group]).join(' ')],
    logos: allTechnologies(groups).map(toLogo),
  };
}

/** The technologies of a case or page, by name, in the order given (each must be in a group above). */
export const technologyMarks = (names: readonly string[]) => {
  const all = allTechnologies(['cloud', 'data', 'engineering', 'quality']);
  return names.flatMap((name) => all.filter(([candidate]) => candidate === name)).map(toLogo);
};

/** Every technology name the groups above know. */
export const knownTechnologies = (): string[] =>
  allTechnologies(['cloud', 'data', 'engineering', 'quality']).map(([name]) => name);

/** The home page's short list: a few from each group, by name. */
const FEATURED = [
  'Amazon Web Services',
  'Microsoft Azure',
  'Google Cloud',
  'Kubernetes',
  'Terraform',
  'Python',
  'PyTorch',
  'Databricks',
  'Snowflake',
  'React',
  'Java',
  'Selenium',
];

export const featuredTechnologiesSection = (order = 3): SectionOf<'TEXT-SECTION'> => {
  const all = allTechnologies(['cloud', 'data', 'engineering', 'quality']);
  return {
    type: 'TEXT-SECTION',
    order,
    heading: 'Technologies we work with',
    supportText: [
      'Our engineers hold certifications on all three major clouds and work in the stacks our clients already run.',
    ],
    logos: FEATURED.flatMap((name) => all.filter(([candidate]) => candidate === name)).map(toLogo),
  };
};

/** The industries we serve (of the 35+ our projects span), each with what we do there. */
export const industriesSection = (order = 3): SectionOf<'TEXT-WITH-CARDS'> => ({
  type: 'TEXT-WITH-CARDS',
  order,
  heading: 'Industries we serve',
  subHeading: 'Projects in 35+ industries; these are the ones we know best.',
  cardsData: cards([
    ['scale', 'Banking and financial services', 'Core-system modernisation, fraud analytics and regulatory reporting.'],
    ['umbrella', 'Insurance', 'Claims triage, policy document AI and legacy platform migration.'],
    ['pill', 'Healthcare and life sciences', 'Protocol and safety-case writing, and validated data platforms.'],
    ['server', 'Logistics and supply chain', 'Cloud migrations, tracking platforms and demand forecasting.'],
    ['chart', 'Retail and e-commerce', 'Storefront engineering, conversational BI and test automation.'],
    ['users', 'Staffing and HR', 'Resume matching, recruiter tooling and IT staffing at scale.'],
  ]),
});

/** Places proof sections on a service page, just before its questions (or at the end). */
export function withProof(page: Page, proof: Section[]): Page {
  const at = page.sections.findIndex((section) => section.type === 'FAQ-SECTION');
  const index = at === -1 ? page.sections.length : at;
  return { ...page, sections: [...page.sections.slice(0, index), ...proof, ...page.sections.slice(index)] };
}

type CaseStudy = NonNullable<SectionOf<'CASE-STUDY-CARDS'>['cardsData']>[number];

/** Where a case study's page lives. */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

/** A case study's card: who, what, the measured result, and a link to its page. */
export const caseStudyCard = (record: CaseStudyRecord): CaseStudy => ({
  client: `${clientById(record.clientId).name}, ${caseDate(record.date)}`,
  title: record.title,
  subTitle: record.summary,
  result: record.result,
  targetUrl: caseStudyPath(record.slug),
});

/**
 * Case studies by page slug: the claim each page makes, shown as it played out for a client. Built
 * from the cases' `proves` (case-study-data.ts), so every card links to its case page.
 */
export const caseStudies: Record<string, CaseStudy[]> = caseStudyRecords.reduce<Record<string, CaseStudy[]>>(
  (bySlug, record) => {
    for (const slug of record.proves) (bySlug[slug] ??= []).push(caseStudyCard(record));
    return bySlug;
  },
  {},
);

/**
 * The case studies of a service page, as a section, when any case proves it. One case is shown as a
 * feature (the story beside its figure), never padded with a case from another service.
 */
export const caseStudiesSection = (slug: ServiceSlug, order = 3): SectionOf<'CASE-STUDY-CARDS'>[] => {
  const shown = caseStudyRecords.filter((record) => record.proves.includes(slug));
  if (shown.length === 0) return [];
  return [{ type: 'CASE-STUDY-CARDS', order, heading: 'Results for our clients', cardsData: shown.map(caseStudyCard) }];
};

/** Which technologies each service page shows. */
const technologiesBySlug: Record<string, TechnologyGroup[]> = {
  'app-modernization': ['cloud', 'engineering'],
  'cloud-migration': ['cloud'],
  'hybrid-cloud-services': ['cloud'],
  'cloud-services': ['cloud'],
  conversational: ['data'],
  'private-llm': ['data'],
  'deep-learning-models': ['data'],
  'ai-implementations': ['data', 'cloud'],
  'custom-software-development': ['engineering'],
  'prototyping-and-mvp': ['engineering'],
  'solution-development': ['engineering', 'cloud'],
  'qa-and-testing': ['quality'],
  'testing-automation': ['quality'],
  devops: ['quality', 'cloud'],
  'conversational-bi': ['data'],
  'auto-dashboard': ['data'],
};

/** A service page with its proof: case studies (where it makes a claim) and the technologies behind it. */
export function servicePageWithProof(page: Page): Page {
  const groups = technologiesBySlug[page.slug];
  const service = SERVICE_SLUGS.find((slug) => slug === page.slug);
  if (!service) throw new Error(`${page.slug} is not a service page (SERVICE_SLUGS in case-study-data.ts)`);
  return withProof(page, [...caseStudiesSection(service), ...(groups ? [technologiesSection(groups)] : [])]);
}
