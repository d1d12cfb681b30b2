import type { Card } from '#contracts/content';
import { Icon } from '../components/icons/icon';
import { contentIconName } from '../components/icons/icon-names';
import { ContentImage } from '../components/ui/content-image';
import { SmartLink } from '../components/ui/smart-link';

type Props = { card: Card; headingLevel: 'h2' | 'h3'; className?: string };

/**
 * A card of icon, title and text. An icon path of the icon set (`/images/icons/<name>.svg`) is drawn
 * from the sprite; any other picture is shown as it is. With a `targetUrl` the card ends in a link whose hit area covers the
 * whole card (Bootstrap's stretched-link), so the card is one tab stop.
 */
export function FeatureCard({ card, headingLevel: Heading, className = '' }: Props) {
  const iconName = contentIconName(card.icon);
  return (
    <article className={`feature-card ${className}`}>
      {iconName ? (
        // An icon of the site's icon set, from the sprite (drawn in the card's accent colour).
        <span className="feature-card__icon feature-card__icon--set">
          <Icon name={iconName} size={28} label={card.iconAlt} />
        </span>
      ) : (
        card.icon && (
          <ContentImage
            className="feature-card__icon"
            src={card.icon}
            alt={card.iconAlt ?? ''}
            width={56}
            height={56}
          />
        )
      )}
      <Heading className="feature-card__title">{card.title}</Heading>
      {card.subTitle && <p className="feature-card__text">{card.subTitle}</p>}
      {card.targetUrl && (
        <SmartLink to={card.targetUrl} className="feature-card__link stretched-link">
          {card.ctaLabel ?? 'Learn more'}
          <span className="visually-hidden">: {card.title}</span>
          <Icon name="arrow-right" size={18} className="feature-card__arrow" />
        </SmartLink>
      )}
    </article>
  );
}
