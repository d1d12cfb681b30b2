/**
 * Resources and news: the Diwali celebrations, the research-partnership press release, and the
 * white papers and blogs page.
 */
import type { Page } from '#contracts/content';
import { brand, brandPaths } from '../brand';
import { DIWALI_2025, eventLabel } from './events';
import { cards, heroBand } from './page-kit';

const n = brand.shortName;
const inst = brand.institute;

const diwali: Page = {
  slug: 'diwali-celebrations',
  path: '/events/diwali-celebrations',
  title: DIWALI_2025.title,
  description: `How ${n} teams in Gondia, Pune, Noida, Dehradun, Kansas and North Carolina celebrated Diwali 2025 together.`,
  sections: [
    heroBand('diwali', DIWALI_2025.title, `${eventLabel(DIWALI_2025)} · Six offices, one festival of lights.`),
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'A week of light, food and friendly competition',
      supportText: [
        `Diwali is the biggest week of the year at ${n}. This year every office took part, from the head office in Gondia to our colleagues in Overland Park and Charlotte, who joined the celebrations over video before their own evening potluck.`,
        'We kept the celebrations green: no firecrackers, clay diyas instead of plastic lights, and sweets from local makers in each city.',
      ],
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'The rangoli competition',
      supportText: [
        'Twenty-three teams drew rangolis at office entrances, using flower petals and coloured rice. The Noida QA team won with a design built from the shapes of our service icons; Pune took second place with a peacock made entirely of marigolds.',
      ],
      imageUrl: '/images/events/rangoli.svg',
      imageAlt: 'A circular rangoli of teal and mint petals around a lamp',
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'What happened across the offices',
      cardsData: cards([
        [
          'star',
          'Diya painting',
          'Colleagues and their children painted 600 clay diyas, later given to a Gondia orphanage.',
        ],
        [
          'heart',
          'Sweets exchange',
          'Each office swapped boxes of local sweets with another: Pune’s chakli travelled to Dehradun.',
        ],
        [
          'users',
          'Family day',
          'Families visited the Gondia head office for games, music and a lamp-lighting at dusk.',
        ],
        [
          'globe',
          'Across the ocean',
          'Our US teams hosted an Indian lunch for clients in Overland Park and Charlotte.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 4,
      heading: 'Lanterns made by our teams',
      supportText: [
        'Teams made paper lanterns from recycled project printouts. The best ones now hang in the Pune office, a reminder that the festival is as much about making things together as about the lights.',
      ],
      imageUrl: '/images/events/lanterns.svg',
      imageAlt: 'Handmade paper lanterns hanging on a string',
    },
    {
      // The week's last evening closes the page as a band (a third wide picture would follow the lanterns).
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Lighting the lamps',
      supportText: [
        'On the last evening, every office lit its diyas at the same moment on one shared video call: 6:30 pm in Gondia, Pune, Noida and Dehradun, 9:00 am in Charlotte and 8:00 am in Overland Park. It has become our favourite tradition.',
      ],
      targetUrl: brandPaths.lifeAt,
      ctaLabel: `Life at ${n}`,
    },
  ],
};

const pressRelease: Page = {
  slug: `${inst.slug}-and-${brand.slug}`,
  path: brandPaths.pressRelease,
  title: `${inst.shortName} and ${n} research partnership`,
  description: `${inst.name} and ${brand.name} sign a three-year research partnership on trustworthy AI for documents, with student fellowships.`,
  sections: [
    heroBand('press-release', 'Press Release', `${inst.name} and ${brand.name} partner on trustworthy AI research.`),
    {
      type: 'PRESS-RELEASE',
      order: 2,
      heading: `${inst.name} and ${brand.name} sign a three-year research partnership on trustworthy AI`,
      subHeading:
        'Joint lab to study how AI systems can draft, check and cite business and medical documents reliably.',
      supportText: [
        `Gondia, 12 August 2025. ${inst.name} (${inst.shortName}) and ${brand.name} today announced a three-year research partnership to make AI systems that work with documents more accurate, more transparent and easier to audit.`,
      ],
      imageUrl: '/images/press/partnership.svg',
      imageAlt: `A graduation cap for ${inst.shortName} and a neural network for ${n}, joined by research links`,
      pressrelease: [
        {
          title: 'What the partnership covers',
          content: [
            {
              heading: 'A joint applied-AI lab',
              subheading: `Researchers from ${inst.shortName} and engineers from ${n} will share a lab on the ${inst.shortName} campus, working on retrieval, citation and evaluation methods for document-heavy AI systems.`,
            },
            {
              heading: 'Open research on clinical protocols',
              subheading: `The first project builds on ${n}'s analysis of 100 open-source protocol documents and its 25 section agents for medical writing, studying how agents can draft protocols that reviewers can verify line by line.`,
            },
            {
              heading: 'Fellowships for students',
              subheading: `Twelve ${inst.shortName} students a year will join as paid research fellows, and ${n} will offer internships to final-year students from tier 3 cities.`,
            },
            {
              heading: 'Published results',
              subheading:
                'Findings, evaluation datasets and code will be published under open licences so that other teams can reproduce and build on them.',
            },
          ],
          hashtags: ['TrustworthyAI', 'ResearchPartnership', 'MedicalWriting', 'AIForGood', `${n}Tech`],
        },
        {
          title: 'What they said',
          content: [
            {
              heading: `Dr. Shalini Joshi, Director, ${inst.name}`,
              subheading:
                '“Our students will work on problems that matter to real companies, with data and scale a campus lab rarely sees.”',
            },
            {
              heading: `Arvind Deshmukh, Founder and CEO, ${brand.name}`,
              subheading:
                '“AI that drafts documents is only useful if people can check it. This partnership puts that question at the centre of our research.”',
            },
          ],
          hashtags: ['AIResearch', 'IndustryAcademia'],
        },
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: `About ${brand.name}`,
      supportText: [
        `${brand.name} is a software, AI and IT staffing company founded in 2011, with 250+ people in six offices in India and the USA. It builds cloud, data and AI solutions for clients in 35+ industries.`,
        `Media contact: ${brand.supportEmail}`,
      ],
    },
  ],
};

const paperUrl = (slug: string) => `https://research.${brand.domain}/white-papers/${slug}.pdf`;
const blogUrl = (slug: string) => `https://blog.${brand.domain}/posts/${slug}`;

const blogs: Page = {
  slug: 'artificial-intelligence',
  path: '/blogs/artificial-intelligence',
  title: 'AI White Papers and Blogs',
  description:
    'White papers and articles from our engineers on applied AI, private LLMs, AI agents, cloud and software delivery.',
  sections: [
    heroBand(
      'blogs',
      'White Papers and Blogs',
      'What we have learned putting AI, cloud and software into production, written by the people who did it.',
    ),
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'White papers',
      subHeading: 'In-depth reports with methods and results. Each opens as a PDF.',
      cardsData: cards([
        [
          'document',
          'Evaluating private LLMs on business tasks',
          'How we benchmark open models on a client’s own data before choosing one.',
          paperUrl('evaluating-private-llms'),
        ],
        [
          'medical',
          'Section agents for clinical protocols',
          'Lessons from analysing 100 open-source protocol documents.',
          paperUrl('section-agents-clinical-protocols'),
        ],
        [
          'search',
          'Explainable resume matching at scale',
          'Matching and bias auditing on a database of 45,000 resumes.',
          paperUrl('explainable-resume-matching'),
        ],
        [
          'code',
          'Safe NLQ to SQL in the enterprise',
          'Guardrails, permissions and accuracy testing for natural-language queries.',
          paperUrl('safe-nlq-to-sql'),
        ],
        [
          'cloud',
          'Migration waves that do not fail',
          'A wave-planning method from twelve data-centre exits.',
          paperUrl('migration-waves'),
        ],
        [
          'shield',
          'Continuous compliance with AI',
          'Monitoring policies and evidence with language models and human review.',
          paperUrl('continuous-compliance-ai'),
        ],
      ]).map((card) => ({ ...card, ctaLabel: 'Read the paper' })),
    },
    {
      type: 'BLOGS',
      order: 3,
      heading: 'From our blog',
      subHeading: 'Short, practical articles from our engineers, testers and recruiters.',
      Blogs: [
        {
          id: 'b13',
          title: 'Cut-over weekends without the all-nighter',
          introduction:
            'A rehearsed runbook, a go/no-go call at a fixed hour and a rollback we have actually tried: how our last twelve cut-overs finished before midnight.',
          date: '2026-11-09',
          link: blogUrl('cut-over-weekends'),
        },
        {
          id: 'b12',
          title: 'What an auditor asks about your AI assistant',
          introduction:
            'From our ISO 27001 recertification: the five questions about prompts, retrieval logs and model access we had to answer with evidence.',
          date: '2026-10-12',
          link: blogUrl('auditor-questions-ai-assistant'),
        },
        {
          id: 'b11',
          title: 'Hindi and Marathi retrieval: where English embeddings fall short',
          introduction:
            'Our research fellows measured recall on 4,000 bilingual policy questions. Mixed-script queries were the hardest part, not the languages.',
          date: '2026-08-24',
          link: blogUrl('hindi-marathi-retrieval'),
        },
        {
          id: 'b10',
          title: 'Submitting three candidates in 48 hours, every time',
          introduction:
            'How our staffing desk searches its own database and bench before posting a role, and why that is where most placements come from.',
          date: '2026-06-15',
          link: blogUrl('three-candidates-48-hours'),
        },
        {
          id: 'b9',
          title: 'What 25 section agents taught us about long documents',
          introduction:
            'Splitting a protocol into sections, each with its own agent and sources, beat one large prompt on every measure we tried.',
          date: '2025-10-14',
          link: blogUrl('section-agents-long-documents'),
        },
        {
          id: 'b8',
          title: 'Your first private LLM: a twelve-week plan',
          introduction:
            'From test set to production service, week by week, with the decisions you will have to make along the way.',
          date: '2025-09-02',
          link: blogUrl('first-private-llm-plan'),
        },
        {
          id: 'b7',
          title: 'Why conversational BI should always show its SQL',
          introduction:
            'Trust in self-service analytics comes from being able to check the answer. Showing the query is the simplest way.',
          date: '2025-07-21',
          link: blogUrl('conversational-bi-show-sql'),
        },
        {
          id: 'b6',
          title: 'Hiring from tier 3 cities: what our internships taught us',
          introduction: 'What we have learned from training interns in Gondia and Dehradun, and why most of them stay.',
          date: '2025-06-09',
          link: blogUrl('tier-3-internship-five-years'),
        },
        {
          id: 'b5',
          title: 'Flaky tests are a bug, not bad luck',
          introduction: 'How our QA teams keep the flaky-test rate under one percent across hundreds of suites.',
          date: '2025-04-28',
          link: blogUrl('flaky-tests-are-bugs'),
        },
        {
          id: 'b4',
          title: 'A prototype in a few weeks, an MVP in six months',
          introduction: 'How we scope the smallest product that can answer a founder’s biggest question.',
          date: '2025-03-17',
          link: blogUrl('prototype-to-mvp'),
        },
        {
          id: 'b3',
          title: 'Strangling a monolith without stopping the business',
          introduction: 'A routing layer, characterisation tests and patience: the strangler pattern in practice.',
          date: '2025-01-30',
          link: blogUrl('strangling-a-monolith'),
        },
        {
          id: 'b2',
          title: 'Retrieval before generation: grounding enterprise assistants',
          introduction: 'Most wrong answers from assistants are retrieval failures. Here is how we find and fix them.',
          date: '2024-11-12',
          link: blogUrl('retrieval-before-generation'),
        },
        {
          id: 'b1',
          title: 'Cloud cost reviews that actually save money',
          introduction: 'Tagging, right-sizing and a monthly habit: the three steps behind our clients’ lower bills.',
          date: '2024-09-24',
          link: blogUrl('cloud-cost-reviews'),
        },
      ],
    },
  ],
};

export const resourcesPages: Page[] = [diwali, pressRelease, blogs];
