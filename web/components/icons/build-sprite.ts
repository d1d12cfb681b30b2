/**
 * Builds the icon sprite from Tabler's SVG files: one `<symbol id="<name>">` per icon the site names
 * (icon-names.ts), nothing else. Run `npm run icons` after adding an icon; a unit test fails while the
 * committed sprite differs from what this builds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CONTENT_ICONS, UI_ICONS } from './icon-names';

const require = createRequire(import.meta.url);
// The package exports its files under `@tabler/icons/<path inside icons/>`.
const tablerDir = dirname(require.resolve('@tabler/icons/outline/cloud.svg'));

export const SPRITE_FILE = join(import.meta.dirname, 'sprite.svg');

/** The drawing of one Tabler icon: its shapes, without the invisible 24×24 bounding box path. */
export function tablerShapes(tablerName: string): string {
  const svg = readFileSync(join(tablerDir, `${tablerName}.svg`), 'utf8');
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return body
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
}

export function buildSprite(): string {
  const entries = Object.entries({ ...CONTENT_ICONS, ...UI_ICONS }).sort(([a], [b]) => a.localeCompare(b));
  const symbols = entries.map(
    ([name, tabler]) => `<symbol id="${name}" viewBox="0 0 24 24">${tablerShapes(tabler)}</symbol>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    '<!-- Tabler Icons (MIT licence, https://tabler.io/icons), built by web/components/icons/build-sprite.ts -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  writeFileSync(SPRITE_FILE, buildSprite());
  console.log(`Wrote ${SPRITE_FILE}`);
}
