/**
 * The case-study pages (/case-studies/<slug>) and their index (/case-studies): the challenge, what we
 * did, the measured result, the technologies, and the client's own words when a testimonial is
 * supplied (content/supplied.ts). Built from case-study-data.ts.
 */
import type { Card, Page, Section, SectionOf, SuppliedContent } from '#contracts/content';
import { clientById, clients, clientStripSection } from '../clients';
import { supplied } from '../supplied';
import { type CaseStudyRecord, caseDate, caseStudyRecords } from './case-study-data';
import { accordion, contactCta, heroImage, iconImage } from './page-kit';
import { caseStudyCard, caseStudyPath, industriesSection, technologyMarks } from './proof';

export const CASE_STUDIES_PATH = '/case-studies';

/** The named client of a case, its industry and when the engagement ended: "Woodgrove Bank · Banking · June 2025". */
export const caseByline = (record: CaseStudyRecord): string => {
  const client = clientById(record.clientId);
  return `${client.name} · ${client.industry} · ${caseDate(record.date)}`;
};

/**
 * The client's words: those a company supplied for this case (content/supplied.ts) when there are
 * any, else the quote the case record carries; always a named person with a role.
 */
export function clientQuoteSection(
  record: CaseStudyRecord,
  content: SuppliedContent,
): SectionOf<'EMPLOYEE-FEEDBACK'>[] {
  const suppliedQuotes = (content.testimonials ?? []).filter((quote) => quote.caseStudy === record.slug);
  const feedback = suppliedQuotes.length
    ? suppliedQuotes.map((quote) => ({
        id: quote.id,
        text: quote.quote,
        imageUrl: quote.photo?.src ?? iconImage('chat'),
        name: quote.name,
        position: quote.role,
      }))
    : [
        {
          id: `${record.slug}-quote`,
          text: record.quote.text,
          imageUrl: iconImage('chat'),
          name: record.quote.name,
          position: record.quote.role,
        },
      ];
  return [{ type: 'EMPLOYEE-FEEDBACK', order: 3, id: 'client-quote', heading: 'In the client’s words', feedback }];
}

/** Two other cases to read next: those that share a cited page first, then the next in the list. */
const relatedTo = (record: CaseStudyRecord): CaseStudyRecord[] => {
  const others = caseStudyRecords.filter((other) => other.slug !== record.slug);
  const sharing = others.filter((other) => other.proves.some((slug) => record.proves.includes(slug)));
  const index = caseStudyRecords.indexOf(record);
  const following = [...caseStudyRecords.slice(index + 1), ...caseStudyRecords.slice(0, index)];
  return [...new Set([...sharing, ...following])].slice(0, 2);
};

export function caseStudyPage(record: CaseStudyRecord, content: SuppliedContent = supplied): Page {
  const sections: Section[] = [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage(record.slug),
      heading: record.title,
      subHeading: `Case study · ${caseByline(record)}`,
      supportText: [record.summary, record.engagement],
    },
    { type: 'TEXT-SECTION', order: 2, id: 'challenge', heading: 'The challenge', supportText: [...record.challenge] },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 2,
      id: 'approach',
      heading: 'What we did',
      subHeading: record.engagement,
      accordionData: accordion(record.approach),
    },
    {
      type: 'INTRO-CARDS',
      order: 3,
      id: 'result',
      heading: 'The result',
      subHeading: 'Measured against the baseline agreed at the start of the engagement.',
      // The figure leads each card's heading, so it reads as one result: "0 unplanned outages …"; the
      // text under it says what the figure meant for the client.
      cardsData: record.results.map(([icon, value, label, meaning]) => ({
        icon: iconImage(icon),
        title: `${value} ${label}`,
        subTitle: meaning,
      })),
    },
    ...clientQuoteSection(record, content),
    {
      type: 'TEXT-SECTION',
      order: 3,
      id: 'technologies',
      heading: 'Technologies',
      supportText: ['What this team built and ran the work with.'],
      logos: technologyMarks(record.technologies),
    },
    {
      type: 'CASE-STUDY-CARDS',
      order: 4,
      heading: 'More results',
      cardsData: relatedTo(record).map(caseStudyCard),
    },
    contactCta(
      'A similar problem?',
      'Tell us where you are starting from. We will say plainly whether we have done it before and what it took.',
    ),
  ];
  return {
    slug: record.slug,
    path: caseStudyPath(record.slug),
    title: `${record.title} | Case study`.slice(0, 70),
    description: `${clientById(record.clientId).name}: ${record.summary}`.slice(0, 170),
    sections,
  };
}

/**
 * The index's cards of one practice: the headline, who it was for and the result, linking to the case;
 * each card carries its headline result's icon, so a row does not repeat one picture.
 */
const indexCards = (practice: CaseStudyRecord['practice']): Card[] =>
  caseStudyRecords
    .filter((record) => record.practice === practice)
    .map((record) => ({
      icon: iconImage(record.results[0]?.[0] ?? 'chart'),
      title: record.title,
      subTitle: `${caseByline(record)}: ${record.result.value} ${record.result.label}.`,
      targetUrl: caseStudyPath(record.slug),
      ctaLabel: 'Read the case study',
    }));

export function caseStudiesIndex(content: SuppliedContent = supplied): Page {
  return {
    slug: 'case-studies',
    path: CASE_STUDIES_PATH,
    title: 'Case studies',
    description:
      'Cloud migrations, test automation, private LLMs and AI platforms: what we did for clients, and what changed, measured.',
    sections: [
      {
        type: 'TITLE-SECTION',
        imageUrl: heroImage('case-studies'),
        heading: 'Case studies',
        subHeading: 'What we did for clients, and what changed, measured.',
      },
      {
        type: 'TEXT-SECTION',
        order: 2,
        heading: 'How we report results',
        supportText: [
          'Every engagement agrees its measures before work starts: a cost, a time, a failure rate. The figures on these pages compare the end of the engagement with that baseline.',
          'Each case names its client and the month the work ended, and its page quotes the person who owned the result on the client’s side, with their role.',
        ],
      },
      {
        type: 'INTRO-CARDS',
        order: 2,
        id: 'cloud',
        heading: 'Cloud and data platforms',
        subHeading: 'Migrations, data-centre exits and data platforms on AWS, Azure and Google Cloud.',
        cardsData: indexCards('cloud'),
      },
      {
        type: 'TEXT-WITH-CARDS',
        order: 2,
        id: 'engineering',
        heading: 'Engineering and quality',
        subHeading: 'Modernised systems, faster releases and tests people trust.',
        cardsData: indexCards('engineering'),
      },
      {
        type: 'INTRO-CARDS',
        order: 3,
        id: 'ai',
        heading: 'Applied AI',
        subHeading: 'Private models, agents and plain-English questions, each checked by people.',
        cardsData: indexCards('ai'),
      },
      {
        ...clientStripSection(
          content,
          clients.map((client) => client.id),
        ),
        order: 3,
        heading: 'The clients behind these results',
      },
      industriesSection(3),
      contactCta('Your project next?', 'A short message about what you are working on is enough to start.'),
    ],
  };
}

export const caseStudyPages: Page[] = [caseStudiesIndex(), ...caseStudyRecords.map((record) => caseStudyPage(record))];
