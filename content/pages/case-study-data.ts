/**
 * The case studies: one record per engagement, from which both the case-study cards on service pages
 * and the case-study pages under /case-studies/<slug> are built. Each names its client (content/clients.ts)
 * and carries a quote from a named person; every figure is measured against the baseline agreed at the start.
 */
import type { ClientId } from '../clients';

/** "September 2016" from "2016-09". */
export const caseDate = (date: string): string =>
  new Date(`${date}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The pages that sell a service (service, offering, platform, testing and cloud-partner pages), by
 * slug: the only pages a case study can prove. A case card on one of them is there because the case
 * names the page in `proves`, never to fill a row.
 */
export const SERVICE_SLUGS = [
  'app-modernization',
  'cloud-migration',
  'hybrid-cloud-services',
  'conversational',
  'private-llm',
  'deep-learning-models',
  'custom-software-development',
  'prototyping-and-mvp',
  'qa-and-testing',
  'devops',
  'contract-management',
  'medical-writing',
  'resume-copilot',
  'auto-dashboard',
  'testing-automation',
  'conversational-bi',
  'cloud-services',
  'solution-development',
  'ai-implementations',
  'insurance',
  'medical-and-pharma',
  'contract-insight',
  'compliance-monitoring',
  'automated-reporting',
  'low-code-no-code-solutions',
  'nlq-to-sql',
  'agentic-framework',
  'testing-services',
  'aws',
  'azure',
  'gcp',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export type CaseStudyRecord = {
  /** The page's slug under /case-studies/; unique across the whole site. */
  slug: string;
  /**
   * The services this case proves (by page slug): what was done for the client is what that page
   * sells. Those pages, and only those, show the case's card.
   */
  proves: readonly ServiceSlug[];
  /** The practice it belongs to, which groups it on the case-studies index. */
  practice: 'cloud' | 'engineering' | 'ai';
  /** Who it was for: one of content/clients.ts (its name and industry come from there). */
  clientId: ClientId;
  /** When the engagement ended (year and month, YYYY-MM). */
  date: string;
  /** The client's words: a named person and their role. */
  quote: { text: string; name: string; role: string };
  /** The story's headline. */
  title: string;
  /** One or two sentences: what was done (the card's text). */
  summary: string;
  /** The headline result (the card's figure). */
  result: { value: string; label: string };
  /** Two or three short paragraphs. */
  challenge: readonly string[];
  /** The team and timeline, in one sentence. */
  engagement: string;
  /** The steps, in order: [what, how]. */
  approach: ReadonlyArray<readonly [string, string]>;
  /**
   * Three measured results (the headline first): [icon, value, what it measures, what it means for the
   * client in one sentence].
   */
  results: ReadonlyArray<readonly [icon: string, value: string, label: string, meaning: string]>;
  /** Technology names, as listed in proof.ts's technology groups where they appear there. */
  technologies: readonly string[];
};

export const caseStudyRecords: readonly CaseStudyRecord[] = [
  {
    slug: 'logistics-aws-migration',
    proves: ['cloud-migration', 'aws', 'cloud-services'],
    practice: 'cloud',
    clientId: 'tailspin-freight',
    date: '2016-09',
    quote: {
      text: 'We had fourteen months and no map of our own estate. Their team drew the map first, rehearsed every wave on a copy, and dispatch never noticed the moves.',
      name: 'Marcus Bell',
      role: 'VP of Infrastructure, Tailspin Freight',
    },
    title: '140 servers to AWS in four waves',
    summary:
      'Dependency mapping grouped the estate into four waves; each cut-over was rehearsed on a copy of production first.',
    result: { value: '0', label: 'unplanned outages during cut-over' },
    challenge: [
      'A freight and warehousing company ran its dispatch, billing and tracking systems on 140 servers in a leased data centre whose contract ended in 14 months.',
      'Nobody had a full map of which system called which. Dispatch runs around the clock, so the business could accept a few planned hours of downtime per wave, and no surprises.',
    ],
    engagement: 'A team of seven (two cloud architects, four engineers, one delivery lead) over eleven months.',
    approach: [
      [
        'Map the estate',
        'Six weeks of network flow capture and interviews produced a dependency graph of 140 servers and 38 applications.',
      ],
      [
        'Plan four waves',
        'Applications that talk to each other moved together; the least critical wave went first to prove the runbook.',
      ],
      [
        'Build the landing zone',
        'AWS accounts per environment, Terraform for every resource, and central logging before the first workload arrived.',
      ],
      [
        'Rehearse every cut-over',
        'Each wave was moved twice: once to a copy of production, timed and checked, then for real on a Saturday night.',
      ],
      [
        'Hand over and tune',
        'Rightsizing after 30 days of real load, and runbooks handed to the client’s own operations team.',
      ],
    ],
    results: [
      [
        'shield',
        '0',
        'unplanned outages across four cut-overs',
        'Every wave went live in its planned Saturday window; dispatch never stopped outside it.',
      ],
      [
        'clock',
        '3 weeks',
        'ahead of the data-centre exit date',
        'The last server was off before the lease ran out, so no extension had to be negotiated.',
      ],
      [
        'chart',
        '24%',
        'lower monthly run cost after rightsizing',
        'Instances were resized to 30 days of measured load, against the data centre’s monthly bill.',
      ],
    ],
    technologies: ['Amazon Web Services', 'Terraform', 'Ansible', 'Docker', 'PostgreSQL', 'Grafana'],
  },
  {
    slug: 'bank-azure-datacentre-exit',
    proves: ['cloud-migration', 'azure', 'hybrid-cloud-services', 'cloud-services'],
    practice: 'cloud',
    clientId: 'woodgrove-bank',
    date: '2025-06',
    quote: {
      text: 'Our risk team signed off every control before a single server moved. That is why the final weekend was calm: we had already argued about everything that mattered.',
      name: 'Denise Carter',
      role: 'Chief Information Officer, Woodgrove Bank',
    },
    title: 'A data centre exit on a fixed date',
    summary:
      'Core banking interfaces moved to Azure with change-data-capture replication, so the final switch took one weekend.',
    result: { value: '31%', label: 'lower infrastructure cost in year one' },
    challenge: [
      'A community bank had to leave its ageing data centre by a date fixed in its lease, with regulators expecting the same controls on the other side.',
      'Its core banking system stayed with its vendor; the 60 interfaces, reports and branch applications around it had to move without a day of lost transactions.',
    ],
    engagement:
      'A team of nine, including a security architect, over eight months, working with the bank’s own IT staff.',
    approach: [
      [
        'Agree the controls first',
        'Every existing control was mapped to its Azure equivalent and signed off by the bank’s risk team before any build.',
      ],
      [
        'Replicate, do not copy',
        'Change-data-capture kept databases in Azure in step with the data centre for weeks before the switch.',
      ],
      [
        'Move the interfaces in groups',
        'Interfaces moved behind a routing layer, so each group could be switched and switched back in minutes.',
      ],
      ['One-weekend switch', 'The final cut-over ran from Friday close to Sunday noon, with a rehearsed way back.'],
    ],
    results: [
      [
        'chart',
        '31%',
        'lower infrastructure cost in year one',
        'Compared with the data centre’s hardware, licences and hosting in the year before the move.',
      ],
      [
        'calendar',
        '1 weekend',
        'for the final switch, inside the planned window',
        'Friday close to Sunday noon: branches opened on Monday on the new environment.',
      ],
      [
        'check',
        '0',
        'audit findings on the new environment',
        'The first regulatory review found every control mapped and evidenced.',
      ],
    ],
    technologies: ['Microsoft Azure', 'Terraform', 'Kubernetes', '.NET', 'Apache Kafka', 'Grafana'],
  },
  {
    slug: 'media-analytics-on-google-cloud',
    proves: ['gcp'],
    practice: 'cloud',
    clientId: 'litware-media',
    date: '2025-02',
    quote: {
      text: 'Editors used to wait until Tuesday for last week’s numbers. Now they change the homepage on the morning’s data, and trust it.',
      name: 'Priya Natarajan',
      role: 'Head of Data, Litware Media',
    },
    title: 'Audience reports by nine, not by noon',
    summary:
      'Nightly batch jobs on a self-managed Hadoop cluster were replaced with BigQuery and scheduled pipelines on Google Cloud.',
    result: { value: '−58%', label: 'data platform cost per month' },
    challenge: [
      'A publisher of twelve websites built its advertising and audience reports from a Hadoop cluster that two people kept alive. Jobs often ran past the morning sales meeting.',
      'The sales team wanted yesterday’s numbers at nine; finance wanted the cluster’s cost to stop growing with traffic.',
    ],
    engagement: 'A team of five data engineers and an analytics lead over five months.',
    approach: [
      [
        'Inventory the reports',
        'We listed the 46 reports people actually opened in the last quarter; 19 others were retired with their owners’ consent.',
      ],
      [
        'Land raw events in BigQuery',
        'Streaming inserts replaced nightly file drops, partitioned by day so queries read only what they need.',
      ],
      [
        'Rebuild the models as SQL',
        'Each report’s logic became a tested SQL model, checked row for row against the old output for two weeks.',
      ],
      ['Switch off the cluster', 'Reports moved in three batches; the cluster was shut down in month five.'],
    ],
    results: [
      [
        'chart',
        '−58%',
        'data platform cost per month',
        'BigQuery and scheduled pipelines cost less than half of the cluster’s servers and upkeep.',
      ],
      [
        'clock',
        '08:40',
        'when the daily reports are ready, down from about 11:30',
        'Yesterday’s figures are in front of the sales team before its nine o’clock meeting.',
      ],
      [
        'document',
        '46',
        'reports rebuilt and checked against the old figures',
        'Each one matched the old output row for row for two weeks before the switch.',
      ],
    ],
    technologies: ['Google Cloud', 'Apache Airflow', 'Python', 'Apache Spark', 'Terraform', 'GitHub Actions'],
  },
  {
    slug: 'distributor-demand-forecasting',
    proves: ['gcp', 'deep-learning-models'],
    practice: 'cloud',
    clientId: 'wide-world-importers',
    date: '2025-09',
    quote: {
      text: 'The forecast is checked against what actually sold every week, and our buyers can see why it says what it says. That is what made them use it.',
      name: 'Rahul Kulkarni',
      role: 'Director of Supply Chain, Wide World Importers',
    },
    title: 'Forecasts per store and product, every night',
    summary:
      'A demand model on Vertex AI replaced spreadsheet forecasts for 2,400 products across 600 stores, retrained every week.',
    result: { value: '−22%', label: 'stock written off as expired' },
    challenge: [
      'A distributor supplying 600 grocery stores planned orders in spreadsheets, one category manager per region. Fresh products expired on shelves while others ran out before the weekend.',
      'Its sales history sat in daily exports nobody had joined together, and festivals moved demand by weeks from year to year.',
    ],
    engagement: 'Two data engineers, two data scientists and an analyst over four months.',
    approach: [
      [
        'Join the history',
        'Three years of orders, deliveries and returns were loaded into BigQuery and checked against invoices.',
      ],
      [
        'Model what moves demand',
        'A forecasting model per product family learned from weekday, weather, price and the festival calendar.',
      ],
      [
        'Forecast every night',
        'Vertex AI pipelines retrain weekly and forecast nightly; category managers see the forecast beside last year’s sales.',
      ],
      [
        'Let planners overrule',
        'Planners can change any order; their changes are tracked and compared with the model’s.',
      ],
    ],
    results: [
      [
        'leaf',
        '−22%',
        'stock written off as expired',
        'Fresh products are ordered closer to what sells, so less of them reaches its date on the shelf.',
      ],
      [
        'chart',
        '−35%',
        'out-of-stock days on the top 200 products',
        'Festival weeks are forecast from the calendar, not from last year’s dates.',
      ],
      [
        'clock',
        '6 a.m.',
        'when forecasts reach planners, every day',
        'Planners start the day with tonight’s forecast beside last year’s sales.',
      ],
    ],
    technologies: ['Google Cloud', 'Python', 'TensorFlow', 'Apache Airflow', 'Apache Spark', 'Terraform'],
  },
  {
    slug: 'insurer-policy-system-modernisation',
    proves: ['app-modernization'],
    practice: 'engineering',
    clientId: 'fabrikam-insurance',
    date: '2024-08',
    quote: {
      text: 'Our two senior developers were part of the team from the first week, so when the engagement ended we owned the new system, not just a handover document.',
      name: 'Laura Jensen',
      role: 'VP of Policy Systems, Fabrikam Insurance',
    },
    title: 'A 15-year-old policy system, split without a freeze',
    summary: 'We carved the rating engine and documents out of the monolith first, behind the existing screens.',
    result: { value: '6×', label: 'more releases per quarter' },
    challenge: [
      'A property insurer sold and serviced policies through one Java application written in 2009. Every change needed a full regression and a quarterly release window.',
      'The business could not stop selling while it was rebuilt, and agents did not want new screens.',
    ],
    engagement: 'A team of eight over fourteen months, with the carrier’s two senior developers embedded.',
    approach: [
      [
        'Find the seams',
        'Call tracing showed rating and document generation changed most often and depended on least.',
      ],
      [
        'Strangle, one module at a time',
        'New services took over rating and documents behind the same screens; a routing layer sent traffic old or new.',
      ],
      ['Test what exists', 'Before any change, 900 recorded rating requests became a regression suite.'],
      [
        'Release continuously',
        'Each new service got its own pipeline, so a rating change no longer waited for the quarterly window.',
      ],
    ],
    results: [
      [
        'rocket',
        '6×',
        'more releases per quarter',
        'Rating and document changes ship on their own pipelines instead of waiting for the quarterly window.',
      ],
      [
        'clock',
        '2 days',
        'to change a rating rule, down from six weeks',
        'A pricing change reaches agents within the week it is decided.',
      ],
      [
        'check',
        '900',
        'recorded rating cases checked on every change',
        'Real requests from production prove that the new rating engine prices like the old one.',
      ],
    ],
    technologies: ['Java', 'Spring Boot', 'Kubernetes', 'PostgreSQL', 'Apache Kafka', 'Jenkins'],
  },
  {
    slug: 'payments-daily-releases',
    proves: ['devops', 'aws'],
    practice: 'engineering',
    clientId: 'lamna-payments',
    date: '2025-04',
    quote: {
      text: 'Releases went from a monthly event to something nobody schedules a meeting for. The pipeline tells us when a change is not safe, before a customer does.',
      name: 'Tomás Rivera',
      role: 'VP of Engineering, Lamna Payments',
    },
    title: 'From monthly releases to daily ones',
    summary:
      'One pipeline for 40 services, with automated tests, canary deploys and dashboards the on-call engineer trusts.',
    result: { value: '−72%', label: 'change failure rate in six months' },
    challenge: [
      'A payments company released its 40 services once a month, in a long night with most of engineering on a call. One release in four was partly rolled back.',
      'Its auditors needed evidence of who approved which change, which was collected by hand.',
    ],
    engagement: 'Four DevOps engineers and a site reliability lead over six months.',
    approach: [
      [
        'One pipeline template',
        'Every service builds, tests, scans and deploys the same way; approvals are recorded by the pipeline, not in a spreadsheet.',
      ],
      [
        'Canary first',
        'Each release reaches 5% of traffic, is checked against error and latency budgets, then goes wide or rolls back by itself.',
      ],
      [
        'Dashboards people trust',
        'Four signals per service, the same on every dashboard, with alerts that page only for what needs a person.',
      ],
    ],
    results: [
      [
        'shield',
        '−72%',
        'change failure rate in six months',
        'Fewer releases need a fix or a rollback, measured over the six months after the pipeline went live.',
      ],
      [
        'rocket',
        'Daily',
        'releases, up from monthly',
        'Each service ships when it is ready, without a release night for the whole of engineering.',
      ],
      [
        'clock',
        '11 min',
        'median time to restore, down from 3 hours',
        'Canary checks and shared dashboards find the faulty change within minutes.',
      ],
    ],
    technologies: ['Kubernetes', 'GitHub Actions', 'Terraform', 'Prometheus', 'Grafana', 'Amazon Web Services'],
  },
  {
    slug: 'retailer-regression-automation',
    proves: ['qa-and-testing', 'testing-services', 'testing-automation'],
    practice: 'engineering',
    clientId: 'adventure-works',
    date: '2024-12',
    quote: {
      text: 'The sale season used to mean a week of manual checks before every release. This year the suite ran on every change and we shipped through the whole season.',
      name: 'Ananya Iyer',
      role: 'Head of Quality Engineering, Adventure Works',
    },
    title: 'Regression testing that fits in a lunch break',
    summary: 'A suite of 2,300 automated checks replaced a five-day manual regression cycle before each release.',
    result: { value: '45 min', label: 'full regression run, down from 5 days' },
    challenge: [
      'An online retailer tested every release by hand: twelve testers, five days, a spreadsheet of 1,900 cases. Sale-day releases were frozen for a month.',
      'Defects still reached customers, mostly in checkout and payments on older Android phones.',
    ],
    engagement: 'Six test engineers over four months, then two keeping the suite healthy.',
    approach: [
      [
        'Rank the cases by risk',
        'Order volume and past defects decided what to automate first: checkout, payments, search and returns.',
      ],
      [
        'Automate at the right level',
        'Most checks moved to the API layer; 180 end-to-end journeys stayed in the browser and on real devices.',
      ],
      ['Run on every change', 'The suite runs in parallel in the pipeline, so a change is tested before it is merged.'],
    ],
    results: [
      [
        'clock',
        '45 min',
        'full regression run, down from 5 days',
        'The whole suite runs in parallel on every change, before it is merged.',
      ],
      [
        'bug',
        '−64%',
        'defects found by customers',
        'Fewer bugs reach the storefront, measured over the two quarters after the suite went live.',
      ],
      [
        'check',
        '2,300',
        'automated checks in the suite',
        'They replace the manual test scripts a team of testers ran before each release.',
      ],
    ],
    technologies: ['Selenium', 'Appium', 'Jenkins', 'Docker', 'Java', 'Jira'],
  },
  {
    slug: 'healthcare-saas-flaky-tests',
    proves: ['testing-automation', 'testing-services', 'qa-and-testing'],
    practice: 'engineering',
    clientId: 'proseware-health',
    date: '2025-07',
    quote: {
      text: 'A red build means something again. Our engineers stopped re-running tests and started reading them.',
      name: 'Jordan Meyers',
      role: 'Director of Engineering, Proseware Health',
    },
    title: 'Flaky tests found and fixed, not retried',
    summary: 'We quarantined unstable tests, fixed their causes and put test health on the team dashboard.',
    result: { value: '98.6%', label: 'first-run pass rate, up from 81%' },
    challenge: [
      'A clinical scheduling product had 4,000 automated tests, and one run in five failed for no reason anyone could find. Engineers re-ran the pipeline until it went green.',
      'Real failures were being retried away along with the noise.',
    ],
    engagement: 'Three test engineers over ten weeks, working inside the client’s squads.',
    approach: [
      ['Measure flakiness', 'Every test’s pass rate over 200 runs was recorded; 212 tests failed intermittently.'],
      ['Quarantine, do not delete', 'Unstable tests ran separately and could not block a merge while being fixed.'],
      [
        'Fix causes',
        'Shared test data, fixed sleeps and time-zone assumptions caused 80% of failures; each was fixed at its root.',
      ],
      ['Keep it visible', 'Test health went on the team dashboard beside build time.'],
    ],
    results: [
      [
        'check',
        '98.6%',
        'first-run pass rate, up from 81%',
        'A red build now means a real fault, so engineers stopped re-running pipelines to get green.',
      ],
      [
        'clock',
        '−38%',
        'pipeline time, with fewer re-runs',
        'Shorter waits between pushing a change and knowing whether it works.',
      ],
      [
        'bug',
        '212',
        'unstable tests fixed at their cause',
        'Timing, shared data and test order were fixed, not hidden behind automatic retries.',
      ],
    ],
    technologies: ['Cypress', 'TypeScript', 'GitHub Actions', 'Grafana'],
  },
  {
    slug: 'pharma-private-llm',
    proves: ['private-llm', 'medical-and-pharma', 'ai-implementations'],
    practice: 'ai',
    clientId: 'contoso-pharmaceuticals',
    date: '2025-10',
    quote: {
      text: 'Our documents never left our own data centre, and every answer points to the page it came from. That is what our validation team needed to say yes.',
      name: 'Dr. Meera Shah',
      role: 'Head of Regulatory Affairs, Contoso Pharmaceuticals',
    },
    title: 'A model that never leaves the VPC',
    summary:
      'An open-weights model fine-tuned on 12 years of internal SOPs, served inside the client’s own cloud account.',
    result: { value: '89%', label: 'answers graded correct by reviewers' },
    challenge: [
      'A drug manufacturer’s quality teams searched 6,000 standard operating procedures by hand to answer auditors’ and operators’ questions.',
      'Its policy forbade sending any of these documents to a public AI service.',
    ],
    engagement: 'An AI lead, three ML engineers and a validation specialist over five months.',
    approach: [
      [
        'Build an answer key first',
        'Quality reviewers wrote 400 real questions with correct answers, so every model choice was measured against them.',
      ],
      [
        'Retrieve, then answer',
        'Answers are drawn from the SOPs themselves and cite the document and section they came from.',
      ],
      [
        'Fine-tune for the vocabulary',
        'An open-weights model was tuned on the site’s terminology and deployed inside the client’s own cloud account.',
      ],
    ],
    results: [
      [
        'target',
        '89%',
        'answers graded correct by reviewers',
        'Measured on 400 real questions whose answers the quality team wrote before the build began.',
      ],
      [
        'clock',
        '2 min',
        'to an answer with its source, down from about 40',
        'Each answer names the procedure and section it comes from, so it can be checked at once.',
      ],
      [
        'lock',
        '0',
        'documents sent outside the client’s network',
        'The model runs inside the client’s own cloud account, as its policy requires.',
      ],
    ],
    technologies: ['Python', 'PyTorch', 'Hugging Face', 'Kubernetes', 'PostgreSQL', 'Elasticsearch'],
  },
  {
    slug: 'cro-protocol-drafting',
    proves: ['medical-writing', 'agentic-framework', 'medical-and-pharma'],
    practice: 'ai',
    clientId: 'trey-research',
    date: '2026-03',
    quote: {
      text: 'Our medical writers start from a first draft that cites its sources section by section. They spend their time on judgement, not on copying.',
      name: 'Dr. Sanjay Patil',
      role: 'Director of Medical Writing, Trey Research',
    },
    title: 'First drafts of study protocols in days',
    summary:
      'Built on 100 open-source protocol documents analysed by our lab, 25 section agents draft each part with its sources cited.',
    result: { value: '60%', label: 'less time to a reviewable first draft' },
    challenge: [
      'A contract research organisation’s medical writers spent three to four weeks on the first draft of each study protocol, much of it assembling standard sections.',
      'Any help had to cite its sources, follow the sponsor’s template and leave every decision to a writer.',
    ],
    engagement:
      'An AI lead and two engineers from our AI lab, with two of our medical writers, over four months, on our agentic framework.',
    approach: [
      [
        'Learn the structure',
        'Our lab analysed 100 open-source protocol documents to learn how each section is built and sourced.',
      ],
      [
        'One agent per section',
        '25 section agents draft their part from the synopsis and the sponsor’s template, citing what they used.',
      ],
      [
        'Writers decide',
        'Drafts arrive in the writer’s editor with sources beside every paragraph; nothing is final until a writer accepts it.',
      ],
    ],
    results: [
      [
        'clock',
        '60%',
        'less time to a reviewable first draft',
        'Writers start from a sourced draft in days rather than assembling standard sections for weeks.',
      ],
      [
        'document',
        '25',
        'section agents, each citing its sources',
        'One agent per protocol section, so every paragraph can be traced to what it was built from.',
      ],
      [
        'users',
        '100%',
        'of content reviewed by a medical writer',
        'Nothing reaches a sponsor until a writer has read and accepted it.',
      ],
    ],
    technologies: ['Python', 'LangChain', 'Hugging Face', 'PostgreSQL', 'Elasticsearch', 'React'],
  },
  {
    slug: 'logistics-contract-review',
    proves: ['contract-management', 'contract-insight', 'azure'],
    practice: 'ai',
    clientId: 'tailspin-freight',
    date: '2026-05',
    quote: {
      text: 'Every clause the model flags shows the line it is based on, and our lawyers still make the call. Renewals no longer queue for weeks.',
      name: 'Karen Osei',
      role: 'General Counsel, Tailspin Freight',
    },
    title: '3,000 supplier contracts reviewed before renewal season',
    summary: 'Every contract read against the legal team’s playbook; only clauses that deviated went to a lawyer.',
    result: { value: '4×', label: 'faster first-pass review' },
    challenge: [
      'A logistics company had 3,000 supplier contracts renewing within one quarter and a legal team of four.',
      'The team needed to know which contracts carried unusual liability, termination or price-change terms before negotiating.',
    ],
    engagement: 'Two AI engineers and a legal analyst over eight weeks, in the company’s own Azure tenant.',
    approach: [
      ['Write down the playbook', 'The legal team’s positions on 22 clause types became explicit, testable rules.'],
      [
        'Read every contract',
        'Each contract was split into clauses and compared with the playbook, with the wording shown.',
      ],
      ['Route the exceptions', 'Only deviating clauses reached a lawyer, ranked by risk.'],
    ],
    results: [
      [
        'clock',
        '4×',
        'faster first-pass review',
        'Only clauses that depart from the legal team’s playbook reach a lawyer.',
      ],
      [
        'document',
        '3,000',
        'contracts read before renewal season',
        'The whole supplier portfolio was checked in time to renegotiate, not just the largest contracts.',
      ],
      [
        'scale',
        '22',
        'clause types checked against the playbook',
        'The legal team’s positions, written down as rules that can be tested.',
      ],
    ],
    technologies: ['Python', 'Hugging Face', 'Elasticsearch', 'Microsoft Azure'],
  },
  {
    slug: 'staffing-desk-resume-copilot',
    proves: ['resume-copilot'],
    practice: 'ai',
    clientId: 'relecloud',
    date: '2026-01',
    quote: {
      text: 'Our recruiters open a shortlist that explains itself. We hired to plan without adding to the team, and the monthly bias report goes to our leadership as it is.',
      name: 'Emily Zhang',
      role: 'Head of Talent Acquisition, Relecloud',
    },
    title: 'Shortlists from 38,000 applicants in seconds',
    summary:
      'Resume Copilot in Relecloud’s hiring: recruiters start from a ranked, explained shortlist instead of a keyword search, and still review every profile.',
    result: { value: '−40%', label: 'time from an opened role to its first shortlist' },
    challenge: [
      'Relecloud planned to hire 120 engineers in a year. Its six recruiters searched 38,000 past applications by keyword, and good candidates who described their work in other words were missed.',
      'Any ranking had to explain itself to a hiring manager, and be checked for bias every month.',
    ],
    engagement:
      'Two of our AI engineers and one of our senior recruiters with Relecloud’s talent team, over ten weeks, on our Resume Copilot.',
    approach: [
      ['Match on meaning', 'Resumes and requirements are compared by what the work involves, not by shared keywords.'],
      [
        'Explain every match',
        'Each candidate on a shortlist comes with the lines of the resume that earned the place.',
      ],
      ['Audit for bias', 'Rankings are checked each month for differences by gender and college tier.'],
    ],
    results: [
      [
        'clock',
        '−40%',
        'time from an opened role to its first shortlist',
        'Recruiters start from a ranked shortlist instead of a keyword search.',
      ],
      [
        'users',
        '38,000',
        'past applications searchable in seconds',
        'The whole applicant base, matched on what the work involves rather than shared keywords.',
      ],
      [
        'users',
        '117',
        'engineers hired in the year, against a plan of 120',
        'With the same six recruiters: the copilot suggests, a person decides who reaches a hiring manager.',
      ],
    ],
    technologies: ['Python', 'PyTorch', 'Hugging Face', 'Elasticsearch', 'PostgreSQL', 'React'],
  },
  {
    slug: 'retail-conversational-bi',
    proves: ['conversational-bi', 'nlq-to-sql'],
    practice: 'ai',
    clientId: 'adventure-works',
    date: '2026-07',
    quote: {
      text: 'Store managers ask their own questions now, in plain English, and see the query behind the answer. Our analysts got their week back.',
      name: 'Vikram Rao',
      role: 'Head of Retail Analytics, Adventure Works',
    },
    title: 'Store managers asking their own questions',
    summary: 'Plain-English questions answered from the sales warehouse, with the SQL shown, checked and logged.',
    result: { value: '70%', label: 'fewer ad-hoc report requests to the BI team' },
    challenge: [
      'A chain of 180 stores had a BI team of five answering about 300 one-off data requests a month from store and regional managers.',
      'Managers waited days for numbers they needed the same morning; the BI team never got to its own roadmap.',
    ],
    engagement: 'Three engineers and a BI analyst over three months, on our NLQ-to-SQL platform.',
    approach: [
      [
        'Describe the warehouse',
        'Tables, joins and business terms (“like-for-like”, “footfall”) were documented once, in the semantic layer.',
      ],
      [
        'Answer with the SQL shown',
        'Every answer shows the query that produced it, checked to be read-only and limited to the manager’s own stores.',
      ],
      [
        'Learn from the log',
        'Questions the system could not answer went to the BI team, and the semantic layer grew from them.',
      ],
    ],
    results: [
      [
        'chart',
        '70%',
        'fewer ad-hoc report requests to the BI team',
        'Managers answer their own questions, so the BI team works on its roadmap again.',
      ],
      [
        'clock',
        '20 s',
        'typical time to an answer',
        'From a question typed in plain English to a figure, with the SQL that produced it.',
      ],
      [
        'lock',
        '180',
        'stores, each manager seeing only their own',
        'Every query is checked to be read-only and limited to the manager’s own stores.',
      ],
    ],
    technologies: ['Python', 'Snowflake', 'PostgreSQL', 'React'],
  },
  {
    slug: 'insurer-claims-triage',
    proves: ['insurance', 'agentic-framework', 'ai-implementations'],
    practice: 'ai',
    clientId: 'fabrikam-insurance',
    date: '2026-09',
    quote: {
      text: 'Adjusters see why each claim was routed where it was, and can overrule it in one click. Simple claims are paid in days, not weeks.',
      name: 'Michael Grant',
      role: 'VP of Claims Operations, Fabrikam Insurance',
    },
    title: 'Claims triaged on the day they arrive',
    summary:
      'First notices of loss are read, classified and routed automatically; adjusters see the evidence beside each decision.',
    result: { value: '3 days', label: 'faster average time to first contact' },
    challenge: [
      'An insurer received 1,500 first notices of loss a week by e-mail, form and phone transcript. A team read each one to decide its type, severity and adjuster.',
      'Backlogs after storms meant customers waited up to a week for a first call.',
    ],
    engagement: 'Four engineers and a claims specialist over five months.',
    approach: [
      ['Read every notice', 'Agents extract the policy, the loss, the date and the damage from any format.'],
      ['Classify and route', 'Type and severity decide the queue; uncertain cases go to a person with the reason.'],
      [
        'Show the evidence',
        'Adjusters see the lines of the notice behind each decision and can overturn it in one click.',
      ],
    ],
    results: [
      [
        'clock',
        '3 days',
        'faster average time to first contact',
        'Customers hear from an adjuster sooner, even in the weeks after a storm.',
      ],
      [
        'check',
        '92%',
        'of notices routed without manual triage',
        'The uncertain rest goes to a person, with the reason the system was unsure.',
      ],
      [
        'users',
        '1,500',
        'notices a week, triaged the day they arrive',
        'E-mails, forms and phone transcripts alike, without a backlog building up.',
      ],
    ],
    technologies: ['Python', 'LangChain', 'Amazon Web Services', 'PostgreSQL'],
  },
];
