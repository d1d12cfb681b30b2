/** The months' names, for dates the site spells out. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * An ISO date ("2025-03-04") in long US format ("March 4, 2025"). Read and written in UTC, so the
 * day never shifts with the visitor's time zone. Spelled out rather than with Intl.DateTimeFormat: a
 * page's first one loads the browser's calendar data, tens of milliseconds on a phone.
 */
export function longUsDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
