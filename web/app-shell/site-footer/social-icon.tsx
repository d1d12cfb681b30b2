import type { SocialNetwork } from '#contracts/content';

/**
 * The five networks' glyphs, one `<symbol>` each (id = network) in a static sprite: no icon font, no
 * third-party request, and no path data in the script every page loads. The browser caches it.
 */
export const SOCIAL_ICONS_URL = '/images/social/icons.svg';

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_ICONS_URL}#${network}`} />
    </svg>
  );
}
