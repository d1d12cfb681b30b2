/**
 * Card art for values and social impact: geometric compositions around one large glyph (4:3); the
 * festival pictures (rangoli, lanterns) and the partnership picture. Each is drawn on a 600×400
 * stage centred in its frame. (Service diagrams are written by hand under labelled-diagrams/.)
 */
import { glyph, type GlyphName } from './glyphs';
import { n, palette, seeded, svg } from './svg-kit';

export type Tone = 'light' | 'dark';
export type Frame = 'wide' | 'card';

/** The viewBox of each frame around the 600×400 stage: 1200×600 (2:1) or 640×480 (4:3). */
const frames: Record<Frame, { width: number; height: number; origin: readonly [number, number] }> = {
  wide: { width: 1200, height: 600, origin: [-300, -100] },
  card: { width: 640, height: 480, origin: [-20, -40] },
};

const backdrop = (frame: Frame, fill: string) => {
  const { width, height, origin } = frames[frame];
  return `<rect x="${origin[0]}" y="${origin[1]}" width="${width}" height="${height}" fill="${fill}"/>`;
};

export function scene(icon: GlyphName, tone: Tone, seed: string, title: string, frame: Frame): string {
  const rand = seeded(seed);
  const { width, height, origin } = frames[frame];
  const bg = tone === 'dark' ? palette.navy : palette.light;
  let shapes = '';
  for (let i = 0; i < 7; i += 1) {
    const x = origin[0] + rand() * width;
    const y = origin[1] + rand() * height;
    const size = 14 + rand() * 40;
    const fill = i % 2 ? palette.teal2 : tone === 'dark' ? palette.navy3 : palette.grey1;
    shapes +=
      i % 3 === 0
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size / 2)}" fill="${fill}" fill-opacity=".5"/>`
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="6" fill="${fill}" fill-opacity=".5" transform="rotate(${Math.round(rand() * 45)} ${n(x)} ${n(y)})"/>`;
  }
  const disc = tone === 'dark' ? palette.teal : palette.navy2;
  const body =
    backdrop(frame, bg) +
    `<circle cx="${n(80 + rand() * 440)}" cy="${n(rand() * 400)}" r="170" fill="${palette.teal2}" fill-opacity=".12"/>` +
    shapes +
    `<circle cx="300" cy="200" r="112" fill="${disc}"/>` +
    `<circle cx="300" cy="200" r="132" fill="none" stroke="${palette.teal2}" stroke-width="3" stroke-dasharray="4 12"/>` +
    glyph(icon, 240, 140, 120, palette.mint, 1.5);
  return svg({ width, height, origin, title }, body);
}

/** A rangoli: rings of petals and dots in radial symmetry. */
export function rangoli(title: string): string {
  let out = backdrop('wide', palette.navy);
  const ring = (count: number, radius: number, petal: number, fill: string, rotate = 0) => {
    for (let i = 0; i < count; i += 1) {
      const angle = rotate + (360 / count) * i;
      out += `<ellipse cx="300" cy="${n(200 - radius)}" rx="${n(petal / 2.6)}" ry="${petal}" fill="${fill}" transform="rotate(${n(angle)} 300 200)"/>`;
    }
  };
  ring(16, 150, 26, palette.teal, 11.25);
  ring(16, 120, 30, palette.teal2);
  ring(12, 80, 26, palette.mint, 15);
  ring(8, 44, 20, palette.amber);
  for (let i = 0; i < 32; i += 1) {
    const angle = (Math.PI * 2 * i) / 32;
    out += `<circle cx="${n(300 + Math.cos(angle) * 185)}" cy="${n(200 + Math.sin(angle) * 185)}" r="4" fill="${palette.mint}"/>`;
  }
  out += `<circle cx="300" cy="200" r="20" fill="${palette.white}"/><circle cx="300" cy="200" r="9" fill="${palette.amber}"/>`;
  return svg({ ...frames.wide, title }, out);
}

/** Hanging lanterns (akash kandil) on a string. */
export function lanterns(title: string): string {
  let out =
    backdrop('wide', palette.navy2) +
    `<path d="M-300 -40 Q300 120 900 -40" fill="none" stroke="${palette.grey3}" stroke-width="2"/>`;
  [-180, -40, 90, 210, 330, 450, 600, 760].forEach((x, i) => {
    const t = (x + 300) / 1200;
    const top = -40 + 320 * t * (1 - t);
    const length = 60 + (i % 2) * 50;
    const y = top + length;
    const fill = i % 2 ? palette.teal2 : palette.amber;
    out +=
      `<path d="M${x} ${n(top)}v${length}" stroke="${palette.grey3}" stroke-width="2"/>` +
      `<path d="M${x} ${n(y)}l40 50-40 50-40-50z" fill="${fill}"/>` +
      `<path d="M${x - 40} ${n(y + 50)}h80" stroke="${palette.navy}" stroke-width="3"/>` +
      `<path d="M${x - 14} ${n(y + 100)}l-6 60M${x} ${n(y + 100)}v66M${x + 14} ${n(y + 100)}l6 60" stroke="${fill}" stroke-width="3"/>`;
  });
  return svg({ ...frames.wide, title }, out);
}

/**
 * Two marks joined by a research network: the institute (a graduation cap) and the company (a neural
 * network). No lettering: the names are in the page's text, where they stay readable on a phone.
 */
export function partnership(title: string): string {
  const rand = seeded(title);
  let net = '';
  const points = Array.from({ length: 14 }, () => [420 + rand() * 360, 80 + rand() * 470] as const);
  points.forEach(([x, y]) => {
    net += `<line x1="600" y1="315" x2="${n(x)}" y2="${n(y)}" stroke="${palette.teal2}" stroke-opacity=".3" stroke-width="2"/>`;
    net += `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${palette.teal2}"/>`;
  });
  const mark = (cx: number, icon: GlyphName, fill: string) =>
    `<circle cx="${cx}" cy="315" r="130" fill="${fill}"/><circle cx="${cx}" cy="315" r="146" fill="none" stroke="${palette.mint}" stroke-width="3" stroke-dasharray="6 10"/>` +
    glyph(icon, cx - 70, 245, 140, palette.mint, 1.5);
  const body =
    `<rect y="-22" width="1200" height="675" fill="${palette.navy}"/>` +
    net +
    mark(280, 'cap', palette.navy3) +
    mark(920, 'network', palette.teal) +
    `<circle cx="600" cy="315" r="34" fill="${palette.mint}"/><path d="M584 315h32M600 299v32" stroke="${palette.navy}" stroke-width="6" stroke-linecap="round"/>`;
  return svg({ width: 1200, height: 675, origin: [0, -22], title }, body);
}
