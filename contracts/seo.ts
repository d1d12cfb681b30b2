/**
 * What the pre-rendered HTML and the server agree on for absolute URLs (canonical, Open Graph).
 * Pages are pre-rendered at build time, but the public origin (PUBLIC_URL) is a server setting: the
 * build writes this placeholder origin and the server replaces it with its public origin when it
 * sends the page. `.invalid` is reserved (RFC 2606), so it never collides with a real host.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/** The picture shared pages show in link previews (1200×630 PNG; SVG is not accepted by most). */
export const DEFAULT_SOCIAL_IMAGE = { path: '/images/social/northwind-card.png', width: 1200, height: 630 } as const;
