import { CountUp } from 'countup.js';

/** docs/product.md §4: counters run 2 s with '.' decimals and ',' thousands, 0 decimals unless told. */
export const COUNTER_DURATION_S = 2;

export type CounterFormat = { prefix?: string; suffix?: string; decimalPlaces?: number };

/** How the n-th stat is shown: the first three followed by '+' ("45,000+"), the fourth as a percentage with one decimal. */
export function statFormat(index: number): CounterFormat {
  if (index < 3) return { suffix: '+', decimalPlaces: 0 };
  if (index === 3) return { suffix: '%', decimalPlaces: 1 };
  return { decimalPlaces: 0 };
}

/** A counter's start or end value as a number; anything that is not a plain number is rejected. */
export function toCounterValue(value: string | number, role: 'start' | 'end'): number {
  const number = typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw new TypeError(`Counter ${role} value is not a number: ${JSON.stringify(value)}`);
  return number;
}

/**
 * The final text of a counter, exactly as the count-up prints it when it ends (e.g. "45,000+", "94.7%"):
 * countup.js's own formatting ('.' decimals by toFixed, ',' every three digits). Not Intl.NumberFormat:
 * a page's first one loads the browser's number data, a ~50 ms task on a phone while the stats hydrate.
 */
export function formatCounter(value: string | number, { prefix = '', suffix = '', decimalPlaces = 0 }: CounterFormat) {
  const number = toCounterValue(value, 'end');
  const [whole = '', fraction] = Math.abs(number).toFixed(decimalPlaces).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number < 0 ? '-' : ''}${prefix}${grouped}${fraction === undefined ? '' : `.${fraction}`}${suffix}`;
}

/**
 * A countup.js counter on `element`, from `start` (default 0) to `end` over 2 s. Throws a TypeError
 * when either value is not numeric. The text is written with textContent, never as HTML.
 */
export function createCounter(
  element: HTMLElement,
  { start = 0, end, ...format }: { start?: string | number; end: string | number } & CounterFormat,
): CountUp {
  const startVal = toCounterValue(start, 'start');
  const endVal = toCounterValue(end, 'end');
  const counter = new CountUp(element, endVal, {
    startVal,
    duration: COUNTER_DURATION_S,
    decimal: '.',
    separator: ',',
    useGrouping: true,
    decimalPlaces: format.decimalPlaces ?? 0,
    prefix: format.prefix ?? '',
    suffix: format.suffix ?? '',
    plugin: {
      render: (el, formatted) => {
        el.textContent = formatted;
      },
    },
  });
  if (counter.error) throw new TypeError(counter.error);
  return counter;
}
