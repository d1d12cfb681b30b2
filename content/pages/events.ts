/**
 * The company's events: each named with its year, listed on the News page, and labelled past once its
 * last day is behind the day the site is built (so a build in December moves a December event along).
 */
import { brand } from '../brand';
import { MONTH_NAMES } from '#contracts/long-date';

export type CompanyEvent = {
  /** The title with its year, as the menus and the News page show it: "Diwali Celebrations 2025". */
  title: string;
  /** First and last day (yyyy-mm-dd). */
  start: string;
  end: string;
  where: string;
  summary: string;
  /** The event's own page, or the page that says more about it. */
  targetUrl: string;
};

export const EVENTS: readonly CompanyEvent[] = [
  {
    title: 'Intern Demo Day 2026',
    start: '2026-12-11',
    end: '2026-12-11',
    where: 'Gondia head office and online',
    summary:
      'The autumn interns show what they built in three months to their mentors, our clients and their families.',
    targetUrl: '/careers/internship',
  },
  {
    title: 'Diwali Celebrations 2025',
    start: '2025-10-20',
    end: '2025-10-24',
    where: 'All six offices',
    summary: `A rangoli competition, 600 painted diyas and one lamp-lighting on a shared call across ${brand.shortName}'s offices.`,
    targetUrl: '/events/diwali-celebrations',
  },
];

/** The Diwali page's event (its band says when it was, and that it is past). */
export const DIWALI_2025 = EVENTS[1] as CompanyEvent;

const parts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: MONTH_NAMES[(month ?? 1) - 1] ?? '', day: day ?? 1 };
};

/** "20–24 October 2025", or "11 December 2026" for a one-day event. */
export function eventDates(event: Pick<CompanyEvent, 'start' | 'end'>): string {
  const from = parts(event.start);
  const to = parts(event.end);
  if (event.start === event.end) return `${from.day} ${from.month} ${from.year}`;
  return from.month === to.month && from.year === to.year
    ? `${from.day}–${to.day} ${to.month} ${to.year}`
    : `${from.day} ${from.month} – ${to.day} ${to.month} ${to.year}`;
}

/** Whether the event's last day is before `today` (a yyyy-mm-dd string compares as a date). */
export const isPast = (event: Pick<CompanyEvent, 'end'>, today: Date = new Date()): boolean =>
  event.end < today.toISOString().slice(0, 10);

/** "Past event · 20–24 October 2025" or "Upcoming · 11 December 2026". */
export const eventLabel = (event: CompanyEvent, today: Date = new Date()): string =>
  `${isPast(event, today) ? 'Past event' : 'Upcoming'} · ${eventDates(event)}`;
