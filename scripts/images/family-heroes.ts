/**
 * Hero art per page family (content/page-families.ts): each family has its own composition and tone,
 * so two pages of different families are told apart at a glance, and each page draws its own three
 * glyphs in it (no two pages share a picture). The bands that show them (web/styles/families.scss)
 * are styled to match: light art on the light bands, the split band's art centred in its panel.
 * - cloud: a light sky with three platforms stacked like regions, work moving between them in waves;
 * - ai: a dark field with a perspective grid and a glow, a small network feeding one bright output;
 * - engineering: a blueprint grid with a pipeline of three stages, each stage's checks under it;
 * - industries: a dusk scene across the whole band (hills, a skyline, signs on its roofs);
 * - company: a warm, light page with large overlapping discs, like an editorial illustration.
 */
import type { PageFamily } from '../../content/page-families';
import { glyph, type GlyphName } from './glyphs';
import { linear, n, palette, seeded, svg } from './svg-kit';

const W = 1600;
const H = 600;

export type FamilyEmblem = readonly [main: GlyphName, left: GlyphName, right: GlyphName];

/** Warm paper and sky tones for the light families (only here: the rest of the art is navy and teal). */
const paper = '#f7f4ee';
const sky = ['#f3f9fc', '#dcedf4'] as const;

function cloud([main, left, right]: FamilyEmblem, rand: () => number): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // Soft clouds high on the right.
  for (let i = 0; i < 7; i += 1) {
    out += `<circle cx="${n(960 + rand() * 560)}" cy="${n(60 + rand() * 90)}" r="${n(40 + rand() * 50)}" fill="#fff" fill-opacity=".8"/>`;
  }
  // A platform: three stacked diamonds (an isometric slab), the glyph on the top one.
  const stack = (cx: number, cy: number, size: number, name: GlyphName, bright: boolean) => {
    let s = '';
    for (let level = 2; level >= 0; level -= 1) {
      const y = cy + level * size * 0.22;
      s += `<path d="M${cx} ${n(y - size * 0.5)} L${n(cx + size)} ${n(y)} L${cx} ${n(y + size * 0.5)} L${n(cx - size)} ${n(y)}Z" fill="${level === 0 ? '#fff' : palette.tint}" stroke="${bright ? palette.teal : palette.teal2}" stroke-opacity="${bright ? 1 : 0.6}" stroke-width="2"/>`;
    }
    return s + glyph(name, cx - size * 0.32, cy - size * 0.32, size * 0.64, bright ? palette.teal : palette.navy3, 1.6);
  };
  out += `<path d="M1000 400 C 1080 250, 1160 250, 1240 330" fill="none" stroke="${palette.teal}" stroke-width="3" stroke-dasharray="12 10"/>`;
  out += `<path d="M1260 330 C 1340 240, 1420 260, 1470 380" fill="none" stroke="${palette.teal2}" stroke-width="3" stroke-dasharray="12 10"/>`;
  out += stack(1000, 420, 110, left, false);
  out += stack(1250, 330, 160, main, true);
  out += stack(1480, 420, 100, right, false);
  return out;
}

function ai([main, left, right]: FamilyEmblem, rand: () => number): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="1250" cy="270" r="340" fill="url(#glow)"/>`;
  // A perspective floor: lines to a vanishing point, rows closer together towards the horizon.
  for (let i = -8; i <= 8; i += 1)
    out += `<line x1="1250" y1="380" x2="${1250 + i * 140}" y2="${H}" stroke="${palette.teal2}" stroke-opacity=".22"/>`;
  for (let i = 1; i <= 6; i += 1) {
    const y = 380 + (i * i * (H - 380)) / 36;
    out += `<line x1="${n(1250 - (y - 380) * 5)}" y1="${n(y)}" x2="${n(1250 + (y - 380) * 5)}" y2="${n(y)}" stroke="${palette.teal2}" stroke-opacity=".22"/>`;
  }
  // A small network: three layers feeding one output.
  const layers = [4, 5, 3].map((count, layer) =>
    Array.from(
      { length: count },
      (_, i) => [900 + layer * 150, 270 + (i - (count - 1) / 2) * 70 + (rand() - 0.5) * 14] as const,
    ),
  );
  const output = [1400, 270] as const;
  const edges = [...layers.slice(1), [output]];
  layers.forEach((from, i) =>
    from.forEach(([x1, y1]) =>
      edges[i]!.forEach(([x2, y2]) => {
        out += `<line x1="${x1}" y1="${n(y1)}" x2="${x2}" y2="${n(y2)}" stroke="${palette.mint}" stroke-opacity=".28" stroke-width="1.5"/>`;
      }),
    ),
  );
  layers.flat().forEach(([x, y], i) => {
    out += `<circle cx="${x}" cy="${n(y)}" r="${i % 3 ? 7 : 10}" fill="${i % 3 ? palette.teal2 : palette.mint}"/>`;
  });
  out += glyph(left, 800, 150, 56, palette.teal2, 1.8) + glyph(right, 800, 340, 56, palette.teal2, 1.8);
  out += `<circle cx="${output[0]}" cy="${output[1]}" r="86" fill="${palette.navy}" stroke="${palette.mint}" stroke-width="3"/>`;
  out += glyph(main, output[0] - 50, output[1] - 50, 100, palette.mint, 1.5);
  return out;
}

function engineering([main, left, right]: FamilyEmblem, rand: () => number): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#grid)"/>`;
  // A dimension line above the pipeline, as on a drawing.
  out += `<path d="M300 130h1000M300 118v24M1300 118v24" stroke="${palette.mint}" stroke-opacity=".6" stroke-width="2"/>`;
  const stages = [left, main, right] as const;
  stages.forEach((name, i) => {
    const x = 300 + i * 400;
    const bright = i === 1;
    out += `<rect x="${x}" y="200" width="200" height="170" rx="14" fill="${palette.navy}" stroke="${bright ? palette.mint : palette.teal2}" stroke-width="${bright ? 3 : 2}"/>`;
    out += glyph(name, x + 55, 240, 90, bright ? palette.mint : palette.teal2, 1.6);
    if (i < 2)
      out += `<path d="M${x + 215} 285h170m-14 -12l14 12-14 12" fill="none" stroke="${palette.mint}" stroke-width="3"/>`;
    // The stage's checks: passed (filled) and still running (outlined).
    for (let c = 0; c < 4; c += 1) {
      const done = rand() > 0.25 || i === 0;
      out += `<rect x="${x + 18 + c * 44}" y="400" width="30" height="30" rx="6" fill="${done ? palette.teal2 : 'none'}" fill-opacity="${done ? 0.8 : 1}" stroke="${palette.teal2}" stroke-width="2"/>`;
    }
  });
  return out;
}

function industries([main, left, right]: FamilyEmblem, rand: () => number): string {
  let out = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  out += `<circle cx="1240" cy="250" r="120" fill="${palette.mint}" fill-opacity=".35"/><circle cx="1240" cy="250" r="70" fill="${palette.mint}" fill-opacity=".55"/>`;
  out += `<path d="M0 430 C 300 350, 600 380, 900 360 S 1400 330, 1600 380 V600 H0Z" fill="${palette.navy3}"/>`;
  // A skyline along the ridge: blocks of varied height, windows lit here and there.
  let x = 560;
  const roofs: Array<readonly [number, number]> = [];
  while (x < W) {
    const width = 50 + rand() * 70;
    const height = 70 + rand() * 150;
    out += `<rect x="${n(x)}" y="${n(470 - height)}" width="${n(width)}" height="${n(height + 140)}" fill="${palette.navy2}"/>`;
    for (let wy = 470 - height + 16; wy < 450; wy += 26)
      if (rand() > 0.6)
        out += `<rect x="${n(x + 12)}" y="${n(wy)}" width="10" height="12" fill="${palette.mint}" fill-opacity=".6"/>`;
    roofs.push([x + width / 2, 470 - height]);
    x += width + 8;
  }
  out += `<path d="M0 520 C 400 480, 900 540, 1600 500 V600 H0Z" fill="${palette.navy}"/>`;
  // Signs on three roofs right of the claim's card: what this industry's work is about.
  const clear = roofs.filter(([rx]) => rx > 1020);
  [left, main, right].forEach((name, i) => {
    const [rx, ry] = clear[i * 2] ?? [1100 + i * 180, 300];
    const size = i === 1 ? 110 : 76;
    out += `<line x1="${n(rx)}" y1="${n(ry)}" x2="${n(rx)}" y2="${n(ry - 40)}" stroke="${palette.grey2}" stroke-width="3"/>`;
    out += `<rect x="${n(rx - size / 2)}" y="${n(ry - 40 - size)}" width="${size}" height="${size}" rx="${size / 5}" fill="#fff"/>`;
    out += glyph(
      name,
      rx - size * 0.32,
      ry - 40 - size * 0.82,
      size * 0.64,
      i === 1 ? palette.teal : palette.navy3,
      1.8,
    );
  });
  return out;
}

function company([main, left, right]: FamilyEmblem, rand: () => number): string {
  let out = `<rect width="${W}" height="${H}" fill="${paper}"/>`;
  const cx = 1250 + rand() * 50;
  out += `<circle cx="${n(cx)}" cy="330" r="180" fill="${palette.navy}"/>`;
  out += `<circle cx="${n(cx - 190)}" cy="420" r="120" fill="${palette.teal}" fill-opacity=".9"/>`;
  out += `<circle cx="${n(cx + 190)}" cy="460" r="80" fill="none" stroke="${palette.teal2}" stroke-width="3"/>`;
  out += `<circle cx="${n(cx + 130)}" cy="170" r="22" fill="${palette.mint}"/>`;
  out += glyph(main, cx - 60, 270, 120, '#fff', 1.4);
  out += glyph(left, cx - 228, 382, 76, palette.tint, 1.6);
  out += glyph(right, cx + 164, 434, 52, palette.teal, 1.8);
  return out;
}

const compositions: Record<PageFamily, (emblem: FamilyEmblem, rand: () => number) => string> = {
  cloud,
  ai,
  engineering,
  industries,
  company,
};

const backgrounds: Record<PageFamily, string> = {
  cloud: linear('bg', sky[0], sky[1], 1, 1),
  ai: linear('bg', palette.navy, '#07142a', 0, 1),
  engineering: linear('bg', palette.navy2, palette.navy, 1, 1),
  industries: linear('bg', palette.navy2, palette.teal, 0, 1),
  company: linear('bg', paper, paper),
};

/** A page family's hero (1600×600) drawn with the page's own three glyphs. */
export function familyHero(family: PageFamily, emblem: FamilyEmblem, seed: string, title: string): string {
  const rand = seeded(seed);
  const defs =
    `<defs>${backgrounds[family]}` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.teal2}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.teal2}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${palette.teal2}" stroke-opacity=".14"/></pattern></defs>`;
  return svg({ width: W, height: H, title, slice: true }, defs + compositions[family](emblem, rand));
}
