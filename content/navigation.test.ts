import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem, Page } from '#contracts/content';
import { footer } from './footer';
import { aiMenu, menus, staffingMenu } from './navigation';
import { findPage, pageKeyOf } from './resolve';
import { AI_DESTINATIONS, STAFFING_DESTINATIONS } from './menu-destinations';
import { SPEC_PAGE_SLUGS } from './spec-page-slugs';

/**
 * What a visitor reaches in at most two steps: a top-level link (one step), or a link of an entry's
 * panel (two steps: open the entry, choose the link) — a titled group is a heading inside that panel,
 * not a step of its own. Returned as [href, steps].
 */
const reachable = (menu: Menu): Array<[string, number]> =>
  menu.flatMap((entry): Array<[string, number]> => [
    ...(entry.targetUrl ? [[entry.targetUrl, 1] as [string, number]] : []),
    ...(entry.subMenu ?? []).flatMap((item): Array<[string, number]> => [
      ...(item.targetUrl ? [[item.targetUrl, 2] as [string, number]] : []),
      ...(item.subMenu ?? []).flatMap((leaf): Array<[string, number]> => {
        // A fourth level would be a third step: it must not exist.
        if (leaf.subMenu) throw new Error(`"${leaf.title}" nests too deep`);
        return leaf.targetUrl ? [[leaf.targetUrl, 2]] : [];
      }),
    ]),
  ]);

/** The page a link shows: its page key, or the URL itself outside the site. */
const pageOf = (href: string) =>
  href.startsWith('/') ? (findPage(pageKeyOf(href.split('?')[0] ?? href))?.slug ?? `missing:${href}`) : href;

/** Every link of the footer: its columns and those beside the copyright. */
const footerLinks = () => [...footer.columns.flatMap((column) => column.links), ...(footer.legal ?? [])];

/** The links a page's sections carry (cards and blog posts). */
const linksOf = (page: Page | undefined): string[] =>
  (page?.sections ?? []).flatMap((section) => [
    ...('cardsData' in section ? (section.cardsData ?? []).flatMap((card) => card.targetUrl ?? []) : []),
    ...(section.type === 'BLOGS' ? (section.Blogs ?? []).map((post) => post.link) : []),
  ]);

const titles = (items: MenuItem[]): string[] => items.flatMap((item) => [item.title, ...titles(item.subMenu ?? [])]);

describe.each(Object.entries(menus))('the %s menu', (_variant, menu) => {
  it('has at most six top-level entries', () => {
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.length).toBeLessThanOrEqual(6);
  });

  it('shows no title twice', () => {
    const all = titles(menu);
    expect(all.filter((title, index) => all.indexOf(title) !== index)).toEqual([]);
  });

  it('with the footer and its site map, reaches every page the product description names within two steps', () => {
    const shown = new Set([
      ...reachable(menu).map(([href]) => pageOf(href)),
      // The footer is on every page: its links are one step away, the site map's two.
      ...footerLinks().map((link) => pageOf(link.targetUrl)),
      ...linksOf(findPage('site-map')).map(pageOf),
    ]);
    // A job's page is reached from the openings list; the privacy policy is linked beside the footer's
    // copyright (web/app-shell/site-footer/site-footer.test.tsx checks it); news posts and events are
    // listed on the News page, which both menus link.
    const news = linksOf(findPage('news')).map(pageOf);
    const elsewhere = ['job-description', 'privacy-policy', ...news];
    const missing = SPEC_PAGE_SLUGS.filter((slug) => !elsewhere.includes(slug) && !shown.has(slug));
    expect(missing).toEqual([]);
    expect(news).toEqual(expect.arrayContaining(['new-office-in-pune', 'diwali-celebrations']));
  });
});

describe('menu reachability', () => {
  it('the staffing menu reaches each of its destinations in at most two steps', () => {
    const shown = new Set(reachable(staffingMenu).map(([href]) => pageOf(href)));
    expect(STAFFING_DESTINATIONS.filter((href) => !shown.has(pageOf(href)))).toEqual([]);
  });

  it('the AI-focused menu reaches each of its destinations in at most two steps', () => {
    const shown = new Set(reachable(aiMenu).map(([href]) => pageOf(href)));
    expect(AI_DESTINATIONS.filter((href) => !shown.has(pageOf(href)))).toEqual([]);
    expect(aiMenu.map((entry) => entry.title)).toEqual([
      'Offerings',
      'Platforms',
      'Careers',
      'About Us',
      'Resources',
      'Contact Us',
    ]);
  });

  it('fails a menu that hides a page three steps deep', () => {
    const deep: Menu = [{ title: 'A', subMenu: [{ title: 'B', subMenu: [{ title: 'C', subMenu: [] }] }] }];
    expect(() => reachable(deep)).toThrow(/nests too deep/);
  });
});

describe('the footer', () => {
  it('has at most four columns and, with the brand, privacy policy and five networks, at most 30 links', () => {
    expect(footer.columns.length).toBeLessThanOrEqual(4);
    // The brand's link and the privacy policy are drawn by the footer itself.
    const total = footerLinks().length + 2 + footer.social.length;
    expect(total).toBeLessThanOrEqual(30);
    const hrefs = footerLinks().map((link) => link.targetUrl);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('links the site map, which lists every page of both menus once', () => {
    expect(footerLinks().map((link) => link.targetUrl)).toContain('/site-map');
    const listed = linksOf(findPage('site-map'));
    expect(new Set(listed).size).toBe(listed.length);
    const menuPages = [...reachable(staffingMenu), ...reachable(aiMenu)]
      .map(([href]) => href)
      .filter((href) => href.startsWith('/'))
      .map(pageOf);
    expect(menuPages.filter((slug) => !listed.map(pageOf).includes(slug))).toEqual([]);
  });
});
