import type { Footer } from '#contracts/content';
import { brand } from './brand';
import { aiMenu } from './ai-menu';
import { leavesOf } from './menu-group';
import { credits, type MenuLinkTarget } from './menu-links';
import { staffingMenu } from './navigation';

/**
 * Which footer column each top-level menu entry's links go to. The footer is derived from both menus
 * (nothing is typed twice), so it links every page of the variant the navigation bar does not show.
 */
const COLUMNS: ReadonlyArray<{ title: string; from: readonly string[]; extra?: readonly MenuLinkTarget[] }> = [
  { title: 'Services', from: ['Services'] },
  { title: 'Offerings', from: ['Offerings'] },
  { title: 'AI', from: ['AI'] },
  { title: 'Platforms', from: ['Platforms'] },
  { title: 'Careers', from: ['Careers'] },
  { title: 'Company', from: ['Company', 'About Us', 'Contact Us'] },
  // Credits is a footer link only: no visitor looks for it in a menu.
  { title: 'Resources', from: ['Resources'], extra: [credits] },
];

const entries = [...staffingMenu, ...aiMenu];

/** The footer's columns: each menu entry's links in its column, each page once, in menu order. */
export const footerColumns = (): Footer['columns'] => {
  const seen = new Set<string>();
  return COLUMNS.map(({ title, from, extra = [] }) => ({
    title,
    links: [
      ...entries
        .filter((entry) => from.includes(entry.title))
        .flatMap(leavesOf)
        .filter((item) => !seen.has(item.targetUrl) && seen.add(item.targetUrl)),
      ...extra,
    ],
  }));
};

export const footer: Footer = {
  tagline: 'Software engineering, applied AI and IT staffing for teams in the United States and India, since 2011.',
  columns: footerColumns(),
  social: [
    { network: 'linkedin', url: brand.social.linkedin, label: `${brand.name} on LinkedIn` },
    { network: 'x', url: brand.social.x, label: `${brand.name} on X` },
    { network: 'facebook', url: brand.social.facebook, label: `${brand.name} on Facebook` },
    { network: 'instagram', url: brand.social.instagram, label: `${brand.name} on Instagram` },
    { network: 'youtube', url: brand.social.youtube, label: `${brand.name} on YouTube` },
  ],
};
