import { describe, expect, it, vi } from 'vitest';
import type { Page, Section } from '#contracts/content';
import { pageStylesheets } from './page-stylesheets';

// Vitest gives a stylesheet's URL as ''; the build gives /assets/<name>-<hash>.css.
vi.mock('../styles/families.scss?url', () => ({ default: '/assets/families-a1.css' }));
vi.mock('../styles/landing.scss?url', () => ({ default: '/assets/landing-b2.css' }));
vi.mock('../styles/jobs.scss?url', () => ({ default: '/assets/jobs-c3.css' }));

const page = (...types: Array<Section['type']>): Page =>
  ({ slug: 't', path: '/t', title: 't', description: 't', sections: types.map((type) => ({ type })) }) as Page;

const names = (sheets: string[]) =>
  sheets
    .map((sheet) =>
      sheet
        .split('/')
        .at(-1)
        ?.replace(/[-.].*$/, ''),
    )
    .sort();

describe('pageStylesheets', () => {
  it('links nothing beyond the site stylesheet for a page of ordinary sections and no family', () => {
    expect(pageStylesheets(page('TITLE-SECTION', 'TEXT-SECTION'), undefined)).toEqual([]);
  });

  it('links the family layouts on a page of a family', () => {
    expect(names(pageStylesheets(page('IMG-SECTION', 'TEXT-SECTION'), 'cloud'))).toEqual(['families']);
  });

  it('links the first-screen and job sheets once each, for the sections that need them', () => {
    expect(names(pageStylesheets(page('HERO-SECTION', 'IMG-CAROUSEL', 'TEXT-SECTION'), undefined))).toEqual([
      'landing',
    ]);
    expect(names(pageStylesheets(page('OPENINGS-SECTION'), undefined))).toEqual(['jobs']);
    expect(names(pageStylesheets(page('JOB-TITLE-SECTION', 'JOB-SECTION'), undefined))).toEqual(['jobs']);
  });
});
