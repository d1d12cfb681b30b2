/**
 * A test pyramid (1200×600): many fast unit checks at the base, fewer integration checks above them,
 * a few end-to-end journeys at the top, each tier marked by its glyph and its checks drawn as ticks.
 * Same palette and line glyphs as the service flows, a different shape, so testing reads at a glance.
 */
import { glyph, type GlyphName } from './glyphs';
import { n, palette, svg } from './svg-kit';

const W = 1200;
const H = 600;

/** Bottom to top: the glyph of the tier and how many checks it shows. */
const TIERS: ReadonlyArray<readonly [GlyphName, number]> = [
  ['code', 14],
  ['link', 8],
  ['users', 3],
];

export function testPyramid(title: string): string {
  const base = { left: 300, right: 900, bottom: 540 };
  const tierHeight = 150;
  const gap = 14;
  let out = `<rect width="${W}" height="${H}" rx="24" fill="${palette.light}"/>`;
  TIERS.forEach(([mark, checks], tier) => {
    const bottom = base.bottom - tier * (tierHeight + gap);
    const top = bottom - tierHeight;
    // The sides of the whole pyramid meet at (600, 40); each tier is a band of it.
    const inset = (y: number) => ((base.bottom - y) / (base.bottom - 40)) * 300;
    const [bl, br, tl, tr] = [
      base.left + inset(bottom),
      base.right - inset(bottom),
      base.left + inset(top),
      base.right - inset(top),
    ];
    const fill = tier === 2 ? palette.teal : tier === 1 ? palette.teal2 : palette.tint;
    const ink = tier === 0 ? palette.teal : palette.white;
    out += `<path d="M${n(bl)} ${bottom}L${n(br)} ${bottom}L${n(tr)} ${top}L${n(tl)} ${top}Z" fill="${fill}" stroke="${palette.teal}" stroke-width="2" stroke-linejoin="round"/>`;
    const mid = (top + bottom) / 2;
    out += glyph(mark, 600 - 28, mid - 52, 56, ink, 2);
    // The tier's checks: a row of ticks under its glyph, as wide as the tier allows.
    const span = Math.min(br - bl - 80, checks * 34);
    for (let i = 0; i < checks; i += 1) {
      const x = 600 - span / 2 + (i + 0.5) * (span / checks);
      out += `<path d="M${n(x - 8)} ${mid + 30}l6 6 11-13" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  });
  // Speed and cost rise towards the top: an arrow up the right-hand side.
  out += `<path d="M990 520V110" stroke="${palette.grey3}" stroke-width="3" stroke-dasharray="8 10"/><path d="M975 130l15-24 15 24z" fill="${palette.grey3}"/>`;
  out += glyph('clock', 1020, 100, 44, palette.slate, 2);
  out += glyph('gauge', 1020, 470, 44, palette.slate, 2);
  return svg({ width: W, height: H, title }, out);
}
