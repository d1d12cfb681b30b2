import { useRef } from 'react';
import { SmartLink } from '../../components/ui/smart-link';
import { cardSpans, spanClass } from '../grid-columns';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

/**
 * Case studies: who it was for, what was done and the measured result. On wide screens a grid whose
 * rows are always full (up to three a row); below that a row of slides that scrolls sideways, by swipe,
 * by the arrow keys once focused, or by the previous/next buttons. A single case is a feature instead:
 * the story beside its result on wide screens, the full width on phones.
 */
export function CaseStudyCards({ section, isFirst }: SectionProps<'CASE-STUDY-CARDS'>) {
  const trackRef = useRef<HTMLUListElement>(null);
  const cards = section.cardsData ?? [];
  const label = section.heading ?? 'Case studies';
  const slideHeading = itemHeadingTag(isFirst, Boolean(section.heading));
  const spans = cardSpans(cards.length, 3);

  const scrollBySlide = (direction: 1 | -1) => {
    const track = trackRef.current;
    const slide = track?.querySelector('li');
    if (!track || !slide) return;
    track.scrollBy?.({ left: direction * (slide.getBoundingClientRect().width + 24), behavior: 'smooth' });
  };

  return (
    <div className={`container case-study-cards${cards.length === 1 ? ' case-study-cards--single' : ''}`}>
      <div className="case-study-cards__header">
        <SectionIntro
          heading={section.heading}
          subHeading={section.subHeading}
          supportText={section.supportText}
          isFirst={isFirst}
        />
        {cards.length > 1 && (
          <div className="case-study-cards__controls d-lg-none">
            <button type="button" className="btn btn-outline-primary btn-icon" onClick={() => scrollBySlide(-1)}>
              <span aria-hidden="true">←</span>
              <span className="visually-hidden">Previous case study</span>
            </button>
            <button type="button" className="btn btn-outline-primary btn-icon" onClick={() => scrollBySlide(1)}>
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">Next case study</span>
            </button>
          </div>
        )}
      </div>
      {cards.length > 0 && (
        <ul
          ref={trackRef}
          className="case-study-cards__track list-unstyled"
          // Focusable so keyboard users can scroll it with the arrow keys.
          tabIndex={0}
          aria-label={label}
        >
          {cards.map((card, index) => {
            const Heading = slideHeading;
            return (
              <li
                key={`${card.title}-${index}`}
                className={`case-study-card ${spanClass(spans[index])}`}
                aria-label={`${index + 1} of ${cards.length}`}
              >
                <p className="case-study-card__tag">
                  Case study{card.client && <span className="case-study-card__client"> · {card.client}</span>}
                </p>
                <Heading className="case-study-card__title">{card.title}</Heading>
                {card.subTitle && <p className="case-study-card__text">{card.subTitle}</p>}
                {card.result && (
                  <p className="case-study-card__result">
                    <span className="case-study-card__value">{card.result.value}</span>
                    <span className="case-study-card__label">{card.result.label}</span>
                  </p>
                )}
                {card.targetUrl && (
                  <SmartLink to={card.targetUrl} className="case-study-card__link">
                    {card.ctaLabel ?? 'Read the case study'}
                    <span className="visually-hidden">: {card.title}</span>
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
