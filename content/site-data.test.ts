import { describe, expect, it } from 'vitest';
import { SiteData } from '#contracts/content';
import { buildSiteData } from './site-data';

describe('the site data stored at start', () => {
  it.each(['staffing', 'ai'] as const)('validates against the schema with the %s menu', (variant) => {
    const result = SiteData.safeParse(buildSiteData(variant));
    expect(result.success, result.error?.message).toBe(true);
  });

  it('carries the chosen menu variant in its header', () => {
    expect(buildSiteData('ai').header.menu.map((item) => item.title)).toEqual([
      'Offerings',
      'Platforms',
      'Careers',
      'About Us',
      'Resources',
      'Contact Us',
    ]);
  });
});
