/**
 * News (/news): the News and events page, and the dated news posts (/news/<slug>) it lists, newest
 * first, beside the press release and the company's events (content/pages/events.ts), each labelled
 * with its year and, once it is over, as past.
 */
import type { Page, SectionOf } from '#contracts/content';
import { brand, brandPaths, officeList } from '../brand';
import { EVENTS, eventLabel } from './events';
import { cards, contactCta, heroImage, iconImage } from './page-kit';
import { longUsDate } from '#contracts/long-date';

const n = brand.shortName;
const pune = officeList.find((office) => office.city === 'Pune');

/** The post's date, shown in its band and stated in its description. */
export const PUNE_OFFICE_DATE = '2025-09-15';
const PUNE_OFFICE_DATE_TEXT = 'September 15, 2025';

const puneOffice: Page = {
  slug: 'new-office-in-pune',
  path: '/news/new-office-in-pune',
  title: 'New Office in Pune',
  description: `${PUNE_OFFICE_DATE_TEXT}: ${brand.name} moves its Pune team into a larger office in Kharadi, with room for 150 engineers.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('new-office-in-pune'),
      heading: 'Our Pune team moves to Kharadi',
      subHeading: `News · ${PUNE_OFFICE_DATE_TEXT} · Pune`,
      supportText: ['A larger office with room for 150 engineers, a device lab and training rooms for interns.'],
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'From one floor to a whole wing',
      supportText: [
        `${n}'s Pune team opened in 2015 with eleven engineers in a shared office in Viman Nagar. By this summer it had 96 people across cloud, testing and data work, and meetings were being held in the corridor.`,
        `On ${PUNE_OFFICE_DATE_TEXT} the team moved into ${pune ? pune.address : 'Kharadi Business Park'}. The new office has 150 desks, so Pune can keep hiring for the next three years without moving again.`,
        'It is a ten-minute walk from the Kharadi bus depot, and the building has step-free access, a quiet room and a crèche on the ground floor.',
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'What the new office adds',
      subHeading: 'Chosen by the people who work there.',
      cardsData: cards([
        [
          'mobile',
          'A device lab',
          '60 Android and iOS devices on racks, so our testers no longer borrow phones to reproduce a bug.',
          '/offerings/testing-services',
        ],
        [
          'cap',
          'Two training rooms',
          'Room for 40 interns at a time in our three-month internship programme.',
          '/careers/internship',
        ],
        ['users', 'Client rooms', 'Two rooms with video for workshops with clients in the US, morning or evening.'],
        ['clock', 'Hand-over hours', 'A quiet area for the evening calls where work passes to our US teams.'],
      ]).map((card) => ({
        ...card,
        ...(card.targetUrl
          ? { ctaLabel: card.title === 'A device lab' ? 'Our testing services' : 'The internship' }
          : {}),
      })),
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'We are hiring in Pune',
      supportText: [
        'We are looking for cloud engineers, test automation engineers and data engineers to join the Pune team this year, and we take a new intake of interns every quarter.',
        `For a visit or a workshop at the new office, write to hello@${brand.domain}.`,
      ],
      targetUrl: '/current-openings/job-openings',
      ctaLabel: 'See current openings',
    },
  ],
};

const inst = brand.institute;

/** A news post: a dated band, the story, what it changes (four cards) and where to go next. */
type NewsPost = {
  slug: string;
  /** yyyy-mm-dd */
  date: string;
  place: string;
  title: string;
  /** One sentence: the list's introduction and the page's meta description. */
  summary: string;
  heading: string;
  story: { heading: string; paragraphs: string[] };
  changes: { heading: string; cards: ReadonlyArray<readonly [string, string, string]> };
  next: SectionOf<'TEXT-SECTION'>;
};

const newsPage = (post: NewsPost): Page => ({
  slug: post.slug,
  path: `/news/${post.slug}`,
  title: post.title,
  description: `${longUsDate(post.date)}: ${post.summary}`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage(post.slug),
      heading: post.heading,
      subHeading: `News · ${longUsDate(post.date)} · ${post.place}`,
      supportText: [post.summary],
    },
    { type: 'TEXT-SECTION', order: 2, heading: post.story.heading, supportText: post.story.paragraphs },
    { type: 'TEXT-WITH-CARDS', order: 2, heading: post.changes.heading, cardsData: cards(post.changes.cards) },
    post.next,
  ],
});

/** The news posts, newest first. */
export const NEWS_POSTS: readonly NewsPost[] = [
  {
    slug: 'iso-27001-recertified-2026',
    date: '2026-09-22',
    place: 'Gondia',
    title: 'ISO/IEC 27001 recertified across all six offices',
    summary:
      'All six offices are recertified to ISO/IEC 27001:2022, and our staffing desk’s candidate data is now in the certified scope.',
    heading: 'ISO/IEC 27001 recertified, with the staffing desk in scope',
    story: {
      heading: 'Nine audit days, six offices',
      paragraphs: [
        `Our three-year ISO/IEC 27001 certificate came up for renewal this summer. Between 18 August and 5 September an accredited certification body audited all six offices, in person in Gondia, Pune and Overland Park and remotely in Noida, Dehradun and Charlotte.`,
        'The auditors raised no major nonconformities and two minor ones: a visitor log in Dehradun kept on paper, and two leavers whose laptop returns were recorded a week late. Both were closed before the certificate was issued on 19 September.',
        'For the first time the scope includes the staffing desk: the resumes candidates send us, the console our recruiters work in and the mail it sends. Clients who share candidate data with us asked for that in writing, and now they have it.',
      ],
    },
    changes: {
      heading: 'What it means if you work with us',
      cards: [
        [
          'shield',
          'One certificate for every office',
          'Whichever office your team sits in, it works under the same certified controls.',
        ],
        [
          'users',
          'Candidate data covered',
          'Resumes, recruiter notes and our hiring mail are now part of the audited scope.',
        ],
        [
          'document',
          'SOC 2 Type II report',
          'Our report for October 2025 to September 2026 is ready to share under NDA.',
        ],
        [
          'clock',
          'Findings closed in 14 days',
          'Both minor findings were fixed and evidenced before the certificate was issued.',
        ],
      ],
    },
    next: contactCta(
      'Ask for the certificate or the SOC 2 report',
      'Security questionnaires, the certificate and its scope statement, or the SOC 2 Type II report under NDA: tell us which, and our security lead replies within two working days.',
    ),
  },
  {
    slug: 'research-fellows-2026',
    date: '2026-07-14',
    place: 'Gondia',
    title: `Twelve research fellows join the ${inst.shortName} applied-AI lab`,
    summary: `Year two of our research partnership with ${inst.shortName} starts with twelve student fellows and two published results from year one.`,
    heading: `Twelve new fellows for the ${inst.shortName} applied-AI lab`,
    story: {
      heading: 'Year two of the partnership',
      paragraphs: [
        `A year after ${inst.name} and ${brand.name} opened a joint lab on trustworthy AI for documents, twelve students joined it this week as paid research fellows. Seven of them come from tier 3 cities, and five are the first in their families to study engineering.`,
        'The first year produced a paper on checking the citations of AI-drafted clinical protocols, and an open evaluation set of 1,200 protocol sections annotated by two medical writers each. Both are public, with the code to reproduce the results.',
        'This year the fellows work on three problems our clients keep raising: whether a drafted clause matches the source contract, how to retrieve from documents written in Hindi and Marathi, and how to tell a reviewer which sentence of an answer to check first.',
      ],
    },
    changes: {
      heading: 'The fellowship in numbers',
      cards: [
        ['cap', '12 fellows a year', 'Paid, for ten months, with a mentor from our AI team and one from the faculty.'],
        ['document', '2 results published', 'A paper and an open evaluation set, each with the code to reproduce it.'],
        ['globe', '3 languages', 'English, Hindi and Marathi documents in this year’s retrieval work.'],
        ['users', '4 fellows hired', 'Four of last year’s fellows now work in our AI and data team.'],
      ],
    },
    next: {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'Start with an internship',
      supportText: [
        'Most fellows first came to us as interns. Our internship is free, lasts three months and takes students and graduates from any city.',
      ],
      targetUrl: '/careers/internship',
      ctaLabel: 'The internship programme',
    },
  },
];

/** What the News page lists: the posts and the Pune move, newest first, a row of three (the press release is linked below). */
const newsItems = (): SectionOf<'BLOGS'>['Blogs'] => [
  ...NEWS_POSTS.map((post) => ({
    id: post.slug,
    title: post.title,
    introduction: post.summary,
    date: post.date,
    link: `/news/${post.slug}`,
  })),
  {
    id: puneOffice.slug,
    title: 'Our Pune team moves to Kharadi',
    introduction: 'A larger office with room for 150 engineers, a device lab and training rooms for interns.',
    date: PUNE_OFFICE_DATE,
    link: puneOffice.path,
  },
];

/** The events, each with its year in its title and labelled past or upcoming on the day of the build. */
export const eventsSection = (today: Date = new Date()): SectionOf<'TEXT-WITH-CARDS'> => ({
  type: 'TEXT-WITH-CARDS',
  order: 3,
  id: 'events',
  heading: 'Events',
  subHeading: 'Festivals, demo days and open evenings at our offices.',
  layout: 'list',
  cardsData: EVENTS.map((event) => ({
    icon: iconImage('calendar'),
    title: event.title,
    subTitle: `${eventLabel(event, today)} · ${event.where}. ${event.summary}`,
    targetUrl: event.targetUrl,
    ctaLabel: 'Read more',
  })),
});

export const NEWS_PATH = '/news';

const newsIndex: Page = {
  slug: 'news',
  path: NEWS_PATH,
  title: 'News and Events',
  description: `News from ${brand.name}: certifications, research, offices and the events our teams hold, newest first.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('news'),
      heading: 'News and events',
      subHeading: `What is new at ${brand.shortName}, newest first.`,
    },
    { type: 'BLOGS', order: 2, heading: 'News', Blogs: newsItems() },
    eventsSection(),
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'For journalists',
      supportText: [
        `For interviews, figures or pictures, write to press@${brand.domain}. We answer within one working day.`,
      ],
      targetUrl: brandPaths.pressRelease,
      ctaLabel: 'Read our latest press release',
    },
  ],
};

export const newsPages: Page[] = [newsIndex, ...NEWS_POSTS.map(newsPage), puneOffice];
