import { describe, expect, it } from 'vitest';
import type { MenuItem } from '#contracts/content';
import { aiMenu } from './ai-menu';
import { leavesOf } from './menu-group';
import { pageFamily, type PageFamily } from './page-families';
import { pages } from './pages';
import { findPageAt, pageKeyOf } from './resolve';
import { staffingMenu } from './staffing-menu';

/** Each titled menu group (of either menu) and the family its pages belong to. */
const GROUP_FAMILY: Record<string, PageFamily | undefined> = {
  Cloud: 'cloud',
  'Cloud Partners': 'cloud',
  Engineering: 'engineering',
  Testing: 'engineering',
  Industries: 'industries',
  'AI Solutions': 'industries',
  'AI we build for you': 'ai',
  'Our AI products': 'ai',
  'AI-Powered Platforms': 'ai',
  Frameworks: 'ai',
  'About us': 'company',
  Culture: 'company',
  News: 'company',
  'About Us': 'company',
};

/** Every titled group with a submenu, at any depth. */
const groupsOf = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.subMenu ? [item, ...groupsOf(item.subMenu)] : []));

/** The site's own pages a group links (an external link, such as the QA tool, has no page here). */
const pagesOf = (group: MenuItem) =>
  leavesOf(group)
    .filter((link) => link.targetUrl.startsWith('/'))
    .map((link) => new URL(link.targetUrl, 'https://site.test').pathname)
    .filter((path) => findPageAt(path) !== undefined);

describe('page families', () => {
  it('gives every page of a menu group the family that group names', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const group of groupsOf([...staffingMenu, ...aiMenu])) {
      const family = GROUP_FAMILY[group.title];
      if (!family) continue;
      for (const path of pagesOf(group)) {
        checked += 1;
        const actual = pageFamily(pageKeyOf(path));
        if (actual !== family) wrong.push(`${path} in "${group.title}": ${String(actual)}, not ${family}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });

  it('gives every service, industry and company page a family (the Consulting group splits by its subject)', () => {
    const consulting = { 'cloud-services': 'cloud', 'solution-development': 'engineering', 'ai-implementations': 'ai' };
    for (const [key, family] of Object.entries(consulting)) expect(pageFamily(key)).toBe(family);
    const servicePrefixes = [
      '/cloud-services/',
      '/cloud-partners/',
      '/artificial-intelligence/',
      '/digital-transformation/',
      '/generative-ai/',
      '/quality-assurance/',
      '/ai-nlp/',
      '/consulting/',
      '/ai-solutions/',
      '/ai-powered-platforms/',
      '/platforms/',
      '/offerings/',
      '/overview/',
      '/beyond-work/',
      '/news',
      '/events/',
      '/press-release/',
      '/blogs/',
      '/about/',
      '/locations',
    ];
    const without = Object.values(pages)
      .filter((page) => servicePrefixes.some((prefix) => page.path.startsWith(prefix)))
      .filter((page) => pageFamily(page.slug) === undefined)
      .map((page) => page.path);
    expect(without).toEqual([]);
  });

  it('names only pages that exist, and leaves the home, careers and case-study pages to their purpose', () => {
    for (const key of ['home', 'job-openings', 'internship', 'case-studies', 'logistics-aws-migration', 'hire-talent'])
      expect(pageFamily(key)).toBeUndefined();
    expect(pageFamily('constructor')).toBeUndefined();
    const named = Object.keys(pages).filter((key) => pageFamily(key) !== undefined);
    expect(named.length).toBeGreaterThan(40);
  });
});
