/**
 * The few building blocks every generated illustration shares: the palette, a seeded random source
 * (so a re-run writes byte-identical files), number formatting and the <svg> wrapper.
 */

/** One palette for every picture on the site (docs/product.md §9). */
export const palette = {
  navy: '#0b1f3a',
  navy2: '#13294b',
  navy3: '#1d3a66',
  teal: '#0f766e',
  teal2: '#14b8a6',
  mint: '#5eead4',
  tint: '#e6f4f1',
  light: '#f4f7fb',
  white: '#ffffff',
  grey1: '#e2e8f0',
  grey2: '#cbd5e1',
  grey3: '#94a3b8',
  slate: '#475569',
  /** Only for flames and lamps on the festival pictures. */
  amber: '#f59e0b',
} as const;

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** mulberry32: a tiny deterministic generator; the seed is derived from a string. */
export function seeded(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal so files stay small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type SvgOptions = { width: number; height: number; title: string; slice?: boolean; origin?: readonly [number, number] };

/** The outer element: viewBox, intrinsic size and an accessible title. */
export function svg({ width, height, title, slice, origin = [0, 0] }: SvgOptions, body: string): string {
  const aspect = slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${origin[0]} ${origin[1]} ${width} ${height}" width="${width}" height="${height}"` +
    `${aspect} role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

/** A linear gradient definition. */
export const linear = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A dot-grid pattern definition. */
export const dots = (id: string, gap: number, color: string, opacity: number) =>
  `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">` +
  `<circle cx="2" cy="2" r="1.4" fill="${color}" fill-opacity="${opacity}"/></pattern>`;
