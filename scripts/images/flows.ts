/**
 * Service art (1200×600): what a service does, told as a path. Work items travel along a track through
 * the stages of the service, each a line glyph on a tile, to the outcome: a larger navy disc with the
 * result drawn beside it (a chart that rises, a cloud that receives, a shield that holds…). No text and
 * no placeholder bars: every shape stands for something, and the picture reads at phone width.
 */
import { glyph, type GlyphName } from './glyphs';
import { n, palette, seeded, svg } from './svg-kit';

/** How the work moves: straight through, in an arc (a migration), round a loop (continuous delivery). */
export type Track = 'line' | 'arc' | 'loop';
/** What travels between the stages. */
export type Cargo = 'boxes' | 'docs' | 'dots' | 'none';
/** What the outcome looks like, drawn behind the last stage. */
export type Outcome = 'bars' | 'cloud' | 'shield' | 'checks' | 'gauge' | 'stack' | 'rocket' | 'spark';

export type Flow = {
  steps: GlyphName[];
  track?: Track;
  cargo?: Cargo;
  outcome: Outcome;
};

const W = 1200;
const H = 600;

type Point = readonly [number, number];

/** The oval of a loop track (continuous delivery): the outcome sits at its right end. */
const LOOP = { cx: 450, cy: 300, rx: 310, ry: 175 } as const;

/** Stage positions along the track. */
function stations(count: number, track: Track): Point[] {
  if (track === 'loop') {
    // Round an oval: the last stage sits at the right end, where the loop starts again.
    return Array.from({ length: count }, (_, i) => {
      const angle = ((i + 1) / count) * Math.PI * 2;
      return [LOOP.cx + Math.cos(angle) * LOOP.rx, LOOP.cy - Math.sin(angle) * LOOP.ry] as const;
    });
  }
  const left = 130;
  const right = 760;
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0 : i / (count - 1);
    const x = left + t * (right - left);
    const y =
      track === 'arc' ? 360 - Math.sin(t * Math.PI) * 150 : 300 + (i % 2 ? -40 : 40) * (i === count - 1 ? 0 : 1);
    return [x, y] as const;
  });
}

function trackPath(points: Point[], track: Track): string {
  if (track === 'loop') {
    const { cx, cy, rx, ry } = LOOP;
    return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0-${rx * 2} 0`;
  }
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${n(first[0])} ${n(first[1])}`;
  let previous = first;
  for (const point of rest) {
    const mid = (previous[0] + point[0]) / 2;
    d += `C${n(mid)} ${n(previous[1])} ${n(mid)} ${n(point[1])} ${n(point[0])} ${n(point[1])}`;
    previous = point;
  }
  return d;
}

/** Small tokens of work between two stages: boxes (workloads), pages (documents) or dots (records). */
function cargo(kind: Cargo, from: Point, to: Point, rand: () => number): string {
  if (kind === 'none') return '';
  let out = '';
  // Two tokens in the gap between the tiles, the nearer one already highlighted.
  for (let i = 1; i <= 2; i += 1) {
    const t = i === 1 ? 0.4 : 0.6;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t + (rand() - 0.5) * 10;
    if (kind === 'boxes')
      out += `<rect x="${n(x - 13)}" y="${n(y - 13)}" width="26" height="26" rx="5" fill="${i === 2 ? palette.teal2 : palette.white}" stroke="${palette.teal}" stroke-width="3"/>`;
    else if (kind === 'docs')
      out +=
        `<path d="M${n(x - 12)} ${n(y - 16)}h16l8 8v24h-24z" fill="${palette.white}" stroke="${palette.teal}" stroke-width="3" stroke-linejoin="round"/>` +
        `<path d="M${n(x - 6)} ${n(y)}h12M${n(x - 6)} ${n(y + 7)}h8" stroke="${palette.teal2}" stroke-width="3" stroke-linecap="round"/>`;
    else
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${i === 2 ? 9 : 7}" fill="${i === 2 ? palette.teal2 : palette.teal}"/>`;
  }
  return out;
}

/** The result, drawn to the right of (and partly behind) the outcome disc centred at (cx, cy). */
function outcome(kind: Outcome, cx: number, cy: number, rand: () => number): string {
  const x = cx + 100;
  switch (kind) {
    case 'bars': {
      let out = `<path d="M${x} ${cy + 150}h250" stroke="${palette.navy3}" stroke-width="4" stroke-linecap="round"/>`;
      for (let i = 0; i < 5; i += 1) {
        const height = 60 + i * 38 + rand() * 16;
        out += `<rect x="${x + 20 + i * 46}" y="${n(cy + 146 - height)}" width="30" height="${n(height)}" rx="6" fill="${i === 4 ? palette.teal : palette.teal2}" fill-opacity="${i === 4 ? 1 : 0.35 + i * 0.1}"/>`;
      }
      return `${out}<path d="M${x + 30} ${cy + 60}L${x + 110} ${cy + 20}L${x + 170} ${cy - 20}L${x + 240} ${cy - 90}" fill="none" stroke="${palette.navy2}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${x + 240}" cy="${cy - 90}" r="9" fill="${palette.navy2}"/>`;
    }
    case 'cloud':
      return (
        `<path transform="translate(${x - 10} ${cy - 190}) scale(1.25)" d="M40 120h150a50 50 0 0 0 5-99.7A75 75 0 0 0 58 16 58 58 0 0 0 40 120z" fill="${palette.tint}" stroke="${palette.teal}" stroke-width="3"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${x + 70 + i * 44}" y="${cy - 70}" width="32" height="32" rx="6" fill="${i === 1 ? palette.teal2 : palette.white}" stroke="${palette.teal}" stroke-width="3"/>`,
          )
          .join('')
      );
    case 'shield':
      return (
        `<path d="M${x + 130} ${cy - 170}l110 40v90c0 75-50 118-110 138-60-20-110-63-110-138v-90z" fill="${palette.tint}" stroke="${palette.teal}" stroke-width="4"/>` +
        `<path d="M${x + 88} ${cy - 42}l30 30 58-66" fill="none" stroke="${palette.teal}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'checks': {
      // A grid of checked items: each item a small glyph, each with its verdict (one still to review).
      const items: GlyphName[] = ['document', 'lock', 'person', 'gear', 'database', 'mail'];
      let out = `<rect x="${x}" y="${cy - 150}" width="250" height="300" rx="22" fill="${palette.white}" stroke="${palette.grey2}" stroke-width="3"/>`;
      items.forEach((item, i) => {
        const ix = x + 30 + (i % 2) * 115;
        const iy = cy - 125 + Math.floor(i / 2) * 92;
        const ok = i !== 3;
        out +=
          `<rect x="${ix}" y="${iy}" width="76" height="76" rx="16" fill="${palette.tint}"/>` +
          glyph(item, ix + 18, iy + 18, 40, palette.navy3, 2) +
          (ok
            ? `<circle cx="${ix + 74}" cy="${iy + 6}" r="15" fill="${palette.teal}"/><path d="M${ix + 67} ${iy + 6}l5 5 9-10" fill="none" stroke="${palette.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
            : `<circle cx="${ix + 74}" cy="${iy + 6}" r="15" fill="${palette.amber}"/><path d="M${ix + 74} ${iy - 1}v8M${ix + 74} ${iy + 13}v.5" stroke="${palette.navy}" stroke-width="4" stroke-linecap="round"/>`);
      });
      return out;
    }
    case 'gauge':
      return (
        `<path d="M${x + 10} ${cy + 60}a120 120 0 0 1 240 0" fill="none" stroke="${palette.grey1}" stroke-width="26" stroke-linecap="round"/>` +
        `<path d="M${x + 10} ${cy + 60}a120 120 0 0 1 205-85" fill="none" stroke="${palette.teal2}" stroke-width="26" stroke-linecap="round"/>` +
        `<path d="M${x + 130} ${cy + 60}l62-70" stroke="${palette.navy2}" stroke-width="8" stroke-linecap="round"/><circle cx="${x + 130}" cy="${cy + 60}" r="14" fill="${palette.navy2}"/>`
      );
    case 'stack':
      return [0, 1, 2, 3]
        .map((i) => {
          const y = cy + 90 - i * 62;
          const fill = i === 3 ? palette.teal : i % 2 ? palette.teal2 : palette.tint;
          return `<path d="M${x + 130} ${y - 40}l120 40-120 40-120-40z" fill="${fill}" fill-opacity="${i === 3 ? 1 : 0.85}" stroke="${palette.teal}" stroke-width="3" stroke-linejoin="round"/>`;
        })
        .join('');
    case 'rocket':
      return (
        `<path d="M${x + 20} ${cy + 150}C${x + 90} ${cy + 120} ${x + 150} ${cy + 20} ${x + 190} ${cy - 120}" fill="none" stroke="${palette.teal2}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>` +
        glyph('rocket', x + 130, cy - 230, 130, palette.teal, 1.6)
      );
    case 'spark':
      return [
        [x + 150, cy - 90, 1],
        [x + 60, cy - 150, 0.55],
        [x + 220, cy + 10, 0.45],
      ]
        .map(
          ([sx = 0, sy = 0, s = 1]) =>
            `<path transform="translate(${sx} ${sy}) scale(${s})" d="M0-70l18 52 52 18-52 18-18 52-18-52-52-18 52-18z" fill="${s === 1 ? palette.teal2 : palette.mint}"/>`,
        )
        .join('');
  }
}

export function flow(
  { steps, track = 'line', cargo: carried = 'boxes', outcome: result }: Flow,
  seed: string,
  title: string,
): string {
  const rand = seeded(seed);
  const points = stations(steps.length, track);
  const dots = `<pattern id="g" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${palette.teal2}" fill-opacity=".22"/></pattern>`;
  let out =
    `<defs>${dots}</defs><rect width="${W}" height="${H}" fill="${palette.light}"/><rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="${n(880 + rand() * 120)}" cy="${n(200 + rand() * 200)}" r="250" fill="${palette.teal2}" fill-opacity=".08"/>` +
    `<circle cx="${n(60 + rand() * 120)}" cy="${n(460 + rand() * 80)}" r="140" fill="${palette.navy3}" fill-opacity=".05"/>`;
  const last = points[points.length - 1] ?? ([840, 300] as const);
  out += outcome(result, last[0], last[1], rand);
  out += `<path d="${trackPath(points, track)}" fill="none" stroke="${palette.grey2}" stroke-width="10" stroke-linecap="round"/>`;
  out += `<path d="${trackPath(points, track)}" fill="none" stroke="${palette.teal2}" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round"/>`;
  points.forEach((point, i) => {
    const next = points[i + 1] ?? (track === 'loop' ? points[0] : undefined);
    if (next && i < points.length - 1) out += cargo(carried, point, next, rand);
  });
  steps.forEach((name, i) => {
    const [x, y] = points[i] ?? [0, 0];
    const final = i === steps.length - 1;
    const r = final ? 100 : 74;
    out += final
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${r + 16}" fill="none" stroke="${palette.teal2}" stroke-width="3" stroke-dasharray="4 12"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${palette.navy2}"/>` +
        glyph(name, x - 48, y - 48, 96, palette.mint, 1.7)
      : `<rect x="${n(x - r)}" y="${n(y - r)}" width="${r * 2}" height="${r * 2}" rx="32" fill="${palette.white}" stroke="${palette.teal2}" stroke-width="3"/>` +
        glyph(name, x - 38, y - 38, 76, palette.teal, 1.8);
  });
  return svg({ width: W, height: H, title }, out);
}
