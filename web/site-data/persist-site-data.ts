import { SITE_DATA_PATH, SITE_DATA_STORAGE_KEY } from '#contracts/site-data-key';

/**
 * Copies the site data (header, footer, pages by slug), a JSON file the build wrote, into storage
 * under the site-data key. The text goes in as it came: nothing to parse or serialize here.
 */
export async function persistSiteData(storage: Storage, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(SITE_DATA_PATH);
  if (!response.ok) throw new Error(`${SITE_DATA_PATH} answered ${response.status}`);
  const text = await response.text();
  if (storage.getItem(SITE_DATA_STORAGE_KEY) !== text) storage.setItem(SITE_DATA_STORAGE_KEY, text);
}
