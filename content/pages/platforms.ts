/**
 * The two frameworks of the Platforms menu, as products: NLQ to SQL (/platforms/nlq-to-sql) and the
 * agentic framework (/platforms/agentic-framework). Each shows how it works in a diagram and walks
 * through one worked example, step by step.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { accordion, cards, contactCta, diagramImage, faq, heroImage } from './page-kit';
import { caseStudiesSection, technologiesSection } from './proof';

const n = brand.shortName;

const nlqToSql: Page = {
  slug: 'nlq-to-sql',
  path: '/platforms/nlq-to-sql',
  title: 'NLQ to SQL',
  description:
    'Turn natural-language questions into safe, correct SQL on your own warehouse, with permissions enforced and every query shown.',
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('nlq-to-sql'),
      heading: 'NLQ to SQL',
      subHeading: 'Ask your warehouse a question in plain English. Get the answer, and the SQL behind it.',
      targetUrl: '/contact-us',
      ctaLabel: 'Ask for a demo on your data',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Questions answered where the data lives',
      supportText: [
        `NLQ to SQL is ${n}'s engine for turning a question such as “which stores sold less than last year?” into a query on your own warehouse. It runs inside your cloud account, reads only the tables you describe to it, and never sends your data to a public model.`,
        'It is built for the people who wait longest for numbers: store, branch and regional managers, finance partners and operations leads. Analysts keep their tools; they stop answering the same one-off request every morning.',
        'Our Conversational BI service and Auto Dashboard are built on it.',
      ],
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'How a question becomes a checked query',
      supportText: [
        'The question is matched to business terms in a semantic layer your analysts maintain. Only then is SQL drafted, and before it runs a validator checks that it is read-only, touches only tables the asker may see, and will not scan more than the agreed limit.',
      ],
      imageUrl: diagramImage('nlq-to-sql-pipeline'),
      narrowImage: { url: diagramImage('nlq-to-sql-pipeline-narrow'), width: 400, height: 990 },
      imageAlt:
        'Diagram: a question passes through the semantic layer and a SQL draft, then a validator that checks read-only access, permissions and cost, then runs on the warehouse; the answer comes back with its SQL, and everything is logged',
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'A worked example',
      subHeading:
        'A regional manager asks: “Which five Pune stores had the biggest drop in like-for-like sales last month?”',
      accordionData: accordion([
        [
          'Understand the words',
          'The semantic layer says “like-for-like” means stores open for at least 13 months, compared with the same month a year earlier, and “Pune stores” means region code PNQ. “Last month” is resolved to the calendar month before today.',
        ],
        [
          'Find the tables',
          'Three tables are enough: daily_sales, stores and the fiscal calendar. Nothing else is read.',
        ],
        [
          'Draft the SQL',
          'SELECT s.store_name, SUM(this_year) - SUM(last_year) AS change … FROM daily_sales JOIN stores … WHERE s.region = ‘PNQ’ AND s.opened_on <= … GROUP BY s.store_name ORDER BY change ASC LIMIT 5.',
        ],
        [
          'Check before it runs',
          'The validator confirms a single SELECT, that this manager may see region PNQ, and that the estimated scan is 1.2 GB, well within the limit.',
        ],
        [
          'Answer, with the working',
          'Five stores and their change in rupees and percent, a small chart, and the SQL itself. The manager can open it, share it, or flag the answer as wrong; a flagged answer goes to the BI team.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'What keeps it safe and correct',
      subHeading: 'The model drafts; rules decide what runs.',
      cardsData: cards([
        ['lock', 'Read-only, always', 'Only single SELECT statements run, through a database role that cannot write.'],
        ['shield', 'Your permissions', 'Row- and column-level rules from your warehouse apply to every query.'],
        ['book', 'A semantic layer you own', 'Business terms and joins are written down once, reviewed like code.'],
        ['search', 'Every query logged', 'Question, SQL, asker and result size are kept for audit and improvement.'],
      ]),
    },
    ...caseStudiesSection('nlq-to-sql'),
    technologiesSection(['data']),
    {
      type: 'FAQ-SECTION',
      order: 4,
      heading: 'Frequently asked questions',
      faqData: faq([
        [
          'Which databases does it work with?',
          'Snowflake, BigQuery, PostgreSQL, SQL Server and Databricks SQL today. Others that speak standard SQL can be added.',
        ],
        [
          'What happens when it does not know?',
          'It says so, and shows which term or table it could not match. It does not guess a query it cannot justify.',
        ],
        [
          'How long does it take to set up?',
          'A first subject area (sales, say) is usually answering questions in three to four weeks, most of it writing the semantic layer with your analysts.',
        ],
      ]),
    },
    contactCta(
      'Try it on your own questions',
      'Send us ten questions your managers ask most often; we will show you the answers and the SQL on a copy of your data.',
    ),
  ],
};

const agenticFramework: Page = {
  slug: 'agentic-framework',
  path: '/platforms/agentic-framework',
  title: 'Agentic Framework',
  description: `${brand.shortName}'s framework for AI agents that plan, call your tools within set limits, and hand their work to a person for review.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('agentic-framework'),
      heading: 'Agentic Framework',
      subHeading: 'AI agents that plan, use your tools within limits, and show their work before anything is final.',
      targetUrl: '/contact-us',
      ctaLabel: 'Talk to our AI team',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Agents with a job description',
      supportText: [
        `Our agentic framework is how ${n} builds AI that does multi-step work: reading a claim and routing it, drafting a protocol section with sources, reconciling two reports. Each agent has a written job: the tools it may call, the limits it works within, and the point at which a person takes over.`,
        'The framework handles what every such system needs and most prototypes skip: a plan that can be inspected, tool calls that are checked and logged, retries with limits, and a review step that cannot be bypassed.',
      ],
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'Plan, act, check, hand over',
      supportText: [
        'An agent writes a plan, then carries it out one tool call at a time. Every call passes a policy check (is this tool allowed, with these arguments, for this case?) and its result is checked before the next step. When the work is done, or when the agent is unsure, a person reviews it with the evidence beside each decision.',
      ],
      imageUrl: diagramImage('agentic-framework-loop'),
      narrowImage: { url: diagramImage('agentic-framework-loop-narrow'), width: 400, height: 1178 },
      imageAlt:
        'Diagram: a task goes to the planner; the agent loops through tool calls, each passing a policy check and a result check; then a person reviews the work and its evidence before the report is final; every step is written to the audit log',
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'A worked example',
      subHeading: 'An insurer’s claims agent receives an e-mailed first notice of loss after a hailstorm.',
      accordionData: accordion([
        [
          'Plan',
          'The agent writes its plan: find the policy, extract the loss, check the cover, estimate severity, choose a queue. The plan is stored with the claim.',
        ],
        [
          'Use tools, within limits',
          'It calls the policy system (read-only) with the policy number from the e-mail, reads the attached photos’ descriptions, and asks the weather service whether hail was recorded at that postcode on that date.',
        ],
        [
          'Check each result',
          'The policy is active and covers hail; the weather record confirms the storm. A roof claim above the severity threshold means it must go to a senior adjuster.',
        ],
        [
          'Hand over',
          'The adjuster sees the proposed queue, the severity, and the lines of the e-mail and the records behind each. One click accepts or changes the decision.',
        ],
        [
          'Report and learn',
          'Every step, call and decision is in the audit log. Overturned decisions are reviewed weekly and become new test cases.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'What the framework gives every agent',
      subHeading: 'So the fifth agent is as safe as the first.',
      cardsData: cards([
        ['flow', 'Inspectable plans', 'The plan is written before any action and kept with the work item.'],
        ['lock', 'Tool permissions', 'Each agent may call only the tools, and the arguments, its job allows.'],
        ['users', 'Review that cannot be skipped', 'Decisions above a threshold wait for a named person.'],
        ['gauge', 'Evaluation suites', 'Every agent has a test set of real cases, run before each change.'],
      ]),
    },
    ...caseStudiesSection('agentic-framework'),
    technologiesSection(['data', 'cloud']),
    {
      type: 'FAQ-SECTION',
      order: 4,
      heading: 'Frequently asked questions',
      faqData: faq([
        [
          'Which models does it use?',
          'Whichever fits your rules: open-weights models in your own cloud account, or a hosted model under your agreement with its provider. Agents can use different models for different steps.',
        ],
        [
          'Can an agent change our systems?',
          'Only through tools you approve, with the arguments you allow. Most first deployments are read-only; write actions are added one at a time, each behind review.',
        ],
        [
          'How do we know it is working?',
          'Each agent reports accuracy on its test set, how often reviewers overturn it, and cost per case, every week.',
        ],
      ]),
    },
    contactCta(
      'A task you would hand to an agent?',
      'Describe the work, the systems it touches and who checks it today. We will tell you whether an agent fits and what the first version would do.',
    ),
  ],
};

export const platformPages: Page[] = [nlqToSql, agenticFramework];
