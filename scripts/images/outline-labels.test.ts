import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlinedDiagrams, outlineLabels, outputDir } from './outline-labels';

const diagrams = outlinedDiagrams();

describe('diagrams with labels', () => {
  it('are written with every label as Inter outlines, no text left for a system font', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(4);
    for (const [, svg] of diagrams) {
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<use href="#w\d+g\d+"/);
    }
  });

  it('are up to date: the committed files are what the script writes (run scripts/images/outline-labels.ts)', () => {
    const stale = diagrams.filter(([name, svg]) => readFileSync(join(outputDir, name), 'utf8') !== svg);
    expect(stale.map(([name]) => name)).toEqual([]);
  });

  it('places a label by its anchor and letters once per weight, kerned and scaled to its size', () => {
    const svg = outlineLabels(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"><title>t</title>' +
        '<text x="10" y="50" font-size="20" font-weight="700" fill="#123">AVA</text>' +
        '<text x="200" y="90" font-size="10" text-anchor="middle" transform="rotate(90 200 90)">A &amp; A</text></svg>',
    );
    expect(svg).toMatch(/^<svg[^>]*><title>t<\/title><defs><path id="w7g\d+" d="M/);
    expect(svg).toContain('<g aria-label="AVA" font-size="20" transform="translate(10 50) scale(0.2)" fill="#123">');
    // A bold A is defined once and used twice; the V is kerned towards it (closer than its advance).
    const bold = svg.match(/<g aria-label="AVA"[^>]*>(.*?)<\/g>/)?.[1] ?? '';
    const uses = [...bold.matchAll(/<use href="#(w7g\d+)"(?: x="([\d.]+)")?\/>/g)];
    expect(uses).toHaveLength(3);
    expect(uses[0]?.[1]).toBe(uses[2]?.[1]);
    expect(svg.match(new RegExp(`id="${uses[0]?.[1]}"`, 'g'))).toHaveLength(1);
    // Centred on x = 200 and rotated like the text it replaces; the space draws nothing.
    const centred = svg.match(
      /<g aria-label="A &amp; A" font-size="10" transform="rotate\(90 200 90\) translate\(([\d.]+) 90\) scale\(0.1\)"/,
    );
    expect(Number(centred?.[1])).toBeGreaterThan(180);
    expect(Number(centred?.[1])).toBeLessThan(200);
    expect(svg).not.toContain('<text');
  });
});
