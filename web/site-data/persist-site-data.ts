import { SITE_DATA_STORAGE_KEY } from '#contracts/site-data-key';
import type { MenuVariant } from '#content/navigation';

/**
 * Writes the site data (header, footer, pages by slug) to storage under the site-data key.
 * The content is imported lazily so that it never weighs on a page's initial bundle.
 */
export async function persistSiteData(storage: Storage, variant: MenuVariant): Promise<void> {
  const { buildSiteData } = await import('#content/site-data');
  storage.setItem(SITE_DATA_STORAGE_KEY, JSON.stringify(buildSiteData(variant)));
}
