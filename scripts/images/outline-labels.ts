/**
 * Diagrams with words in them, in the site's typeface everywhere. A picture shown with <img> cannot use
 * the page's web font, so the browser would draw its <text> in whatever system font it has. The
 * diagrams are written by hand with <text> labels under scripts/images/labelled-diagrams/; this turns
 * each label into the outlines of its letters in Inter (read with opentype.js from @fontsource/inter's
 * files) and writes the result to public/images/diagrams/.
 *
 *   npx tsx scripts/images/outline-labels.ts
 *
 * Each letter's outline is defined once per weight (in <defs>) and placed with <use>, so a diagram
 * grows by a few kilobytes, not by a copy of the outline for every letter. A label keeps its position
 * (x, y on the baseline), text-anchor, size, weight, letter-spacing, fill and transform, and is kerned
 * as Inter kerns it; its group keeps the words (aria-label) and the size (font-size), so the browser
 * tests can still tell how small a label is drawn on a phone. The output is deterministic; a test checks the committed files are up to date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype, { type Font, type PathCommand } from 'opentype.js';

const here = dirname(fileURLToPath(import.meta.url));
export const sourceDir = join(here, 'labelled-diagrams');
export const outputDir = join(here, '..', '..', 'public', 'images', 'diagrams');

/** The size the shared letter outlines are drawn at; a label scales them to its own size. */
const UNIT = 100;
const require = createRequire(import.meta.url);
const fonts = new Map<number, Font>();

function inter(weight: number): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    fonts.set(weight, font);
  }
  return font;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));

const round = (value: number, places = 1) => String(Math.round(value * 10 ** places) / 10 ** places || 0);

/** Path data with one decimal (opentype.js's own serialiser can run two numbers together). */
const pathData = (commands: PathCommand[]) =>
  commands
    .map((command) => {
      const points =
        command.type === 'Z'
          ? []
          : command.type === 'Q'
            ? [command.x1, command.y1, command.x, command.y]
            : command.type === 'C'
              ? [command.x1, command.y1, command.x2, command.y2, command.x, command.y]
              : [command.x, command.y];
      return command.type + points.map((value) => round(value)).join(' ');
    })
    .join('');

/** An SVG document with every <text> label replaced by the outlines of its letters in Inter. */
export function outlineLabels(svg: string): string {
  const defs = new Map<string, string>();
  let out = '';
  let from = 0;
  for (const match of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = attributes(match[1] ?? '');
    const size = Number(attrs['font-size'] ?? 16);
    const weight = Number(attrs['font-weight'] ?? 400);
    const font = inter(weight);
    const perUnit = UNIT / font.unitsPerEm;
    const scale = size / UNIT;
    const spacing = Number(attrs['letter-spacing'] ?? 0) / scale;
    // Pen positions in the outlines' own units (UNIT to the em), kerned. Letter by letter: a label
    // needs no ligatures, and opentype.js cannot apply all of Inter's substitutions.
    const glyphs = [...decode(match[2] ?? '')].map((char) => font.charToGlyph(char));
    const placed: Array<{ id: string; x: number }> = [];
    let pen = 0;
    glyphs.forEach((glyph, i) => {
      const path = pathData(glyph.getPath(0, 0, UNIT).commands);
      const id = `w${weight / 100}g${glyph.index}`;
      if (path) {
        defs.set(id, path);
        placed.push({ id, x: pen });
      }
      const next = glyphs[i + 1];
      pen += (glyph.advanceWidth ?? 0) * perUnit + spacing;
      if (next) pen += font.getKerningValue(glyph, next) * perUnit;
    });
    const width = (pen - spacing) * scale;
    const anchor = attrs['text-anchor'] ?? 'start';
    const x = Number(attrs.x ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
    const y = Number(attrs.y ?? 0);
    const transform = `${attrs.transform ? `${attrs.transform} ` : ''}translate(${round(x)} ${round(y)}) scale(${round(scale, 3)})`;
    const uses = placed.map(({ id, x: at }) => `<use href="#${id}"${at ? ` x="${round(at)}"` : ''}/>`).join('');
    out += svg.slice(from, match.index);
    // The words and their size stay on the group, for checks of how small a label is drawn.
    const label = (match[2] ?? '').replace(/"/g, '&quot;');
    out += `<g aria-label="${label}" font-size="${size}" transform="${transform}" fill="${attrs.fill ?? '#000'}">${uses}</g>`;
    from = (match.index ?? 0) + match[0].length;
  }
  out += svg.slice(from);
  if (defs.size === 0) return out;
  const glyphDefs = [...defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('');
  return out.includes('<defs>')
    ? out.replace('<defs>', `<defs>${glyphDefs}`)
    : out.replace(/(<svg\b[^>]*>(?:<title>[^<]*<\/title>)?)/, `$1<defs>${glyphDefs}</defs>`);
}

/** Every labelled diagram: its file name, and its text with the labels outlined. */
export const outlinedDiagrams = (): Array<[name: string, svg: string]> =>
  readdirSync(sourceDir)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => [name, outlineLabels(readFileSync(join(sourceDir, name), 'utf8'))]);

if (import.meta.filename === process.argv[1]) {
  for (const [name, svg] of outlinedDiagrams()) {
    writeFileSync(join(outputDir, name), svg);
    console.log(`${name}: ${svg.length} bytes`);
  }
}
