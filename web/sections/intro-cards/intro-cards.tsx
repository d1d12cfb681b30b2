import { FeatureCard } from '../feature-card';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/** An introduction (heading, text) above a grid of icon cards, e.g. the services a page offers. */
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
        <ul className="intro-cards__grid list-unstyled">
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
