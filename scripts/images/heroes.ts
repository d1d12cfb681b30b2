/**
 * Wide, dark hero bands (1600×640) behind page headings: a navy gradient, a dot field and one abstract
 * motif on the right, so the left half stays calm behind the white heading text.
 */
import { glyph, type GlyphName } from './glyphs';
import { dots, linear, n, palette, seeded, svg } from './svg-kit';

export type HeroMotif = 'bridge' | 'network' | 'waves' | 'docs' | 'rings' | 'steps';

const W = 1600;
/** The motifs are drawn for this height and centred vertically in the actual one. */
const H = 640;

function network(rand: () => number): string {
  const points = Array.from({ length: 16 }, () => [880 + rand() * 640, 70 + rand() * 500] as const);
  let out = '';
  points.forEach(([x1, y1], i) => {
    points.slice(i + 1).forEach(([x2, y2]) => {
      if (Math.hypot(x2 - x1, y2 - y1) < 210) {
        out += `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${palette.teal2}" stroke-opacity=".35" stroke-width="1.5"/>`;
      }
    });
  });
  points.forEach(([x, y], i) => {
    const radius = i % 5 === 0 ? 9 : 4 + rand() * 3;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${i % 5 === 0 ? palette.mint : palette.teal2}"/>`;
  });
  return out;
}

function waves(rand: () => number): string {
  let out = '';
  for (let i = 0; i < 9; i += 1) {
    const y = 120 + i * 50;
    const amp = 30 + rand() * 50;
    out += `<path d="M760 ${y} C 1000 ${n(y - amp)}, 1200 ${n(y + amp)}, 1600 ${n(y - amp / 2)}" fill="none" stroke="${palette.teal2}" stroke-opacity="${n(0.15 + i * 0.06)}" stroke-width="2"/>`;
  }
  return out;
}

/** Three pages being read: each shows what is done to it (searched, weighed, approved), not placeholder lines. */
function docs(): string {
  const marks: GlyphName[] = ['search', 'scale', 'check'];
  let out = '';
  marks.forEach((mark, i) => {
    const x = 980 + i * 120;
    const y = 110 + i * 60;
    out +=
      `<rect x="${x}" y="${y}" width="300" height="380" rx="16" fill="${palette.navy3}" stroke="${palette.teal2}" stroke-opacity=".5" stroke-width="2"/>` +
      `<path d="M${x + 240} ${y}v44h60" fill="none" stroke="${palette.teal2}" stroke-opacity=".5" stroke-width="2"/>` +
      (i === 2
        ? glyph(mark, x + 90, y + 130, 120, palette.mint, 1.4)
        : glyph(mark, x + 22, y + 36, 76, palette.teal2, 1.8));
  });
  out += `<path d="M1500 110l12 36 36 12-36 12-12 36-12-36-36-12 36-12z" fill="${palette.mint}"/>`;
  return out;
}

function rings(rand: () => number): string {
  let out = '';
  for (let i = 1; i <= 6; i += 1) {
    out += `<circle cx="1250" cy="320" r="${i * 60}" fill="none" stroke="${palette.teal2}" stroke-opacity="${n(0.5 - i * 0.06)}" stroke-width="2"/>`;
    const angle = rand() * Math.PI * 2;
    out += `<circle cx="${n(1250 + Math.cos(angle) * i * 60)}" cy="${n(320 + Math.sin(angle) * i * 60)}" r="${i % 2 ? 8 : 5}" fill="${i % 2 ? palette.mint : palette.teal2}"/>`;
  }
  out += `<circle cx="1250" cy="320" r="26" fill="${palette.teal2}"/>`;
  return out;
}

function steps(rand: () => number): string {
  let out = '';
  for (let i = 0; i < 7; i += 1) {
    const height = 70 + i * 62 + rand() * 20;
    const x = 930 + i * 92;
    out += `<rect x="${x}" y="${n(620 - height)}" width="64" height="${n(height)}" rx="10" fill="${palette.teal2}" fill-opacity="${n(0.12 + i * 0.09)}"/>`;
  }
  out += `<path d="M940 520 L1500 120" stroke="${palette.mint}" stroke-width="3" stroke-dasharray="10 10"/>`;
  out += `<circle cx="1500" cy="120" r="12" fill="${palette.mint}"/>`;
  return out;
}

/**
 * Three glyphs of what a page is about on linked tiles: the main one large and bright, two smaller
 * ones it connects to. Pages that would otherwise share a motif each get their own picture this way.
 */
export type Emblem = readonly [main: GlyphName, left: GlyphName, right: GlyphName];

function emblem([main, left, right]: Emblem, rand: () => number): string {
  const cx = 1180 + rand() * 80;
  const cy = 300 + rand() * 40;
  const tile = (x: number, y: number, size: number, name: GlyphName, bright: boolean) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${size}" height="${size}" rx="${size / 5}" fill="${palette.navy3}" ` +
    `stroke="${palette.teal2}" stroke-opacity="${bright ? 0.9 : 0.5}" stroke-width="2"/>` +
    glyph(name, x + size * 0.2, y + size * 0.2, size * 0.6, bright ? palette.mint : palette.teal2, bright ? 1.6 : 1.8);
  const small = [
    [cx - 330, cy - 170 + rand() * 60, left],
    [cx + 210, cy + 40 + rand() * 70, right],
  ] as const;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="230" fill="none" stroke="${palette.teal2}" stroke-opacity=".18" stroke-width="2"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="320" fill="none" stroke="${palette.teal2}" stroke-opacity=".1" stroke-width="2" stroke-dasharray="4 10"/>`;
  for (const [x, y] of small) {
    out += `<path d="M${n(cx)} ${n(cy)} L${n(x + 55)} ${n(y + 55)}" stroke="${palette.mint}" stroke-opacity=".55" stroke-width="2" stroke-dasharray="8 8"/>`;
  }
  for (const [x, y, name] of small) out += tile(x, y, 110, name, false);
  out += tile(cx - 100, cy - 100, 200, main, true);
  for (let i = 0; i < 6; i += 1) {
    const angle = rand() * Math.PI * 2;
    out += `<circle cx="${n(cx + Math.cos(angle) * 230)}" cy="${n(cy + Math.sin(angle) * 230)}" r="${i % 2 ? 7 : 4}" fill="${i % 2 ? palette.mint : palette.teal2}"/>`;
  }
  return out;
}

/** Two offices joined: clusters in the US and in India, an arc between them, work handed over each day. */
function bridge(rand: () => number): string {
  let out = '';
  const cluster = (x: number, y: number) => {
    for (let i = 0; i < 9; i += 1) {
      const px = x + (rand() - 0.5) * 220;
      const py = y + (rand() - 0.5) * 200;
      out += `<line x1="${x}" y1="${y}" x2="${n(px)}" y2="${n(py)}" stroke="${palette.teal2}" stroke-opacity=".3" stroke-width="1.5"/>`;
      out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(3 + rand() * 4)}" fill="${palette.teal2}"/>`;
    }
    out += `<circle cx="${x}" cy="${y}" r="16" fill="${palette.mint}"/><circle cx="${x}" cy="${y}" r="34" fill="none" stroke="${palette.mint}" stroke-opacity=".5" stroke-width="2"/>`;
  };
  cluster(1000, 420);
  cluster(1440, 360);
  out += `<path d="M1000 420 C 1080 90, 1360 60, 1440 360" fill="none" stroke="${palette.mint}" stroke-width="3" stroke-dasharray="10 10"/>`;
  out += `<path d="M1000 420 C 1120 560, 1330 540, 1440 360" fill="none" stroke="${palette.teal2}" stroke-opacity=".5" stroke-width="2"/>`;
  out += `<circle cx="1215" cy="146" r="10" fill="${palette.mint}"/>`;
  return out;
}

const motifs: Record<HeroMotif, (rand: () => number) => string> = {
  bridge,
  network,
  waves,
  docs,
  rings,
  steps,
};

export function hero(motif: HeroMotif | Emblem, seed: string, title: string, height = 600): string {
  const rand = seeded(seed);
  const defs = `<defs>${linear('bg', palette.navy, palette.navy2)}${dots('dt', 28, palette.teal2, 0.22)}</defs>`;
  const base =
    `<rect width="${W}" height="${height}" fill="url(#bg)"/>` +
    `<rect x="820" width="780" height="${height}" fill="url(#dt)"/>` +
    `<circle cx="${n(200 + rand() * 300)}" cy="${height + 40}" r="260" fill="${palette.teal2}" fill-opacity=".06"/>`;
  const art = typeof motif === 'string' ? motifs[motif](rand) : emblem(motif, rand);
  // Slides (900 high) are cropped to a wide band beside the text, with controls at the bottom right:
  // there the motif is drawn at three quarters, clear of the controls and inside the container's edge.
  const place =
    height > H + 100 ? `translate(225 ${(height - H) / 2 + 40}) scale(.75)` : `translate(0 ${(height - H) / 2})`;
  const motifArt = `<g transform="${place}">${art}</g>`;
  return svg({ width: W, height, title, slice: true }, defs + base + motifArt);
}
