/**
 * News posts (/news/<slug>): dated articles. The Pune office move is the first.
 */
import type { Page } from '#contracts/content';
import { brand, officeList } from '../brand';
import { cards, heroImage } from './page-kit';

const n = brand.shortName;
const pune = officeList.find((office) => office.city === 'Pune');

/** The post's date, shown in its band and stated in its description. */
export const PUNE_OFFICE_DATE = '2025-09-15';
const PUNE_OFFICE_DATE_TEXT = 'September 15, 2025';

export const newsPages: Page[] = [
  {
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
  },
];
