import { describe, expect, it } from 'vitest';
import type { Page } from '#contracts/content';
import { findPage, findPageAt, HOME_SLUG, pageKeyOf } from './resolve';

describe('pageKeyOf', () => {
  it('takes the last path segment as the page key', () => {
    expect(pageKeyOf('/digital-transformation/devops')).toBe('devops');
    expect(pageKeyOf('/locations')).toBe('locations');
    expect(pageKeyOf('/a/b/')).toBe('b');
  });

  it('falls back to the home page only for / (no segment)', () => {
    expect(pageKeyOf('/')).toBe(HOME_SLUG);
    expect(pageKeyOf('')).toBe(HOME_SLUG);
  });
});

describe('findPage', () => {
  const page = (slug: string): Page => ({ slug, path: `/${slug}`, title: slug, description: slug, sections: [] });
  const pages = { home: page('home'), devops: page('devops') };

  it('finds the page a key names', () => {
    expect(findPage('devops', pages)?.slug).toBe('devops');
  });

  it('finds nothing for an unknown key, so the not-found page shows (no soft 404 to home)', () => {
    expect(findPage('no-such-page', pages)).toBeUndefined();
    expect(findPage('not-found', pages)).toBeUndefined();
  });

  it('is not fooled by keys of Object.prototype', () => {
    expect(findPage('constructor', pages)).toBeUndefined();
    expect(findPage('__proto__', pages)).toBeUndefined();
  });

  it('resolves every real page by its own slug', () => {
    expect(findPage('home')?.path).toBe('/home');
  });
});

describe('findPageAt', () => {
  const page = (slug: string, path = `/${slug}`): Page => ({
    slug,
    path,
    title: slug,
    description: slug,
    sections: [],
  });
  const pages = { home: page('home'), devops: page('devops', '/digital-transformation/devops') };

  it('finds the page of `/`, `/:slug` and `/:section/:slug` by the last segment', () => {
    expect(findPageAt('/', pages)?.slug).toBe('home');
    expect(findPageAt('/devops', pages)?.slug).toBe('devops');
    expect(findPageAt('/digital-transformation/devops', pages)?.slug).toBe('devops');
    expect(findPageAt('/anything/devops/', pages)?.slug).toBe('devops');
  });

  it('finds no page for a deeper path, even when its last segment is a page key', () => {
    expect(findPageAt('/a/b/devops', pages)).toBeUndefined();
    expect(findPageAt('/no/such/page/here', pages)).toBeUndefined();
    expect(findPageAt('/no-such-page', pages)).toBeUndefined();
  });
});
