/**
 * Credits (/credits): the open work the site's pictures and type are made with, and what the company
 * will replace with its own.
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';
import { cards, heroImage } from './page-kit';

export const creditsPage: Page = {
  slug: 'credits',
  path: '/credits',
  title: 'Credits',
  description: `The open work behind the ${brand.name} website: illustrated portraits, technology marks, maps, icons and type.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('credits'),
      heading: 'Credits',
      subHeading: 'The open work this site is drawn and set with, and our thanks to the people who made it.',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Illustrations, not photos',
      supportText: [
        'The people, offices and diagrams on this site are illustrations drawn for it, in one palette, so no stock photo stands in for a real colleague or client.',
        'The portraits of our leaders and colleagues are illustrations; they are replaced by photos as people choose to share them.',
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 2,
      heading: 'Made with',
      subHeading: 'Each under its own licence.',
      cardsData: cards([
        [
          'person',
          'Illustrated portraits',
          'Drawn with DiceBear in the “Notionists” style, designed by Zoish (CC0 1.0); DiceBear’s code is MIT-licensed.',
          'https://www.dicebear.com/styles/notionists/',
        ],
        [
          'star',
          'Technology marks',
          'From Simple Icons (CC0 1.0). The product names and marks on our technology walls and case studies belong to their owners, and are shown as technologies we use, not as clients.',
          'https://simpleicons.org/',
        ],
        [
          'globe',
          'Maps',
          'India’s outline and states from @svg-maps/india by Victor Cazanave (CC BY 4.0), following the Survey of India boundary; the US from the US Census Bureau’s public outlines (us-atlas); both redrawn in our palette.',
          'https://github.com/VictorCazanave/svg-maps',
        ],
        [
          'book',
          'Type',
          'Inter, by Rasmus Andersson (SIL Open Font License 1.1), served from this site.',
          'https://rsms.me/inter/',
        ],
        [
          'gear',
          'Interface icons',
          'The small icons of menus and buttons are Tabler Icons (MIT licence).',
          'https://tabler.io/icons',
        ],
        [
          'layers',
          'Scenes, heroes and diagrams',
          'Heroes and scenes drawn by code for this site from our own line glyphs, diagrams drawn for each service, all free for press use with credit.',
        ],
      ]).map((card) => (card.targetUrl ? { ...card, ctaLabel: 'Visit the project' } : card)),
    },
    {
      type: 'TEXT-SECTION',
      order: 3,
      heading: 'Using our pictures',
      supportText: [
        `Journalists and partners may use our diagrams and illustrations with a credit to ${brand.name}. The technology marks and the typeface stay under their owners’ terms above.`,
        `For larger files or a photo of one of our offices, write to hello@${brand.domain}.`,
      ],
      targetUrl: '/contact-us',
      ctaLabel: 'Contact us',
    },
  ],
};
