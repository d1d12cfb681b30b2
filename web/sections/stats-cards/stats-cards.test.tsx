import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { stubIntersectionObserver, stubMatchMedia } from '../test-support/browser-stubs';
import { renderSection } from '../test-support/render-section';
import { createCounter, formatCounter, toCounterValue } from './counter';
import { StatsCards } from './stats-cards';

const section: SectionOf<'STATS-CARDS'> = {
  type: 'STATS-CARDS',
  heading: 'Northwind in numbers',
  stats: [
    { title: '45000', description: 'resumes in our candidate database' },
    { title: '250', description: 'people' },
    { title: '35', description: 'industries served' },
    { title: '94.7', description: 'satisfaction score' },
  ],
};

const shown = () => screen.getAllByTestId('stat-value').map((el) => el.textContent);

describe('counter', () => {
  it('rejects a non-numeric start or end value with an error', () => {
    const el = document.createElement('span');
    expect(() => createCounter(el, { end: 'lots' })).toThrow(TypeError);
    expect(() => createCounter(el, { start: 'zero', end: 10 })).toThrow(/start value/);
    expect(() => createCounter(el, { end: '12abc' })).toThrow(/end value/);
    expect(() => toCounterValue('', 'end')).toThrow();
    expect(() => createCounter(el, { end: '45000' })).not.toThrow();
  });

  it('formats with comma separators, a trailing plus or a one-decimal percentage', () => {
    expect(formatCounter('45000', { suffix: '+' })).toBe('45,000+');
    expect(formatCounter('94.7', { suffix: '%', decimalPlaces: 1 })).toBe('94.7%');
    expect(formatCounter('1234567', {})).toBe('1,234,567');
  });

  it('writes exactly what the count-up shows when it ends, for any value and format', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('', '+'),
        fc.constantFrom('', '%', '+'),
        (value, decimalPlaces, prefix, suffix) => {
          const format = { prefix, suffix, decimalPlaces };
          const counter = createCounter(document.createElement('span'), { end: value, ...format });
          expect(formatCounter(value, format)).toBe(counter.formatNumber(value));
        },
      ),
    );
  });
});

describe('StatsCards', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits at 0 until scrolled into view, then counts up over 2 seconds', () => {
    stubMatchMedia({ reducedMotion: false });
    const viewport = stubIntersectionObserver();
    renderSection(<StatsCards section={section} isFirst={false} />);
    expect(shown()).toEqual(['0+', '0+', '0+', '0.0%']);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['0+', '0+', '0+', '0.0%']);

    act(() => viewport.scrollIntoView());
    act(() => vi.advanceTimersByTime(1000));
    const halfway = screen.getAllByTestId('stat-value')[0]?.textContent ?? '';
    const halfwayNumber = Number(halfway.replace(/[+,]/g, ''));
    expect(halfwayNumber).toBeGreaterThan(0);
    expect(halfwayNumber).toBeLessThan(45000);

    act(() => vi.advanceTimersByTime(1100));
    expect(shown()).toEqual(['45,000+', '250+', '35+', '94.7%']);
  });

  it('offers screen readers the final figures only', () => {
    stubMatchMedia({ reducedMotion: false });
    stubIntersectionObserver();
    renderSection(<StatsCards section={section} isFirst={false} />);
    for (const el of screen.getAllByTestId('stat-value')) expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('45,000+', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('94.7%', { selector: '.visually-hidden' })).toBeInTheDocument();
  });

  it('shows the final values at once when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    stubIntersectionObserver();
    renderSection(<StatsCards section={section} isFirst={false} />);
    expect(shown()).toEqual(['45,000+', '250+', '35+', '94.7%']);
  });

  it('puts its heading at h2 unless it opens the page', () => {
    stubMatchMedia({ reducedMotion: true });
    stubIntersectionObserver();
    renderSection(<StatsCards section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Northwind in numbers' })).toBeInTheDocument();
  });
});
