import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '#contracts/content';
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

  it('with the footer, reaches every page the product description names within two steps', () => {
    const shown = new Set([
      ...reachable(menu).map(([href]) => pageOf(href)),
      // The footer is on every page: its links are one step away.
      ...footer.columns.flatMap((column) => column.links.map((link) => pageOf(link.targetUrl))),
    ]);
    // A job's page is reached from the openings list; the privacy policy is linked beside the footer's
    // copyright (web/app-shell/site-footer/site-footer.test.tsx checks it).
    const elsewhere = ['job-description', 'privacy-policy'];
    const missing = SPEC_PAGE_SLUGS.filter((slug) => !elsewhere.includes(slug) && !shown.has(slug));
    expect(missing).toEqual([]);
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
  it('links every page of both menus once', () => {
    const footerLinks = footer.columns.flatMap((column) => column.links.map((link) => link.targetUrl));
    expect(new Set(footerLinks).size).toBe(footerLinks.length);
    const menuLinks = [...reachable(staffingMenu), ...reachable(aiMenu)].map(([href]) => href);
    expect(menuLinks.filter((href) => !footerLinks.includes(href))).toEqual([]);
  });
});
