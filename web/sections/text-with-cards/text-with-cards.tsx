import { FeatureCard } from '../feature-card';
import { cardSpans, spanClass } from '../grid-columns';
import { SectionCta } from '../section-cta';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Text on one side (heading, paragraphs, optional button), on the other a two-column set of cards (rows
 * always full) or, with `layout: 'list'`, a compact two-column list without boxes.
 */
export function TextWithCards({ section, isFirst }: SectionProps<'TEXT-WITH-CARDS'>) {
  const cardHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  const spans = cardSpans(section.cardsData.length, 2);
  return (
    <div className="container text-with-cards">
      <div className="row g-4 g-lg-5 align-items-start">
        <div className="col-lg-5">
          <SectionIntro
            heading={section.heading}
            subHeading={section.subHeading}
            supportText={section.supportText}
            isFirst={isFirst}
            className="text-with-cards__intro"
          >
            <SectionCta targetUrl={section.targetUrl} variant="outline" />
          </SectionIntro>
        </div>
        <div className="col-lg-7">
          {section.layout === 'list' ? (
            <ul className="feature-list list-unstyled">
              {section.cardsData.map((card, index) => (
                <li key={`${card.title}-${index}`}>
                  <FeatureCard card={card} headingLevel={cardHeading} className="feature-card--flat" />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="card-grid list-unstyled">
              {section.cardsData.map((card, index) => (
                <li key={`${card.title}-${index}`} className={spanClass(spans[index])}>
                  <FeatureCard card={card} headingLevel={cardHeading} className="feature-card--outlined" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
