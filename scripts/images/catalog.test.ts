import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { CITY_LABEL_UNITS } from './places';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const files = [...catalog()];

describe('the generated illustrations', () => {
  it('covers every kind of picture the site uses', () => {
    const folders = new Set(files.map(([path]) => path.split('/')[1]));
    expect([...folders].sort()).toEqual([
      'diagrams',
      'events',
      'heroes',
      'icons',
      'marks',
      'people',
      'places',
      'press',
      'scenes',
    ]);
  });

  it('each has a viewBox, a size, a title, no external references and stays small', () => {
    // The skylines carry six panels and their names as letter outlines (about 5 KB with brotli).
    const limit = (path: string) => (path === 'images/places/office-cities.svg' ? 30_000 : 20_000);
    const bad = files
      .filter(
        ([path, text]) =>
          !/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-?\d+ -?\d+ \d+ \d+" width="\d+" height="\d+"/.test(
            text,
          ) ||
          !/<title>[^<]{3,}<\/title>/.test(text) ||
          text.length >= limit(path) ||
          /href="http|<image/.test(text),
      )
      .map(([path]) => path);
    expect(files.length).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it('is up to date: the committed files are what the script writes (run scripts/generate-images.ts)', () => {
    const stale = files
      .filter(([path, text]) => readFileSync(join(publicDir, path), 'utf8') !== text)
      .map(([path]) => path);
    expect(stale).toEqual([]);
  });

  it('names each office city on its skyline, in the site typeface', () => {
    const skylines = files.find(([path]) => path === 'images/places/office-cities.svg')?.[1] ?? '';
    // In Inter's outlines, not a <text> a system font would draw; each name kept on its group.
    const names = [...skylines.matchAll(/<g aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['Gondia', 'Pune', 'Noida', 'Dehradun', 'Overland Park', 'Charlotte']);
    expect(skylines).not.toContain('<text');
  });

  it('draws the city names 12 px or taller on a 390 px phone', () => {
    const skylines = files.find(([path]) => path === 'images/places/office-cities.svg')?.[1] ?? '';
    const width = Number(skylines.match(/viewBox="0 0 (\d+)/)?.[1]);
    // 366 px wide on a 390 px phone (the container's padding aside); a panel is 400 wide, its stage 800.
    expect((366 / width) * (400 / 800) * CITY_LABEL_UNITS).toBeGreaterThanOrEqual(12);
  });

  it('is deterministic', () => {
    expect([...catalog()]).toEqual(files);
  });
});
