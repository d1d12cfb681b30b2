import { useEffect, useRef } from 'react';
import { useInView } from '../../components/ui/use-in-view';
import { useReducedMotion } from '../../components/ui/use-reduced-motion';
import { SectionIntro } from '../section-intro';
import type { SectionProps } from '../section-props';
import { type CounterFormat, createCounter, formatCounter, statFormat } from './counter';

/**
 * One figure. The pre-rendered HTML holds the final value (readable without JavaScript); once the
 * page runs, the figure resets to 0 and counts up when it scrolls into view. Screen readers get the
 * final value only, never the moving digits. Reduced motion: the final value, no counting.
 */
function StatValue({ value, format, start }: { value: string; format: CounterFormat; start: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const finalText = formatCounter(value, format);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    const counter = createCounter(element, { end: value, ...format });
    if (start) counter.start();
    return () => {
      counter.onDestroy();
      element.textContent = finalText;
    };
  }, [value, format, start, reducedMotion, finalText]);

  return (
    <>
      <span ref={ref} className="stat-card__value" aria-hidden="true" data-testid="stat-value">
        {finalText}
      </span>
      <span className="visually-hidden">{finalText}</span>
    </>
  );
}

const formats = [0, 1, 2, 3, 4, 5, 6, 7].map(statFormat);

/** Figures that count up from 0 over 2 s when the section scrolls into view. */
export function StatsCards({ section, isFirst }: SectionProps<'STATS-CARDS'>) {
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef);
  return (
    <div className="container stats-cards">
      <SectionIntro
        heading={section.heading}
        subHeading={section.subHeading}
        supportText={section.supportText}
        isFirst={isFirst}
        align="center"
      />
      <ul ref={listRef} className="stats-cards__grid list-unstyled">
        {section.stats.map((stat, index) => (
          <li key={`${stat.title}-${index}`} className="stat-card">
            <StatValue value={stat.title} format={formats[index] ?? statFormat(index)} start={inView} />
            <span className="stat-card__label">{stat.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
