/**
 * Corporate social responsibility (/about/csr): the programmes, their figures for the last year,
 * how they are chosen and reported.
 */
import type { Page } from '#contracts/content';
import { brand, brandPaths } from '../brand';
import { accordion, cards, heroImage } from './page-kit';

export const csrPage: Page = {
  slug: 'csr',
  path: '/about/csr',
  title: 'Corporate Social Responsibility',
  description: `How ${brand.name} gives back in Gondia, Pune, Noida, Dehradun and our US communities: programmes, figures and how we report them.`,
  sections: [
    {
      type: 'TITLE-SECTION',
      imageUrl: heroImage('csr'),
      heading: 'Corporate Social Responsibility',
      subHeading: 'Schools, health and the environment in the towns where we work, measured like our projects.',
    },
    {
      type: 'TEXT-SECTION',
      order: 2,
      heading: 'Where we give, and why there',
      supportText: [
        `${brand.name} was founded in Gondia, a district town in eastern Maharashtra, by engineers who had to leave home to find work. Most of what we give goes to the same kind of places: district schools, small-town colleges and the neighbourhoods around our offices.`,
        'We set aside 2% of each year’s profit for these programmes, and every employee has two paid volunteering days a year. Each office chooses its own causes; the figures below are for the 2024–25 financial year.',
      ],
    },
    {
      type: 'STATS-CARDS',
      order: 2,
      heading: 'The year in figures',
      stats: [
        { title: '3200', description: 'Students in our weekend coding clubs' },
        { title: '410', description: 'Refurbished laptops given to schools' },
        { title: '5600', description: 'Trees planted, with survival checked after a year' },
        { title: '71.5', description: 'Employees who took a volunteering day' },
      ],
    },
    {
      type: 'TEXT-WITH-CARDS',
      order: 3,
      heading: 'Our programmes',
      subHeading: 'Six programmes, each with an owner and a target.',
      cardsData: cards([
        [
          'code',
          'Weekend coding clubs',
          '48 clubs in district schools around Gondia, Pune and Dehradun, run by our engineers with a curriculum we publish.',
        ],
        [
          'laptop',
          'Laptops for schools',
          'Company laptops are wiped, repaired and given to schools with a year of support from our IT team.',
        ],
        [
          'users',
          'Digital skills for women',
          'An eight-week evening course in spreadsheets, e-mail and online safety; 620 women completed it last year.',
        ],
        [
          'heart',
          'Health camps and blood drives',
          'Eye and dental camps with local hospitals, and quarterly blood drives: 1,150 units donated last year.',
        ],
        [
          'leaf',
          'Trees and clean water',
          'Saplings planted with forest departments and counted again a year on, and lake clean-ups in Pune and Dehradun.',
        ],
        [
          'cap',
          'Mentoring first-generation graduates',
          'Each mentor meets one student a month through their final year; 140 pairs last year.',
        ],
      ]),
    },
    {
      type: 'TEXT-WITH-ACCORDION',
      order: 3,
      heading: 'How we choose and report',
      subHeading: 'The same discipline as a client project.',
      accordionData: accordion([
        [
          'Each office proposes',
          'Every April each office proposes its programmes with a local partner, a budget and one measure of success.',
        ],
        [
          'A committee decides',
          'A committee of five employees, elected for two years, approves the plan and the budget.',
        ],
        [
          'We check what happened',
          'Programmes report every quarter: students who finished a course, trees still alive after a year, laptops still in use.',
        ],
        [
          'We publish it',
          'The results go to every employee each year and are summarised on this page, including what did not work.',
        ],
      ]),
    },
    {
      type: 'TEXT-SECTION',
      order: 4,
      heading: 'Work with us',
      supportText: [
        `Schools, NGOs and district offices near one of our offices can propose a partnership by writing to csr@${brand.domain}. Employees can read about volunteering days on the Life at ${brand.shortName} page.`,
      ],
      targetUrl: brandPaths.lifeAt,
      ctaLabel: `Life at ${brand.shortName}`,
    },
  ],
};
