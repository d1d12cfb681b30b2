/** The size of a page's social card (Open Graph and Twitter's large summary card). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/**
 * Where a page's own social card is: one PNG per page key (the path's last segment; `/` is the home
 * page), rendered at build time by scripts/social-cards/build.ts into the web root.
 */
export const socialCardPath = (path: string) =>
  `/images/social/pages/${path.split('?')[0]?.split('/').filter(Boolean).at(-1) ?? 'home'}.png`;
