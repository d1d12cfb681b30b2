const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * An ISO date ("2025-03-04") in long US format ("March 4, 2025"). Read and written in UTC, so the
 * day never shifts with the visitor's time zone.
 */
export function formatBlogDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return longUsDate.format(date);
}
