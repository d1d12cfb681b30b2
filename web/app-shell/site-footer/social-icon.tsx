import type { SocialNetwork } from '#contracts/content';
import { Icon } from '../../components/icons/icon';

/** A network's mark from the site's icon set (Tabler's brand icons, in the sprite): no icon font, no third-party request. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Icon name={network} size={22} />;
}
