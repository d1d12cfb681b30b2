/**
 * Illustrated portraits (240×240) for leadership and employee quotes, drawn with DiceBear's
 * "notionists" style (design by Zoish, CC0 1.0; DiceBear code MIT). Every feature is chosen per person
 * rather than left to the seed, so each portrait is distinct, calm and fits a company page (no tongues,
 * waves or slogans on shirts); the background tint comes from the site palette.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { escapeXml } from './svg-kit';

type Options = notionists.Options;
type Variant<K extends keyof Options> = NonNullable<Options[K]> extends ReadonlyArray<infer V> ? V : never;

/** What makes one person's portrait theirs. */
export type Look = {
  hair: Variant<'hair'>;
  body: Variant<'body'>;
  lips: Variant<'lips'>;
  eyes?: Variant<'eyes'>;
  brows?: Variant<'brows'>;
  nose?: Variant<'nose'>;
  glasses?: Variant<'glasses'>;
  beard?: Variant<'beard'>;
  /** Background tint (hex without '#'), from the palette's light tints. */
  tint: string;
};

/** The light tints portraits sit on: teal, mint, sky and sand, each dark-line friendly. */
export const portraitTints = ['d7efe9', 'e6f4f1', 'dce8f5', 'f1ece2'] as const;

const SIZE = 240;

export function portrait(seed: string, look: Look, title: string): string {
  const avatar = createAvatar(notionists, {
    seed,
    size: SIZE,
    backgroundColor: [look.tint],
    hair: [look.hair],
    body: [look.body],
    lips: [look.lips],
    eyes: [look.eyes ?? 'variant01'],
    brows: [look.brows ?? 'variant01'],
    nose: [look.nose ?? 'variant01'],
    glasses: look.glasses ? [look.glasses] : [],
    glassesProbability: look.glasses ? 100 : 0,
    beard: look.beard ? [look.beard] : [],
    beardProbability: look.beard ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
  // Keep the drawing, drop DiceBear's RDF metadata (the credit is on the page) and re-wrap it in the
  // site's own <svg> header: viewBox, intrinsic size and an accessible title.
  const viewBox = /viewBox="([^"]+)"/.exec(avatar)?.[1] ?? `0 0 ${SIZE} ${SIZE}`;
  const inner = avatar
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${SIZE}" height="${SIZE}" fill="none" role="img">` +
    `<title>${escapeXml(title)}</title>${inner}</svg>\n`
  );
}
