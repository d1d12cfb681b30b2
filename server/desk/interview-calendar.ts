/**
 * A client interview's calendar invite (iCalendar, RFC 5545), the same for every reader: one UID for
 * the interview's life, SEQUENCE 0 when first sent and one higher at each reschedule or cancel (so
 * calendars replace the earlier one), METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED. The
 * start is in UTC, the length a DURATION; the candidate and the panel are attendees.
 */
import { createEvent } from 'ics';
import { paramName } from '../admin/mail/calendar-invite';

export type InterviewCalendar = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  videoUrl: string;
  organizer: { name: string; email: string };
  attendees: readonly { name: string; email: string }[];
};

export function interviewIcs(event: InterviewCalendar): string {
  const { error, value } = createEvent({
    uid: event.uid,
    sequence: event.sequence,
    productId: 'northwind/console',
    method: event.method,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: [event.description, event.videoUrl ? `Video link: ${event.videoUrl}` : '']
      .filter(Boolean)
      .join('\n\n'),
    location: event.location || event.videoUrl,
    ...(event.videoUrl ? { url: event.videoUrl } : {}),
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: paramName(event.organizer.name), email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: paramName(person.name),
      email: person.email,
      rsvp: event.method === 'REQUEST',
      partstat: 'NEEDS-ACTION' as const,
      role: 'REQ-PARTICIPANT' as const,
    })),
  });
  if (error || !value) throw new Error(`calendar invite not written: ${error?.message ?? 'no output'}`);
  return value;
}

/** The attachment as mail clients expect it (the method in the content type too). */
export const icsAttachment = (ics: string, method: InterviewCalendar['method']) => ({
  filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: Buffer.from(ics, 'utf8'),
});
