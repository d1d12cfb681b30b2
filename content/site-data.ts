import type { SiteData } from '#contracts/content';
import { footer } from './footer';
import { menus, type MenuVariant } from './navigation';
import { pages } from './pages';

/** The object the app stores under the site-data key at start: header, footer and pages by slug. */
export const buildSiteData = (variant: MenuVariant): SiteData => ({
  header: { menu: menus[variant] },
  footer,
  pages,
});
