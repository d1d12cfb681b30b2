import { describe, expect, it } from 'vitest';
import { headTags, notFoundHeadTags, pageTitle } from './head-tags';

describe('headTags', () => {
  it('in the browser, builds absolute URLs on the origin of the canonical the server sent', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.northwind.example/locations">';
    const tags = headTags({
      title: 'Locations | Northwind Technologies',
      description: 'Offices.',
      path: '/contact-us',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.northwind.example/contact-us',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://www.northwind.example/contact-us' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: expect.stringMatching(/^https:\/\/www\.northwind\.example\/images\/.+\.png$/),
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ title: 'Locations | Northwind Technologies' });
  });
});

describe('pageTitle and the not-found page', () => {
  it('brands every title but the home page, and keeps not-found out of the index', () => {
    expect(pageTitle({ slug: 'home', title: 'Northwind Technologies: software' })).toBe(
      'Northwind Technologies: software',
    );
    expect(pageTitle({ slug: 'dei', title: 'DEI' })).toBe('DEI | Northwind Technologies');
    expect(notFoundHeadTags()).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
