/** How the console writes dates, times and counts: one locale, the viewer's time zone. */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const count = new Intl.NumberFormat('en-US');

/** '23 Nov 2026, 09:12' from an ISO moment; '—' when there is none. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** '23 Nov 2026' from yyyy-mm-dd (a calendar day, shown as written, whatever the time zone). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateOnly.format(date);
}

export const formatCount = (value: number) => count.format(value);

/** '1.2 MB' */
export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** 'In progress' from 'in-progress' / 'in_progress'. */
export const humanize = (value: string) => {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
