/**
 * An interview's facts as each reader reads them: the date and time in the reader's own zone (named
 * as people know it, "India (IST)", "US Central (CST)"), the length, the place and the link. The
 * mails' merge fields and the facts block under every interview mail come from here, from the same
 * start and length the calendar invite carries, so no mail can state another time than its invite.
 */
import { INTERVIEW_ROUND_LABELS, type InterviewRound } from '#contracts/admin/interviews';
import type { InterviewMergeField } from '#contracts/admin/mail';
import { zoneLabel } from '#contracts/admin/time-zones';
import type { Field } from '../mail/templates/parts';

export type InterviewFacts = {
  start: Date;
  durationMinutes: number;
  /** The zone it was set in. */
  timeZone: string;
  location: string;
  videoUrl: string;
  round?: InterviewRound | null;
  panel?: readonly string[];
};

const dayFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
const clockFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Wed 2 Dec 2026" (the day in `zone`). */
export const dayIn = (start: Date, zone: string) => dayFormat(zone).format(start).replace(',', '');

/** "20:30–21:30 India (IST)" */
export function timeIn(start: Date, minutes: number, zone: string): string {
  const clock = clockFormat(zone);
  const end = new Date(start.getTime() + minutes * 60_000);
  return `${clock.format(start)}–${clock.format(end)} ${zoneLabel(zone, start)}`;
}

/** "Wed 2 Dec 2026, 20:30–21:30 India (IST)" */
export const whenIn = (start: Date, minutes: number, zone: string) =>
  `${dayIn(start, zone)}, ${timeIn(start, minutes, zone)}`;

export const lengthText = (minutes: number) =>
  minutes % 60 === 0 && minutes >= 60 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/** The `{{interview.*}}` values for a reader in `readerZone`. */
export function interviewValues(facts: InterviewFacts, readerZone: string): Record<InterviewMergeField, string> {
  return {
    'interview.date': dayIn(facts.start, readerZone),
    'interview.time': timeIn(facts.start, facts.durationMinutes, readerZone),
    'interview.length': lengthText(facts.durationMinutes),
    'interview.place': facts.location || 'online',
    'interview.link': facts.videoUrl || 'none (in person)',
    'interview.round': facts.round ? INTERVIEW_ROUND_LABELS[facts.round] : 'Interview',
  };
}

/** The facts block under the mail: what the invite says, in the reader's zone (and the zone it was set in). */
export function interviewFactRows(facts: InterviewFacts, readerZone: string): Field[] {
  const when = whenIn(facts.start, facts.durationMinutes, readerZone);
  const setIn = readerZone === facts.timeZone ? null : whenIn(facts.start, facts.durationMinutes, facts.timeZone);
  return [
    ['When', when],
    ['Same moment', setIn],
    ['Length', lengthText(facts.durationMinutes)],
    ['Place', facts.location],
    ['Video link', facts.videoUrl],
    ['Round', facts.round ? INTERVIEW_ROUND_LABELS[facts.round] : null],
    ['Panel', facts.panel?.length ? facts.panel.join(', ') : null],
  ];
}
