/**
 * An interview's calendar invite (iCalendar, RFC 5545) as the `.ics` a candidate's calendar offers to
 * add: METHOD:REQUEST, the recruiter as ORGANIZER, the candidate as ATTENDEE (asked to reply), the
 * start in UTC and the length as DURATION. Written by the `ics` library, which folds and escapes the
 * lines; names are cleared of quotes and line breaks first, since a parameter value may not hold them.
 */
import { createEvent } from 'ics';
import type { InterviewInvite, InvitePreview } from '#contracts/admin/mail';

/** Milliseconds to add to UTC to get the wall-clock time in `zone` at `utcMs`. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC moment of a wall-clock date and time in an IANA zone (the later offset across a DST change). */
export function zonedTimeToUtc(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const first = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(first, zone));
}

/** A person's name as a calendar parameter may carry it. */
export const paramName = (name: string) =>
  name
    .replace(/["\\\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);

export type InviteParties = {
  /** Stable per mail, so a later update could replace it. */
  uid: string;
  title: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** "Thu 3 Dec 2026, 15:30–16:15 (Europe/Berlin)" */
function when(start: Date, minutes: number, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(start);
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const end = new Date(start.getTime() + minutes * 60_000);
  return `${day}, ${clock.format(start)}–${clock.format(end)} (${zone})`;
}

export function calendarInvite(invite: InterviewInvite, parties: InviteParties): InvitePreview {
  const start = zonedTimeToUtc(invite.date, invite.time, invite.timeZone);
  const where = [invite.location, invite.videoUrl].filter(Boolean).join(' · ');
  const { error, value } = createEvent({
    uid: parties.uid,
    productId: 'northwind/console',
    method: 'REQUEST',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: invite.durationMinutes },
    title: parties.title,
    description: [parties.description, invite.videoUrl ? `Video link: ${invite.videoUrl}` : '']
      .filter(Boolean)
      .join('\n\n'),
    location: invite.location || invite.videoUrl,
    ...(invite.videoUrl ? { url: invite.videoUrl } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: paramName(parties.organizer.name), email: parties.organizer.email },
    attendees: [
      {
        name: paramName(parties.attendee.name),
        email: parties.attendee.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw new Error(`calendar invite not written: ${error?.message ?? 'no output'}`);
  return {
    fileName: 'invite.ics',
    startsAt: start.toISOString(),
    when: when(start, invite.durationMinutes, invite.timeZone),
    where,
    ics: value,
  };
}
