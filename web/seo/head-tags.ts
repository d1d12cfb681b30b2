/**
 * The head tags of a page: title, description, canonical URL, Open Graph and Twitter card.
 * Absolute URLs use the placeholder origin while pre-rendering (the server puts its PUBLIC_URL in
 * their place) and that same public origin once the app runs.
 */
import type { MetaDescriptor } from 'react-router';
import { brand } from '#content/brand';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contracts/seo';
import { SOCIAL_CARD, socialCardPath } from './social-card';

let browserOrigin: string | undefined;

/**
 * The origin of absolute URLs. In the browser it is the one the server wrote into the page it sent
 * (its PUBLIC_URL), so hydration claims the server's tags instead of adding a second canonical.
 */
export function publicOrigin(): string {
  if (typeof document === 'undefined') return PUBLIC_ORIGIN_PLACEHOLDER;
  if (!browserOrigin) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    browserOrigin = canonical ? new URL(canonical).origin : window.location.origin;
  }
  return browserOrigin;
}

export type HeadInput = {
  /** The document title, brand included. */
  title: string;
  description: string;
  /** The canonical path ('/a/b'), with its query when the query names the content. */
  path: string;
};

export function headTags({ title, description, path }: HeadInput): MetaDescriptor[] {
  const origin = publicOrigin();
  const url = `${origin}${path}`;
  // Each page has its own card: its title over its section's art (scripts/social-cards).
  const image = `${origin}${socialCardPath(path)}`;
  const imageAlt = `${title}: ${brand.name}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
    { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
}

/** The not-found page: a title, and never indexed. */
export const notFoundHeadTags = (): MetaDescriptor[] => [
  { title: `Page not found | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
];

/** A page's document title: the home page's title stands alone, others carry the brand. */
export const pageTitle = (page: { slug: string; title: string }) =>
  page.slug === 'home' ? page.title : `${page.title} | ${brand.name}`;
