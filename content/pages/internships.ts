/**
 * The internship programme: the overview, one page per area of interest, and the apply page.
 * Facts (docs/product.md §6.3): free (unpaid), three months, for freshers from tier 3 cities, women
 * re-entering the workforce and career restarters. Every page carries the application form.
 */
import type { Page, SectionOf } from '#contracts/content';
import { brand } from '../brand';
import { accordion, cards, diagramImage, faq, heroBand, narrowDiagram } from './page-kit';

const n = brand.shortName;

const form = (subHeading: string): SectionOf<'INTERNSHIP-FORM'> => ({
  type: 'INTERNSHIP-FORM',
  order: 4,
  heading: 'Apply for the internship',
  subHeading,
  supportText: ['Fields marked * are required. We reply to every application within ten working days.'],
  keyDetails: [],
});

const facts = {
  type: 'TEXT-WITH-CARDS',
  order: 2,
  heading: 'The programme at a glance',
  cardsData: cards([
    ['clock', 'Three months', 'A full-time, three-month programme with a mentor and a real project.'],
    ['heart', 'Free of charge', 'The internship is unpaid and free: no fees, no deposits, no bond.'],
    ['pin', 'Close to home', `Based in our offices in Gondia, Pune, Noida and Dehradun, with remote weeks.`],
    [
      'cap',
      'A certificate and a reference',
      'A certificate, a project you can show, and a reference from your mentor.',
    ],
  ]),
} satisfies SectionOf<'TEXT-WITH-CARDS'>;

type Area = {
  slug: string;
  title: string;
  description: string;
  subHeading: string;
  what: string[];
  /** Describes the area's own diagram (public/images/diagrams/internship-<slug>.svg). */
  imageAlt: string;
  /** Height of the diagram's phone drawing (internship-<slug>-narrow.svg, 400 wide). */
  narrowHeight: number;
  months: [string, string][];
};

const areas: Area[] = [
  {
    slug: 'software-development',
    title: 'Software Development Internship',
    description:
      'A free three-month software development internship: build real features in web and API projects with a mentor from our engineering teams.',
    subHeading: 'Write code that ships, reviewed by engineers who do it every day.',
    what: [
      'You join a delivery team and work on a real product: an internal tool or a feature for a client, never a throwaway exercise.',
      'You will learn Git, code review, automated tests and how a feature goes from a ticket to production, using JavaScript or TypeScript, Java or Python.',
    ],
    imageAlt:
      'An intern’s change on its way to production: a ticket, a branch, the code and its tests, a review by the mentor until it is right, merged and released; month by month from foundations to a feature of your own',
    narrowHeight: 786,
    months: [
      [
        'Month 1: foundations',
        'Git, a web framework, SQL basics and the team’s coding standards, with daily exercises reviewed by your mentor.',
      ],
      ['Month 2: your first features', 'Small tickets on the real product, each one reviewed and merged.'],
      ['Month 3: own a feature', 'A feature of your own from design to release, presented to the team at the end.'],
    ],
  },
  {
    slug: 'data-engineering-analytics',
    title: 'Data Engineering and Analytics Internship',
    description:
      'A free three-month internship in data engineering and analytics: build pipelines and dashboards on real data with our data team.',
    subHeading: 'Turn raw data into pipelines and dashboards people use.',
    what: [
      'You work with our data engineers on pipelines that move and clean data, and with analysts on the reports built on top of it.',
      'You will learn SQL in depth, Python for data, a cloud data warehouse and a BI tool such as Power BI.',
    ],
    imageAlt:
      'The daily pipeline an intern builds: sources loaded every morning, checked for counts, missing values and duplicates, modelled into facts and dimensions and shown on a dashboard; month by month from SQL to a dashboard',
    narrowHeight: 730,
    months: [
      ['Month 1: SQL and modelling', 'Joins, window functions and dimensional modelling on a practice warehouse.'],
      ['Month 2: pipelines', 'Build and test a pipeline that loads and checks a real dataset every day.'],
      ['Month 3: a dashboard', 'Design a dashboard for a real user, gather feedback and improve it.'],
    ],
  },
  {
    slug: 'data-science',
    title: 'Data Science Internship',
    description:
      'A free three-month data science internship: train, evaluate and explain models with mentors from our AI and data team.',
    subHeading: 'Train, evaluate and explain models with our AI team.',
    what: [
      'You join our AI and data team and work on a real modelling problem, such as document classification, forecasting or resume matching.',
      'You will learn how to frame a problem, build a test set, train and compare models, and explain results to people who are not data scientists.',
    ],
    imageAlt:
      'Honest evaluation: the data split once into training, validation and a locked test set; a baseline and two models compared on validation; the test set opened once at the end, then what the model can and cannot do',
    narrowHeight: 652,
    months: [
      ['Month 1: data and baselines', 'Exploratory analysis, a clean dataset and a simple baseline model.'],
      ['Month 2: better models', 'Feature work, stronger models and honest evaluation on held-out data.'],
      ['Month 3: ship and explain', 'Package the model behind an API and present what it can and cannot do.'],
    ],
  },
  {
    slug: 'testing-qa',
    title: 'Testing (QA) Internship',
    description:
      'A free three-month software testing internship: learn manual and automated testing on live projects with our QA teams.',
    subHeading: 'Learn to find the bugs before users do.',
    what: [
      'You join a QA team testing real web and mobile applications: writing test cases, logging defects and checking fixes.',
      'You will learn test design, Jira, API testing with Postman, and test automation with Playwright or Selenium.',
    ],
    imageAlt:
      'The life of a defect an intern finds: found, logged in Jira with steps and a screenshot, fixed by a developer, retested, and added to the automated regression suite; month by month from fundamentals to automation',
    narrowHeight: 904,
    months: [
      [
        'Month 1: testing fundamentals',
        'Test design techniques, defect reports and exploratory testing on a practice app.',
      ],
      ['Month 2: on the project', 'Test cases and regression runs for a live sprint, alongside a senior tester.'],
      ['Month 3: automation', 'Automate a set of regression tests and run them in the team’s pipeline.'],
    ],
  },
  {
    slug: 'staffing',
    title: 'Staffing Internship',
    description:
      'A free three-month internship in technical recruiting: learn sourcing, screening and client communication on our staffing desk.',
    subHeading: 'Learn technical recruiting, from first search to offer.',
    what: [
      'You join our staffing desk, which fills contract and permanent roles for clients in the US and India.',
      'You will learn to read a technical job description, search a database of 45,000 resumes, screen candidates by phone and present a shortlist.',
    ],
    imageAlt:
      'One requirement from briefing to shortlist: 45,000+ resumes, 60 matches, 12 phone screens and 3 on the shortlist; month by month from the basics to owning a requirement',
    narrowHeight: 576,
    months: [
      [
        'Month 1: the basics',
        'Technology roles explained, sourcing tools and how our Resume Copilot ranks candidates.',
      ],
      [
        'Month 2: sourcing and screening',
        'Source and screen candidates for live requirements with a senior recruiter.',
      ],
      [
        'Month 3: own a requirement',
        'Take a requirement from briefing to shortlist and present it to the account manager.',
      ],
    ],
  },
];

const areaPage = (area: Area): Page => ({
  slug: area.slug,
  path: `/internship/${area.slug}`,
  title: area.title,
  description: area.description,
  sections: [
    heroBand(`internship-${area.slug}`, area.title, area.subHeading),
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'What you will do',
      supportText: area.what,
      imageUrl: diagramImage(`internship-${area.slug}`),
      narrowImage: narrowDiagram(`internship-${area.slug}`, area.narrowHeight),
      imageAlt: area.imageAlt,
    },
    facts,
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'Three months, step by step',
      accordionData: accordion(area.months),
    },
    form(`Choose "${area.title.replace(' Internship', '')}" as your area of interest.`),
  ],
});

const overview: Page = {
  slug: 'internship',
  path: '/careers/internship',
  title: 'Internship Programme',
  description:
    'A free, three-month internship for freshers from tier 3 cities, women re-entering the workforce and career restarters, with a mentor and a real project.',
  sections: [
    heroBand(
      'internship',
      'Internship Programme',
      'Three months. Free. A real project, a mentor and a way into a technology career.',
    ),
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Why we run it',
      supportText: [
        `${n} was founded in Gondia, a tier 3 city, and most of our early engineers learned on the job. Our internship keeps that door open: it is unpaid and free of charge, lasts three months, and teaches the skills our own teams use every day.`,
        'Since 2021 our interns have worked on real client and internal projects in all four Indian offices. Many of them now work with us.',
      ],
    },
    {
      type: 'INTRO-CARDS',
      order: 2,
      heading: 'Who it is for',
      subHeading: 'No previous job needed, and no fees to pay.',
      cardsData: cards([
        [
          'cap',
          'Freshers from tier 3 cities',
          'Recent graduates from smaller cities who want a first step into technology without moving to a metro.',
        ],
        [
          'users',
          'Women re-entering the workforce',
          'Women returning after a career break, with a mentor and a flexible start.',
        ],
        ['compass', 'Career restarters', 'People changing careers or restarting after time away, whatever the reason.'],
      ]),
    },
    facts,
    {
      type: 'INTRO-CARDS',
      order: 3,
      heading: 'Choose your area',
      cardsData: cards([
        [
          'code',
          'Software Development',
          'Build real features with our engineering teams.',
          '/internship/software-development',
        ],
        [
          'database',
          'Data Engineering and Analytics',
          'Pipelines, SQL and dashboards on real data.',
          '/internship/data-engineering-analytics',
        ],
        ['network', 'Data Science', 'Train and evaluate models with our AI team.', '/internship/data-science'],
        ['bug', 'Testing (QA)', 'Manual and automated testing on live projects.', '/internship/testing-qa'],
        ['person', 'Staffing', 'Technical recruiting from sourcing to offer.', '/internship/staffing'],
      ]),
    },
    {
      type: 'FAQ-SECTION',
      order: 3,
      heading: 'Internship questions',
      faqData: faq([
        ['Is the internship paid?', 'No. It is unpaid and completely free: we charge no fees, deposits or bonds.'],
        ['How long does it last?', 'Three months, full time, starting in January and July.'],
        [
          'Who can apply?',
          'Freshers from tier 3 cities, women re-entering the workforce and career restarters. A degree or diploma in any subject is welcome; motivation matters more than marks.',
        ],
        [
          'Will I get a job at the end?',
          'Not automatically, but we hire many of our interns, and every intern leaves with a certificate, a project and a reference.',
        ],
      ]),
    },
    form('Tell us about yourself and choose an area of interest.'),
  ],
};

const apply: Page = {
  slug: 'apply',
  path: '/internship/apply',
  title: 'Apply for an Internship',
  description: `Apply for the free three-month ${n} internship in software development, data, data science, testing or staffing.`,
  sections: [
    heroBand(
      'internship-apply',
      'Apply for an Internship',
      'Three months, free, with a mentor and a real project. Applications take about ten minutes.',
    ),
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'Spotlight: the data science track',
      supportText: [
        'Data science is our most requested area. Interns on this track work with our AI and data team on real modelling problems: classifying documents, forecasting demand or improving how our Resume Copilot matches candidates to roles.',
        'You will clean and explore data with Python, build a test set, train and compare models, and present what your model can and cannot do. Basic Python and statistics are enough to start; curiosity matters more.',
      ],
      imageUrl: diagramImage('internship-data-science-track'),
      narrowImage: narrowDiagram('internship-data-science-track', 922),
      imageAlt:
        'The data science track month by month, on an example project sorting support tickets: data and a baseline, better models compared on held-out data, then the model behind an API and a talk on what it can and cannot do',
      targetUrl: '/internship/data-science',
      ctaLabel: 'About the data science track',
    },
    form('Choose the area you are most interested in; you can mention a second choice in the comments.'),
  ],
};

export const internshipsPages: Page[] = [overview, ...areas.map(areaPage), apply];
