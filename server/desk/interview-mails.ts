/**
 * The mails of a client interview: one to the candidate and one to each panel member, each stating
 * the interview's date and time in its reader's own zone, its length, place and link, written by
 * the server from the same start and length as the attached calendar invite (the recruiter's words,
 * with `{{interview.*}}` fields filled per reader, come above that facts block). All invites share
 * the interview's UID and SEQUENCE. The candidate's invite names only the candidate and the
 * organiser, the panel's only the panel: the client never receives the candidate's address.
 */
import { INTERVIEW_ROUND_LABELS, type InterviewRound, type PanelMember } from '#contracts/admin/interviews';
import { oneLine, visitorFirstName } from '../mail/compose';
import { defaultCompany, fillMergeFields, renderCandidateMessage } from '../mail/templates';
import type { OutgoingMail } from '../repositories/outbox.repository';
import { icsAttachment, interviewIcs } from './interview-calendar';
import { interviewFactRows, interviewValues, whenIn } from './interview-facts';

export type InterviewSend = {
  uid: string;
  sequence: number;
  /** schedule, reschedule or cancel. */
  action: 'schedule' | 'reschedule' | 'cancel';
  start: Date;
  durationMinutes: number;
  timeZone: string;
  location: string;
  videoUrl: string;
  round: InterviewRound;
  panel: readonly PanelMember[];
  candidate: { name: string; email: string; timeZone: string };
  jobTitle: string;
  recruiter: { name: string; email: string };
  message: string;
  reason?: string;
};

export type InterviewMail = { role: 'candidate' | 'panel'; to: string; when: string; mail: OutgoingMail };

const address = (person: { name: string; email: string }) =>
  `"${oneLine(person.name).replace(/["\\]/g, '')}" <${person.email}>`;

const OPENING: Record<InterviewSend['action'], { candidate: string; panel: string; subject: string }> = {
  schedule: {
    candidate: 'You are invited to a client interview for {{jobTitle}} on {{interview.date}} at {{interview.time}}.',
    panel: 'Your interview with {{candidate}} for {{jobTitle}} is booked for {{interview.date}} at {{interview.time}}.',
    subject: 'Interview',
  },
  reschedule: {
    candidate:
      'Your client interview for {{jobTitle}} has moved: it is now on {{interview.date}} at {{interview.time}}. The calendar invite attached replaces the earlier one.',
    panel:
      'Your interview with {{candidate}} for {{jobTitle}} has moved: it is now on {{interview.date}} at {{interview.time}}. The calendar invite attached replaces the earlier one.',
    subject: 'Rescheduled',
  },
  cancel: {
    candidate:
      'Your client interview for {{jobTitle}} on {{interview.date}} at {{interview.time}} is cancelled. The attached update removes it from your calendar.',
    panel:
      'Your interview with {{candidate}} for {{jobTitle}} on {{interview.date}} at {{interview.time}} is cancelled. The attached update removes it from your calendar.',
    subject: 'Cancelled',
  },
};

export function interviewMails(send: InterviewSend): InterviewMail[] {
  const facts = {
    start: send.start,
    durationMinutes: send.durationMinutes,
    timeZone: send.timeZone,
    location: send.location,
    videoUrl: send.videoUrl,
    round: send.round,
    panel: send.panel.map((member) => member.name),
  };
  const method = send.action === 'cancel' ? 'CANCEL' : 'REQUEST';
  const round = INTERVIEW_ROUND_LABELS[send.round];
  const calendar = (attendees: readonly { name: string; email: string }[], title: string) =>
    icsAttachment(
      interviewIcs({
        uid: send.uid,
        sequence: send.sequence,
        method,
        start: send.start,
        durationMinutes: send.durationMinutes,
        title,
        description: `${round} interview for ${send.jobTitle}, arranged by ${send.recruiter.name} of ${defaultCompany}.`,
        location: send.location,
        videoUrl: send.videoUrl,
        organizer: send.recruiter,
        attendees,
      }),
      method,
    );

  const compose = (reader: { role: 'candidate' | 'panel'; name: string; email: string; timeZone: string }) => {
    const values = {
      firstName: visitorFirstName(reader.name) || 'there',
      jobTitle: oneLine(send.jobTitle),
      company: defaultCompany,
      recruiterName: oneLine(send.recruiter.name),
      ...interviewValues(facts, reader.timeZone),
    };
    const opening = OPENING[send.action][reader.role].replace('{{candidate}}', oneLine(send.candidate.name));
    const body = [
      `Dear ${values.firstName},`,
      fillMergeFields(opening, values),
      ...(send.reason ? [`Reason: ${send.reason}`] : []),
      ...(send.message ? [fillMergeFields(send.message, values)] : []),
      `Kind regards,\n${values.recruiterName}\n${defaultCompany}`,
    ].join('\n\n');
    const when = whenIn(send.start, send.durationMinutes, reader.timeZone);
    const subject = oneLine(
      reader.role === 'candidate'
        ? `${OPENING[send.action].subject}: ${send.jobTitle}, ${values['interview.date']} ${values['interview.time']}`
        : `${OPENING[send.action].subject}: ${send.candidate.name} for ${send.jobTitle}, ${values['interview.date']} ${values['interview.time']}`,
    );
    const { html, text } = renderCandidateMessage({
      body,
      facts: interviewFactRows(facts, reader.timeZone),
      ...(reader.role === 'panel'
        ? { reason: `You get this mail because you are on the panel of an interview arranged by ${defaultCompany}.` }
        : {}),
    });
    return { subject, html, text, when };
  };

  const candidateMail = compose({ role: 'candidate', ...send.candidate });
  const candidateTitle = `${round} interview: ${send.jobTitle} (${defaultCompany})`;
  const panelTitle = `${round} interview: ${send.candidate.name} for ${send.jobTitle}`;
  return [
    {
      role: 'candidate',
      to: send.candidate.email,
      when: candidateMail.when,
      mail: {
        kind: 'candidate',
        to: [send.candidate.email],
        subject: candidateMail.subject,
        html: candidateMail.html,
        text: candidateMail.text,
        replyTo: address(send.recruiter),
        subjectEmail: send.candidate.email,
        attachments: [calendar([send.candidate], candidateTitle)],
      },
    },
    ...send.panel.map((member): InterviewMail => {
      const mail = compose({ role: 'panel', ...member });
      return {
        role: 'panel',
        to: member.email,
        when: mail.when,
        mail: {
          kind: 'desk',
          to: [member.email],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          replyTo: address(send.recruiter),
          // Erasing the candidate removes the mails about them too.
          subjectEmail: send.candidate.email,
          attachments: [calendar(send.panel, panelTitle)],
        },
      };
    }),
  ];
}
