/**
 * Marks of the technologies we work with, from simple-icons (CC0; each brand's own guidelines still
 * apply: the marks are shown unaltered in shape, in one colour, beside the product's name, and only as
 * technologies we use, never as clients). Brands that simple-icons does not publish (AWS, Azure) are
 * shown by name only: no look-alike is drawn.
 */
import * as icons from 'simple-icons';
import { escapeXml, palette } from './svg-kit';

type SimpleIcon = { title: string; slug: string; path: string };

const bySlug = new Map<string, SimpleIcon>(
  Object.values(icons as unknown as Record<string, SimpleIcon | string>)
    .filter((icon): icon is SimpleIcon => typeof icon === 'object' && icon !== null && 'path' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** The simple-icons entry for a slug, or an error naming the slug (a typo should fail the build). */
export function simpleIcon(slug: string): SimpleIcon {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no mark "${slug}"`);
  return icon;
}

/** A mark as a 32×32 SVG file in the palette's navy. */
export function mark(slug: string): string {
  const icon = simpleIcon(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" role="img">` +
    `<title>${escapeXml(icon.title)}</title><path d="${icon.path}" fill="${palette.navy2}"/></svg>\n`
  );
}
