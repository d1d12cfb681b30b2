/**
 * The site map (/site-map, linked beside the footer's copyright): every page of both menus by area,
 * each with what it is about. The footer keeps to a few columns of the most visited pages; this page is
 * how every other one, including those of the menu the navigation bar does not show, stays two steps
 * from anywhere.
 */
import type { Menu, Page, SectionOf } from '#contracts/content';
import { leavesOf } from '../menu-group';
import { heroImage } from './page-kit';

export const SITE_MAP_PATH = '/site-map';

/** The page a menu link opens: the page at that path, else the page keyed by its last segment. */
const pageFor = (pages: readonly Page[], href: string): Page | undefined => {
  const path = href.split(/[?#]/)[0] ?? href;
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.slug === path.split('/').pop());
};

/** One section per top-level entry of the menus (entries of the same title merged), each page once. */
export function siteMapPage(pages: readonly Page[], menus: readonly Menu[]): Page {
  const seen = new Set<string>();
  const areas = new Map<string, SectionOf<'TEXT-WITH-CARDS'>['cardsData']>();
  for (const entry of menus.flat()) {
    for (const link of leavesOf(entry)) {
      const page = link.targetUrl.startsWith('/') ? pageFor(pages, link.targetUrl) : undefined;
      if (!page || seen.has(page.path)) continue;
      seen.add(page.path);
      const cards = areas.get(entry.title) ?? [];
      cards.push({ title: link.title, subTitle: page.description, targetUrl: page.path, ctaLabel: 'Open' });
      areas.set(entry.title, cards);
    }
  }
  return {
    slug: 'site-map',
    path: SITE_MAP_PATH,
    title: 'Site Map',
    description: 'Every page of the site by area: services, AI, offerings, platforms, careers, company and resources.',
    sections: [
      {
        type: 'TITLE-SECTION',
        imageUrl: heroImage('site-map'),
        heading: 'Site map',
        subHeading: 'Every page of the site, by area.',
      },
      ...[...areas].map(([title, cardsData], index): SectionOf<'TEXT-WITH-CARDS'> => ({
        type: 'TEXT-WITH-CARDS',
        order: index + 2,
        heading: title,
        layout: 'list',
        cardsData,
      })),
    ],
  };
}
