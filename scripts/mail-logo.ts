/**
 * Draws the mails' logo: the brand mark (public/favicon.svg) and the short name in white, for the
 * navy header band of every mail, as a PNG (mail clients do not show SVG), three times the size it is
 * shown at. Run after a rebrand: `npm run mail:logo` writes public/mail/logo.png and checks that
 * `brandStyle.mailLogo` in content/brand.ts states the size it is shown at.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brand, brandStyle } from '#content/brand';

const SCALE = 3;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const mark = readFileSync(path.join(root, 'public/favicon.svg'));
const height = brandStyle.mailLogo.height * SCALE;

const tree = {
  type: 'div',
  props: {
    style: { display: 'flex', alignItems: 'center', height, fontFamily: 'Inter', color: '#fff' },
    children: [
      { type: 'img', props: { src: `data:image/svg+xml;base64,${mark.toString('base64')}`, width: height, height } },
      {
        type: 'div',
        props: {
          style: { marginLeft: 11 * SCALE, fontSize: 21 * SCALE, fontWeight: 700, letterSpacing: -0.3 * SCALE },
          children: brand.shortName,
        },
      },
    ],
  },
};

const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
  width: 600 * SCALE,
  height,
  fonts: [
    {
      name: 'Inter',
      data: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
      weight: 700,
      style: 'normal',
    },
  ],
});
const resvg = new Resvg(svg);
const box = resvg.innerBBox();
if (!box) throw new Error('The logo drew nothing.');
// Cropped to what was drawn, the full height kept.
const width = Math.ceil((box.x + box.width) / SCALE);
box.width = width * SCALE;
box.x = 0;
box.y = 0;
box.height = height;
resvg.cropByBBox(box);
writeFileSync(path.join(root, 'public/mail/logo.png'), resvg.render().asPng());

console.log(`public/mail/logo.png: ${width}×${brandStyle.mailLogo.height} px (drawn at ${SCALE}×)`);
if (width !== brandStyle.mailLogo.width) {
  console.error(`Set brandStyle.mailLogo.width in content/brand.ts to ${width}.`);
  process.exitCode = 1;
}
