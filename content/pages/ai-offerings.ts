/**
 * The offerings and platforms of the AI-focused menu: consulting, AI solutions by industry,
 * AI-powered platforms and low-code / no-code.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { labelledDiagram, servicePage } from './page-kit';
import { servicePageWithProof } from './proof';

const n = brand.shortName;

const consultingPages: Page[] = [
  servicePage({
    slug: 'cloud-services',
    path: '/consulting/cloud-services',
    title: 'Cloud Consulting',
    description:
      'Cloud strategy, architecture reviews and cost optimisation from certified AWS, Azure and Google Cloud architects, with a plan you can act on.',
    hero: {
      image: 'cloud-services',
      heading: 'Cloud Consulting',
      subHeading: 'Independent advice on which cloud, which architecture and what it should cost.',
    },
    intro: {
      heading: 'Advice from people who also do the work',
      supportText: [
        `Our cloud consultants have led migrations and run production platforms on AWS, Azure and Google Cloud. Their recommendations come with an effort estimate, because ${n} could be asked to deliver them.`,
      ],
    },
    offer: {
      heading: 'Consulting services',
      subHeading: 'Short, fixed-scope engagements with a written result.',
      cards: [
        [
          'compass',
          'Cloud strategy',
          'Which workloads move, to which provider, in what order, and the business case for each.',
        ],
        [
          'layers',
          'Architecture review',
          'Your design checked against the Well-Architected pillars, with prioritised fixes.',
        ],
        [
          'gauge',
          'Cost optimisation',
          'A line-by-line review of your bill; clients usually find savings in the first month.',
        ],
        [
          'shield',
          'Security posture',
          'Identity, network and data-protection settings reviewed against CIS benchmarks.',
        ],
      ],
    },
    visual: {
      heading: 'A roadmap, not a slide deck',
      supportText: [
        'Every engagement ends with a roadmap your team can execute: actions, owners, effort and expected savings or risk reduction, in the order they should happen.',
      ],
      ...labelledDiagram('cloud-roadmap', 910),
      imageAlt:
        'An assessment scoring cost, security, reliability, performance and operations out of five, then a roadmap of five actions in order, each with its owner, effort and expected saving or risk reduction',
    },
    approach: {
      heading: 'How an engagement runs',
      subHeading: 'Two to six weeks, depending on scope.',
      steps: [
        ['Kick-off', 'Goals, constraints and read-only access to your accounts and documentation.'],
        ['Analysis', 'Automated scans and interviews with your architects, operators and finance team.'],
        ['Findings', 'A workshop to walk through the findings and agree priorities.'],
        ['Roadmap', 'The written roadmap, and optional help to carry it out.'],
      ],
    },
    faq: [
      [
        'Are you tied to one cloud provider?',
        'No. We hold partner certifications with AWS, Microsoft and Google, and recommend the platform that fits each workload.',
      ],
      [
        'Can you help after the roadmap?',
        'Yes, with our migration, DevOps and managed-service teams, or by supporting your own team.',
      ],
    ],
    cta: {
      heading: 'Ask for a cost review',
      text: 'Share three months of cloud bills; we will show you where the money goes and what can be saved.',
    },
  }),
  servicePage({
    slug: 'solution-development',
    path: '/consulting/solution-development',
    title: 'Solution Development',
    description:
      'From idea to production software, with a cross-functional team that owns the outcome: discovery, design, engineering, testing and support.',
    hero: {
      image: 'solution-development',
      heading: 'Solution Development',
      subHeading: 'A team that takes a business problem and returns working software, and stays accountable for it.',
    },
    intro: {
      heading: 'One team, from problem to production',
      supportText: [
        'Solution development is for problems that do not have an off-the-shelf answer: a new customer channel, a workflow that spans three systems, an AI feature inside an existing product.',
        `${n} puts together a team with the skills the problem needs, usually a product lead, an architect, engineers, a tester and, for AI work, a data scientist, and commits to an outcome rather than hours.`,
      ],
    },
    offer: {
      heading: 'What we deliver',
      subHeading: 'Complete solutions, integrated with what you already run.',
      cards: [
        [
          'flow',
          'Process solutions',
          'Workflows that replace spreadsheets and e-mail chains, integrated with ERP and CRM.',
        ],
        [
          'spark',
          'AI-enabled features',
          'Search, summarisation and document automation built into your existing products.',
        ],
        ['laptop', 'Customer platforms', 'Portals and apps for your customers, partners or field teams.'],
        ['link', 'Integration', 'APIs and event streams that connect systems reliably.'],
      ],
    },
    visual: {
      heading: 'Outcome-based by default',
      supportText: [
        'We agree what success looks like before we start, such as hours saved, orders processed or response times, and report against it every sprint.',
      ],
      ...labelledDiagram('outcome-per-sprint', 582),
      imageAlt:
        'The measure agreed before work starts, hours of manual order entry a week, 120 today with a target of 30, then reported every sprint, falling to 28 by the eighth',
    },
    approach: {
      heading: 'Our delivery model',
      subHeading: 'Discovery first, then fortnightly releases.',
      steps: [
        ['Discovery (2–4 weeks)', 'Users, processes and systems mapped; the smallest valuable release defined.'],
        ['Design', 'Architecture and user experience designed together, validated with a prototype.'],
        ['Build and release', 'Two-week sprints, automated tests and a release to users as early as possible.'],
        ['Run and improve', 'Support, monitoring and a backlog driven by real usage.'],
      ],
    },
    faq: [
      [
        'Fixed price or time and materials?',
        'Discovery is fixed price. Delivery can be either; many clients choose a fixed price per release once the backlog is clear.',
      ],
      [
        'Can you work inside our compliance rules?',
        'Yes. We work in client-controlled environments and follow your security and change-management policies.',
      ],
    ],
    cta: {
      heading: 'Describe the problem',
      text: 'Tell us what you need to change in your business; we will propose a discovery plan.',
    },
  }),
  servicePage({
    slug: 'ai-implementations',
    path: '/consulting/ai-implementations',
    title: 'AI Implementations',
    description:
      'Put AI into production: use-case selection, data readiness, model choice, integration and governance, with results measured on real work.',
    hero: {
      image: 'ai-implementations',
      heading: 'AI Implementations',
      subHeading: 'From a promising pilot to AI that your teams use every day.',
    },
    intro: {
      heading: 'Most AI pilots never reach production',
      supportText: [
        'The model is rarely the problem. Pilots stall on data access, integration with existing systems, unclear ownership and the question nobody answered at the start: how will we know it works?',
        `${n}'s AI implementation teams tackle those questions first. We pick use cases with measurable value, prepare the data, choose the simplest model that reaches the target, and build it into the tools people already use.`,
      ],
    },
    offer: {
      heading: 'What we help with',
      subHeading: 'For organisations at any stage, from first use case to an AI portfolio.',
      cards: [
        ['bulb', 'Use-case selection', 'A scored shortlist of use cases by value, feasibility and risk.'],
        ['database', 'Data readiness', 'Access, quality and governance of the data each use case needs.'],
        ['network', 'Model and platform', 'Hosted, private or custom models chosen on evidence, not fashion.'],
        [
          'shield',
          'AI governance',
          'Policies, risk reviews, evaluation and monitoring in line with emerging AI regulation.',
        ],
      ],
    },
    visual: {
      heading: 'A portfolio view of every use case',
      supportText: [
        'Leadership sees every AI use case in one place: stage, measured value, cost per task and risk rating. Use cases that do not deliver are stopped early.',
      ],
      ...labelledDiagram('ai-use-case-portfolio', 968),
      imageAlt:
        'A portfolio board of AI use cases by stage, exploring, pilot, production and stopped, each with its measured value and risk; churn prediction stopped in week 6 for no lift over its baseline',
    },
    approach: {
      heading: 'How we implement',
      subHeading: 'Value measured at every step.',
      steps: [
        ['Prioritise', 'A two-week workshop series that ends with three use cases and a baseline for each.'],
        ['Prove', 'A focused pilot measured against the baseline on real work.'],
        ['Productionise', 'Integration, security review, monitoring and training for the people who use it.'],
        ['Scale', 'Shared components and governance so the next use case is faster and cheaper.'],
      ],
    },
    faq: [
      [
        'Do we need a data science team?',
        'Not to start. We bring one and train your staff as we go, so you can take over if you wish.',
      ],
      [
        'How do you handle AI risk?',
        'Every use case gets a risk review, an evaluation set and monitoring in production, documented for auditors.',
      ],
    ],
    cta: {
      heading: 'Find your first three use cases',
      text: 'A two-week prioritisation workshop gives you ranked use cases with a baseline and a business case.',
    },
  }),
];

const industryPages: Page[] = [
  servicePage({
    slug: 'insurance',
    path: '/ai-solutions/insurance',
    title: 'AI for Insurance',
    description:
      'Claims triage, underwriting support and policy questions answered with AI that insurers can audit, built with claims and underwriting teams.',
    hero: {
      image: 'insurance',
      heading: 'AI for Insurance',
      subHeading: 'Faster claims and better-informed underwriting, with every decision traceable.',
    },
    intro: {
      heading: 'Built around the claims desk and the underwriter',
      supportText: [
        'Insurers handle large volumes of documents: first notices of loss, repair estimates, medical reports, policy wordings and broker submissions. Most of the work is reading, checking and routing.',
        'Our insurance solutions read those documents, extract what matters and route each case to the right person with a recommendation. People still make the decisions; they just start with the facts laid out.',
      ],
    },
    offer: {
      heading: 'Solutions for insurers',
      subHeading: 'For property and casualty, health and life insurers, and third-party administrators.',
      cards: [
        [
          'flow',
          'Claims triage',
          'New claims classified by complexity and fraud indicators, and routed to the right handler.',
        ],
        ['document', 'Document extraction', 'Estimates, invoices and medical reports turned into structured data.'],
        [
          'search',
          'Underwriting assistant',
          'Broker submissions summarised and checked against underwriting guidelines.',
        ],
        [
          'chat',
          'Policy Q&A',
          'Agents and customers get answers from the exact policy wording, with the clause cited.',
        ],
      ],
    },
    visual: {
      heading: 'Every claim, triaged in minutes',
      supportText: [
        'Straightforward claims move to fast-track settlement; complex or suspicious ones reach experienced handlers with the reasons highlighted.',
      ],
      ...labelledDiagram('insurance-claims-triage', 914),
      imageAlt:
        'First notices of loss by e-mail, form or call transcript are read and checked against the policy, then routed to fast track, an experienced handler or investigation; adjusters see why and can overrule in one click',
    },
    approach: {
      heading: 'How we work with insurers',
      subHeading: 'Start with one line of business.',
      steps: [
        ['Baseline', 'Measure handling time, leakage and customer wait times for the chosen line.'],
        ['Pilot', 'Run the solution beside handlers on live claims and compare outcomes.'],
        ['Integrate', 'Connect to your claims or policy administration system.'],
        ['Govern', 'Model documentation, fairness checks and audit trails for regulators.'],
      ],
    },
    faq: [
      [
        'Does the AI approve or deny claims?',
        'No. It prepares and routes; settlement decisions stay with your handlers.',
      ],
      [
        'Which systems do you integrate with?',
        'Guidewire, Duck Creek and custom claims systems, through APIs or document queues.',
      ],
    ],
    cta: {
      heading: 'Pilot on one line of business',
      text: 'We will propose a pilot on the line where document handling costs you most.',
    },
  }),
  servicePage({
    slug: 'medical-and-pharma',
    path: '/ai-solutions/medical-and-pharma',
    title: 'AI for Medical and Pharma',
    description:
      'AI for clinical documents, safety case intake and medical information, validated for regulated work and run in private environments.',
    hero: {
      image: 'medical-and-pharma',
      heading: 'AI for Medical and Pharma',
      subHeading:
        'Faster clinical documents, safety cases and medical answers, with the audit trail regulators expect.',
    },
    intro: {
      heading: 'Regulated work needs verifiable AI',
      supportText: [
        'In life sciences, an AI system is only as useful as the evidence that it works. Every output must be traceable to a source and every change to the system documented.',
        `${n}'s life-sciences solutions run in private environments, cite their sources and come with validation documentation suited to GxP processes.`,
      ],
    },
    offer: {
      heading: 'Solutions for life sciences',
      subHeading: 'For pharmaceutical companies, CROs, medical-device makers and hospitals.',
      cards: [
        [
          'document',
          'Medical writing',
          'Protocols, study reports and narratives drafted by 25 section agents with citations.',
          '/generative-ai/medical-writing',
        ],
        [
          'mail',
          'Safety case intake',
          'Adverse-event reports from e-mail, forms and literature turned into structured cases.',
        ],
        [
          'chat',
          'Medical information',
          'Answers to healthcare professionals drafted from approved content for review.',
        ],
        [
          'pill',
          'Label and document checks',
          'Labels and leaflets compared with the approved source text, differences flagged.',
        ],
      ],
    },
    visual: {
      heading: 'From inbox to coded case',
      supportText: [
        'Incoming safety reports are read, key fields extracted, terms coded and the case prepared for a safety physician, with each field linked to the words in the source report.',
      ],
      ...labelledDiagram('safety-case-intake', 928),
      imageAlt:
        'An e-mailed safety report read into a prepared case: patient, suspect drug, event coded to a MedDRA preferred term and seriousness, each field beside the words it came from, then confirmed by a safety physician',
    },
    approach: {
      heading: 'Validated delivery',
      subHeading: 'Designed for computer-system validation from the start.',
      steps: [
        ['Requirements', 'User and functional requirements written with your quality team.'],
        ['Build and test', 'Development with documented testing against a reference set of real documents.'],
        ['Validation', 'Installation, operational and performance qualification support.'],
        ['Monitor', 'Ongoing accuracy monitoring and controlled change management.'],
      ],
    },
    faq: [
      [
        'Where is patient data processed?',
        'Only in your environment or a private deployment we operate for you, never on a shared public AI service.',
      ],
      [
        'Is the output used without review?',
        'No. Qualified staff review and approve every output; the system makes their review faster.',
      ],
    ],
    cta: {
      heading: 'Discuss your document workload',
      text: 'Tell us which documents take your teams the longest; we will show how they could be drafted and checked.',
    },
  }),
];

const platformPages: Page[] = [
  servicePage({
    slug: 'contract-insight',
    path: '/ai-powered-platforms/contract-insight',
    title: 'Contract Insight',
    description:
      'Extract obligations, dates and risks from every contract you hold, and get reminded before a renewal or notice date passes.',
    hero: {
      image: 'contract-insight',
      heading: 'Contract Insight',
      subHeading: 'Know what every contract you have signed commits you to.',
    },
    intro: {
      heading: 'Your contract portfolio, searchable and on a calendar',
      supportText: [
        'Most companies cannot say quickly how many contracts renew next quarter, which ones cap liability below a threshold, or where they have promised exclusivity. The answers are in signed PDFs nobody has time to reread.',
        'Contract Insight reads the whole portfolio once, extracts the terms that matter and keeps them up to date as new contracts arrive.',
      ],
    },
    offer: {
      heading: 'What the platform does',
      subHeading: 'Works with scanned and digital contracts in your repository.',
      cards: [
        [
          'search',
          'Portfolio extraction',
          'Parties, values, dates, renewal, termination and liability terms for every contract.',
        ],
        [
          'gauge',
          'Risk scoring',
          'Each contract scored against your risk rules, with the clauses that drove the score.',
        ],
        ['calendar', 'Obligation reminders', 'Renewals, notice periods and deliverables sent to owners ahead of time.'],
        [
          'chat',
          'Ask the portfolio',
          'Questions such as "which suppliers can terminate on 30 days’ notice?" answered with references.',
        ],
      ],
    },
    visual: {
      heading: 'Obligations you can act on',
      supportText: [
        'Every extracted term links back to the page and clause it came from, so legal and procurement teams can rely on it and check it in seconds.',
      ],
      ...labelledDiagram('contract-obligations', 762),
      imageAlt:
        'Terms of a services agreement (renewal date, notice period, yearly price review, service credits), each with its page and clause, and a calendar where the owner is told 30 days before the notice deadline',
    },
    approach: {
      heading: 'Getting started',
      subHeading: 'A portfolio of a few thousand contracts is typically processed in two to three weeks.',
      steps: [
        ['Connect', 'Link your repository, shared drives or CLM; the platform reads contracts in place.'],
        ['Configure', 'Choose the terms and risk rules that matter to you.'],
        ['Verify', 'Your team samples the extraction and the platform is tuned until accuracy is agreed.'],
        ['Operate', 'New contracts are processed on arrival; reminders and reports run automatically.'],
      ],
    },
    faq: [
      [
        'How is this different from contract management?',
        'Contract Insight analyses the contracts you already have. Our contract-management solution helps draft and review new ones; they work well together.',
      ],
      ['Which languages are supported?', 'English contracts out of the box; other languages on request.'],
    ],
    cta: {
      heading: 'Analyse a sample portfolio',
      text: 'Share a hundred contracts and we will return the extracted terms and a risk summary.',
    },
  }),
  servicePage({
    slug: 'compliance-monitoring',
    path: '/ai-powered-platforms/compliance-monitoring',
    title: 'Compliance Monitoring',
    description:
      'Continuous checks of documents, policies and processes against the rules that apply to you, with evidence ready for the auditor.',
    hero: {
      image: 'compliance-monitoring',
      heading: 'Compliance Monitoring',
      subHeading: 'Find compliance gaps as they appear, not at the next audit.',
    },
    intro: {
      heading: 'From annual audit to continuous assurance',
      supportText: [
        'Compliance teams check samples once a year because checking everything by hand is impossible. Gaps that open in between are found late, when they are expensive.',
        'Compliance Monitoring reads your policies, procedures, contracts and records continuously, compares them with the rules you must follow and flags what needs attention, with the evidence attached.',
      ],
    },
    offer: {
      heading: 'What it monitors',
      subHeading: 'Configured for your frameworks and internal policies.',
      cards: [
        [
          'scale',
          'Regulatory rules',
          'Requirements from frameworks such as ISO 27001, SOC 2, HIPAA and the DPDP Act mapped to controls.',
        ],
        ['document', 'Policies and procedures', 'Documents checked for required content and review dates.'],
        ['search', 'Records and logs', 'Access reviews, consent records and retention rules checked on real data.'],
        ['shield', 'Third parties', 'Supplier contracts and questionnaires checked for required clauses.'],
      ],
    },
    visual: {
      heading: 'Evidence collected as you go',
      supportText: [
        'Each control shows its current status and the evidence behind it. When the auditor arrives, the evidence pack is already assembled.',
      ],
      ...labelledDiagram('control-evidence', 700),
      imageAlt:
        'Four controls with their live status and evidence: access reviews, backup restore tests and encryption passing, vendor assessments failing with two overdue and the owner told; the audit evidence pack assembled as the work happens',
    },
    approach: {
      heading: 'Implementation',
      subHeading: 'Live on a first framework in six to eight weeks.',
      steps: [
        ['Map controls', 'Your obligations mapped to controls and to the systems that hold the evidence.'],
        ['Connect sources', 'Read-only connections to document stores, ticketing and identity systems.'],
        ['Tune', 'Findings reviewed with your compliance team to remove noise.'],
        ['Report', 'Dashboards for management and evidence packs for auditors.'],
      ],
    },
    faq: [
      [
        'Does it replace our compliance team?',
        'No. It does the checking so your team can focus on fixing issues and advising the business.',
      ],
      ['Can we add our own rules?', 'Yes. Internal policies are configured the same way as external frameworks.'],
    ],
    cta: {
      heading: 'Check one framework',
      text: 'Pick a framework you are audited against; we will show the current status of its controls.',
    },
  }),
  servicePage({
    slug: 'automated-reporting',
    path: '/ai-powered-platforms/automated-reporting',
    title: 'Automated Reporting',
    description:
      'Recurring reports computed, written, checked and delivered on schedule, with the commentary drafted and every number traceable.',
    hero: {
      image: 'automated-reporting',
      heading: 'Automated Reporting',
      subHeading: 'Month-end packs, board reports and client statements, produced on time without the late nights.',
    },
    intro: {
      heading: 'Reports that write themselves, and show their working',
      supportText: [
        'Recurring reports take analysts days: pulling data, updating charts, checking numbers and writing the same kind of commentary every month.',
        'Automated Reporting does the pulling, computing and charting, drafts the commentary from the numbers, runs consistency checks and sends the report to reviewers before it goes out.',
      ],
    },
    offer: {
      heading: 'What it automates',
      subHeading: 'In your templates: Word, PowerPoint, Excel or PDF.',
      cards: [
        ['database', 'Data collection', 'Figures pulled from ERP, CRM, warehouses and spreadsheets on schedule.'],
        [
          'check',
          'Checks and reconciliations',
          'Totals, variances and cross-report consistency checked before anyone reads it.',
        ],
        ['document', 'Drafted commentary', 'Explanations of the main movements, written for a reviewer to edit.'],
        ['mail', 'Delivery', 'Approved reports delivered to the right people in the right format.'],
      ],
    },
    visual: {
      heading: 'Every number traceable',
      supportText: [
        'Click any figure in a report to see its source query and the data behind it. Reviewers check the commentary against the numbers instead of rebuilding them.',
      ],
      ...labelledDiagram('traceable-report', 714),
      imageAlt:
        'The monthly pack computed at 6:00, drafted, checked by a reviewer and sent at 9:00; the revenue figure of $4.2M opens its query and the rows by region behind it',
    },
    approach: {
      heading: 'Rolling it out',
      subHeading: 'One report at a time, starting with the most painful.',
      steps: [
        ['Choose a report', 'Pick a recurring report with a clear template and stable data sources.'],
        ['Automate', 'Data, calculations, charts and commentary automated in your template.'],
        ['Run in parallel', 'For one or two cycles the automated and manual versions are compared.'],
        ['Switch over', 'The automated report becomes the official one; analysts review rather than rebuild.'],
      ],
    },
    faq: [
      [
        'Who signs off the report?',
        'Your reviewers. Nothing is sent without approval unless you choose to auto-send a report type.',
      ],
      [
        'Can it handle our custom templates?',
        'Yes. We work with your existing templates so readers see no change except punctuality.',
      ],
    ],
    cta: {
      heading: 'Automate one report',
      text: 'Send us a recent issue of a recurring report and its data sources; we will estimate the time it can save.',
    },
  }),
];

const lowCode: Page = servicePage({
  slug: 'low-code-no-code-solutions',
  path: '/offerings/low-code-no-code-solutions',
  title: 'Low-Code and No-Code Solutions',
  description:
    'Business apps and workflows built fast on Power Platform, OutSystems and similar tools, with the governance and testing of professional software.',
  hero: {
    image: 'low-code-no-code-solutions',
    heading: 'Low-Code and No-Code Solutions',
    subHeading: 'Business apps in weeks, built on low-code platforms with engineering discipline.',
  },
  intro: {
    heading: 'Fast to build, safe to run',
    supportText: [
      'Low-code platforms let teams build forms, workflows and small apps quickly. Without guardrails, they also produce hundreds of unowned apps that break when the person who built them leaves.',
      `${n} builds low-code solutions with the practices of professional software: version control, testing, environments and clear ownership, and helps you set up a centre of excellence so your own makers can do the same.`,
    ],
  },
  offer: {
    heading: 'What we offer',
    subHeading: 'On Microsoft Power Platform, OutSystems, Mendix, Appian and ServiceNow App Engine.',
    cards: [
      [
        'dashboard',
        'Business apps',
        'Approvals, requests, inspections and trackers built in weeks rather than months.',
      ],
      [
        'flow',
        'Workflow automation',
        'Manual hand-offs between e-mail, spreadsheets and systems automated end to end.',
      ],
      ['shield', 'Governance', 'Environments, data policies, naming and ownership rules for every app.'],
      [
        'users',
        'Centre of excellence',
        'Training and support for citizen developers, with a path to professional help.',
      ],
    ],
  },
  visual: {
    heading: 'Knowing when low-code is the right tool',
    supportText: [
      'We recommend low-code for departmental apps and workflows with moderate scale, and custom development when performance, complex logic or product differentiation matter. Many solutions combine both.',
    ],
    ...labelledDiagram('lowcode-or-custom', 880),
    imageAlt:
      'How we choose: a departmental app at moderate scale with standard logic goes to low-code; demanding performance, complex logic or a product that sets you apart goes to custom development; many solutions combine both',
  },
  approach: {
    heading: 'How we deliver',
    subHeading: 'Short cycles with users in the room.',
    steps: [
      ['Assess', 'Review of candidate processes and your platform licences to pick the best first apps.'],
      ['Build', 'One- or two-week iterations with the people who will use the app.'],
      ['Harden', 'Testing, security review and deployment through managed environments.'],
      ['Enable', 'Documentation and training so your team can maintain and extend the app.'],
    ],
  },
  faq: [
    [
      'We already have many low-code apps. Can you help?',
      'Yes. We inventory them, find the critical ones without owners and bring them under governance.',
    ],
    [
      'Is low-code cheaper than custom development?',
      'Usually for the right kind of app. We compare both options, including licence costs, before recommending one.',
    ],
  ],
  cta: {
    heading: 'Find your first low-code wins',
    text: 'We will review a list of your manual processes and suggest which to automate first.',
  },
});

export const aiOfferingsPages: Page[] = [...consultingPages, ...industryPages, ...platformPages, lowCode].map(
  servicePageWithProof,
);
