/**
 * Hire talent: the page for clients who need engineers (staff augmentation, dedicated teams,
 * contract-to-hire): how it works in steps with their timelines, the skills and seniorities, the time
 * zones covered, proof, and the request form (HIRE-TALENT-FORM, contracts/api/client-request.ts).
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { hireTalent } from '../menu-links';
import { caseStudyRecords } from './case-study-data';
import { cards, faq, heroImage } from './page-kit';
import { caseStudyCard, featuredTechnologiesSection } from './proof';

const n = brand.shortName;
const REQUEST = `${hireTalent.targetUrl}#request`;

/** The cases a client hiring engineers reads: our own desk's shortlists, and teams we put in place. */
const PROOF_CASES = ['staffing-desk-resume-copilot', 'bank-azure-datacentre-exit', 'payments-daily-releases'];

export const hireTalentPage: Page = {
  slug: 'hire-talent',
  path: hireTalent.targetUrl,
  title: 'Hire talent: engineers for your team',
  description:
    'Staff augmentation, dedicated teams and contract-to-hire engineers: a shortlist within 48 hours, a first day within two weeks, in US and India time zones.',
  sections: [
    {
      type: 'HERO-SECTION',
      imageUrl: heroImage('hire-talent'),
      imageAlt: '',
      heading: 'Engineers who join your team within two weeks',
      subHeading: `Tell us the role. ${n} puts a shortlist of screened engineers in front of you within 48 hours: for a few months, for a whole team, or to hire for good.`,
      targetUrl: REQUEST,
      ctaLabel: 'Tell us whom you need',
      secondaryCta: { targetUrl: `${hireTalent.targetUrl}#how-it-works`, label: 'How it works' },
      figures: [
        { value: '48 h', label: 'to your first shortlist' },
        { value: '45,000+', label: 'resumes in our talent base' },
        { value: '2 weeks', label: 'to a first day, usually' },
        { value: '2012', label: 'placing engineers since' },
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      id: 'engagement-models',
      heading: 'Three ways to work with us',
      subHeading: 'Pick one per role; many clients use two.',
      cardsData: cards([
        [
          'users',
          'Staff augmentation',
          'One engineer or several join your team, work in your tools and your stand-ups, and report to your lead. Contracts from three months, extended month by month.',
        ],
        [
          'layers',
          'Dedicated team',
          'A team of three to fifteen with its own lead, built around your product: engineers, testers and a delivery manager who answers for the plan. From six months.',
        ],
        [
          'check',
          'Contract-to-hire',
          'Start on contract; after three to six months hire the engineer on your payroll at a conversion fee agreed up front, so you know the person before the offer.',
        ],
      ]),
    },
    {
      type: 'TIMELINE-SECTION',
      order: 2,
      id: 'how-it-works',
      heading: 'How it works',
      subHeading: 'From your first call to a first day, usually within two weeks.',
      cardsData: [
        {
          title: 'Day 1',
          subTitle: 'Tell us the role',
          description:
            'Send the form below. An account manager calls you within one business day to agree the skills, the seniority, the rate and how you interview.',
        },
        {
          title: 'Within 48 h',
          subTitle: 'Meet a shortlist',
          description:
            'Two or three engineers per position, found in our talent base and bench, screened by a recruiter and a senior engineer. Each profile says why the person fits.',
        },
        {
          title: 'Week 1',
          subTitle: 'Interview and choose',
          description:
            'You interview the engineers yourself, in your time zone; we arrange the calls and collect your feedback the same day.',
        },
        {
          title: 'Week 2',
          subTitle: 'They start, with a trial',
          description:
            'The engineer starts with a two-week trial: if it does not work, you pay nothing for it and we find a replacement.',
        },
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      id: 'skills',
      layout: 'list',
      heading: 'Skills we place',
      subHeading: 'The roles our recruiters fill every month, screened by engineers who do the same work.',
      cardsData: cards([
        ['code', 'Back end', 'Java and Spring, .NET, Node.js, Python and Go; APIs, microservices and event streams.'],
        ['laptop', 'Front end and mobile', 'React, Angular, TypeScript; iOS, Android and React Native.'],
        ['cloud', 'Cloud and DevOps', 'AWS, Azure and Google Cloud engineers; Kubernetes, Terraform and CI/CD.'],
        ['database', 'Data engineering', 'Spark, Databricks, Snowflake and Kafka pipelines; SQL and warehouse design.'],
        ['network', 'AI and machine learning', 'ML engineers, LLM application developers and MLOps.'],
        ['bug', 'Quality engineering', 'Test automation with Selenium, Playwright and Appium; performance testing.'],
      ]),
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      id: 'seniorities',
      heading: 'Every seniority, checked the same way',
      supportText: [
        'Each candidate passes a recruiter’s screen and a technical interview with one of our senior engineers before you see them.',
      ],
      accordionData: [
        {
          title: 'Junior (0–2 years)',
          description:
            'Graduates of our internship and training programmes, paired with a senior on your team or ours. Good for well-defined work and growing teams.',
        },
        {
          title: 'Mid-level (3–5 years)',
          description: 'Engineers who own features end to end and need little direction in a stack they know.',
        },
        {
          title: 'Senior (6–9 years)',
          description: 'Engineers who design components, review others’ code and lead a workstream.',
        },
        {
          title: 'Lead or architect (10+ years)',
          description: 'Technical leads and architects who set direction for a team or a platform, and mentor.',
        },
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      id: 'time-zones',
      heading: 'Your time zone, covered',
      imageUrl: '/images/places/office-cities.svg',
      imageAlt: 'Our offices in Overland Park and Charlotte in the USA, and Gondia, Pune, Noida and Dehradun in India',
      supportText: [
        'US Central and Eastern time from our offices in Overland Park, Kansas and Charlotte, North Carolina; India Standard Time from Gondia, Pune, Noida and Dehradun.',
        'Engineers in India who work with US teams share at least four hours of your working day; a US-based engineer or lead can sit with your team when the work needs it.',
        'Clients in the UK and Europe get a full working day of overlap with India.',
      ],
    },
    {
      type: 'CASE-STUDY-CARDS',
      order: 3,
      id: 'proof',
      heading: 'Teams we have put in place',
      subHeading: 'Recent engagements, and what they changed, measured.',
      cardsData: PROOF_CASES.flatMap((slug) => {
        const record = caseStudyRecords.find((candidate) => candidate.slug === slug);
        return record ? [caseStudyCard(record)] : [];
      }),
    },
    featuredTechnologiesSection(3),
    {
      type: 'HIRE-TALENT-FORM',
      order: 4,
      id: 'request',
      heading: 'Tell us whom you need',
      supportText: [
        'A few lines are enough to start: the role, the skills that matter and when. We take the rest on the call.',
      ],
      keyDetails: [
        { key: 'Who calls you back', value: 'An account manager from our staffing desk' },
        { key: 'When', value: 'Within one business day' },
        { key: 'Your first shortlist', value: 'Within 48 hours of that call' },
        { key: 'Your data', value: 'Used only to answer your request; see our privacy policy' },
      ],
    },
    {
      type: 'FAQ-SECTION',
      order: 4,
      heading: 'Questions clients ask before hiring',
      faqData: faq([
        [
          'How fast can an engineer start?',
          'Most start within two weeks of your first call: 48 hours to a shortlist, a week for your interviews, then the engineer’s notice or onboarding.',
        ],
        [
          'What does it cost?',
          'An hourly or monthly rate per engineer, agreed before anyone starts; it depends on the skills, the seniority and where the engineer works. Contract-to-hire adds a conversion fee agreed up front.',
        ],
        [
          'What if an engineer is not the right fit?',
          'Tell us within the two-week trial and you pay nothing for it; we find a replacement. After the trial, we replace an engineer within two weeks of your notice.',
        ],
        [
          'Who owns the work?',
          'You do: the engineers work in your repositories and tools under your contract with us, which assigns the work and its rights to you and binds them to confidentiality.',
        ],
        [
          'Can you work with our procurement or vendor-management system?',
          'Yes. We work through vendor portals and master services agreements, and invoice monthly in USD or INR.',
        ],
      ]),
    },
  ],
};
