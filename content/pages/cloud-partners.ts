/**
 * The cloud-partner pages (/cloud-partners/aws, /azure, /gcp): what we build and run on each cloud,
 * how an engagement runs, the cases that prove it, and the certifications the company supplies.
 */
import type { Page, Section, SectionOf, SuppliedContent } from '#contracts/content';
import { brand } from '../brand';
import { credentialsSection } from '../credentials';
import { supplied } from '../supplied';
import { accordion, cards, contactCta, faq, heroImage, type IconName } from './page-kit';
import { caseStudiesSection, technologyMarks } from './proof';

const n = brand.shortName;

type Cloud = 'aws' | 'azure' | 'gcp';

type CloudSpec = {
  cloud: Cloud;
  title: string;
  description: string;
  band: { heading: string; subHeading: string };
  intro: { heading: string; supportText: string[] };
  work: { heading: string; subHeading: string; cards: ReadonlyArray<readonly [IconName, string, string, string?]> };
  steps: ReadonlyArray<readonly [string, string]>;
  technologies: readonly string[];
  faq: ReadonlyArray<readonly [string, string]>;
  cta: { heading: string; text: string };
};

/** The certifications the company has supplied for this cloud, as a quiet list; nothing until given. */
export function certificationsSection(cloud: Cloud, content: SuppliedContent): SectionOf<'TEXT-SECTION'>[] {
  const held = (content.certifications ?? []).filter((certification) => certification.cloud === cloud);
  if (held.length === 0) return [];
  return [
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'Certifications',
      supportText: held.map(
        (certification) =>
          `${certification.name}, ${certification.issuer}${certification.year ? ` (${certification.year})` : ''}.`,
      ),
      logos: held.flatMap((certification) =>
        certification.badge ? [{ name: certification.name, mark: certification.badge }] : [],
      ),
    },
  ];
}

export function cloudPartnerPage(spec: CloudSpec, content: SuppliedContent = supplied): Page {
  const sections: Section[] = [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage(spec.cloud),
      heading: spec.band.heading,
      subHeading: spec.band.subHeading,
      targetUrl: '/contact-us',
      ctaLabel: 'Talk to a certified architect',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: spec.intro.heading,
      supportText: spec.intro.supportText,
      logos: technologyMarks(spec.technologies),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: spec.work.heading,
      subHeading: spec.work.subHeading,
      cardsData: cards(spec.work.cards),
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'How an engagement runs',
      subHeading: 'Four steps, each ending in something you can check.',
      accordionData: accordion(spec.steps),
    },
    ...certificationsSection(spec.cloud, content),
    ...caseStudiesSection(spec.cloud),
    credentialsSection(spec.cloud),
    { type: 'FAQ-SECTION', order: 4, heading: 'Frequently asked questions', faqData: faq(spec.faq) },
    contactCta(spec.cta.heading, spec.cta.text),
  ];
  return {
    slug: spec.cloud,
    path: `/cloud-partners/${spec.cloud}`,
    title: spec.title,
    description: spec.description,
    sections,
  };
}

const specs: CloudSpec[] = [
  {
    cloud: 'aws',
    title: 'Amazon Web Services (AWS)',
    description: `${brand.name} plans, migrates and runs workloads on AWS: landing zones, migrations in waves, containers on EKS and cost that is watched every month.`,
    band: {
      heading: 'Amazon Web Services',
      subHeading: 'Landing zones, migrations in waves, and workloads we keep running after go-live.',
    },
    intro: {
      heading: 'What we do on AWS',
      supportText: [
        `Most of ${n}'s AWS work is moving systems that already earn money: dispatch, billing, claims, storefronts. We move them in waves, rehearse every cut-over on a copy of production, and stay to run them.`,
        'Every resource we create is in Terraform, every account has logging and guardrails from the first day, and every month the client sees what each workload costs and what we changed to lower it.',
      ],
    },
    work: {
      heading: 'Our AWS services',
      subHeading: 'From the first account to a managed estate.',
      cards: [
        [
          'lock',
          'Landing zones',
          'Accounts per environment with AWS Organizations and Control Tower, single sign-on, central logging and guardrails.',
          '/digital-transformation/devops',
        ],
        [
          'migrate',
          'Migration in waves',
          'Dependency mapping, wave plans and rehearsed cut-overs with AWS Application Migration Service and DMS.',
          '/cloud-services/cloud-migration',
        ],
        [
          'layers',
          'Containers and serverless',
          'Services on EKS or ECS with Fargate, and event-driven work on Lambda, EventBridge and SQS.',
          '/cloud-services/app-modernization',
        ],
        [
          'gauge',
          'Run and optimise',
          'Monitoring, on-call, patching and a monthly cost review: rightsizing, Savings Plans and storage tiers.',
          '/digital-transformation/devops',
        ],
      ],
    },
    steps: [
      [
        'Assess (two to four weeks)',
        'We inventory servers, applications and their traffic, and run a Well-Architected review of anything already on AWS. You get a wave plan, a cost estimate and the risks we see.',
      ],
      [
        'Build the landing zone',
        'Accounts, networks, identity, logging and guardrails, all in Terraform, reviewed with your security team before any workload arrives.',
      ],
      [
        'Migrate wave by wave',
        'Each wave is rehearsed on a copy of production, timed, then moved in an agreed window with a tested way back.',
      ],
      [
        'Run and improve',
        'After 30 days of real load we rightsize, then report cost, incidents and changes to you every month.',
      ],
    ],
    technologies: ['Amazon Web Services', 'Terraform', 'Kubernetes', 'Docker', 'Ansible', 'Grafana'],
    faq: [
      [
        'Do you work in our AWS accounts or yours?',
        'In yours. We work through roles you grant and can revoke; the infrastructure code is committed to your repositories.',
      ],
      [
        'Can you take over an estate someone else built?',
        'Yes. We start with a two-week review of what exists, fix what is risky first, and bring the rest under Terraform over time.',
      ],
      [
        'How do you keep the bill down?',
        'Tags on every resource, a cost report per workload each month, rightsizing after real load, and Savings Plans only for usage that has proven steady.',
      ],
    ],
    cta: {
      heading: 'Moving to AWS, or already there?',
      text: 'Tell us what runs where today. We will suggest where to start and what the first wave could be.',
    },
  },
  {
    cloud: 'azure',
    title: 'Microsoft Azure',
    description: `${brand.name} builds and runs Microsoft Azure estates: landing zones, SQL Server and .NET moves, AKS, and Azure OpenAI inside your own tenant.`,
    band: {
      heading: 'Microsoft Azure',
      subHeading: 'For Microsoft shops: SQL Server, .NET and identity moved to Azure without losing control.',
    },
    intro: {
      heading: 'What we do on Azure',
      supportText: [
        `Clients come to ${n} for Azure when they already run on Microsoft: Windows servers, SQL Server, .NET applications and Entra ID for identity. We move them to Azure keeping the controls their auditors already accept, then modernise one application at a time.`,
        'Regulated clients, banks and healthcare companies among them, get policies enforced in Azure Policy rather than promised in a document.',
      ],
    },
    work: {
      heading: 'Our Azure services',
      subHeading: 'What we build, move and run.',
      cards: [
        [
          'lock',
          'Landing zones and policy',
          'Management groups, subscriptions, networking and Azure Policy set up from the Cloud Adoption Framework, in Terraform.',
          '/digital-transformation/devops',
        ],
        [
          'database',
          'SQL Server and .NET moves',
          'SQL Server estates to Azure SQL Managed Instance, .NET Framework applications to .NET 8 on App Service or AKS.',
          '/cloud-services/app-modernization',
        ],
        [
          'server',
          'Hybrid with Azure Arc',
          'Servers that must stay on site managed, patched and governed from the same Azure control plane.',
          '/cloud-services/hybrid-cloud-services',
        ],
        [
          'spark',
          'Azure OpenAI in your tenant',
          'Assistants and document AI on Azure OpenAI, with data kept in your subscription and access through Entra ID.',
          '/artificial-intelligence/private-llm',
        ],
      ],
    },
    steps: [
      [
        'Map controls and estate',
        'Every control your auditors rely on is mapped to its Azure equivalent, alongside an inventory of servers, databases and applications.',
      ],
      [
        'Build the landing zone',
        'Subscriptions, hub-and-spoke networking, identity and policy, reviewed with your risk team before anything moves.',
      ],
      [
        'Replicate, then switch',
        'Databases are replicated ahead of time, so each switch is short and can be reversed.',
      ],
      [
        'Modernise and run',
        'Applications move to managed services one by one; we monitor, patch and report cost every month.',
      ],
    ],
    technologies: ['Microsoft Azure', 'Terraform', 'Kubernetes', '.NET', 'GitHub Actions', 'Grafana'],
    faq: [
      [
        'We use Microsoft 365 and Entra ID already. Does that help?',
        'Yes. Your identities, groups and conditional access carry over, so people sign in to Azure the way they sign in today.',
      ],
      [
        'Can you work within our enterprise agreement?',
        'Yes. Resources are created in your subscriptions under your agreement; we never resell capacity.',
      ],
      [
        'What about servers that cannot move?',
        'Azure Arc brings them under the same policies, patching and monitoring as the rest of the estate.',
      ],
    ],
    cta: {
      heading: 'Planning an Azure move?',
      text: 'Send us a rough inventory or just the deadline you are working to; we will reply with a first plan.',
    },
  },
  {
    cloud: 'gcp',
    title: 'Google Cloud',
    description: `${brand.name} builds data platforms, analytics and machine learning on Google Cloud: BigQuery, Dataflow, GKE and Vertex AI.`,
    band: {
      heading: 'Google Cloud',
      subHeading: 'Data platforms and machine learning on BigQuery, Dataflow, GKE and Vertex AI.',
    },
    intro: {
      heading: 'What we do on Google Cloud',
      supportText: [
        `Most of ${n}'s Google Cloud work is data: moving reports and pipelines off self-managed Hadoop or ageing warehouses onto BigQuery, and putting models into production on Vertex AI.`,
        'We rebuild each report as tested SQL and check it row for row against the old output before anyone switches over, so the numbers people trust stay the same numbers.',
      ],
    },
    work: {
      heading: 'Our Google Cloud services',
      subHeading: 'From raw events to a dashboard, and to a model in production.',
      cards: [
        [
          'database',
          'BigQuery data platforms',
          'Warehouses partitioned and clustered for the questions people ask, with cost per query kept in view.',
          '/generative-ai/auto-dashboard',
        ],
        [
          'pipeline',
          'Pipelines with Dataflow and Composer',
          'Streaming and batch pipelines, scheduled and monitored, with tests on every transformation.',
          '/ai-powered-platforms/automated-reporting',
        ],
        [
          'network',
          'Machine learning on Vertex AI',
          'Training, evaluation and serving of forecasting and classification models, retrained on a schedule.',
          '/artificial-intelligence/deep-learning-models',
        ],
        [
          'layers',
          'Applications on GKE',
          'Services packaged as containers and run on GKE Autopilot, with deploys from your own pipeline.',
          '/cloud-services/app-modernization',
        ],
      ],
    },
    steps: [
      [
        'List what people use',
        'We list the reports, pipelines and models people actually open or depend on; the rest is retired with its owner’s consent.',
      ],
      ['Land the data', 'Raw data lands in BigQuery, partitioned by day, with access set per team from the start.'],
      ['Rebuild and compare', 'Each report or model is rebuilt and compared with the old output until the two agree.'],
      [
        'Switch off and run',
        'The old platform is switched off in batches; we watch cost per query and pipeline health every month.',
      ],
    ],
    technologies: ['Google Cloud', 'Apache Airflow', 'Apache Spark', 'Python', 'Kubernetes', 'Terraform'],
    faq: [
      [
        'Will BigQuery cost more than our cluster?',
        'Usually less, if tables are partitioned and queries read only what they need. We estimate it from your real query log before you decide.',
      ],
      [
        'Do we have to move everything at once?',
        'No. Reports move in batches, and the old and new platforms run side by side until each batch agrees.',
      ],
      [
        'Can our analysts keep their tools?',
        'Yes. BigQuery works with most BI tools, and our Conversational BI lets managers ask questions in plain English.',
      ],
    ],
    cta: {
      heading: 'Data on Google Cloud?',
      text: 'Tell us which reports arrive too late or cost too much; we will show you what the first batch could look like.',
    },
  },
];

export const cloudPartnerPages: Page[] = specs.map((spec) => cloudPartnerPage(spec));
