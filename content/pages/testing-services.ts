/**
 * The testing practice (/offerings/testing-services): what we test, how, the cases and the tools.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { accordion, cards, contactCta, diagramImage, faq, heroImage, narrowDiagram } from './page-kit';
import { caseStudiesSection, technologiesSection } from './proof';

const n = brand.shortName;

export const testingServicesPage: Page = {
  slug: 'testing-services',
  path: '/offerings/testing-services',
  title: 'Testing Services',
  description:
    'Independent functional, automation, performance, security and accessibility testing for web, mobile and enterprise software.',
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('testing-services'),
      heading: 'Testing Services',
      subHeading: 'Independent testers who find the defects your customers would, before release.',
      targetUrl: '/contact-us',
      ctaLabel: 'Plan a test engagement',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'A testing practice, not a pool of testers',
      supportText: [
        `${n}'s testing practice works for teams whose releases are slowed by manual regression, or whose customers find the bugs first. We test web, mobile and enterprise applications, and the APIs behind them.`,
        'We start by ranking what could hurt you most: payments, data loss, the journeys most customers take. That ranking decides what is automated first, what is tested by hand and what is left alone.',
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'What we test',
      subHeading: 'Six kinds of testing, chosen per release by risk.',
      cardsData: cards([
        [
          'check',
          'Functional and regression',
          'Exploratory testing of new features and a regression suite for what must not break.',
        ],
        [
          'gear',
          'Test automation',
          'API checks first, browser and device journeys where they matter, run in your pipeline.',
          '/quality-assurance/testing-automation',
        ],
        [
          'gauge',
          'Performance',
          'Load and soak tests against the traffic you expect on your busiest day, with the bottleneck named.',
        ],
        ['shield', 'Security', 'OWASP Top 10 checks, authenticated scans and a retest once fixes are in.'],
        [
          'users',
          'Accessibility',
          'WCAG 2.2 AA audits with screen readers and keyboard only, and fixes your developers can apply.',
        ],
        [
          'mobile',
          'Mobile and devices',
          'Android and iOS on a device matrix built from your own analytics, not a generic list.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 3,
      heading: 'Risk decides what is tested, and how',
      supportText: [
        'Every feature is ranked by the harm a failure would do and how often it changes. The riskiest stable journeys are automated first and run on every change; new and fast-moving features get exploratory sessions from a tester; what is left is tested at release.',
        'Each release is checked against that list, and the report says what was not tested as plainly as what failed.',
      ],
      imageUrl: diagramImage('risk-based-testing'),
      narrowImage: narrowDiagram('risk-based-testing', 864),
      imageAlt:
        'Features placed by harm if they fail and how often they change: checkout, login and refunds automated first, fast-changing features explored by a tester, the rest tested at release; the release report lists what passed, failed and was not tested',
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'How an engagement runs',
      subHeading: 'Most teams see the first automated checks in their pipeline within four weeks.',
      accordionData: accordion([
        [
          'Risk review (one to two weeks)',
          'We read your defect history, talk to support and product owners, and rank features by the harm a failure would do.',
        ],
        [
          'Test strategy',
          'A one-page plan: what is tested at unit, API and UI level, on which devices, and what “done” means for each release.',
        ],
        [
          'Build and run',
          'Automated checks go into your pipeline; exploratory sessions cover new features each sprint.',
        ],
        [
          'Report what matters',
          'Each release gets a short report: what was tested, what failed, what we did not test and why.',
        ],
      ]),
    },
    {
      type: 'STATS-CARDS',
      order: 3,
      heading: 'Our testing practice in numbers',
      stats: [
        { title: '40', description: 'Test engineers in Pune, Noida and Dehradun' },
        { title: '2300', description: 'Automated checks in our largest client suite' },
        { title: '60', description: 'Real Android and iOS devices in our lab' },
        { title: '98.6', description: 'First-run pass rate on a client suite we stabilised' },
      ],
    },
    ...caseStudiesSection('testing-services'),
    technologiesSection(['quality']),
    {
      type: 'FAQ-SECTION',
      order: 4,
      heading: 'Frequently asked questions',
      faqData: faq([
        [
          'Will you replace our QA team?',
          'No. Most clients keep their testers; we add automation, specialist testing and capacity for busy releases.',
        ],
        [
          'Do you automate everything?',
          'No. Stable, high-risk journeys are automated; new features and usability get a person’s attention.',
        ],
        [
          'Can you test before launch only?',
          'Yes. A fixed-scope pre-launch test of functions, performance, security and accessibility takes two to four weeks.',
        ],
      ]),
    },
    contactCta(
      'Releasing soon?',
      'Tell us the date and what worries you most about it. We will propose a test plan that fits before then.',
    ),
  ],
};
