/**
 * The two menu variants of the site (docs/product.md §3: the staffing-site menu by default, the
 * AI-focused menu by a build setting). The navigation bar shows one of them; every page of the other
 * stays reachable from the footer (derived from both in content/footer.ts) and the sitemap.
 *
 * Each destination is written once (content/menu-links.ts); the menus only arrange them. A menu has
 * at most six top-level entries; an entry's submenu is either a list of links or titled groups of
 * links (side by side in the desktop mega menu, headed lists in the phone accordion), so every
 * destination is at most two steps away: open the entry, choose the link.
 *
 * Each menu is a module of its own (content/staffing-menu.ts, content/ai-menu.ts) so the browser's
 * navigation bar imports only the one it shows; this module gathers both for the build and the tests.
 */
import type { Menu } from '#contracts/content';
import { aiMenu } from './ai-menu';
import { staffingMenu } from './staffing-menu';

export { aiMenu } from './ai-menu';
export { staffingMenu } from './staffing-menu';
export { leavesOf } from './menu-group';
export { openingsPath } from './menu-links';

export type MenuVariant = 'staffing' | 'ai';
export const menus: Record<MenuVariant, Menu> = { staffing: staffingMenu, ai: aiMenu };
