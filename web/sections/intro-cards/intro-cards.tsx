import { FeatureCard } from '../feature-card';
import { cardSpans, spanClass } from '../grid-columns';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/** An introduction (heading, text) above a grid of icon cards, e.g. the services a page offers; rows are always full. */
export function IntroCards({ section, isFirst }: SectionProps<'INTRO-CARDS'>) {
  const cardHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  const spans = cardSpans(section.cardsData.length, 4);
  return (
    <div className="container intro-cards">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      {section.cardsData.length > 0 && (
        <ul className="card-grid list-unstyled">
          {section.cardsData.map((card, index) => (
            <li key={`${card.title}-${index}`} className={spanClass(spans[index])}>
              <FeatureCard card={card} headingLevel={cardHeading} className="feature-card--raised" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
