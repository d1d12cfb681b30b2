/**
 * Writes the clients' wordmarks (public/images/clients/<id>.svg): text-based marks of Northwind's
 * fictional clients (content/clients.ts), in the brand's greys, each told apart by its type (weight,
 * case, letter-spacing, serif or sans) and one simple glyph. Run: npx tsx scripts/images/client-wordmarks.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientLogoPath, clients } from '../../content/clients';

const SANS = "Arial, Helvetica, 'Liberation Sans', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
const GREY = { dark: '#374151', mid: '#4b5563', light: '#6b7280' } as const;

type Mark = {
  /** Drawn in a 40 × 40 box at the left, or empty for a type-only mark. */
  glyph: string;
  text: string;
  family: string;
  weight: number;
  size: number;
  spacing: number;
  fill: string;
  italic?: boolean;
  /** A second, smaller line under the name. */
  tag?: string;
};

export const marks: Record<string, Mark> = {
  'woodgrove-bank': {
    glyph: `<path d="M20 6 L34 14 H6 Z M9 17 H13 V30 H9 Z M18 17 H22 V30 H18 Z M27 17 H31 V30 H27 Z M6 32 H34 V35 H6 Z" fill="${GREY.dark}"/>`,
    text: 'Woodgrove',
    family: SERIF,
    weight: 700,
    size: 22,
    spacing: 0.5,
    fill: GREY.dark,
    tag: 'BANK',
  },
  'fabrikam-insurance': {
    glyph: `<path d="M20 5 L33 10 V20 C33 28 27 33 20 36 C13 33 7 28 7 20 V10 Z" fill="none" stroke="${GREY.mid}" stroke-width="3"/>`,
    text: 'FABRIKAM',
    family: SANS,
    weight: 700,
    size: 22,
    spacing: 3,
    fill: GREY.mid,
    tag: 'INSURANCE',
  },
  'contoso-pharmaceuticals': {
    glyph: `<rect x="6" y="14" width="28" height="12" rx="6" fill="none" stroke="${GREY.dark}" stroke-width="3"/><path d="M20 14 V26" stroke="${GREY.dark}" stroke-width="3"/>`,
    text: 'contoso',
    family: SANS,
    weight: 400,
    size: 23,
    spacing: -0.5,
    fill: GREY.dark,
    tag: 'pharmaceuticals',
  },
  'tailspin-freight': {
    glyph: `<path d="M4 28 L20 8 L24 14 L36 10 L26 30 Z" fill="${GREY.light}"/>`,
    text: 'TAILSPIN',
    family: SANS,
    weight: 900,
    size: 22,
    spacing: 0,
    fill: GREY.mid,
    italic: true,
    tag: 'FREIGHT',
  },
  'adventure-works': {
    glyph: `<path d="M3 33 L15 11 L22 22 L27 15 L37 33 Z" fill="${GREY.mid}"/>`,
    text: 'Adventure Works',
    family: SANS,
    weight: 700,
    size: 19,
    spacing: -0.3,
    fill: GREY.mid,
  },
  'proseware-health': {
    glyph: `<path d="M15 6 H25 V15 H34 V25 H25 V34 H15 V25 H6 V15 H15 Z" fill="none" stroke="${GREY.mid}" stroke-width="3"/>`,
    text: 'proseware',
    family: SANS,
    weight: 300,
    size: 23,
    spacing: 1,
    fill: GREY.dark,
    tag: 'HEALTH',
  },
  'trey-research': {
    glyph: `<circle cx="20" cy="20" r="13" fill="none" stroke="${GREY.dark}" stroke-width="3"/><circle cx="20" cy="20" r="4" fill="${GREY.dark}"/>`,
    text: 'Trey Research',
    family: SERIF,
    weight: 400,
    size: 22,
    spacing: 0,
    fill: GREY.dark,
    italic: true,
  },
  'wide-world-importers': {
    glyph: `<circle cx="20" cy="20" r="14" fill="none" stroke="${GREY.mid}" stroke-width="2.5"/><path d="M6 20 H34 M20 6 C12 14 12 26 20 34 M20 6 C28 14 28 26 20 34" fill="none" stroke="${GREY.mid}" stroke-width="2"/>`,
    text: 'WIDE WORLD',
    family: SANS,
    weight: 600,
    size: 18,
    spacing: 2.5,
    fill: GREY.mid,
    tag: 'IMPORTERS',
  },
  'litware-media': {
    glyph: `<path d="M10 8 L32 20 L10 32 Z" fill="${GREY.mid}"/>`,
    text: 'litware',
    family: SANS,
    weight: 800,
    size: 23,
    spacing: -1,
    fill: GREY.dark,
    tag: 'media',
  },
  'lamna-payments': {
    glyph: `<rect x="5" y="10" width="30" height="20" rx="3" fill="none" stroke="${GREY.dark}" stroke-width="3"/><path d="M5 17 H35" stroke="${GREY.dark}" stroke-width="3"/>`,
    text: 'LAMNA',
    family: SERIF,
    weight: 700,
    size: 22,
    spacing: 4,
    fill: GREY.dark,
    tag: 'PAYMENTS',
  },
  relecloud: {
    glyph: `<path d="M11 29 H30 A7 7 0 0 0 29 15 A10 10 0 0 0 10 18 A6 6 0 0 0 11 29 Z" fill="${GREY.light}"/>`,
    text: 'relecloud',
    family: SANS,
    weight: 700,
    size: 25,
    spacing: 0,
    fill: GREY.mid,
  },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One wordmark, 200 × 48: the glyph, the name (and its tag under it), in the client's greys. */
export function wordmarkSvg(name: string, mark: Mark): string {
  const x = 48;
  // The tag is drawn at 16 of 48 units, so it stays at least 12 px when a phone shows the mark 160 px wide.
  const nameY = mark.tag ? 23 : 32;
  const style = mark.italic ? ' font-style="italic"' : '';
  const tag = mark.tag
    ? `<text x="${x}" y="45" font-family="${mark.family}" font-size="16" font-weight="600" letter-spacing="${mark.tag === mark.tag.toUpperCase() ? 1.5 : 0}" fill="${GREY.light}">${escape(mark.tag)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" width="200" height="48" role="img" aria-label="${escape(name)}">`,
    `<g transform="translate(0 4)">${mark.glyph}</g>`,
    `<text x="${x}" y="${nameY}" font-family="${mark.family}" font-size="${mark.size}" font-weight="${mark.weight}" letter-spacing="${mark.spacing}" fill="${mark.fill}"${style} textLength="${Math.min(148, mark.text.length * mark.size * 0.62).toFixed(0)}" lengthAdjust="spacingAndGlyphs">${escape(mark.text)}</text>`,
    tag,
    '</svg>',
    '',
  ].join('');
}

export function writeWordmarks(root = process.cwd()): void {
  for (const client of clients) {
    const mark = marks[client.id];
    if (!mark) throw new Error(`No wordmark for ${client.id}`);
    writeFileSync(join(root, 'public', clientLogoPath(client.id)), wordmarkSvg(client.name, mark));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) writeWordmarks();
