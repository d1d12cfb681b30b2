/**
 * Every page of the site, keyed by slug (the last segment of its URL).
 */
import type { Page } from '#contracts/content';
import { brand, brandPaths } from './brand';

type Draft = [slug: string, path: string, title: string, description: string];

const drafts: Draft[] = [
  [
    'home',
    '/home',
    `${brand.name}: software, AI and IT staffing`,
    'Cloud, AI and software engineering teams, and the IT talent to scale them, for companies in the US and India.',
  ],
  [
    'app-modernization',
    '/cloud-services/app-modernization',
    'Application Modernization',
    'Move legacy applications to modern, cloud-native architectures without stopping the business.',
  ],
  [
    'cloud-migration',
    '/cloud-services/cloud-migration',
    'Cloud Migration',
    'Plan and run a low-risk migration of workloads and data to AWS, Azure or Google Cloud.',
  ],
  [
    'hybrid-cloud-services',
    '/cloud-services/hybrid-cloud-services',
    'Hybrid Cloud Services',
    'Run workloads across on-premises and public cloud with one operating model.',
  ],
  [
    'conversational',
    '/artificial-intelligence/conversational',
    'Conversational AI',
    'Assistants and chatbots that answer from your own knowledge, in your tone, with guardrails.',
  ],
  [
    'private-llm',
    '/artificial-intelligence/private-llm',
    'Private LLM',
    'Large language models deployed inside your own cloud, trained on your data, never shared.',
  ],
  [
    'deep-learning-models',
    '/artificial-intelligence/deep-learning-models',
    'Deep Learning Models',
    'Custom vision, language and forecasting models built, evaluated and put into production.',
  ],
  [
    'custom-software-development',
    '/digital-transformation/custom-software-development',
    'Custom Software Development',
    'Web, mobile and back-office software designed and built around how your business works.',
  ],
  [
    'prototyping-and-mvp',
    '/digital-transformation/prototyping-and-mvp',
    'Prototyping and MVP',
    'A clickable prototype in weeks and a market-ready MVP in three to six months.',
  ],
  [
    'qa-and-testing',
    '/digital-transformation/qa-and-testing',
    'QA and Testing',
    'Functional, performance and security testing that lets you release with confidence.',
  ],
  [
    'devops',
    '/digital-transformation/devops',
    'DevOps',
    'CI/CD pipelines, infrastructure as code and observability that shorten the path to production.',
  ],
  [
    'contract-management',
    '/generative-ai/contract-management',
    'Generative AI for Contract Management',
    'Draft, review and track contracts with generative AI that cites the clause it relies on.',
  ],
  [
    'medical-writing',
    '/generative-ai/medical-writing',
    'Generative AI for Medical Writing',
    'Clinical and regulatory documents drafted faster, with every statement traced to its source.',
  ],
  [
    'resume-copilot',
    '/generative-ai/resume-copilot',
    'Resume Copilot',
    'Screen and match resumes against requirements in seconds, with explanations recruiters trust.',
  ],
  [
    'auto-dashboard',
    '/generative-ai/auto-dashboard',
    'Auto Dashboard',
    'Describe the dashboard you need in plain words and get it built on your own data.',
  ],
  [
    'testing-automation',
    '/quality-assurance/testing-automation',
    'Testing Automation',
    'Automated test suites for web, mobile and APIs that run on every change.',
  ],
  [
    'conversational-bi',
    '/ai-nlp/conversational-bi',
    'Conversational BI',
    'Ask your data questions in plain language and get answers, charts and the SQL behind them.',
  ],
  ['leadership', '/overview/leadership', 'Leadership', `The people who lead ${brand.name} and what they believe in.`],
  [
    'our-journey',
    '/overview/our-journey',
    'Our Journey',
    `How ${brand.name} grew from a small team in 2011 to 250+ people in 2025.`,
  ],
  [
    `life-at-${brand.slug}`,
    brandPaths.lifeAt,
    `Life at ${brand.shortName}`,
    `What it is like to work at ${brand.name}: learning, teams and celebrations.`,
  ],
  [
    'dei',
    '/beyond-work/dei',
    'Diversity, Equity and Inclusion',
    '45%+ women and 65% Gen Z and Millennials: how we build an inclusive workplace.',
  ],
  [
    'locations',
    '/locations',
    'Locations',
    'Our offices in Kansas and North Carolina, and in Gondia, Pune, Noida and Dehradun.',
  ],
  [
    'diwali-celebrations',
    '/events/diwali-celebrations',
    'Diwali Celebrations',
    'How our teams across India and the US celebrated the festival of lights.',
  ],
  [
    `${brand.institute.slug}-and-${brand.slug}`,
    brandPaths.pressRelease,
    `${brand.institute.shortName} and ${brand.shortName} research partnership`,
    `${brand.institute.name} and ${brand.name} partner on applied AI research.`,
  ],
  [
    'artificial-intelligence',
    '/blogs/artificial-intelligence',
    'Blogs and White Papers',
    'Articles and white papers on applied AI, cloud and software delivery.',
  ],
  ['contact-us', '/contact-us', 'Contact Us', 'Talk to our team about a project, a hire or a partnership.'],
  [
    'privacy-policy',
    '/privacy-policy',
    'Privacy Policy',
    `How ${brand.name} collects, uses and protects your information.`,
  ],
  [
    'job-openings',
    '/current-openings/job-openings',
    'Current Openings',
    'Contract and full-time roles in software, data and AI across the US and India.',
  ],
  [
    'job-description',
    '/current-openings/job-description',
    'Job Description',
    'Read the role and apply with your resume.',
  ],
  [
    'internship',
    '/careers/internship',
    'Internship Programme',
    'A free three-month internship for freshers, women returning to work and career restarters.',
  ],
  [
    'software-development',
    '/internship/software-development',
    'Software Development Internship',
    'Build real features with our engineering teams for three months.',
  ],
  [
    'data-engineering-analytics',
    '/internship/data-engineering-analytics',
    'Data Engineering and Analytics Internship',
    'Learn to build pipelines and dashboards on real data.',
  ],
  [
    'data-science',
    '/internship/data-science',
    'Data Science Internship',
    'Train and evaluate models with mentors from our AI team.',
  ],
  [
    'testing-qa',
    '/internship/testing-qa',
    'Testing (QA) Internship',
    'Learn manual and automated testing on live projects.',
  ],
  ['staffing', '/internship/staffing', 'Staffing Internship', 'Learn technical recruiting from sourcing to offer.'],
  ['apply', '/internship/apply', 'Apply for an Internship', 'Apply for the Northwind internship programme.'],
  [
    'cloud-services',
    '/consulting/cloud-services',
    'Cloud Consulting',
    'Cloud strategy, architecture and cost reviews from certified architects.',
  ],
  [
    'solution-development',
    '/consulting/solution-development',
    'Solution Development',
    'From idea to production software, with a team that owns the outcome.',
  ],
  [
    'ai-implementations',
    '/consulting/ai-implementations',
    'AI Implementations',
    'Put AI into production: data readiness, model choice, integration and governance.',
  ],
  [
    'insurance',
    '/ai-solutions/insurance',
    'AI for Insurance',
    'Claims triage, underwriting support and policy Q&A built on generative AI.',
  ],
  [
    'medical-and-pharma',
    '/ai-solutions/medical-and-pharma',
    'AI for Medical and Pharma',
    'AI for clinical documents, pharmacovigilance and medical information.',
  ],
  [
    'contract-insight',
    '/ai-powered-platforms/contract-insight',
    'Contract Insight',
    'Extract obligations, dates and risks from every contract you hold.',
  ],
  [
    'compliance-monitoring',
    '/ai-powered-platforms/compliance-monitoring',
    'Compliance Monitoring',
    'Continuous checks of documents and processes against the rules that apply to you.',
  ],
  [
    'automated-reporting',
    '/ai-powered-platforms/automated-reporting',
    'Automated Reporting',
    'Recurring reports written, checked and delivered without manual work.',
  ],
  [
    'low-code-no-code-solutions',
    '/offerings/low-code-no-code-solutions',
    'Low-Code and No-Code Solutions',
    'Business apps built fast on low-code platforms, with engineering discipline.',
  ],
  ['new-office-in-pune', '/news/new-office-in-pune', 'New Office in Pune', 'We opened a new office in Pune.'],
  [
    'testing-services',
    '/offerings/testing-services',
    'Testing Services',
    'Independent testing services for web, mobile and enterprise software.',
  ],
  [
    'agentic-framework',
    '/platforms/agentic-framework',
    'Agentic Framework',
    'A framework for building AI agents that plan, act and report.',
  ],
  ['nlq-to-sql', '/platforms/nlq-to-sql', 'NLQ to SQL', 'Turn natural-language questions into safe, correct SQL.'],
  ['aws', '/cloud-partners/aws', 'AWS', 'Our work on Amazon Web Services.'],
  ['azure', '/cloud-partners/azure', 'Microsoft Azure', 'Our work on Microsoft Azure.'],
  ['gcp', '/cloud-partners/gcp', 'Google Cloud', 'Our work on Google Cloud.'],
  ['csr', '/about/csr', 'Corporate Social Responsibility', 'How we give back to the communities we work in.'],
];

export const pages: Record<string, Page> = Object.fromEntries(
  drafts.map(([slug, path, title, description]) => [
    slug,
    {
      slug,
      path,
      title,
      description,
      sections: [
        { type: 'TITLE-SECTION', heading: title, subHeading: description },
        { type: 'TEXT-SECTION', supportText: [description] },
      ],
    } satisfies Page,
  ]),
);
