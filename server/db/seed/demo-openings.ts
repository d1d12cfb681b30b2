/**
 * About forty realistic demo openings in both countries, contract and full-time, each with an HTML
 * description (docs/product.md §8). Dates are relative to the day the database is seeded.
 */
import { stableUuid } from '../../lib/stable-uuid';
import { DEMO_COUNTRIES } from './reference-data';
import type { OpeningsTable } from '../schema';

type Role = {
  title: string;
  summary: string;
  duties: string[];
  skills: string[];
};

const ROLES: Record<string, Role> = {
  java: {
    title: 'Senior Java Developer',
    summary: 'build and harden the Spring Boot services behind a high-volume claims platform',
    duties: [
      'Design REST and event-driven services with Spring Boot 3 and Kafka',
      'Profile and tune JVM services that handle millions of requests a day',
      'Review code, mentor two mid-level developers and keep the test suite green',
    ],
    skills: [
      '7+ years of Java (17 or later)',
      'Spring Boot, JPA and PostgreSQL',
      'Kafka or another message broker',
      'CI/CD with GitHub Actions or Jenkins',
    ],
  },
  react: {
    title: 'React Front-End Engineer',
    summary: 'own the customer-facing portal of a regional bank, from component library to accessibility audit',
    duties: [
      'Build accessible React 19 components with TypeScript and a shared design system',
      'Work with designers on responsive layouts that meet WCAG 2.2 AA',
      'Write component and end-to-end tests with Testing Library and Playwright',
    ],
    skills: [
      '4+ years of React and TypeScript',
      'CSS layout and Sass',
      'REST and GraphQL clients',
      'Accessibility testing',
    ],
  },
  data: {
    title: 'Data Engineer (Azure)',
    summary: 'move a retailer’s nightly batch jobs to streaming pipelines on Azure',
    duties: [
      'Build ingestion pipelines with Azure Data Factory, Databricks and Delta Lake',
      'Model data for reporting in Synapse and Power BI',
      'Add data-quality checks and lineage so analysts trust every number',
    ],
    skills: [
      '5+ years in data engineering',
      'PySpark and SQL',
      'Azure Data Factory and Databricks',
      'Dimensional modelling',
    ],
  },
  ml: {
    title: 'Machine Learning Engineer',
    summary: 'take forecasting and document-classification models from notebook to production',
    duties: [
      'Train, evaluate and package models with PyTorch and scikit-learn',
      'Serve models behind versioned APIs with monitoring for drift',
      'Work with domain experts to turn business questions into measurable targets',
    ],
    skills: [
      'Python, PyTorch and scikit-learn',
      'MLOps with MLflow or SageMaker',
      'Docker and Kubernetes',
      'Statistics and experiment design',
    ],
  },
  llm: {
    title: 'Generative AI Engineer',
    summary: 'build retrieval-augmented assistants over private document collections for regulated clients',
    duties: [
      'Design retrieval pipelines with vector search, chunking and re-ranking',
      'Evaluate answers for accuracy and grounding with automated test sets',
      'Deploy private LLMs with guardrails, audit logs and cost controls',
    ],
    skills: [
      'Python and TypeScript',
      'LLM APIs and open-weight models',
      'Vector databases (pgvector, OpenSearch)',
      'Prompt and evaluation design',
    ],
  },
  devops: {
    title: 'DevOps Engineer',
    summary: 'run the delivery pipelines and Kubernetes platform used by twelve product teams',
    duties: [
      'Maintain Terraform modules and GitOps deployments with Argo CD',
      'Cut build times and keep pipelines reproducible and secure',
      'Take part in an on-call rotation with clear runbooks and blameless reviews',
    ],
    skills: [
      'Kubernetes and Helm',
      'Terraform',
      'AWS or Azure',
      'Linux, networking and observability (Prometheus, Grafana)',
    ],
  },
  qa: {
    title: 'QA Automation Engineer',
    summary: 'grow an automated regression suite for a healthcare scheduling product',
    duties: [
      'Automate UI and API tests with Playwright and REST Assured',
      'Run the tests in CI on every pull request and report flaky tests',
      'Write test plans with product owners for each release',
    ],
    skills: ['3+ years of test automation', 'Playwright, Selenium or Cypress', 'API testing', 'SQL for test data'],
  },
  cloud: {
    title: 'Cloud Architect (AWS)',
    summary: 'lead the migration of a manufacturer’s on-premises workloads to AWS',
    duties: [
      'Assess applications and choose rehost, replatform or refactor paths',
      'Design landing zones, networking and identity for a multi-account setup',
      'Guide engineering teams through cut-over with rollback plans',
    ],
    skills: [
      'AWS Solutions Architect certification',
      'Landing zones and Control Tower',
      'Migration tooling',
      'Cost optimisation',
    ],
  },
  dotnet: {
    title: '.NET Full-Stack Developer',
    summary: 'modernize an insurance policy-administration system to .NET 8 and Angular',
    duties: [
      'Refactor legacy .NET Framework modules into .NET 8 services',
      'Build Angular screens for underwriters and agents',
      'Write integration tests against SQL Server',
    ],
    skills: ['C# and .NET 8', 'Angular or React', 'SQL Server', 'Azure App Service'],
  },
  analyst: {
    title: 'Business Analyst (Insurance)',
    summary: 'translate underwriting and claims needs into clear, testable requirements',
    duties: [
      'Run workshops with underwriters, claims handlers and IT',
      'Write user stories with acceptance criteria and process maps',
      'Support user-acceptance testing and release sign-off',
    ],
    skills: [
      'P&C or life insurance domain knowledge',
      'Agile delivery with Jira',
      'Process modelling (BPMN)',
      'SQL for data checks',
    ],
  },
  pm: {
    title: 'Technical Project Manager',
    summary: 'deliver a multi-team data-platform programme on time and within budget',
    duties: [
      'Plan releases across four agile teams and track dependencies',
      'Report progress, risks and budget to client stakeholders',
      'Remove blockers and keep teams focused on outcomes',
    ],
    skills: [
      'PMP or equivalent',
      '5+ years leading software projects',
      'Agile and hybrid delivery',
      'Clear written communication',
    ],
  },
  sap: {
    title: 'SAP S/4HANA Finance Consultant',
    summary: 'configure finance modules for an S/4HANA greenfield implementation',
    duties: [
      'Configure GL, AP, AR and asset accounting',
      'Map business processes and run fit-gap sessions',
      'Support data migration and cut-over',
    ],
    skills: [
      'S/4HANA FI/CO',
      'At least two full-cycle implementations',
      'Integration with MM and SD',
      'Finance process knowledge',
    ],
  },
  python: {
    title: 'Python Backend Developer',
    summary: 'build the APIs behind a contract-analysis platform',
    duties: [
      'Write FastAPI services with clear contracts and tests',
      'Integrate document parsing and language-model services',
      'Keep services observable with structured logs and tracing',
    ],
    skills: ['Python 3.11+', 'FastAPI or Django', 'PostgreSQL and Redis', 'Docker'],
  },
  security: {
    title: 'Cloud Security Engineer',
    summary: 'harden cloud accounts and pipelines for a payments company',
    duties: [
      'Define and automate security baselines for AWS and Kubernetes',
      'Run threat-modelling sessions with product teams',
      'Respond to findings from scanners and penetration tests',
    ],
    skills: ['AWS security services', 'IAM and network security', 'Container security', 'PCI DSS awareness'],
  },
  salesforce: {
    title: 'Salesforce Developer',
    summary: 'extend Sales and Service Cloud for a fast-growing distributor',
    duties: [
      'Build Lightning Web Components and Apex services',
      'Integrate Salesforce with ERP through REST APIs',
      'Keep deployments clean with source-driven development',
    ],
    skills: ['Apex and LWC', 'Salesforce Platform Developer I', 'REST integrations', 'Git-based deployments'],
  },
  powerbi: {
    title: 'Power BI Developer',
    summary: 'build self-service dashboards for finance and operations leaders',
    duties: [
      'Design data models and DAX measures that stay fast at scale',
      'Turn spreadsheets into governed, refreshable reports',
      'Train business users to explore data on their own',
    ],
    skills: ['Power BI and DAX', 'SQL', 'Data modelling', 'Stakeholder communication'],
  },
  mobile: {
    title: 'Mobile Developer (React Native)',
    summary: 'ship a field-service app used offline by technicians',
    duties: [
      'Build React Native screens with offline sync',
      'Integrate device features: camera, location and push notifications',
      'Release to both app stores with automated builds',
    ],
    skills: [
      'React Native and TypeScript',
      'Offline storage and sync',
      'iOS and Android release process',
      'Testing with Detox or Maestro',
    ],
  },
  sre: {
    title: 'Site Reliability Engineer',
    summary: 'keep a 24x7 logistics platform fast and available',
    duties: [
      'Define service-level objectives and alerting that people trust',
      'Automate toil and capacity planning',
      'Lead incident response and write clear post-incident reviews',
    ],
    skills: ['Linux and networking', 'Kubernetes', 'Go or Python', 'Prometheus, Grafana and OpenTelemetry'],
  },
  recruiter: {
    title: 'IT Technical Recruiter',
    summary: 'find engineers and consultants for our clients across the US and India',
    duties: [
      'Source candidates through job boards, referrals and our 45,000-resume database',
      'Screen for technical fit and walk candidates through every step',
      'Work with account managers on client priorities',
    ],
    skills: [
      '2+ years of IT recruiting',
      'Boolean search and LinkedIn Recruiter',
      'Clear, friendly communication',
      'ATS experience',
    ],
  },
  scrum: {
    title: 'Scrum Master',
    summary: 'coach two product teams building a claims self-service portal',
    duties: [
      'Facilitate planning, reviews and retrospectives that lead to change',
      'Help the product owner keep a healthy backlog',
      'Make delivery visible with simple, honest metrics',
    ],
    skills: ['CSM or PSM certification', '3+ years as Scrum Master', 'Jira and Confluence', 'Coaching mindset'],
  },
};

type Seed = {
  role: keyof typeof ROLES;
  country: 'US' | 'IN';
  location: string;
  type: 'Contract' | 'Full-Time';
  mode: 'Remote' | 'Hybrid' | 'On-site';
  rate: string;
  travel?: boolean;
  interview: string;
};

const SEEDS: Seed[] = [
  {
    role: 'java',
    country: 'US',
    location: 'Overland Park, KS',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '$135,000 - $150,000 per year',
    interview: 'Video, then on-site',
  },
  {
    role: 'java',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹24 - 30 LPA',
    interview: 'Two video rounds',
  },
  {
    role: 'react',
    country: 'US',
    location: 'Charlotte, NC',
    type: 'Contract',
    mode: 'Remote',
    rate: '$70 - $80 per hour',
    interview: 'Video',
  },
  {
    role: 'react',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹14 - 20 LPA',
    interview: 'Video, then on-site',
  },
  {
    role: 'data',
    country: 'US',
    location: 'Dallas, TX',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$75 - $85 per hour',
    interview: 'Two video rounds',
  },
  {
    role: 'data',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹18 - 25 LPA',
    interview: 'Technical test, then video',
  },
  {
    role: 'ml',
    country: 'US',
    location: 'Raleigh, NC',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '$145,000 - $165,000 per year',
    interview: 'Video, then on-site',
  },
  {
    role: 'ml',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹20 - 28 LPA',
    interview: 'Technical test, then on-site',
  },
  {
    role: 'llm',
    country: 'US',
    location: 'Remote (US)',
    type: 'Contract',
    mode: 'Remote',
    rate: '$90 - $105 per hour',
    interview: 'Video',
  },
  {
    role: 'llm',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹25 - 35 LPA',
    interview: 'Two video rounds',
  },
  {
    role: 'devops',
    country: 'US',
    location: 'Kansas City, MO',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$72 - $82 per hour',
    interview: 'Video',
  },
  {
    role: 'devops',
    country: 'IN',
    location: 'Dehradun, Uttarakhand',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹12 - 18 LPA',
    interview: 'Video, then on-site',
  },
  {
    role: 'qa',
    country: 'US',
    location: 'Columbus, OH',
    type: 'Contract',
    mode: 'Remote',
    rate: '$55 - $62 per hour',
    interview: 'Video',
  },
  {
    role: 'qa',
    country: 'IN',
    location: 'Gondia, Maharashtra',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹6 - 9 LPA',
    interview: 'Technical test, then on-site',
  },
  {
    role: 'cloud',
    country: 'US',
    location: 'Atlanta, GA',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '$165,000 - $185,000 per year',
    travel: true,
    interview: 'Video, then on-site',
  },
  {
    role: 'cloud',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹35 - 45 LPA',
    travel: true,
    interview: 'Two video rounds',
  },
  {
    role: 'dotnet',
    country: 'US',
    location: 'Hartford, CT',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$65 - $75 per hour',
    interview: 'Video, then on-site',
  },
  {
    role: 'dotnet',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '₹1,20,000 - 1,50,000 per month',
    interview: 'Video',
  },
  {
    role: 'analyst',
    country: 'US',
    location: 'Des Moines, IA',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$60 - $68 per hour',
    interview: 'Video',
  },
  {
    role: 'analyst',
    country: 'IN',
    location: 'Gondia, Maharashtra',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹8 - 12 LPA',
    interview: 'On-site',
  },
  {
    role: 'pm',
    country: 'US',
    location: 'Overland Park, KS',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '$140,000 - $155,000 per year',
    travel: true,
    interview: 'Video, then on-site',
  },
  {
    role: 'pm',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹28 - 36 LPA',
    interview: 'Two video rounds',
  },
  {
    role: 'sap',
    country: 'US',
    location: 'Chicago, IL',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$95 - $110 per hour',
    travel: true,
    interview: 'Video',
  },
  {
    role: 'sap',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Contract',
    mode: 'On-site',
    rate: '₹2,00,000 - 2,40,000 per month',
    interview: 'Video, then on-site',
  },
  {
    role: 'python',
    country: 'US',
    location: 'Remote (US)',
    type: 'Full-Time',
    mode: 'Remote',
    rate: '$125,000 - $140,000 per year',
    interview: 'Two video rounds',
  },
  {
    role: 'python',
    country: 'IN',
    location: 'Gondia, Maharashtra',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹8 - 12 LPA',
    interview: 'Technical test, then on-site',
  },
  {
    role: 'security',
    country: 'US',
    location: 'Charlotte, NC',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '$150,000 - $170,000 per year',
    interview: 'Video, then on-site',
  },
  {
    role: 'security',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '₹1,60,000 - 2,00,000 per month',
    interview: 'Video',
  },
  {
    role: 'salesforce',
    country: 'US',
    location: 'Phoenix, AZ',
    type: 'Contract',
    mode: 'Remote',
    rate: '$68 - $78 per hour',
    interview: 'Video',
  },
  {
    role: 'salesforce',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹15 - 22 LPA',
    interview: 'Two video rounds',
  },
  {
    role: 'powerbi',
    country: 'US',
    location: 'Wichita, KS',
    type: 'Contract',
    mode: 'Hybrid',
    rate: '$58 - $66 per hour',
    interview: 'Video',
  },
  {
    role: 'powerbi',
    country: 'IN',
    location: 'Dehradun, Uttarakhand',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹9 - 13 LPA',
    interview: 'On-site',
  },
  {
    role: 'mobile',
    country: 'US',
    location: 'Denver, CO',
    type: 'Contract',
    mode: 'Remote',
    rate: '$70 - $80 per hour',
    interview: 'Video',
  },
  {
    role: 'mobile',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹14 - 19 LPA',
    interview: 'Technical test, then video',
  },
  {
    role: 'sre',
    country: 'US',
    location: 'Durham, NC',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '$150,000 - $165,000 per year',
    interview: 'Video, then on-site',
  },
  {
    role: 'sre',
    country: 'IN',
    location: 'Noida, Uttar Pradesh',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹22 - 30 LPA',
    interview: 'Two video rounds',
  },
  {
    role: 'recruiter',
    country: 'US',
    location: 'Overland Park, KS',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '$55,000 - $65,000 per year plus incentives',
    interview: 'Video, then on-site',
  },
  {
    role: 'recruiter',
    country: 'IN',
    location: 'Gondia, Maharashtra',
    type: 'Full-Time',
    mode: 'On-site',
    rate: '₹4 - 6 LPA plus incentives',
    interview: 'On-site',
  },
  {
    role: 'scrum',
    country: 'US',
    location: 'Minneapolis, MN',
    type: 'Contract',
    mode: 'Remote',
    rate: '$65 - $72 per hour',
    interview: 'Video',
  },
  {
    role: 'scrum',
    country: 'IN',
    location: 'Pune, Maharashtra',
    type: 'Full-Time',
    mode: 'Hybrid',
    rate: '₹16 - 22 LPA',
    interview: 'Video',
  },
];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function describe(role: Role, seed: Seed): string {
  const engagement =
    seed.type === 'Contract'
      ? 'This is a 12-month contract with a strong chance of extension.'
      : 'This is a permanent role with health cover, paid leave and a yearly learning budget.';
  const travel = seed.travel ? ' Expect to travel to client sites about one week a month.' : '';
  return [
    `<p>Join Northwind Technologies as a ${role.title} in ${seed.location} (${seed.mode.toLowerCase()}) and ${role.summary}.</p>`,
    '<h3>What you will do</h3>',
    list(role.duties),
    '<h3>What you bring</h3>',
    list(role.skills),
    `<p>${engagement}${travel}</p>`,
  ].join('\n');
}

const day = 24 * 60 * 60 * 1000;
const dateOnly = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The demo openings, REQ_ID 1001 upward, one posted a day over the last weeks: a higher ID is a newer
 * opening, so the board's default order (Job Id, highest first) is also newest first. Open for 60 days.
 */
export function demoOpenings(now = Date.now()): OpeningsTable[] {
  return SEEDS.map((seed, index) => {
    const role = ROLES[seed.role];
    if (!role) throw new Error(`Unknown demo role ${seed.role}`);
    const country = DEMO_COUNTRIES.find((c) => c.code === seed.country);
    if (!country) throw new Error(`Unknown demo country ${seed.country}`);
    const reqId = 1001 + index;
    const posted = now - (SEEDS.length - 1 - index) * day;
    return {
      req_id: reqId,
      uuid: stableUuid(`opening:${reqId}`),
      title: role.title,
      location: seed.location,
      position_type: seed.type,
      work_location_preference: seed.mode,
      rate: seed.rate,
      country_uuid: country.uuid,
      description_html: describe(role, seed),
      is_multi_location: seed.travel ? 1 : 0,
      interview_type: seed.interview,
      posted_date: dateOnly(posted),
      valid_through: dateOnly(posted + 60 * day),
    };
  });
}
