import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { pagePurpose } from './page-purpose';

describe('pagePurpose', () => {
  it('reads the purpose of the pages each layout is for', () => {
    expect(pagePurpose('/')).toBe('home');
    expect(pagePurpose('/home')).toBe('home');
    expect(pagePurpose('/digital-transformation/devops')).toBe('service');
    expect(pagePurpose('/ai-powered-platforms/contract-insight')).toBe('service');
    expect(pagePurpose('/overview/leadership')).toBe('company');
    expect(pagePurpose('/locations')).toBe('company');
    expect(pagePurpose('/current-openings/job-openings')).toBe('careers');
    expect(pagePurpose('/internship/apply')).toBe('careers');
    expect(pagePurpose('/privacy-policy')).toBe('other');
  });

  it('gives every content page but the privacy policy a purpose', () => {
    const without = Object.values(pages).filter((page) => pagePurpose(page.path) === 'other');
    expect(without.map((page) => page.slug)).toEqual(['privacy-policy']);
  });
});
