import type { Footer } from '#contracts/content';
import { brand } from './brand';
import * as l from './menu-links';
import { SITE_MAP_PATH } from './pages/site-map';

/** The most visited pages, in four columns; every other page is on the site map (content/pages/site-map.ts). */
const COLUMNS: Footer['columns'] = [
  {
    title: 'Services',
    links: [l.cloudMigration, l.appModernization, l.aws, l.azure, l.gcp, l.customSoftware, l.qaAndTesting],
  },
  { title: 'AI', links: [l.privateLlm, l.conversationalAi, l.contractManagement, l.medicalWriting] },
  { title: 'Company', links: [l.caseStudies, l.leadership, l.journey, l.news, l.blogs, l.locations] },
  { title: 'Work with us', links: [l.hireTalent, l.openings, l.internships, l.contact] },
];

/**
 * The footer: four columns of the pages visitors look for most, and beside the copyright (after the
 * privacy policy) the credits and the site map, which lists every page of both menus. All told, with
 * the brand and the five networks, it holds at most 30 links (content/navigation.test.ts).
 */
export const footer: Footer = {
  tagline: 'Software engineering, applied AI and IT staffing for teams in the United States and India, since 2011.',
  columns: COLUMNS,
  legal: [
    { title: 'Credits', targetUrl: '/credits' },
    { title: 'Site Map', targetUrl: SITE_MAP_PATH },
  ],
  social: [
    { network: 'linkedin', url: brand.social.linkedin, label: `${brand.name} on LinkedIn` },
    { network: 'x', url: brand.social.x, label: `${brand.name} on X` },
    { network: 'facebook', url: brand.social.facebook, label: `${brand.name} on Facebook` },
    { network: 'instagram', url: brand.social.instagram, label: `${brand.name} on Instagram` },
    { network: 'youtube', url: brand.social.youtube, label: `${brand.name} on YouTube` },
  ],
};
