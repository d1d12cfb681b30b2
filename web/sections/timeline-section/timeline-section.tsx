import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Milestones in order (e.g. 2011 to 2025) on a vertical line: alternating sides on wide screens,
 * one column on phones. An ordered list, so screen readers hear "item 3 of 15".
 */
export function TimelineSection({ section, isFirst }: SectionProps<'TIMELINE-SECTION'>) {
  const Title = itemHeadingTag(isFirst, Boolean(section.heading));
  return (
    <div className="container timeline">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <ol className="timeline__list list-unstyled">
        {section.cardsData.map((card, index) => (
          <li key={`${card.title}-${index}`} className="timeline__item">
            <div className="timeline__card">
              <Title className="timeline__year">{card.title}</Title>
              {card.subTitle && <p className="timeline__headline">{card.subTitle}</p>}
              <p className="timeline__text">{card.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
