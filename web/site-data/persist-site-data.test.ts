import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_DATA_PATH, SITE_DATA_STORAGE_KEY } from '#contracts/site-data-key';
import { persistSiteData } from './persist-site-data';

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('persistSiteData', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the text of the site-data file under the site-data key, as it came', async () => {
    const text = '{"header":{"menu":[]},"footer":{},"pages":{}}';
    const fetchImpl = answer(text);
    await persistSiteData(window.localStorage, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(SITE_DATA_PATH);
    expect(window.localStorage.getItem(SITE_DATA_STORAGE_KEY)).toBe(text);
  });

  it('does not write again when the stored copy is current', async () => {
    window.localStorage.setItem(SITE_DATA_STORAGE_KEY, '{"same":true}');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await persistSiteData(window.localStorage, answer('{"same":true}'));
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('replaces a stale copy', async () => {
    window.localStorage.setItem(SITE_DATA_STORAGE_KEY, '{"old":true}');
    await persistSiteData(window.localStorage, answer('{"new":true}'));
    expect(window.localStorage.getItem(SITE_DATA_STORAGE_KEY)).toBe('{"new":true}');
  });

  it('fails without touching storage when the file cannot be read', async () => {
    window.localStorage.setItem(SITE_DATA_STORAGE_KEY, '{"kept":true}');
    await expect(persistSiteData(window.localStorage, answer('Not found', 404))).rejects.toThrow('404');
    expect(window.localStorage.getItem(SITE_DATA_STORAGE_KEY)).toBe('{"kept":true}');
  });
});
