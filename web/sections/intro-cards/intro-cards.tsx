import { FeatureCard } from '../feature-card';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/** An introduction (heading, text) above a grid of icon cards, e.g. the services a page offers. */
/**
 * Columns on wide screens: up to four in one row; beyond that three or four, whichever fills the
 * rows evenly or leaves the fuller last row (6 → 3 + 3, 7 → 4 + 3, 5 → 3 + 2).
 */
export function introColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  if (count % 4 === 0) return 4;
  if (count % 3 === 0) return 3;
  return count % 4 > count % 3 ? 4 : 3;
}

export function IntroCards({ section, isFirst }: SectionProps<'INTRO-CARDS'>) {
  const cardHeading = itemHeadingTag(isFirst, Boolean(section.heading));
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
        <ul className={`intro-cards__grid intro-cards__grid--${introColumns(section.cardsData.length)} list-unstyled`}>
          {section.cardsData.map((card, index) => (
            <li key={`${card.title}-${index}`}>
              <FeatureCard card={card} headingLevel={cardHeading} className="feature-card--raised" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
