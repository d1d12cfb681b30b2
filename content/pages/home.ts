/**
 * The home page: a still first screen with the figures (stated once, there), what we do, highlights, why
 * clients stay, results, industries, technologies, staffing, FAQ.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { clientStripSection } from '../clients';
import { credentialsSection } from '../credentials';
import { hireTalent } from '../menu-links';
import { cards, diagramImage, faq, heroImage, narrowDiagram } from './page-kit';
import { caseStudies, featuredTechnologiesSection, industriesSection } from './proof';

const n = brand.shortName;

export const homePages: Page[] = [
  {
    slug: 'home',
    path: '/home',
    title: `${brand.name}: software, AI and IT staffing`,
    description: `Cloud, AI and software engineering teams, and the IT talent to scale them, for companies in the US and India. 250+ people since 2011.`,
    sections: [
      {
        type: 'HERO-SECTION',
        imageUrl: heroImage('home'),
        imageAlt: '',
        heading: 'Software and AI that ship, built by engineers who stay',
        subHeading: `${n} designs, builds and runs cloud, AI and custom software for companies in the US and India, and finds the IT talent to grow their teams.`,
        targetUrl: '/contact-us',
        ctaLabel: 'Talk to us',
        secondaryCta: { targetUrl: hireTalent.targetUrl, label: 'Hire talent' },
        // Outcomes, each with its basis: what a client can expect, and over how many engagements.
        figures: [
          { value: '11 weeks', label: 'median kickoff to production, across 38 cloud migrations since 2019' },
          { value: '5 days', label: 'median from a hiring request to a shortlist, 412 requests in 2025' },
          { value: '6 years', label: 'median client relationship, across our 60 active clients' },
          { value: '250+', label: 'people in six offices, 200+ of them engineers' },
        ],
        // No technologies here: the technology wall further down names them (clouds included), once.
      },
      // Right under the first screen: the clients who can vouch for that claim.
      clientStripSection(),
      {
        type: 'INTRO-CARDS',
        order: 2,
        heading: 'What we do',
        subHeading: 'Six practices, one accountable team.',
        cardsData: cards([
          [
            'cloud',
            'Cloud',
            'Migration, modernization and hybrid platforms on AWS, Azure and Google Cloud.',
            '/cloud-services/cloud-migration',
          ],
          [
            'network',
            'Artificial intelligence',
            'Conversational AI, private LLMs and custom deep learning models.',
            '/artificial-intelligence/conversational',
          ],
          [
            'code',
            'Digital transformation',
            'Custom software, prototypes and MVPs, QA and DevOps.',
            '/digital-transformation/custom-software-development',
          ],
          [
            'spark',
            'Generative AI',
            'Contract management, medical writing, Resume Copilot and Auto Dashboard.',
            '/generative-ai/contract-management',
          ],
          [
            'check',
            'Quality assurance',
            'Testing automation for web, mobile and APIs, run on every change.',
            '/quality-assurance/testing-automation',
          ],
          [
            'chart',
            'AI and NLP',
            'Conversational BI: ask your data questions in plain English.',
            '/ai-nlp/conversational-bi',
          ],
        ]),
      },
      {
        type: 'IMG-CAROUSEL',
        order: 2,
        heading: 'Highlights',
        carouselData: [
          {
            imageUrl: heroImage('home-engineering'),
            imageAlt: 'Abstract network of teal nodes on navy',
            heading: 'From a first prototype to the system you run',
            subHeading:
              'We design, build and test custom software with your team, and the engineers who built it keep it running.',
            supportText: ['Tests and delivery pipelines come with the first sprint, not after the launch.'],
            targetUrl: '/digital-transformation/custom-software-development',
            ctaLabel: 'Our engineering services',
          },
          {
            imageUrl: heroImage('home-ai'),
            imageAlt: 'Abstract stacked documents with a highlighted line',
            heading: 'AI you can check',
            subHeading:
              'Private LLMs, assistants and document AI that cite their sources and are measured on your own work.',
            supportText: ['From contract review to medical writing with 25 section agents.'],
            targetUrl: '/artificial-intelligence/private-llm',
            ctaLabel: 'Explore our AI work',
          },
          {
            imageUrl: heroImage('home-talent'),
            imageAlt: 'Abstract rising bars with a dotted growth line',
            heading: 'The right engineer, this month',
            subHeading:
              'Contract and permanent IT hiring from our talent base, screened by recruiters who know the work.',
            targetUrl: hireTalent.targetUrl,
            ctaLabel: 'Hire talent',
          },
        ],
      },
      {
        type: 'TEXT-WITH-CARDS',
        order: 3,
        layout: 'list',
        heading: 'Why clients stay with us',
        subHeading: 'Most of our clients have worked with us for more than three years.',
        cardsData: cards([
          [
            'users',
            'The same team, year after year',
            'The engineers who build your system support it, so knowledge stays on your account.',
          ],
          [
            'clock',
            'Around the clock',
            'Offices in the US and India hand work over at the end of each day, so it keeps moving.',
          ],
          [
            'target',
            'Measured results',
            'Every engagement agrees its success measures up front and reports on them each sprint.',
          ],
          [
            'lock',
            'Your data stays yours',
            'Private deployments, your cloud accounts and your repositories, from the first day.',
          ],
        ]),
      },
      {
        type: 'CASE-STUDY-CARDS',
        order: 3,
        heading: 'Results for our clients',
        subHeading: 'Named clients, what we did and what changed, measured.',
        cardsData: [
          ...(caseStudies['cloud-migration']?.slice(0, 1) ?? []),
          ...(caseStudies.devops ?? []),
          ...(caseStudies['conversational-bi'] ?? []),
          ...(caseStudies['medical-writing'] ?? []),
        ],
      },
      { ...industriesSection(3), layout: 'list', subHeading: 'The ones we know best, and what we do there.' },
      featuredTechnologiesSection(3),
      {
        type: 'TEXT-WITH-IMAGE-VERTICAL',
        order: 3,
        heading: 'Staffing backed by engineers',
        supportText: [
          `${n} began placing engineers with clients in 2012 and has done so ever since. Our recruiters work beside our own engineering teams, so they know what a good Java lead or data engineer looks like before they call a candidate.`,
          'Our Resume Copilot searches the whole talent base in seconds and explains each match, and every shortlist is checked by a recruiter before a client sees it. We hire on contract and permanent terms.',
        ],
        imageUrl: diagramImage('staffing-desk'),
        narrowImage: narrowDiagram('staffing-desk', 1134),
        imageAlt:
          'How a role is filled: on day 1 you tell us the role and an account manager calls back; Resume Copilot searches 45,000+ resumes and explains each match; a recruiter and a senior engineer screen every candidate; within 48 hours you meet a shortlist, interview in week 1, and the engineer starts in week 2 with a trial',
        targetUrl: hireTalent.targetUrl,
        ctaLabel: 'Hire engineers through us',
      },
      credentialsSection(),
      {
        type: 'FAQ-SECTION',
        order: 4,
        heading: 'Questions clients ask us',
        faqData: faq([
          [
            'Where are your teams?',
            'In Overland Park, Kansas and Charlotte, North Carolina in the USA, and in Gondia (our head office), Pune, Noida and Dehradun in India.',
          ],
          [
            'How quickly can a project start?',
            'A discovery or assessment usually starts within two weeks of agreeing its scope; a prototype takes a few weeks and an MVP three to six months.',
          ],
          [
            'Do you only work with large companies?',
            'No. We work with start-ups building their first product as well as enterprises modernizing systems they have run for decades.',
          ],
          [
            'Can you provide individual engineers rather than a whole team?',
            'Yes. Our staffing desk places contract and permanent engineers, testers and data specialists: see Hire talent for how it works, or send us the role.',
          ],
        ]),
      },
      {
        type: 'TEXT-SECTION',
        order: 4,
        heading: 'Tell us what you are working on',
        supportText: [
          'A project, a hard-to-fill role or an idea you want to test: a short message is enough to start.',
        ],
        targetUrl: '/contact-us',
        ctaLabel: 'Contact us',
      },
    ],
  },
];
