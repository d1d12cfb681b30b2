/**
 * The services of the staffing-site menu: cloud, AI, digital transformation, generative AI,
 * quality assurance and AI & NLP.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { credentialsSection } from '../credentials';
import { diagramImage, labelledDiagram, servicePage } from './page-kit';
import { servicePageWithProof } from './proof';

const n = brand.shortName;

const cloudPages: Page[] = [
  servicePage({
    slug: 'app-modernization',
    path: '/cloud-services/app-modernization',
    title: 'Application Modernization',
    description:
      'Move legacy applications to modern, cloud-native architectures in planned increments, without stopping the business that runs on them.',
    hero: {
      image: 'app-modernization',
      heading: 'Application Modernization',
      subHeading: 'Turn the system everyone is afraid to touch into one your team can change every week.',
    },
    intro: {
      heading: 'Modernize in slices, not in one big rewrite',
      supportText: [
        'Most legacy systems still hold rules nobody has written down. A rewrite from scratch throws them away; we keep them. We map what the application really does, put tests around it, and then replace it one capability at a time behind a stable interface.',
        'Each slice goes live on its own, so the business sees progress within the first quarter and the old system shrinks until it can be switched off.',
      ],
    },
    offer: {
      heading: 'What we modernize',
      subHeading: 'Monoliths, mainframe front ends, desktop clients and ageing databases.',
      cards: [
        [
          'layers',
          'Monolith to services',
          'We split a monolith along business boundaries and move the busiest parts first.',
        ],
        [
          'database',
          'Database modernization',
          'Oracle and SQL Server schemas moved to PostgreSQL or managed cloud databases, with verified data.',
        ],
        [
          'code',
          'Framework upgrades',
          'Java 8 to 21, .NET Framework to .NET 8, AngularJS to React, with the test suite to prove it.',
        ],
        [
          'cloud',
          'Containers and Kubernetes',
          'Applications packaged, configured by environment and run on managed Kubernetes.',
        ],
      ],
    },
    visual: {
      heading: 'The strangler pattern, run as a programme',
      supportText: [
        'A routing layer sends each request either to the legacy system or to the new service that has replaced that part of it. The switch is one configuration change, so every step can be rolled back in minutes.',
      ],
      ...labelledDiagram('strangler-routing', 736),
      imageAlt:
        'A routing layer in front of the legacy system: quotes and documents already go to new rating and documents services, billing and claims still to the legacy system; moving a route back is one configuration change',
    },
    approach: {
      heading: 'How an engagement runs',
      subHeading: 'A typical programme moves its first capability to production within twelve weeks.',
      steps: [
        [
          'Assess (2–3 weeks)',
          'Code analysis, dependency mapping and interviews with the people who run the system. You get a ranked list of what to move first and why.',
        ],
        [
          'Protect',
          'Characterisation tests capture today’s behaviour, including the odd cases, before a line is changed.',
        ],
        [
          'Replace',
          'Each capability is rebuilt as a service, released behind the routing layer and compared with the legacy output on live traffic.',
        ],
        [
          'Retire',
          'When the last route points to the new system, the old one is archived and its licences and servers are released.',
        ],
      ],
    },
    faq: [
      [
        'Do we have to stop feature work during modernization?',
        'No. New features are built in the new services where possible, so the roadmap keeps moving while the legacy footprint shrinks.',
      ],
      [
        'What if nobody understands the old code any more?',
        'That is the usual case. Our assessment combines static analysis with production logs to reconstruct what the system actually does.',
      ],
      [
        'Which clouds do you work with?',
        'AWS, Microsoft Azure and Google Cloud, and on-premises Kubernetes when data must stay in your data centre.',
      ],
    ],
    cta: {
      heading: 'Start with a two-week assessment',
      text: `Send us a short description of the system and ${n} will come back with a fixed-price assessment proposal within three business days.`,
    },
  }),
  servicePage({
    slug: 'cloud-migration',
    path: '/cloud-services/cloud-migration',
    title: 'Cloud Migration',
    description:
      'Plan and run a low-risk migration of applications and data to AWS, Azure or Google Cloud, with cut-overs rehearsed before the real weekend.',
    hero: {
      image: 'cloud-migration',
      heading: 'Cloud Migration',
      subHeading: 'Move workloads and data to AWS, Azure or Google Cloud on a plan your operations team signs off.',
    },
    intro: {
      heading: 'A migration is a logistics project',
      supportText: [
        'The hard part of a migration is rarely the technology. It is knowing which applications depend on which, which ones can move together, and when the business can tolerate a cut-over.',
        'We build that picture first, group workloads into waves, and rehearse every cut-over in a copy of production so the real one is uneventful.',
      ],
    },
    offer: {
      heading: 'What we move',
      subHeading: 'From a handful of servers to a full data-centre exit.',
      cards: [
        [
          'migrate',
          'Rehost and replatform',
          'Virtual machines moved as they are, or onto managed databases and app services where it pays off.',
        ],
        [
          'database',
          'Data migration',
          'Online replication with change data capture, so the final switch takes minutes rather than a weekend.',
        ],
        [
          'shield',
          'Landing zones',
          'Accounts, networks, identity and guardrails set up before the first workload arrives.',
        ],
        [
          'gauge',
          'Cost control',
          'Right-sizing, reserved capacity and tagging from day one, with a monthly cost review.',
        ],
      ],
    },
    visual: {
      heading: 'Waves, not a big bang',
      supportText: [
        'Applications that talk to each other move in the same wave. Each wave has its own runbook, rehearsal and rollback plan, and the lessons of one feed the next.',
      ],
      ...labelledDiagram('cloud-migration-waves', 1046),
      imageAlt:
        'A wave plan over eleven months: map who calls whom and build the landing zone, then four waves from internal tools to the round-the-clock dispatch system, each rehearsed on a copy of production, cut over in a planned window and tuned',
    },
    approach: {
      heading: 'Our migration method',
      subHeading: 'Four stages, each ending with a decision you make.',
      steps: [
        [
          'Discover',
          'Automated inventory and dependency mapping of servers, databases and network flows, checked with your teams.',
        ],
        ['Plan', 'A target architecture, a wave plan and a business case with run costs before and after.'],
        ['Migrate', 'Wave by wave, with rehearsed cut-overs, data validation and a tested way back.'],
        ['Optimize', 'Ninety days of tuning after each wave: sizing, storage tiers, backups and alerts.'],
      ],
    },
    faq: [
      [
        'How long does a migration take?',
        'A first wave of five to ten applications usually goes live in eight to twelve weeks; a full data-centre exit is planned in waves over six to eighteen months.',
      ],
      [
        'Will there be downtime?',
        'Most applications move with a short planned window, often under an hour, thanks to data replication running ahead of the cut-over.',
      ],
      [
        'Can you work with our existing cloud account?',
        'Yes. We review it against the landing-zone baseline and close the gaps before migrating.',
      ],
    ],
    cta: {
      heading: 'Get a migration plan',
      text: 'Tell us roughly how many servers and applications you run and where; we will propose a discovery engagement sized to it.',
    },
  }),
  servicePage({
    slug: 'hybrid-cloud-services',
    path: '/cloud-services/hybrid-cloud-services',
    title: 'Hybrid Cloud Services',
    description:
      'Run workloads across your data centre and public cloud with one set of tools for deployment, security, monitoring and cost.',
    hero: {
      image: 'hybrid-cloud-services',
      heading: 'Hybrid Cloud Services',
      subHeading: 'One operating model for the workloads that stay on premises and the ones that move.',
    },
    intro: {
      heading: 'Some workloads should stay where they are',
      supportText: [
        'Regulated data, low-latency plant systems and recent hardware investments are good reasons to keep part of the estate on premises. The cost of hybrid comes from running two of everything.',
        'We give both sides the same deployment pipeline, identity, monitoring and policies, so your team runs one platform that happens to span two places.',
      ],
    },
    offer: {
      heading: 'What we set up and run',
      subHeading: 'Built on Kubernetes and the hybrid services of AWS, Azure and Google Cloud.',
      cards: [
        [
          'server',
          'Consistent platform',
          'The same container platform and deployment pipeline on premises and in the cloud.',
        ],
        [
          'lock',
          'Unified identity and policy',
          'One directory, one set of access rules and one audit trail across both environments.',
        ],
        [
          'link',
          'Secure connectivity',
          'Private links, segmented networks and encrypted traffic between sites and clouds.',
        ],
        [
          'gauge',
          'Single monitoring view',
          'Metrics, logs and alerts from both sides in one place, with on-call runbooks.',
        ],
      ],
    },
    visual: {
      heading: 'Place each workload where it runs best',
      supportText: [
        'We score every workload on data residency, latency, cost and change rate. The result is a placement map your architects can defend, revisited every six months.',
      ],
      ...labelledDiagram('hybrid-placement-map', 826),
      imageAlt:
        'A placement map: five workloads scored on data residency, latency, cost and change rate; the plant control system and payroll stay on premises, the customer portal, test environments and analytics run in the public cloud, all under one operating model revisited every six months',
    },
    approach: {
      heading: 'How we work',
      subHeading: 'Design, build, then run it with you or for you.',
      steps: [
        ['Placement review', 'Workload-by-workload assessment with a recommended home for each and the reasons.'],
        ['Platform build', 'Container platform, networking, identity and observability set up as code on both sides.'],
        ['Onboarding', 'Applications moved onto the common platform one team at a time, with training.'],
        ['Managed operations', 'Optional 24×7 monitoring and patching from our teams in India and the US.'],
      ],
    },
    faq: [
      [
        'Do we need Kubernetes for hybrid cloud?',
        'Not always. For a few virtual machines, consistent tooling and policies are enough; we recommend a container platform when you run many services.',
      ],
      [
        'Can you operate the platform after the build?',
        'Yes, under a managed-service agreement with agreed response times, or we can train your team to take it over.',
      ],
    ],
    cta: {
      heading: 'Review your placement',
      text: 'We will look at your current estate and suggest where each workload should live, with the trade-offs spelled out.',
    },
  }),
];

const aiPages: Page[] = [
  servicePage({
    slug: 'conversational',
    path: '/artificial-intelligence/conversational',
    title: 'Conversational AI',
    description:
      'Assistants and chatbots that answer from your own documents and systems, cite their sources and hand over to a person when they should.',
    hero: {
      image: 'conversational',
      heading: 'Conversational AI',
      subHeading:
        'Assistants that answer from your knowledge, show where the answer came from and know when to hand over.',
    },
    intro: {
      heading: 'Answers your customers and staff can check',
      supportText: [
        'A useful assistant does three things well: it finds the right passage in your content, it answers only from that passage, and it says so when it does not know.',
        'We build assistants on retrieval over your documents and APIs, with guardrails on topics and tone, and with every answer linked to its source.',
      ],
    },
    offer: {
      heading: 'Where our assistants work',
      subHeading: 'On your website, in Microsoft Teams or Slack, in WhatsApp and in your contact centre.',
      cards: [
        [
          'chat',
          'Customer support',
          'Order status, policy questions and troubleshooting answered around the clock, with a clean handover to agents.',
        ],
        [
          'users',
          'Employee help desk',
          'HR, IT and finance questions answered from the policies your staff already have.',
        ],
        [
          'search',
          'Knowledge search',
          'Engineers and analysts ask in plain words and get the paragraph, not a list of files.',
        ],
        [
          'globe',
          'Multilingual',
          'English, Hindi and other Indian languages, answering in the language the user wrote in.',
        ],
      ],
    },
    visual: {
      heading: 'Grounded in your documents',
      supportText: [
        'Every answer is built from passages retrieved from your approved content. The assistant shows the source, so users can read more and reviewers can spot gaps in the content itself.',
      ],
      ...labelledDiagram('assistant-grounded-answer', 692),
      imageAlt:
        'An HR assistant answers whether unused leave carries over, citing Leave policy §4.2, the one passage it used of three retrieved from approved content; a question no passage answers is passed to a person with the chat, and the gap reported to the content owner',
    },
    approach: {
      heading: 'From pilot to production',
      subHeading: 'A first assistant is usually live with a pilot group in six to eight weeks.',
      steps: [
        [
          'Pick the questions',
          'We analyse past tickets or chats to find the questions that are frequent, answerable and costly to handle by hand.',
        ],
        [
          'Prepare the content',
          'Documents are cleaned, split and indexed; gaps found on the way are reported to their owners.',
        ],
        [
          'Build and evaluate',
          'We test the assistant against a set of real questions with agreed correct answers before anyone outside the team sees it.',
        ],
        [
          'Launch and measure',
          'Resolution rate, handover rate and user ratings tracked weekly, and the content improved where answers fall short.',
        ],
      ],
    },
    faq: [
      [
        'Which language models do you use?',
        'We choose per project: hosted models from the major cloud providers, or open models run in your own environment when data must not leave it.',
      ],
      [
        'How do you stop the assistant making things up?',
        'It answers only from retrieved passages, refuses out-of-scope topics, and is tested against known questions before each release.',
      ],
      [
        'Can it take actions, not just answer?',
        'Yes. It can call your APIs, for example to check an order or book an appointment, with the user confirming each action.',
      ],
    ],
    cta: {
      heading: 'See an assistant on your content',
      text: 'Share a sample of your documents and fifty real questions; we will show you how an assistant answers them.',
    },
  }),
  servicePage({
    slug: 'private-llm',
    path: '/artificial-intelligence/private-llm',
    title: 'Private LLM',
    description:
      'Large language models deployed in your own cloud account or data centre, adapted to your data and never shared with a third party.',
    hero: {
      image: 'private-llm',
      heading: 'Private LLM',
      subHeading: 'Generative AI inside your own walls: your infrastructure, your data, your rules.',
    },
    intro: {
      heading: 'When your data cannot leave the building',
      supportText: [
        'Banks, insurers, hospitals and manufacturers often cannot send documents to a public AI service. A private LLM runs where your data already lives, in your cloud account or on your own GPUs.',
        'We select an open model that fits the task and the hardware, adapt it to your vocabulary and documents, and serve it behind your identity and logging.',
      ],
    },
    offer: {
      heading: 'What a private LLM project includes',
      subHeading: 'Everything from model choice to the service your applications call.',
      cards: [
        [
          'target',
          'Model selection',
          'Open models compared on your own tasks, sizes and budgets, not on public leaderboards.',
        ],
        [
          'gear',
          'Fine-tuning and retrieval',
          'Adapted to your terminology with fine-tuning where it helps and retrieval where facts change often.',
        ],
        [
          'lock',
          'Secure serving',
          'Deployed in your VPC or data centre with single sign-on, encryption and full request logs.',
        ],
        [
          'chart',
          'Evaluation and monitoring',
          'Quality, latency and cost measured continuously against a test set you own.',
        ],
      ],
    },
    visual: {
      heading: 'Inside your network, measured before it goes live',
      supportText: [
        'Your documents, the index, the model and the answers stay inside your network. The retriever hands the model only the passages the person asking is allowed to read, and every answer links to them.',
        'Every candidate model is scored on a test set built from your own documents and questions, with accuracy, groundedness, latency and GPU cost side by side.',
      ],
      ...labelledDiagram('private-llm-boundary', 1214),
      imageAlt:
        'Inside your network: documents indexed with their access rights, only the passages the asker may read retrieved, an open-weights model on your GPUs answering with sources, a go-live gate on your own test set and a log of every request; public AI APIs are never called',
    },
    approach: {
      heading: 'How we deliver',
      subHeading: 'From first benchmark to production service in about ten to fourteen weeks.',
      steps: [
        ['Use cases and test set', 'We agree the tasks and build a test set of real inputs with expected outputs.'],
        ['Benchmark', 'Three to five open models evaluated on that set and on your hardware options.'],
        ['Adapt', 'Fine-tuning, retrieval and prompt design, each kept only if it raises the scores.'],
        ['Serve and hand over', 'Production deployment with monitoring, and runbooks your team can operate.'],
      ],
    },
    faq: [
      [
        'Do we need our own GPUs?',
        'No. Most clients start with GPU instances in their existing cloud account; on-premises hardware makes sense at steady, high volumes.',
      ],
      [
        'Is a private model as good as the largest public ones?',
        'On narrow, well-defined tasks a smaller model adapted to your data is often as accurate, faster and far cheaper. We show you the numbers before you decide.',
      ],
      ['Who owns the fine-tuned model?', 'You do, including the weights, the training data and the evaluation set.'],
    ],
    // Sold to banks and pharma: the security certifications come straight after what is offered.
    extra: [credentialsSection()],
    cta: {
      heading: 'Benchmark models on your data',
      text: 'A four-week benchmark tells you which model, hardware and budget your use case needs.',
    },
  }),
  servicePage({
    slug: 'deep-learning-models',
    path: '/artificial-intelligence/deep-learning-models',
    title: 'Deep Learning Models',
    description:
      'Custom vision, language and forecasting models built, evaluated and run in production, with monitoring that catches drift early.',
    hero: {
      image: 'deep-learning-models',
      heading: 'Deep Learning Models',
      subHeading: 'Custom models for images, text and time series, built to run in production, not only in a notebook.',
    },
    intro: {
      heading: 'Models that survive contact with real data',
      supportText: [
        'A model that scores well in an experiment can still fail on the factory floor or in the claims queue. The difference is data quality, evaluation on realistic cases and monitoring after launch.',
        'Our data scientists and engineers work as one team, so the model, its data pipeline and its serving are designed together.',
      ],
    },
    offer: {
      heading: 'Models we build',
      subHeading: 'Chosen for the problem, from compact classifiers to large fine-tuned networks.',
      cards: [
        ['search', 'Computer vision', 'Defect detection, document layout analysis, shelf and stock recognition.'],
        ['document', 'Language models', 'Classification, entity extraction and summarisation tuned to your domain.'],
        ['chart', 'Forecasting', 'Demand, load and cash-flow forecasts with confidence ranges, not single numbers.'],
        ['bug', 'Anomaly detection', 'Unusual transactions, sensor readings or log patterns flagged for review.'],
      ],
    },
    visual: {
      heading: 'A registry for every model in production',
      supportText: [
        'Each model version is stored with its training data snapshot, metrics and approval. When live data drifts from the training data, the monitoring raises an alert before accuracy drops.',
      ],
      ...labelledDiagram('model-registry-drift', 812),
      imageAlt:
        'A model registry listing versions 8 (candidate), 7 (live) and 6 (retired) with their training data, held-out accuracy and approval; a chart of live data drifting from the training data past the alert threshold, which starts retraining before accuracy drops',
    },
    approach: {
      heading: 'Our process',
      subHeading: 'Short cycles with a go or no-go decision at each step.',
      steps: [
        [
          'Feasibility (3–4 weeks)',
          'A baseline model on a sample of your data tells us whether the target accuracy is realistic.',
        ],
        [
          'Data and labelling',
          'Labelling guidelines, tooling and quality checks, with your experts reviewing edge cases.',
        ],
        [
          'Build and validate',
          'Training, error analysis and validation on held-out data that reflects real conditions.',
        ],
        ['Deploy and monitor', 'Serving on CPU, GPU or edge devices, with drift monitoring and a retraining schedule.'],
      ],
    },
    faq: [
      [
        'How much data do we need?',
        'It depends on the task. Transfer learning often gives useful results with a few thousand labelled examples; the feasibility study answers this for your case.',
      ],
      [
        'Can the model run on edge devices?',
        'Yes. We compress and quantise models to run on industrial PCs, cameras and mobile devices.',
      ],
    ],
    cta: {
      heading: 'Test feasibility on your data',
      text: 'Bring a sample and a target; in three to four weeks you will know whether a model can reach it.',
    },
  }),
];

const digitalPages: Page[] = [
  servicePage({
    slug: 'custom-software-development',
    path: '/digital-transformation/custom-software-development',
    title: 'Custom Software Development',
    description:
      'Web, mobile and back-office software designed and built around how your business works, by teams that stay with the product after launch.',
    hero: {
      image: 'custom-software-development',
      heading: 'Custom Software Development',
      subHeading: 'Software shaped around how your business actually works, built by a team that stays after launch.',
    },
    intro: {
      heading: 'When off-the-shelf stops fitting',
      supportText: [
        'Packaged software is the right answer until your process is what sets you apart. Then workarounds, spreadsheets and manual re-keying start to cost more than building the right tool.',
        `${n}'s product teams combine a product lead, designers, engineers and testers. They release working software every two weeks, so you steer with real screens rather than documents.`,
      ],
    },
    offer: {
      heading: 'What we build',
      subHeading: 'From internal tools to customer-facing platforms with thousands of users.',
      cards: [
        [
          'laptop',
          'Web applications',
          'Portals, marketplaces and line-of-business systems built with React, Node.js, Java and .NET.',
        ],
        [
          'mobile',
          'Mobile apps',
          'iOS and Android apps, native or cross-platform, with offline use where field teams need it.',
        ],
        [
          'flow',
          'Workflow and integration',
          'Back-office processes automated and connected to your ERP, CRM and payment systems.',
        ],
        [
          'database',
          'Data platforms',
          'Operational data stores, reporting layers and APIs that other teams can build on.',
        ],
      ],
    },
    visual: {
      heading: 'Teams that stay with the product',
      supportText: [
        'The engineers who build your system also support it after launch. That continuity is why most of our development clients stay with us for years, and why we reach a 94.7% client satisfaction score.',
      ],
      ...labelledDiagram('sprint-cadence', 792),
      imageAlt:
        'Discovery with your users ends in a backlog and a prototype; two-week sprints each end in a demo where priorities may change; review, tests and security scanning on every change; a staged launch; and the same team from discovery to years of support',
    },
    approach: {
      heading: 'How we deliver',
      subHeading: 'Fixed-scope projects or a dedicated team; the same engineering standards either way.',
      steps: [
        [
          'Discovery',
          'Workshops with the people who will use the software, ending in a prioritised backlog and a clickable prototype.',
        ],
        ['Build in sprints', 'Two-week sprints with a demo each time; you can change priorities between sprints.'],
        ['Quality built in', 'Code review, automated tests and security scanning on every change, not at the end.'],
        ['Launch and support', 'Staged roll-out, training, and a support agreement with agreed response times.'],
      ],
    },
    faq: [
      [
        'Who owns the code?',
        'You do, from the first commit. The repository lives in your account or is transferred to you.',
      ],
      [
        'Can your team work with our in-house developers?',
        'Yes. Many engagements are mixed teams; we adopt your tools and rituals or propose ours.',
      ],
      [
        'Where are your engineers based?',
        'In our Indian offices in Gondia, Pune, Noida and Dehradun, with product leads in Kansas and North Carolina for US clients.',
      ],
    ],
    cta: {
      heading: 'Tell us what you need built',
      text: 'A short call is enough for us to suggest a team shape, a first milestone and a budget range.',
    },
  }),
  servicePage({
    slug: 'prototyping-and-mvp',
    path: '/digital-transformation/prototyping-and-mvp',
    title: 'Prototyping and MVP',
    description:
      'A clickable prototype in a few weeks and a market-ready minimum viable product in three to six months, built to grow rather than be thrown away.',
    hero: {
      image: 'prototyping-and-mvp',
      heading: 'Prototyping and MVP',
      subHeading: 'A clickable prototype in a few weeks. A market-ready MVP in three to six months.',
    },
    intro: {
      heading: 'Learn before you spend',
      supportText: [
        'A prototype answers "will people want this?" for the cost of a few weeks. An MVP answers "will they use it and pay for it?" with a real product in real hands.',
        'We build both with the next step in mind: the prototype informs the MVP backlog, and the MVP is engineered so it can become version one without a rewrite.',
      ],
    },
    offer: {
      heading: 'Two steps, each with a clear outcome',
      subHeading: 'Start with either, depending on how much you already know.',
      cards: [
        [
          'bulb',
          'Prototype in a few weeks',
          'Clickable screens tested with five to ten target users, with a report on what worked and what did not.',
        ],
        [
          'rocket',
          'MVP in 3–6 months',
          'The smallest product that delivers the core value, live with real users and analytics in place.',
        ],
        [
          'target',
          'Measured launch',
          'Activation, retention and conversion tracked from day one so the next decision rests on data.',
        ],
        [
          'layers',
          'Built to scale',
          'Clean architecture, automated tests and cloud hosting that grow with the product.',
        ],
      ],
    },
    visual: {
      heading: 'From idea to launch without a rewrite',
      supportText: [
        'Founders and product teams use our MVP service to reach their first customers fast. Because the code is production grade, the same team keeps building on it after launch.',
      ],
      ...labelledDiagram('mvp-stage-gates', 752),
      imageAlt:
        'Frame in one week, prototype tested with real users in two to four weeks, the MVP built in three to six months with an early pilot group, then launch and learn; after each stage a demo and your decision to go on, change course or stop',
    },
    approach: {
      heading: 'The path we follow',
      subHeading: 'Each stage ends with a demo and a decision.',
      steps: [
        ['Frame (1 week)', 'Target users, the problem, the riskiest assumptions and how we will test them.'],
        ['Prototype (2–4 weeks)', 'Clickable design, tested in moderated sessions with real target users.'],
        ['Build the MVP (3–6 months)', 'Core features only, released to a pilot group early and refined every sprint.'],
        ['Launch and learn', 'Public release, analytics review and a prioritised plan for the next quarter.'],
      ],
    },
    faq: [
      [
        'What does an MVP cost?',
        'It depends on scope; a typical MVP is built by a team of four to six over three to six months. We give a fixed estimate after the framing week.',
      ],
      [
        'Do we need a prototype before an MVP?',
        'Not if you have already validated the problem with users. If you have not, a prototype is the cheapest way to do it.',
      ],
    ],
    cta: {
      heading: 'Book a framing week',
      text: 'In five working days we turn your idea into a tested plan, a prototype scope and an MVP estimate.',
    },
  }),
  servicePage({
    slug: 'qa-and-testing',
    path: '/digital-transformation/qa-and-testing',
    title: 'QA and Testing',
    description:
      'Functional, performance, security and accessibility testing by a dedicated QA team, so you release on schedule and with confidence.',
    hero: {
      image: 'qa-and-testing',
      heading: 'QA and Testing',
      subHeading: 'Release on schedule without holding your breath.',
    },
    intro: {
      heading: 'Testing that finds problems while they are cheap',
      supportText: [
        'A defect found by a user costs many times more than one found during development. Our testers join your team at the start of each sprint, write test cases from the requirements and automate the ones that will be run again.',
      ],
    },
    offer: {
      heading: 'Our testing services',
      subHeading: 'Manual where judgement matters, automated where repetition does.',
      cards: [
        [
          'check',
          'Functional testing',
          'Requirements-based test cases for web, mobile and API, with clear defect reports.',
        ],
        [
          'gauge',
          'Performance testing',
          'Load and stress tests that show how many users your system handles and where it breaks.',
        ],
        ['shield', 'Security testing', 'OWASP-based checks, dependency scanning and authenticated penetration tests.'],
        ['users', 'Accessibility testing', 'WCAG 2.2 AA audits with screen readers and keyboard-only checks.'],
      ],
    },
    visual: {
      heading: 'A QA team that knows your product',
      supportText: [
        'Testers stay on your account, so they know where the fragile areas are. Regression suites grow with the product and run on every build through your CI pipeline.',
      ],
      image: diagramImage('test-pyramid'),
      imageAlt:
        'A test pyramid: many fast unit checks at the base, fewer integration checks above, a few end-to-end journeys at the top',
    },
    approach: {
      heading: 'How we engage',
      subHeading: 'As a test team inside your sprints, or as an independent test phase before release.',
      steps: [
        [
          'QA assessment',
          'Review of your current process, tools and defect history, with a short list of improvements.',
        ],
        ['Test strategy', 'What to test manually, what to automate and what to measure, agreed with your team.'],
        ['Execution', 'Testing in every sprint, with daily defect triage and a release readiness report.'],
        ['Automation', 'Regression suites built in Playwright, Selenium, Appium or REST-assured and run in CI.'],
      ],
    },
    faq: [
      [
        'Do you use our tools or your own?',
        'Yours where they exist: Jira, Azure DevOps, TestRail or Xray. Where there is a gap, we recommend open-source options first.',
      ],
      [
        'Can you test before a fixed release date?',
        'Yes. We scale a team up for a release window and hand over the test assets afterwards.',
      ],
    ],
    cta: {
      heading: 'Get a QA assessment',
      text: 'In two weeks we review how you test today and show where defects are slipping through.',
    },
  }),
  servicePage({
    slug: 'devops',
    path: '/digital-transformation/devops',
    title: 'DevOps',
    description:
      'CI/CD pipelines, infrastructure as code and observability that shorten the path from a commit to production and make releases routine.',
    hero: {
      image: 'devops',
      heading: 'DevOps',
      subHeading: 'From commit to production in minutes, with the safety checks built into the path.',
    },
    intro: {
      heading: 'Make releasing boring',
      supportText: [
        'When a release needs a weekend, a checklist and three people on a call, teams release less often and each release carries more risk. Automated pipelines reverse that.',
        'We automate the build, test, security checks and deployment of your applications and infrastructure, and add the monitoring that tells you quickly when something goes wrong.',
      ],
    },
    offer: {
      heading: 'What we set up',
      subHeading: 'On GitHub Actions, GitLab CI, Azure DevOps or Jenkins; on any major cloud.',
      cards: [
        [
          'pipeline',
          'CI/CD pipelines',
          'Every change built, tested, scanned and deployed the same way, with approvals where you need them.',
        ],
        [
          'code',
          'Infrastructure as code',
          'Terraform or Bicep for every environment, reviewed and versioned like application code.',
        ],
        ['gauge', 'Observability', 'Metrics, logs, traces and alerts that point to the cause, not just the symptom.'],
        ['shield', 'DevSecOps', 'Secret scanning, dependency checks and image signing built into the pipeline.'],
      ],
    },
    visual: {
      heading: 'One pipeline, every team',
      supportText: [
        'Reusable pipeline templates give each new service tests, scanning and deployment from its first commit. Teams track deployment frequency, lead time, change failure rate and recovery time on one dashboard.',
      ],
      ...labelledDiagram('devops-pipeline', 1098),
      imageAlt:
        'One pipeline template: commit and review, build and unit tests, security scan, staging with API tests, a canary on 5% of traffic that rolls itself back, then production; a failed check stops the change; one dashboard tracks deployment frequency, lead time, change failure rate and time to recover',
    },
    approach: {
      heading: 'How we get you there',
      subHeading: 'Improvements land every two weeks, starting with the biggest bottleneck.',
      steps: [
        ['Baseline', 'We measure how long a change takes to reach production today and where it waits.'],
        ['Pipeline', 'Automated build, test and deployment for one pilot service, then templated for the rest.'],
        ['Platform', 'Environments created on demand from code, with the same configuration from test to production.'],
        ['Operate', 'Alerts, dashboards and incident runbooks, and a blameless review after each incident.'],
      ],
    },
    faq: [
      [
        'We are on-premises. Does DevOps still apply?',
        'Yes. Pipelines, infrastructure as code and monitoring work the same way in your data centre.',
      ],
      [
        'Do you provide 24×7 support?',
        'Yes, as a managed service from our teams across time zones in India and the US.',
      ],
    ],
    cta: {
      heading: 'Measure your delivery baseline',
      text: 'We will measure your current lead time and failure rate and propose the three changes that would move them most.',
    },
  }),
];

const genAiPages: Page[] = [
  servicePage({
    slug: 'contract-management',
    path: '/generative-ai/contract-management',
    title: 'Generative AI for Contract Management',
    description:
      'Draft, review and track contracts with generative AI that compares every clause with your playbook and cites the text it relies on.',
    hero: {
      image: 'contract-management',
      heading: 'Generative AI for Contract Management',
      subHeading:
        'Review a contract against your playbook in minutes, with every finding pointing to the clause behind it.',
    },
    intro: {
      heading: 'Your playbook, applied to every contract',
      supportText: [
        'Legal and procurement teams spend hours on first-pass reviews: finding the liability cap, the renewal terms, the data-protection clause, and checking each against the company position.',
        'Our contract assistant does that first pass. It extracts the clauses, compares them with your playbook and proposes redlines in your preferred wording, for a lawyer to accept or change.',
      ],
    },
    offer: {
      heading: 'What it does',
      subHeading: 'Works on Word and PDF contracts, including scanned ones.',
      cards: [
        [
          'search',
          'Clause extraction',
          'Parties, dates, fees, caps, renewal and termination terms pulled into a structured summary.',
        ],
        [
          'scale',
          'Playbook comparison',
          'Each clause marked acceptable, needs review or high risk against your own positions.',
        ],
        ['document', 'Suggested redlines', 'Fallback wording from your clause library proposed as tracked changes.'],
        ['calendar', 'Obligation tracking', 'Renewal and notice dates sent to the owners before they pass.'],
      ],
    },
    visual: {
      heading: 'Every finding cites its clause',
      supportText: [
        'Reviewers see the extracted clause, the playbook rule it was compared with and the risk rating together. Nothing is changed in the contract without a person accepting it.',
      ],
      ...labelledDiagram('contract-clause-review', 1102),
      imageAlt:
        'A supplier agreement split into clauses, each rated against the playbook (price changes acceptable, liability high risk, termination needs review); a lawyer accepts, edits or rejects each flagged clause before tracked changes reach the contract',
    },
    approach: {
      heading: 'How we roll it out',
      subHeading: 'Most teams review their first live contracts with the assistant within six weeks.',
      steps: [
        [
          'Capture the playbook',
          'Your positions and fallback clauses written down with your legal team, often for the first time.',
        ],
        [
          'Calibrate',
          'The assistant is tested on fifty of your past contracts and its findings compared with your lawyers’ reviews.',
        ],
        ['Integrate', 'Connected to your contract repository, e-mail intake or CLM system.'],
        ['Improve', 'Reviewer corrections feed back into the playbook and the test set every month.'],
      ],
    },
    faq: [
      [
        'Does the AI replace our lawyers?',
        'No. It does the first pass and prepares the markup; lawyers decide. Teams typically spend their time on negotiation rather than on finding clauses.',
      ],
      [
        'Where are our contracts processed?',
        'In your own cloud environment or on a private LLM, never on a shared public service.',
      ],
    ],
    cta: {
      heading: 'Try it on your own contracts',
      text: 'Send us ten representative contracts and your playbook; we will show you the review it produces.',
    },
  }),
  servicePage({
    slug: 'medical-writing',
    path: '/generative-ai/medical-writing',
    title: 'Generative AI for Medical Writing',
    description:
      'Clinical and regulatory documents drafted faster by 25 section agents, with every statement traced to its source for the medical writer to verify.',
    hero: {
      image: 'medical-writing',
      heading: 'Generative AI for Medical Writing',
      subHeading: 'First drafts of protocols and study reports in hours, every sentence traced to its source.',
    },
    intro: {
      heading: 'Medical writers review, the agents draft',
      supportText: [
        'Clinical study protocols and reports follow well-known structures, but each section draws on different sources: the investigator brochure, statistical analysis plan, earlier studies and regulatory guidance.',
        'Our medical-writing platform assigns each section to its own agent, 25 section agents in all, that drafts from the right sources and cites them line by line. The medical writer edits and approves.',
      ],
    },
    offer: {
      heading: 'What the platform drafts',
      subHeading: 'Aligned with ICH E6 and E3 structures and your own templates.',
      cards: [
        [
          'document',
          'Clinical study protocols',
          'Synopsis, objectives, endpoints, eligibility and schedule of assessments.',
        ],
        ['chart', 'Clinical study reports', 'Results narratives drafted from tables, listings and figures.'],
        ['medical', 'Patient narratives', 'Safety narratives generated from case data for serious adverse events.'],
        ['book', 'Plain-language summaries', 'Lay summaries of results written for patients and the public.'],
      ],
    },
    visual: {
      heading: 'Built on 100 analysed protocols',
      supportText: [
        'To design the section agents we analysed 100 open-source protocol documents from public trial registries: how each section is written, which sources it uses and where reviewers most often ask for changes.',
        'Each agent drafts only from the sources assigned to its section and marks every statement with its citation, so review is verification rather than detective work.',
      ],
      ...labelledDiagram('protocol-section-agents', 972),
      imageAlt:
        'Sources (investigator’s brochure, earlier study reports, your template) feed one agent per protocol section, 25 in all; the eligibility section is drafted with a citation on every statement, and a medical writer accepts, edits or sends back each section',
    },
    approach: {
      heading: 'How teams adopt it',
      subHeading: 'Start with one document type and one therapeutic area.',
      steps: [
        [
          'Templates and sources',
          'Your templates, style guide and typical source documents are loaded and mapped to sections.',
        ],
        ['Pilot', 'The platform drafts documents your team has already written, so quality can be compared directly.'],
        ['Validate', 'Documented testing and audit trails to support use in a GxP environment.'],
        ['Scale', 'More document types and therapeutic areas added as your writers gain confidence.'],
      ],
    },
    faq: [
      [
        'Is the output submission-ready?',
        'No draft is. The platform produces a cited first draft; qualified medical writers review, edit and approve every document.',
      ],
      [
        'Where does patient data go?',
        'Nowhere outside your environment. The platform runs on a private deployment with access controls and audit logs.',
      ],
    ],
    cta: {
      heading: 'Compare a draft with your own',
      text: 'Give us the sources of a protocol you have already written and compare our cited draft with your final version.',
    },
  }),
  servicePage({
    slug: 'resume-copilot',
    path: '/generative-ai/resume-copilot',
    title: 'Resume Copilot',
    description:
      'Screen and match resumes against a requirement in seconds, with explanations recruiters trust. Built and proven on 45,000+ resumes.',
    hero: {
      image: 'resume-copilot',
      heading: 'Resume Copilot',
      subHeading: 'Find the right five candidates in a pile of five hundred, and see why each one fits.',
    },
    intro: {
      heading: 'Built by recruiters, for recruiters',
      supportText: [
        `Resume Copilot grew out of ${n}'s own staffing desk. Our recruiters fill contract and permanent roles for clients in the US and India, and our candidate database holds 45,000+ resumes.`,
        'Keyword search missed good candidates and surfaced poor ones. Resume Copilot reads each resume the way a recruiter would, matches it to the requirement and explains the match in plain words.',
      ],
    },
    offer: {
      heading: 'What it does',
      subHeading: 'Works with resumes in PDF and Word, and with your applicant tracking system.',
      cards: [
        [
          'search',
          'Structured parsing',
          'Skills, years per skill, domains, certifications and location extracted from any layout.',
        ],
        [
          'target',
          'Explained matching',
          'Each candidate scored against must-have and nice-to-have requirements, with the evidence quoted.',
        ],
        [
          'users',
          'Shortlists in seconds',
          'A ranked shortlist from your whole database as soon as a requirement arrives.',
        ],
        [
          'shield',
          'Fair by design',
          'Names, photos, age and gender are hidden from scoring; scores are audited for bias.',
        ],
      ],
    },
    visual: {
      heading: 'Scores recruiters can explain to a hiring manager',
      supportText: [
        'For every candidate, the copilot lists which requirements are met, which are partly met and which are missing, quoting the lines of the resume it relied on.',
      ],
      ...labelledDiagram('resume-match-explained', 898),
      imageAlt:
        'A requirement for a senior Java engineer and one ranked resume: Java and Spring Boot met, Kafka partly met, AWS missing, each with the resume line it relied on; scoring ignores names, photos, age and gender, and a recruiter decides',
    },
    approach: {
      heading: 'Getting started',
      subHeading: 'Connected to your database and live in about four weeks.',
      steps: [
        ['Connect', 'Import from your ATS or a resume folder; the copilot parses and indexes everything.'],
        ['Calibrate', 'Recruiters rate shortlists for a dozen recent requirements to tune the scoring.'],
        ['Go live', 'New requirements get an instant shortlist; recruiters keep full control of who is contacted.'],
        ['Review fairness', 'Quarterly reports on scoring by group, with adjustments where needed.'],
      ],
    },
    faq: [
      [
        'Does it make hiring decisions?',
        'No. It ranks and explains; recruiters and hiring managers decide whom to contact and hire.',
      ],
      [
        'Can candidates ask for their data to be removed?',
        'Yes. Removal requests are honoured across the database and the search index.',
      ],
    ],
    cta: {
      heading: 'See your own shortlist',
      text: 'Send us one open requirement and a sample of resumes; we will return a ranked, explained shortlist.',
    },
  }),
  servicePage({
    slug: 'auto-dashboard',
    path: '/generative-ai/auto-dashboard',
    title: 'Auto Dashboard',
    description:
      'Describe the dashboard you need in plain words and get it built on your own data, with the queries visible and editable.',
    hero: {
      image: 'auto-dashboard',
      heading: 'Auto Dashboard',
      subHeading: 'Say what you want to see. Get a working dashboard on your own data in minutes.',
    },
    intro: {
      heading: 'From request to dashboard without the queue',
      supportText: [
        'Business teams wait weeks for the BI team to build a dashboard, and the BI team spends its time on requests that are variations of existing ones.',
        'Auto Dashboard reads your data model, understands a request such as "weekly sales by region against target, last two quarters", and builds the charts, filters and queries for an analyst to check and publish.',
      ],
    },
    offer: {
      heading: 'What it does',
      subHeading: 'Works with Power BI, Tableau, Looker Studio or as a standalone web dashboard.',
      cards: [
        [
          'chat',
          'Plain-language requests',
          'Describe the metrics, breakdowns and period; refine the result by asking again.',
        ],
        ['database', 'Knows your data model', 'Uses your metric definitions and table relationships, not guesses.'],
        ['dashboard', 'Ready-made layouts', 'KPI tiles, trends and breakdowns arranged the way your team is used to.'],
        ['code', 'Transparent queries', 'Every chart shows its query so analysts can review and adjust it.'],
      ],
    },
    visual: {
      heading: 'Analysts stay in control',
      supportText: [
        'Generated dashboards start as drafts. An analyst reviews the queries and definitions, then publishes with one click to the people who asked.',
      ],
      ...labelledDiagram('dashboard-draft-review', 690),
      imageAlt:
        'A request for weekly churn by plan becomes a draft dashboard built on agreed metric definitions; an analyst checks the queries, the definitions and row-level security, then publishes it to the people who asked',
    },
    approach: {
      heading: 'Rolling it out',
      subHeading: 'Live on your first subject area in four to six weeks.',
      steps: [
        ['Model the metrics', 'We document your key metrics and their exact definitions with the data owners.'],
        ['Connect the data', 'Read-only access to your warehouse or lakehouse, with row-level security respected.'],
        ['Pilot', 'A business team uses it for their own requests while analysts review each result.'],
        ['Extend', 'More subject areas and data sources added one at a time.'],
      ],
    },
    faq: [
      [
        'Will it show people data they should not see?',
        'No. It queries with the requesting user’s permissions, so row- and column-level security still apply.',
      ],
      [
        'Which warehouses are supported?',
        'Snowflake, BigQuery, Redshift, Azure Synapse, Databricks, PostgreSQL and SQL Server.',
      ],
    ],
    cta: {
      heading: 'Build a dashboard live',
      text: 'Bring a request your BI team has in its queue and watch Auto Dashboard build it on a sample of your data.',
    },
  }),
];

const qaAndBiPages: Page[] = [
  servicePage({
    slug: 'testing-automation',
    path: '/quality-assurance/testing-automation',
    title: 'Testing Automation',
    description:
      'Automated test suites for web, mobile and APIs that run on every change, so regressions are caught in minutes rather than found by users.',
    hero: {
      image: 'testing-automation',
      heading: 'Testing Automation',
      subHeading: 'Regression tests that run on every change and finish before your coffee does.',
    },
    intro: {
      heading: 'Automate what you would otherwise repeat',
      supportText: [
        'Manual regression testing grows with every release until it becomes the bottleneck. Automated suites run the same checks in minutes, every time code changes.',
        `${n}'s automation engineers build suites that are fast, stable and readable, so your developers trust a red result and fix the code rather than re-running the test.`,
      ],
    },
    offer: {
      heading: 'What we automate',
      subHeading: 'With open-source tools you own, integrated into your CI pipeline.',
      cards: [
        ['laptop', 'Web UI', 'Playwright and Selenium suites covering the journeys that earn you money.'],
        ['mobile', 'Mobile', 'Appium suites on real devices and emulators for iOS and Android.'],
        ['code', 'API and contract', 'REST and GraphQL tests, plus contract tests between services.'],
        ['gauge', 'Performance', 'k6 and JMeter load tests that run nightly against a production-like environment.'],
      ],
    },
    visual: {
      heading: 'Results on every commit',
      supportText: [
        'Tests run in parallel in your pipeline. Failures arrive with screenshots, logs and a link to the change that caused them; flaky tests are quarantined and fixed, not ignored.',
        `For teams that want a ready platform, ${n} QA Studio packages our framework, reporting and device lab as a service.`,
      ],
      ...labelledDiagram('test-run-on-commit', 924),
      imageAlt:
        'Each commit runs the suite on eight parallel runners: a failure arrives with a screenshot, logs and the change that caused it, a flaky test is quarantined with a ticket to fix it, and when all pass the change may merge',
    },
    approach: {
      heading: 'How we build a suite',
      subHeading: 'Value first: the most-used and most-fragile journeys are automated first.',
      steps: [
        ['Pick the journeys', 'Usage data and defect history decide what to automate first.'],
        ['Framework', 'A clean framework with page objects, test data management and reporting.'],
        ['CI integration', 'Suites run on every pull request and nightly, with results in your chat tool.'],
        ['Maintain', 'Tests updated with each sprint, and the flaky-test rate kept under 1%.'],
      ],
    },
    faq: [
      [
        'How much can be automated?',
        'Typically 70–80% of regression cases. Exploratory, usability and one-off checks stay manual.',
      ],
      [
        'Will we be locked into your tools?',
        'No. We use open-source frameworks and the code lives in your repository.',
      ],
    ],
    cta: {
      heading: 'Automate your regression pack',
      text: 'Share your current manual regression suite; we will estimate the automation effort and the time it saves per release.',
    },
  }),
  servicePage({
    slug: 'conversational-bi',
    path: '/ai-nlp/conversational-bi',
    title: 'Conversational BI',
    description:
      'Ask your data questions in plain language and get answers, charts and the SQL behind them, checked against your permissions.',
    hero: {
      image: 'conversational-bi',
      heading: 'Conversational BI',
      subHeading: 'Ask your data a question in plain English. Get the answer, the chart and the SQL behind it.',
    },
    intro: {
      heading: 'Self-service that people actually use',
      supportText: [
        'Most business questions are simple: which region grew fastest, which product lines are below target, how this month compares with last year. Answering them should not need a ticket to the data team.',
        'Conversational BI turns questions into SQL on your warehouse, runs it with the user’s permissions and returns the answer with a chart and the query for anyone who wants to check.',
      ],
    },
    offer: {
      heading: 'What it does',
      subHeading: 'In a web app, in Microsoft Teams or Slack, or embedded in your own portal.',
      cards: [
        ['chat', 'Plain-language questions', 'Follow-up questions keep their context: "and by product?" works.'],
        ['code', 'Visible SQL', 'Every answer shows the generated query, so analysts can verify and reuse it.'],
        [
          'shield',
          'Safe by default',
          'Read-only access, query cost limits and row-level security enforced on every question.',
        ],
        [
          'book',
          'Your business glossary',
          'Terms such as "active customer" or "net revenue" mapped to their agreed definitions.',
        ],
      ],
    },
    visual: {
      heading: 'Answers you can check',
      supportText: [
        'Each answer comes with the SQL and the definitions used. When the model is unsure which metric was meant, it asks rather than guesses.',
      ],
      ...labelledDiagram('bi-answer-with-sql', 752),
      imageAlt:
        'A manager asks for gross margin in the West region last quarter; the assistant asks whether after or before returns; the answer, 31.4%, comes with a chart by month, the definition used and its SQL',
    },
    approach: {
      heading: 'From pilot to everyday use',
      subHeading: 'A pilot on one subject area takes four to six weeks.',
      steps: [
        ['Glossary', 'Key metrics and terms defined with the business, then mapped to tables and columns.'],
        ['Test questions', 'A set of real questions with correct answers to measure accuracy before launch.'],
        ['Pilot', 'A business team uses it daily; unclear questions are reviewed and the glossary improved.'],
        ['Roll out', 'More subject areas and users, with accuracy tracked on the growing test set.'],
      ],
    },
    faq: [
      [
        'How accurate is it?',
        'We measure it on your own test questions before launch and report accuracy per subject area, so you decide where it is ready. Accuracy rises as the glossary grows.',
      ],
      ['Can it change data?', 'No. It only runs read-only queries, with limits on cost and result size.'],
      [
        'Is it the same as NLQ to SQL?',
        'It is built on our NLQ-to-SQL engine, with the conversation, charts and business glossary on top.',
      ],
    ],
    cta: {
      heading: 'Ask your own data',
      text: 'Give us read-only access to a sample dataset and twenty real questions; we will show you the answers.',
    },
  }),
];

export const servicesPages: Page[] = [...cloudPages, ...aiPages, ...digitalPages, ...genAiPages, ...qaAndBiPages].map(
  servicePageWithProof,
);
