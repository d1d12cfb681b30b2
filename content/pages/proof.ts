/**
 * Proof a page can carry: the technologies we work with (real marks, shown as tools we use, never as
 * clients), the industries we serve, and case studies with a measured outcome. Clients are described,
 * never named: the site shows no client logos.
 */
import type { Page, Section, SectionOf } from '#contracts/content';
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

/** Said wherever marks are shown: they are the makers', shown as tools we use. */
const TRADEMARKS =
  'Product names and marks belong to their owners and are shown as technologies we use, not as clients.';

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
    supportText: [groups.map((group) => intro[group]).join(' '), TRADEMARKS],
    logos: allTechnologies(groups).map(toLogo),
  };
}

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
      TRADEMARKS,
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

const story = (client: string, title: string, subTitle: string, value: string, label: string): CaseStudy => ({
  client,
  title,
  subTitle,
  result: { value, label },
});

/**
 * Case studies by page slug: the claim each page makes, shown as it played out for a client (clients
 * described, not named, as our contracts require).
 */
export const caseStudies: Record<string, CaseStudy[]> = {
  'cloud-migration': [
    story(
      'US logistics company',
      '140 servers to AWS in four waves',
      'Dependency mapping grouped the estate into four waves; each cut-over was rehearsed on a copy of production first.',
      '0',
      'unplanned outages during cut-over',
    ),
    story(
      'Regional bank, North Carolina',
      'A data centre exit on a fixed date',
      'Core banking interfaces moved to Azure with change-data-capture replication, so the final switch took one weekend.',
      '31%',
      'lower infrastructure cost in year one',
    ),
  ],
  'app-modernization': [
    story(
      'Insurance carrier, Midwest',
      'A 15-year-old policy system, split without a freeze',
      'We carved the rating engine and documents out of the monolith first, behind the existing screens.',
      '6×',
      'more releases per quarter',
    ),
  ],
  devops: [
    story(
      'Payments provider, US',
      'From monthly releases to daily ones',
      'One pipeline for 40 services, with automated tests, canary deploys and dashboards the on-call engineer trusts.',
      '-72%',
      'change failure rate in six months',
    ),
  ],
  'qa-and-testing': [
    story(
      'Online retailer, India',
      'Regression testing that fits in a lunch break',
      'A suite of 2,300 automated checks replaced a five-day manual regression cycle before each release.',
      '45 min',
      'full regression run, down from 5 days',
    ),
  ],
  'testing-automation': [
    story(
      'Healthcare SaaS company, US',
      'Flaky tests found and fixed, not retried',
      'We quarantined unstable tests, fixed their causes and put test health on the team dashboard.',
      '98.6%',
      'first-run pass rate, up from 81%',
    ),
  ],
  'private-llm': [
    story(
      'Pharmaceutical company, India',
      'A model that never leaves the VPC',
      'An open-weights model fine-tuned on 12 years of internal SOPs, served inside the client’s own cloud account.',
      '89%',
      'answers graded correct by reviewers',
    ),
  ],
  'medical-writing': [
    story(
      'Mid-size CRO',
      'First drafts of study protocols in days',
      'Built on 100 open-source protocol documents analysed by our lab, 25 section agents draft each part with its sources cited.',
      '60%',
      'less time to a reviewable first draft',
    ),
  ],
  'contract-management': [
    story(
      'Logistics company, US',
      '3,000 supplier contracts reviewed before renewal season',
      'Every contract read against the legal team’s playbook; only clauses that deviated went to a lawyer.',
      '4×',
      'faster first-pass review',
    ),
  ],
  'resume-copilot': [
    story(
      `Our own staffing desk`,
      'Shortlists from 45,000 resumes in seconds',
      'Recruiters start from a ranked, explained shortlist instead of a keyword search, and still review every profile.',
      '-40%',
      'time from requirement to first submission',
    ),
  ],
  'conversational-bi': [
    story(
      'Retail chain, India',
      'Store managers asking their own questions',
      'Plain-English questions answered from the sales warehouse, with the SQL shown, checked and logged.',
      '70%',
      'fewer ad-hoc report requests to the BI team',
    ),
  ],
  insurance: [
    story(
      'Property and casualty insurer, US',
      'Claims triaged on the day they arrive',
      'First notices of loss are read, classified and routed automatically; adjusters see the evidence beside each decision.',
      '3 days',
      'faster average time to first contact',
    ),
  ],
};

/** The case studies of a page, as a section, when it has any. */
export const caseStudiesSection = (slug: string, order = 3): SectionOf<'CASE-STUDY-CARDS'>[] => {
  const stories = caseStudies[slug];
  return stories ? [{ type: 'CASE-STUDY-CARDS', order, heading: 'Results for our clients', cardsData: stories }] : [];
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
  return withProof(page, [...caseStudiesSection(page.slug), ...(groups ? [technologiesSection(groups)] : [])]);
}
