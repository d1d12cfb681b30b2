import { useRef } from 'react';
import type { SectionOf } from '#contracts/content';
import { ContentImage } from '../../components/ui/content-image';
import { useHydrated } from '../../components/ui/use-hydrated';
import { useInView } from '../../components/ui/use-in-view';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import { SectionIntro, itemHeadingTag } from '../section-intro';
import type { SectionProps } from '../section-props';

type Value = SectionOf<'COMPANY-VALUES'>['values'][number];

/**
 * One row: text on one side, picture on the other. The text is visible in the pre-rendered HTML; once
 * the page runs it is hidden until the row scrolls into view, then rises in (never with reduced motion).
 */
function ValueRow({ value, index, headingLevel: Title }: { value: Value; index: number; headingLevel: 'h2' | 'h3' }) {
  const rowRef = useRef<HTMLLIElement>(null);
  const inView = useInView(rowRef, { threshold: 0.2 });
  const reducedMotion = useReducedMotion();
  const mounted = useHydrated();

  const state = !mounted || reducedMotion ? 'static' : inView ? 'shown' : 'waiting';
  return (
    <li ref={rowRef} className={`value-row${index % 2 === 1 ? ' value-row--reversed' : ''}`}>
      <div className={`value-row__text is-${state}`} data-testid="value-text">
        <Title className="value-row__title">{value.title}</Title>
        <p className="value-row__description">{value.description}</p>
      </div>
      <div className="value-row__media">
        <ContentImage className="value-row__image" src={value.img} alt={value.imgAlt ?? ''} width={560} height={420} />
      </div>
    </li>
  );
}

/** Company values in alternating text/picture rows; each row's text rises in when scrolled into view. */
export function CompanyValues({ section, isFirst }: SectionProps<'COMPANY-VALUES'>) {
  const headingLevel = itemHeadingTag(isFirst, Boolean(section.heading));
  return (
    <div className="container company-values">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <ul className="company-values__list list-unstyled">
        {section.values.map((value, index) => (
          <ValueRow key={`${value.title}-${index}`} value={value} index={index} headingLevel={headingLevel} />
        ))}
      </ul>
    </div>
  );
}
