import type { Card } from '#contracts/content';
import { ContentImage } from '../components/ui/content-image';
import { SmartLink } from '../components/ui/smart-link';

type Props = { card: Card; headingLevel: 'h2' | 'h3'; className?: string };

/**
 * A card of icon, title and text. With a `targetUrl` the card ends in a link whose hit area covers the
 * whole card (Bootstrap's stretched-link), so the card is one tab stop.
 */
export function FeatureCard({ card, headingLevel: Heading, className = '' }: Props) {
  return (
    <article className={`feature-card ${className}`}>
      {card.icon && (
        <ContentImage className="feature-card__icon" src={card.icon} alt={card.iconAlt ?? ''} width={56} height={56} />
      )}
      <Heading className="feature-card__title">{card.title}</Heading>
      {card.subTitle && <p className="feature-card__text">{card.subTitle}</p>}
      {card.targetUrl && (
        <SmartLink to={card.targetUrl} className="feature-card__link stretched-link">
          {card.ctaLabel ?? 'Learn more'}
          <span className="visually-hidden">: {card.title}</span>
          <span aria-hidden="true"> →</span>
        </SmartLink>
      )}
    </article>
  );
}
