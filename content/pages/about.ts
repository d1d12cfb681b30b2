/**
 * About the company: leadership, our journey, life at the company, diversity and locations.
 */
import type { Card, Page, SectionOf, SuppliedContent, SuppliedPhoto } from '#contracts/content';
import { brand, brandPaths, headOffice, officeList } from '../brand';
import { supplied } from '../supplied';
import {
  cards,
  contactCta,
  diagramImage,
  heroBand,
  iconImage,
  narrowDiagram,
  personImage,
  sceneImage,
} from './page-kit';

const n = brand.shortName;

const leaders = [
  {
    name: 'Arvind Deshmukh',
    role: 'Founder and Chief Executive Officer',
    bio: `29 years in software. Nine years building dispatch systems at Consolidated Messenger and five leading a delivery unit at A. Datum Corporation before founding ${n} in 2011.`,
    vision: `I started ${n} in my home town because talent is everywhere and opportunity is not. Our job is to prove, project after project, that a team from Gondia can build software the world relies on.`,
  },
  {
    name: 'Meera Kulkarni',
    role: 'Chief Technology Officer',
    bio: `22 years in engineering. Platform lead at Lucerne Publishing and principal engineer at Blue Yonder Airlines; joined ${n} in 2014.`,
    vision:
      'Good engineering is mostly good habits: small changes, honest tests, and writing things down. I want every engineer here to leave each codebase better than they found it.',
  },
  {
    name: 'Daniel Brooks',
    role: 'President, US Operations',
    bio: `25 years in IT services. Delivery director at First Up Consultants and account lead at Humongous Insurance; opened our Charlotte office in 2017.`,
    vision:
      'Clients remember how we behave when something goes wrong. I want us to be the partner who calls first, explains plainly and fixes it before the next meeting.',
  },
  {
    name: 'Priya Raghavan',
    role: 'Head of AI and Data',
    bio: `17 years in data and machine learning. Pricing models at Margie's Travel, then search and forecasting at Tailwind Traders; founded our AI lab in 2019.`,
    vision:
      'AI earns its place when it is measured on real work. Every model we ship has a test set, a baseline and an owner who can explain its mistakes.',
  },
  {
    name: 'Sandeep Bhatt',
    role: 'Vice President, Talent and Staffing',
    bio: `20 years in technical recruiting. Ran the IT hiring desk at City Power & Light and a staffing team at VanArsdel; has led our staffing desk since 2016.`,
    vision:
      'A placement is a promise to two people: the client and the candidate. We keep both by knowing the role as well as the hiring manager does.',
  },
  {
    name: 'Nisha Thakur',
    role: 'Head of People and Culture',
    bio: `16 years in people and learning. HR business partner at Alpine Ski House and head of learning at Fourth Coffee's India centre; joined in 2018.`,
    vision: `People do their best work when they can grow without having to leave. I want every career at ${n} to have a next step that is visible, fair and within reach.`,
  },
];

/** A leader's picture: the photo the company supplied, or the illustrated portrait until then. */
export function leaderPortrait(name: string, content: SuppliedContent = supplied): Pick<Card, 'icon' | 'iconAlt'> {
  const photo = content.leaderPhotos?.[name];
  return photo
    ? { icon: photo.src, iconAlt: photo.alt }
    : { icon: personImage(name), iconAlt: `Illustrated portrait of ${name}` };
}

/** A leader's LinkedIn profile once the company supplies it; until then the card shows no link. */
export function leaderLinkedIn(name: string, content: SuppliedContent = supplied): { linkedinUrl?: string } {
  const url = content.leaderLinkedIn?.[name];
  return url ? { linkedinUrl: url } : {};
}

/** Supplied photos (of teams or offices) as a row of captioned pictures; nothing until some are given. */
export function photoSection(
  title: string,
  photos: ReadonlyArray<SuppliedPhoto & { caption?: string }>,
): SectionOf<'SOCIAL-IMPACT'>[] {
  if (photos.length === 0) return [];
  return [
    {
      type: 'SOCIAL-IMPACT',
      order: 3,
      heading: title,
      impact: [
        {
          title,
          societyImages: photos.map(({ src, alt, caption }) => ({ src, alt, ...(caption ? { caption } : {}) })),
        },
      ],
    },
  ];
}

const officePhotos = photoSection(
  'Inside our offices',
  officeList.flatMap((office) => {
    const photo = supplied.officePhotos?.[office.city];
    return photo ? [{ ...photo, caption: office.city }] : [];
  }),
);

const leadership: Page = {
  slug: 'leadership',
  path: '/overview/leadership',
  title: 'Leadership',
  description: `Meet the team that leads ${brand.name}: engineering, AI, staffing and people leaders across India and the US.`,
  sections: [
    heroBand(
      'leadership',
      'Leadership',
      `The people who set ${n}'s direction: where they come from, and what each of them believes.`,
      { targetUrl: '/overview/our-journey', ctaLabel: 'Read our story' },
    ),
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Builders first',
      supportText: [
        `Every member of ${n}'s leadership team has shipped software, run a delivery team or filled hard-to-fill roles themselves. They still review work, meet clients and interview candidates every week.`,
        'Between them they lead 250+ people, 200+ of them engineers, across six offices in two countries.',
      ],
    },
    {
      type: 'PROFILE-CARDS-SECTION',
      order: 2,
      heading: 'Our leadership team',
      subHeading: 'Where each of them worked before, and what they hold the company to.',
      cardsData: leaders.map((leader) => ({
        ...leaderPortrait(leader.name),
        title: leader.name,
        subTitle: leader.role,
        bio: leader.bio,
        vision: leader.vision,
        ...leaderLinkedIn(leader.name),
      })),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'How we lead',
      subHeading: 'Four commitments the leadership team holds itself to.',
      cardsData: cards([
        [
          'chat',
          'Open numbers',
          'Revenue, utilisation and client satisfaction are shared with every employee each quarter.',
        ],
        ['users', 'Close to the work', 'Every leader spends time each month on a client project or a hiring panel.'],
        [
          'compass',
          'Decisions in writing',
          'Significant decisions are written up with their reasons, so anyone can question them.',
        ],
        [
          'cap',
          'Leaders who teach',
          'Each leader mentors two colleagues a year and teaches at least one internal course.',
        ],
      ]),
    },
    contactCta(
      'Talk to the people who lead the work',
      'A project, a partnership or a career question: tell us about it and the leader closest to it will read your message.',
    ),
  ],
};

const milestones: [string, string, string][] = [
  [
    '2011',
    'Founded in Gondia',
    `${n} starts with six engineers in a rented floor in Gondia, building web applications for small businesses in Maharashtra and a first client in the US.`,
  ],
  [
    '2012',
    'Staffing desk opens',
    'A US client asks for help hiring Java developers; our first recruiters place eleven engineers that year.',
  ],
  ['2013', 'Office in Kansas', 'We open in Overland Park, Kansas, to be close to our growing base of US clients.'],
  ['2015', 'Pune and fifty people', 'The Pune office opens and the team passes fifty people.'],
  ['2016', 'Cloud practice', 'Our first large cloud migration moves a logistics client’s 140 servers to AWS.'],
  ['2017', 'Charlotte, North Carolina', 'A second US office opens in Charlotte to serve financial-services clients.'],
  [
    '2018',
    'Testing and QA',
    'A dedicated QA and testing automation practice is formed; QA Studio follows a year later.',
  ],
  ['2019', 'Noida and 100 people', 'The Noida office opens and we welcome our hundredth colleague.'],
  ['2020', 'Remote in a week', 'Every team moves to remote work in one week without missing a client release.'],
  [
    '2021',
    'Dehradun and internships',
    'The Dehradun office opens, along with our free internship programme for tier 3 cities.',
  ],
  ['2022', 'Generative AI lab', 'Our AI lab builds Resume Copilot on our own database of 45,000 resumes.'],
  [
    '2023',
    'Private LLM and BI',
    'Private LLM deployments and Conversational BI go live with clients; our engineering team passes 200.',
  ],
  [
    '2024',
    'Medical writing with AI agents',
    'After analysing 100 open-source protocol documents, our AI lab launches a medical-writing platform built on 25 section agents.',
  ],
  [
    '2025',
    'Research partnership, 250+ people',
    `A research partnership with ${brand.institute.name} on trustworthy AI; 250+ people serving clients in 35+ industries, and a larger home for the Pune team.`,
  ],
  [
    '2026',
    'Certified scope, second fellowship year',
    'ISO/IEC 27001 recertification covers all six offices and our staffing desk; twelve new research fellows join the joint AI lab; a retail chain’s store managers start asking their own data questions with Conversational BI.',
  ],
];

/** The year the journey reaches: its last milestone's. */
export const JOURNEY_LAST_YEAR = milestones.at(-1)?.[0] ?? '2011';

const ourJourney: Page = {
  slug: 'our-journey',
  path: '/overview/our-journey',
  title: 'Our Journey',
  description: `How ${brand.name} grew from six engineers in Gondia in 2011 to 250+ people in six offices in ${JOURNEY_LAST_YEAR}.`,
  sections: [
    heroBand(
      'our-journey',
      'Our Journey',
      `From six engineers in Gondia in 2011 to 250+ people in two countries in ${JOURNEY_LAST_YEAR}.`,
    ),
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Grown, not acquired',
      supportText: [
        `${n} has grown one client and one office at a time. Every office opened because clients or colleagues were already there, and most of our leaders joined as engineers or recruiters.`,
      ],
    },
    {
      type: 'TIMELINE-SECTION',
      order: 2,
      heading: `Milestones, 2011 to ${JOURNEY_LAST_YEAR}`,
      cardsData: milestones.map(([year, headline, description]) => ({ title: year, subTitle: headline, description })),
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 3,
      heading: 'Still headquartered where we started',
      supportText: [
        `Our head office is still in ${headOffice.city}. Keeping it there is a choice: it lets us hire and grow talent from smaller cities and shows our interns that a world-class career can start close to home.`,
      ],
      imageUrl: diagramImage('journey-offices'),
      narrowImage: narrowDiagram('journey-offices', 690),
      imageAlt:
        'From six engineers in Gondia in 2011 to 250+ people: offices in Overland Park (2013), Pune (2015), Charlotte (2017), Noida (2019) and Dehradun (2021), with the head office still in Gondia',
      targetUrl: '/locations',
      ctaLabel: 'See all our offices',
    },
  ],
};

const lifeAt: Page = {
  slug: `life-at-${brand.slug}`,
  path: brandPaths.lifeAt,
  title: `Life at ${n}`,
  description: `What it is like to work at ${brand.name}: our values, colleagues in their own words, and the causes we support.`,
  sections: [
    heroBand(
      'life-at',
      `Life at ${n}`,
      'Hard problems, good colleagues and time to learn. Here is what that looks like day to day.',
    ),
    {
      type: 'COMPANY-VALUES',
      order: 2,
      heading: 'What we value',
      values: [
        {
          title: 'Own the outcome',
          description:
            'We judge our work by what it does for the client, not by the hours logged. If something is going wrong, the person who sees it first raises it.',
          img: sceneImage('value-ownership'),
          imgAlt: 'Illustration of a target',
        },
        {
          title: 'Learn every week',
          description:
            'Every employee gets four paid learning hours a week, certification fees covered, and a mentor outside their own team.',
          img: sceneImage('value-learning'),
          imgAlt: 'Illustration of an open book',
        },
        {
          title: 'Say it plainly',
          description:
            'We write and speak clearly, to clients and to each other. Bad news travels fast here, and nobody is punished for bringing it.',
          img: sceneImage('value-candour'),
          imgAlt: 'Illustration of a speech bubble',
        },
        {
          title: 'Make room for everyone',
          description:
            'Half our colleagues come from smaller cities, more than 45% are women and many joined after a career break. Different paths make better teams.',
          img: sceneImage('value-inclusion'),
          imgAlt: 'Illustration of a group of people',
        },
      ],
    },
    ...photoSection('Our teams', supplied.teamPhotos ?? []),
    {
      type: 'EMPLOYEE-FEEDBACK',
      order: 3,
      heading: 'In their own words',
      feedback: [
        {
          id: 1,
          text: 'I joined as an intern from the Gondia programme. Four years later I lead the payments team for a US client, and I still live twenty minutes from my parents.',
          imageUrl: personImage('Tanmay Bisen'),
          name: 'Tanmay Bisen',
          position: 'Senior Software Engineer, Gondia',
        },
        {
          id: 2,
          text: 'After six years at home with my children I was not sure anyone would hire me. The returners track gave me a mentor, a real project and a permanent role after three months.',
          imageUrl: personImage('Sunita Rawat'),
          name: 'Sunita Rawat',
          position: 'Technical Recruiter, Dehradun',
        },
        {
          id: 3,
          text: 'Our managers ask what I want to learn next and then actually staff me on it. I moved from web development to machine learning without changing companies.',
          imageUrl: personImage('Kavya Nair'),
          name: 'Kavya Nair',
          position: 'Data Scientist, Pune',
        },
        {
          id: 4,
          text: 'When a release goes wrong nobody looks for someone to blame. We write up what happened, fix the process and move on. That makes it easy to take on hard work.',
          imageUrl: personImage('Rohit Pande'),
          name: 'Rohit Pande',
          position: 'DevOps Lead, Pune',
        },
        {
          id: 5,
          text: 'I work with clients in Charlotte and engineers in Noida every day. The time zones are real, but the handovers are so clean that work moves around the clock.',
          imageUrl: personImage('Jessica Moreno'),
          name: 'Jessica Moreno',
          position: 'Account Manager, Charlotte',
        },
        {
          id: 6,
          text: 'The learning hours are protected. I used mine to earn two test-automation certifications this year, and the company paid the exam fees.',
          imageUrl: personImage('Ayesha Khan'),
          name: 'Ayesha Khan',
          position: 'QA Lead, Noida',
        },
      ],
    },
    {
      type: 'SOCIAL-IMPACT',
      order: 4,
      heading: 'Giving back',
      supportText: ['Every office picks its own causes, and every employee gets two paid volunteering days a year.'],
      impact: [
        {
          title: 'Giving back where we live',
          societyImages: [
            {
              src: sceneImage('impact-trees'),
              alt: 'Illustration of a tree: tree-planting drives',
              caption: 'Tree-planting drives',
            },
            {
              src: sceneImage('impact-classroom'),
              alt: 'Illustration of a graduation cap: coding classes in village schools',
              caption: 'Coding classes in village schools',
            },
            {
              src: sceneImage('impact-blood'),
              alt: 'Illustration of a drop: blood donation camps',
              caption: 'Blood donation camps',
            },
            {
              src: sceneImage('impact-laptops'),
              alt: 'Illustration of a laptop: refurbished laptops for students',
              caption: 'Refurbished laptops for students',
            },
            {
              src: sceneImage('impact-digital-literacy'),
              alt: 'Illustration of a phone: digital-literacy classes for older neighbours',
              caption: 'Digital-literacy classes for older neighbours',
            },
            {
              src: sceneImage('impact-coding-clubs'),
              alt: 'Illustration of code brackets: weekend coding clubs for girls',
              caption: 'Weekend coding clubs for girls',
            },
          ],
        },
        {
          title: 'Learning and health',
          societyImages: [
            {
              src: sceneImage('impact-health'),
              alt: 'Illustration of a heart: health check-up camps',
              caption: 'Health check-up camps',
            },
            {
              src: sceneImage('impact-library'),
              alt: 'Illustration of a book: community libraries',
              caption: 'Community libraries',
            },
            {
              src: sceneImage('impact-mentoring'),
              alt: 'Illustration of people: mentoring first-generation graduates',
              caption: 'Mentoring first-generation graduates',
            },
            {
              src: sceneImage('impact-cleanup'),
              alt: 'Illustration of a leaf: lake and river clean-ups',
              caption: 'Lake and river clean-ups',
            },
            {
              src: sceneImage('impact-science-fairs'),
              alt: 'Illustration of a light bulb: science fairs in district schools',
              caption: 'Science fairs in district schools',
            },
            {
              src: sceneImage('impact-relief'),
              alt: 'Illustration of a globe: flood and disaster relief',
              caption: 'Flood and disaster relief',
            },
          ],
        },
      ],
    },
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Join us',
      supportText: [
        'We hire engineers, testers, data scientists and recruiters in all six offices, and run a free internship programme twice a year.',
      ],
      targetUrl: '/current-openings/job-openings?type=all',
      ctaLabel: 'See current openings',
    },
  ],
};

const dei: Page = {
  slug: 'dei',
  path: '/beyond-work/dei',
  title: 'Diversity, Equity and Inclusion',
  description: `Over 45% women and 65% Gen Z and Millennials: how ${brand.name} hires fairly, pays fairly and makes room for career restarters.`,
  sections: [
    heroBand(
      'dei',
      'Diversity, Equity and Inclusion',
      'Talent is evenly spread. Opportunity is not. We work on the difference.',
    ),
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'Who we are',
      subHeading: 'Figures from our 2025 people report, covering 250+ colleagues.',
      cardsData: cards([
        ['users', '45%+ women', 'Nearly one in two colleagues is a woman, and so are half of our delivery leads.'],
        [
          'spark',
          '65% Gen Z and Millennials',
          'Nearly two in three colleagues are Gen Z and Millennials, working beside seasoned architects.',
        ],
        [
          'pin',
          'Half from smaller cities',
          'About half of our people grew up in tier 2 and tier 3 cities such as Gondia and Dehradun.',
        ],
        [
          'compass',
          'Career restarters welcome',
          'Every year we hire people returning after a career break, and we count it as experience.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'Fair hiring by design',
      supportText: [
        'Every role has written criteria before the first interview. Panels include at least one woman, and interviewers score answers independently before discussing them.',
        'Our own Resume Copilot hides names, photos, age and gender from scoring, and we audit its results by group every quarter.',
      ],
      imageUrl: diagramImage('fair-hiring'),
      narrowImage: narrowDiagram('fair-hiring', 698),
      imageAlt:
        'Fair hiring in four steps: criteria written before any interview, screening with names, photos, age and gender hidden, a panel with at least one woman, and each interviewer scoring alone before the discussion; results audited by group every quarter',
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'Our programmes',
      subHeading: 'What we do, beyond counting.',
      accordionData: [
        {
          title: 'Returners track',
          description:
            'Women re-entering the workforce and career restarters join through a paid returners track or our free three-month internship, with a mentor and a flexible schedule for the first months.',
        },
        {
          title: 'Pay equity review',
          description:
            'Every year an external reviewer compares pay for the same role and level across gender and location; gaps are closed in the next pay cycle.',
        },
        {
          title: 'Hiring from tier 3 cities',
          description:
            'Our offices in Gondia and Dehradun and our internship programme bring people into technology careers without making them move to a metro.',
        },
        {
          title: 'Accessible workplaces',
          description:
            'Step-free offices, screen-reader-friendly internal tools and adjustments agreed with each colleague who needs them.',
        },
        {
          title: 'Employee networks',
          description:
            'Women in Tech, Parents at Work and the Pride network each have a leadership sponsor and a budget of their own.',
        },
      ],
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 3,
      heading: 'Coming back after a break',
      supportText: [
        'A career break is not a gap to explain away. Returners start with a refresher plan, a buddy and a manager trained to support them, and most join a permanent team within three months.',
      ],
      imageUrl: diagramImage('returners-first-months'),
      narrowImage: narrowDiagram('returners-first-months', 676),
      imageAlt:
        'A returner’s first three months: a refresher plan, a buddy and a manager trained to support returners, a flexible schedule, and by month three a place in a permanent team',
      targetUrl: '/careers/internship',
      ctaLabel: 'About the internship',
    },
  ],
};

const officeCards = (country: string) =>
  officeList
    .filter((office) => office.country === country)
    .map((office) => ({
      icon: iconImage('pin'),
      title: office.headOffice ? `${office.city} (head office)` : office.city,
      subTitle: office.address,
    }));

/**
 * Where each office sits on its country's map, in percent of the picture (computed from the offices'
 * coordinates by scripts/images/maps.ts; scripts/images/maps.test.ts checks these figures).
 */
export const officeMapMarkers: Record<'USA' | 'India', Array<{ city: string; x: number; y: number }>> = {
  USA: [
    { city: 'Overland Park, Kansas', x: 53.5, y: 48.1 },
    { city: 'Charlotte, North Carolina', x: 80.1, y: 58.5 },
  ],
  India: [
    { city: 'Gondia', x: 41.2, y: 54.2 },
    { city: 'Pune', x: 19.6, y: 63.6 },
    { city: 'Noida', x: 31.6, y: 30.7 },
    { city: 'Dehradun', x: 33.8, y: 24.6 },
  ],
};

/** The intrinsic sizes of the two map pictures (scripts/images/maps.ts). */
export const officeMapSizes = { USA: { width: 960, height: 614 }, India: { width: 600, height: 683 } } as const;

const markersFor = (country: 'USA' | 'India') =>
  officeMapMarkers[country].map(({ city, x, y }) => {
    const office = officeList.find((candidate) => candidate.city === city);
    const label = office?.headOffice ? `${city.split(',')[0]} (head office)` : (city.split(',')[0] ?? city);
    return { label, x, y, ...(office?.headOffice ? { primary: true } : {}) };
  });

const locations: Page = {
  slug: 'locations',
  path: '/locations',
  title: 'Locations',
  description: `${brand.name} offices in Kansas and North Carolina, USA, and in Gondia (head office), Pune, Noida and Dehradun, India.`,
  sections: [
    heroBand('locations', 'Our Locations', 'Six offices in two countries, working as one team across time zones.'),
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: 'Two countries, one team',
      supportText: [
        'Our US offices sit close to our clients; our Indian offices are where most of our 200+ engineers work. India is 9½ to 10½ hours ahead of Charlotte, depending on the season (an hour more for Kansas), so work handed over in the evening in Charlotte is picked up that morning in Pune.',
      ],
      imageUrl: '/images/places/office-cities.svg',
      imageAlt:
        'Illustrated skylines of our six office cities: Gondia, Pune, Noida and Dehradun in India, Overland Park and Charlotte in the USA',
      imageSize: { width: 1216, height: 408 },
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 2,
      heading: `India: head office in ${headOffice.city}`,
      supportText: [
        `${n} was founded in ${headOffice.city} in 2011 and is still run from there. Our Pune, Noida and Dehradun centres each host delivery teams for cloud, AI, testing and staffing, and every Indian office runs our internship programme.`,
      ],
      imageUrl: '/images/places/india-map.svg',
      imageAlt: `Map of India showing our offices in ${officeMapMarkers.India.map((office) => office.city).join(', ')}`,
      imageSize: officeMapSizes.India,
      markers: markersFor('India'),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'Our offices in India',
      subHeading: 'Our head office and three delivery centres.',
      cardsData: officeCards('India'),
    },
    {
      type: 'TEXT-WITH-IMAGE-VERTICAL',
      order: 3,
      heading: 'United States: close to our clients',
      supportText: [
        'Our Overland Park and Charlotte offices host the client partners, architects and recruiters who work face to face with our US clients, from Kansas City logistics firms to Charlotte banks.',
      ],
      imageUrl: '/images/places/usa-map.svg',
      imageAlt: 'Map of the United States showing our offices in Overland Park, Kansas and Charlotte, North Carolina',
      imageSize: officeMapSizes.USA,
      markers: markersFor('USA'),
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'Our offices in the United States',
      subHeading: 'Client partners, solution architects and our US staffing desk.',
      cardsData: officeCards('USA'),
    },
    ...officePhotos,
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Visiting us',
      supportText: [
        'All offices are open Monday to Friday. Please let us know you are coming so we can meet you at reception.',
      ],
      targetUrl: '/contact-us',
      ctaLabel: 'Contact us',
    },
  ],
};

export const aboutPages: Page[] = [leadership, ourJourney, lifeAt, dei, locations];
