import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { artOf, eyebrowOf } from './build';
import { cardPng, cardSvg } from './card';

const page = (slug: string) => {
  const found = Object.values(pages).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('social cards', () => {
  it('renders a 1200×630 PNG', async () => {
    const png = await cardPng({ title: 'DevOps', eyebrow: 'Services · Engineering' });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('draws the title and the eyebrow as text paths, and the art when given', async () => {
    const plain = await cardSvg({ title: 'DevOps', eyebrow: 'Services' });
    const longer = await cardSvg({ title: 'DevOps and Platform Engineering', eyebrow: 'Services' });
    expect(plain).toMatch(/^<svg[^>]+width="1200"[^>]+height="630"/);
    expect(longer.length).toBeGreaterThan(plain.length);
    const art =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="#14b8a6"/></svg>';
    expect(await cardSvg({ title: 'DevOps', eyebrow: 'Services', art })).toContain('data:image/svg+xml;base64');
  });

  it('names where a page sits in the menus, and finds its section art', () => {
    expect(eyebrowOf(page('devops'))).toBe('Services · Engineering');
    expect(eyebrowOf(page('leadership'))).toBe('Company · About us');
    expect(eyebrowOf(page('insurance'))).toBe('Services · Industries');
    expect(artOf(page('devops'))).toMatch(/^\/images\/.+\.svg$/);
  });
});
