/**
 * Illustrated monogram avatars (240×240) for leadership and employee quotes: initials over a simple
 * head-and-shoulders silhouette, each person with their own colours from the palette.
 */
import { escapeXml, FONT, n, palette, seeded, svg } from './svg-kit';

const backgrounds = [palette.navy, palette.navy2, palette.teal, palette.navy3] as const;
const accents = [palette.teal2, palette.mint, palette.grey2] as const;

export function avatar(name: string, title: string): string {
  const rand = seeded(name);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const bg = backgrounds[Math.floor(rand() * backgrounds.length)] ?? palette.navy;
  const accent = accents[Math.floor(rand() * accents.length)] ?? palette.teal2;
  const angle = Math.floor(rand() * 360);
  const body =
    `<defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="240" height="240" fill="${bg}"/>` +
    `<circle cx="${n(120 + Math.cos(angle) * 130)}" cy="${n(120 + Math.sin(angle) * 130)}" r="90" fill="${accent}" fill-opacity=".25"/>` +
    `<path d="M40 240c6-46 40-74 80-74s74 28 80 74z" fill="${accent}" fill-opacity=".9"/>` +
    `<circle cx="120" cy="104" r="48" fill="${palette.white}" fill-opacity=".95"/>` +
    `<text x="120" y="121" font-family="${FONT}" font-size="46" font-weight="700" fill="${bg}" text-anchor="middle">${escapeXml(initials)}</text></g>`;
  return svg({ width: 240, height: 240, title }, body);
}
