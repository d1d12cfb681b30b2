import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { pageKeyOf } from '#content/resolve';
import { socialCardPath } from './social-card';

describe('socialCardPath', () => {
  it('names one card per page, by its page key', () => {
    const paths = Object.values(pages).map((page) => socialCardPath(page.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of Object.values(pages)) {
      expect(socialCardPath(page.path)).toBe(`/images/social/pages/${pageKeyOf(page.path)}.png`);
    }
  });

  it('reads the home page for / and ignores the query', () => {
    expect(socialCardPath('/')).toBe('/images/social/pages/home.png');
    expect(socialCardPath('/current-openings/job-openings?type=all')).toBe('/images/social/pages/job-openings.png');
  });
});
