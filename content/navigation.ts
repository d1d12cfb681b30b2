/**
 * The two menu variants of the site (docs/product.md §3: the staffing-site menu by default, the
 * AI-focused menu by a build setting). The navigation bar shows one of them; every page of the other
 * stays reachable from the footer (derived from both in content/footer.ts) and the sitemap.
 *
 * Each destination is written once (content/menu-links.ts); the menus only arrange them. A menu has
 * at most six top-level entries; an entry's submenu is either a list of links or titled groups of
 * links (side by side in the desktop mega menu, headed lists in the phone accordion), so every
 * destination is at most two steps away: open the entry, choose the link.
 */
import type { Menu } from '#contracts/content';
import { aiMenu } from './ai-menu';
import { group } from './menu-group';
import * as l from './menu-links';

export { aiMenu } from './ai-menu';
export { leavesOf } from './menu-group';
export { openingsPath } from './menu-links';

/** The staffing-site menu (the default): six entries, the service pages grouped by what they do. */
export const staffingMenu: Menu = [
  {
    title: 'Services',
    subMenu: [
      group('Cloud', [l.appModernization, l.cloudMigration, l.hybridCloud]),
      group('Engineering', [l.customSoftware, l.prototyping, l.devops]),
      group('Quality', [l.qaAndTesting, l.testingAutomation, l.qaStudio]),
    ],
  },
  {
    title: 'AI',
    subMenu: [
      group('Artificial Intelligence', [l.conversationalAi, l.privateLlm, l.deepLearning, l.conversationalBi]),
      group('Generative AI', [l.contractManagement, l.medicalWriting, l.resumeCopilot, l.autoDashboard]),
    ],
  },
  {
    title: 'Careers',
    subMenu: [l.openings, l.contractRoles, l.permanentRoles, l.internships],
  },
  {
    title: 'Company',
    subMenu: [group('About us', [l.leadership, l.journey, l.locations]), group('Culture', [l.lifeAt, l.dei, l.diwali])],
  },
  {
    title: 'Resources',
    subMenu: [l.caseStudies, l.blogs, l.pressRelease],
  },
  l.contact,
];

export type MenuVariant = 'staffing' | 'ai';
export const menus: Record<MenuVariant, Menu> = { staffing: staffingMenu, ai: aiMenu };
