import { describe, expect, it } from 'vitest';
import { SiteData } from '#contracts/content';
import { staffingMenu } from '#content/navigation';
import { pages } from '#content/pages';
import { loader } from './site-data';

describe('the /site-data.json resource route', () => {
  it('answers the site data of the configured menu as JSON', async () => {
    const response = loader();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = SiteData.parse(await response.json());
    expect(body.header.menu).toEqual(staffingMenu);
    expect(Object.keys(body.pages).sort()).toEqual(Object.keys(pages).sort());
  });
});
