/**
 * A page's social card: 1200×630 PNG with the page's title over its section's art. Drawn with satori
 * (a layout of boxes and text → SVG, the text as paths) and rasterised with resvg, both in-process:
 * no browser, no network. The type is the brand typeface (Inter's static files, which satori reads).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brand } from '#content/brand';
import { SOCIAL_CARD } from '../../web/seo/social-card';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 600 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }> | undefined;

const NAVY = '#0b1f3a';
/** The brand mark (web/app-shell/brand-mark.tsx) as a picture. */
const MARK = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14b8a6"/><path d="M8 24 L13 13 L24 8 L19 19 Z" fill="#0b1f3a"/><circle cx="16" cy="16" r="2.2" fill="#fff"/></svg>',
).toString('base64')}`;
const TEAL_BRIGHT = '#14b8a6';

export type CardInput = {
  title: string;
  /** Where the page sits in the site ("Services · Cloud"), shown above the title. */
  eyebrow: string;
  /** The page's section art (an SVG file's text), drawn on the right; none: the brand pattern only. */
  art?: string | undefined;
};

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** The card as an SVG document (text drawn as paths). */
export async function cardSvg({ title, eyebrow, art }: CardInput): Promise<string> {
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(600), weight: 600, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  const { width, height } = SOCIAL_CARD;
  const titleSize = title.length > 48 ? 56 : title.length > 28 ? 66 : 76;
  // The art covers the card's height, at its own aspect ratio, aligned right.
  const [, , artW = 1600, artH = 600] = (art?.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const artWidth = Math.round((height * artW) / artH);
  const tree = h(
    'div',
    { display: 'flex', position: 'relative', width, height, background: NAVY, fontFamily: 'Inter', color: '#fff' },
    [
      art &&
        h('img', { position: 'absolute', right: 0, top: 0, width: artWidth, height }, undefined, {
          src: `data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}`,
          width: artWidth,
          height,
        }),
      // The text side stays navy: the art shows on the right only.
      h('div', {
        position: 'absolute',
        left: 0,
        top: 0,
        width: 820,
        height,
        backgroundImage: `linear-gradient(90deg, ${NAVY} 0%, ${NAVY} 62%, rgba(11,31,58,0) 100%)`,
      }),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', position: 'relative', padding: '64px 72px', width: 800, height },
        [
          h('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
            h('img', { width: 48, height: 48 }, undefined, { src: MARK, width: 48, height: 48 }),
            h('div', { fontSize: 30, fontWeight: 700, letterSpacing: -0.5 }, brand.name),
          ]),
          h('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto', marginBottom: 'auto' }, [
            h('div', { width: 64, height: 6, borderRadius: 3, background: TEAL_BRIGHT, marginBottom: 26 }),
            h(
              'div',
              {
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 2.5,
                textTransform: 'uppercase',
                color: TEAL_BRIGHT,
                marginBottom: 16,
              },
              eyebrow,
            ),
            h('div', { fontSize: titleSize, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }, title),
          ]),
          h('div', { fontSize: 24, color: 'rgba(255,255,255,0.78)' }, brand.domain),
        ],
      ),
    ].filter(Boolean),
  );
  // satori takes React-element-shaped objects; no React needed to build them.
  return satori(tree as unknown as Parameters<typeof satori>[0], { width, height, fonts });
}

/** The card as a PNG. */
export async function cardPng(input: CardInput): Promise<Buffer> {
  const svg = await cardSvg(input);
  return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_CARD.width } }).render().asPng();
}
