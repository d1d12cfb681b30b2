/**
 * Numbers and dates for the board, written by hand: a page's first Intl object loads the browser's
 * locale data (tens of milliseconds on a phone), and these two shapes are all the board needs.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 12345 → "12,345". */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "2026-11-05" → "Nov 5, 2026"; anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : day;
}

/** The job page's facts to show: the client's only where the opening names one (none for Northwind's own). */
export const shownFacts = <T extends { value: string }>(facts: readonly T[], opening: { CLIENT_LABEL?: string }) =>
  facts.filter((fact) => !fact.value.includes('{CLIENT_LABEL}') || opening.CLIENT_LABEL);
