import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientLogoPath, clients } from '../../content/clients';
import { marks, wordmarkSvg } from './client-wordmarks';

describe('client wordmarks', () => {
  it('every client has a wordmark, and the committed files are what the script writes', () => {
    for (const client of clients) {
      const mark = marks[client.id];
      expect(mark, client.id).toBeDefined();
      if (!mark) continue;
      const committed = readFileSync(join(process.cwd(), 'public', clientLogoPath(client.id)), 'utf8');
      expect(committed, `${client.id}: run npx tsx scripts/images/client-wordmarks.ts`).toBe(
        wordmarkSvg(client.name, mark),
      );
    }
  });

  it('draws in the brand greys only, and each mark differs in type or glyph from every other', () => {
    const all = clients.map((client) => marks[client.id]);
    for (const mark of all) {
      expect(
        JSON.stringify(mark)
          .match(/#[0-9a-f]{6}/gi)
          ?.every((colour) => /#(374151|4b5563|6b7280)/i.test(colour)),
      ).toBe(true);
    }
    const styles = all.map((mark) => `${mark?.family}|${mark?.weight}|${mark?.spacing}|${mark?.italic}|${mark?.glyph}`);
    expect(new Set(styles).size).toBe(clients.length);
  });

  it('keeps the line under a name at 16 units: 12 px or more when a phone draws the mark 150 px wide', () => {
    for (const client of clients) {
      const svg = wordmarkSvg(client.name, marks[client.id] as NonNullable<(typeof marks)[string]>);
      const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
      expect(Math.min(...sizes) * (150 / 200), client.id).toBeGreaterThanOrEqual(12);
    }
  });
});
