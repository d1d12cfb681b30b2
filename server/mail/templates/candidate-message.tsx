/**
 * The mails recruiters send candidates from the console: the layout a message is wrapped in, and the
 * three starting texts (acknowledge, invite to interview, reject) with their merge fields. The
 * console edits and sends; this module only fills and wraps.
 *
 * A text is plain text with `{{firstName}}`, `{{jobTitle}}`, `{{company}}` and `{{recruiterName}}`;
 * paragraphs are separated by a blank line. Every merged value and every typed character is escaped
 * where it lands (React), and the HTML a caller brings is sanitised before it is wrapped.
 */
import sanitizeHtml from 'sanitize-html';
import { INTERVIEW_MERGE_FIELDS, type InterviewMergeField, MERGE_FIELDS, type MergeField } from '#contracts/admin/mail';
import { Layout } from './layout';
import { type Field, Fields, P } from './parts';
import { renderMail, type RenderedMail } from './render';
import { brand } from './theme';

export { MERGE_FIELDS, type MergeField };
export type MergeValues = Record<MergeField, string> & Partial<Record<InterviewMergeField, string>>;

export type CandidateTemplateId = 'acknowledge' | 'interview' | 'reject';
export type CandidateTemplate = { id: CandidateTemplateId; name: string; subject: string; body: string };

export const CANDIDATE_TEMPLATES: Record<CandidateTemplateId, CandidateTemplate> = {
  acknowledge: {
    id: 'acknowledge',
    name: 'Acknowledge',
    subject: 'Your application for {{jobTitle}}',
    body: [
      'Dear {{firstName}},',
      'Thank you for applying for {{jobTitle}} with {{company}}. I have your application and resume, and I am reading them now.',
      'If your profile fits the role, I will call you at the time you gave to talk about the role and the client. Either way, you will hear from me by e-mail.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
  interview: {
    id: 'interview',
    name: 'Invite to interview',
    subject: 'Interview for {{jobTitle}}',
    body: [
      'Dear {{firstName}},',
      'Thank you for your application for {{jobTitle}}. Your experience fits what the team is looking for, and we would like to invite you to an interview on {{interview.date}} at {{interview.time}}.',
      'The details are below and in the attached calendar invite. If the time does not suit you, reply to this mail and we will find another.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
  reject: {
    id: 'reject',
    name: 'Reject',
    // Not the acknowledgement's subject: in the candidate's inbox the two must not look like one thread.
    subject: 'An update on your application for {{jobTitle}}',
    body: [
      'Dear {{firstName}},',
      'Thank you for your interest in {{jobTitle}} and for the time you put into your application.',
      'After reading it carefully, we have decided not to take it further for this role. This is not a judgement of your abilities: other candidates matched this client’s needs more closely.',
      'We keep your details, and a recruiter will write to you when a role fits your profile. You are welcome to apply to other openings on our website.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
};

/**
 * The same three starting texts for internship applicants (0033): a student applies for "the
 * internship" ({{jobTitle}}), not for a client's role, and is told about the intake, not an opening.
 */
export const INTERNSHIP_TEMPLATES: Record<CandidateTemplateId, CandidateTemplate> = {
  acknowledge: {
    id: 'acknowledge',
    name: 'Acknowledge (internship)',
    subject: 'Your internship application with {{company}}',
    body: [
      'Dear {{firstName}},',
      'Thank you for applying for {{jobTitle}} with {{company}}. I have your application and resume, and I am reading them now.',
      'If your profile fits one of this intake’s tracks, I will write to you to arrange a conversation with the team you would join. Either way, you will hear from me by e-mail.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
  interview: {
    id: 'interview',
    name: 'Invite to interview (internship)',
    subject: 'Your internship interview with {{company}}',
    body: [
      'Dear {{firstName}},',
      'Thank you for applying for {{jobTitle}}. We would like to meet you on {{interview.date}} at {{interview.time}}: a conversation with an engineer from the team about something you have built, at college or on your own.',
      'The details are below and in the attached calendar invite. If the time clashes with a class or an exam, reply to this mail and we will find another.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
  reject: {
    id: 'reject',
    name: 'Reject (internship)',
    subject: 'An update on your internship application',
    body: [
      'Dear {{firstName}},',
      'Thank you for applying for {{jobTitle}} and for the time you put into your application.',
      'We have read it carefully and cannot offer you a place in this intake: there were far more applicants than places, and this is not a judgement of your abilities.',
      'You are welcome to apply again for the next intake, and for our graduate roles on our website once you finish your studies.',
      'Kind regards,\n{{recruiterName}}\n{{company}}',
    ].join('\n\n'),
  },
};

const FILLED: readonly string[] = [...MERGE_FIELDS, ...INTERVIEW_MERGE_FIELDS];

/**
 * A text with its merge fields filled; an unknown `{{name}}`, or an interview field without a value,
 * stays as typed. Plain text in, plain text out.
 */
export const fillMergeFields = (text: string, values: MergeValues) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    FILLED.includes(name) ? (values[name as MergeField | InterviewMergeField] ?? whole) : whole,
  );

/** The company a message signs with, by default. */
export const defaultCompany = brand.name;

const FOOTER_REASON = `You get this mail because you applied for a job with ${brand.name}.`;
/** The footer's reason in a mail to an internship applicant. */
export const INTERNSHIP_FOOTER_REASON = `You get this mail because you applied for an internship with ${brand.name}.`;

/**
 * A plain-text message (merge fields already filled) in the layout: paragraphs at blank lines,
 * line breaks kept. `preview` defaults to the first paragraph after the greeting.
 */
export function renderCandidateMessage(message: {
  body: string;
  origin?: string | undefined;
  preview?: string;
  /** Facts the server states under the text (an interview's when, length, where), whatever the text says. */
  facts?: readonly Field[];
  /** The footer's reason; a candidate's by default. */
  reason?: string;
}): RenderedMail {
  const paragraphs = message.body.split(/\r?\n\s*\r?\n/).filter((part) => part.trim());
  const preview = message.preview ?? paragraphs[1] ?? paragraphs[0] ?? '';
  return renderMail(
    <Layout origin={message.origin} preview={preview.slice(0, 140)} reason={message.reason ?? FOOTER_REASON}>
      {paragraphs.map((paragraph, i) => (
        <P key={i}>{paragraph.split(/\r?\n/).flatMap((line, j) => (j === 0 ? [line] : [<br key={j} />, line]))}</P>
      ))}
      {message.facts ? <Fields rows={message.facts} /> : null}
    </Layout>,
  );
}

/** What a rich-text body may keep: text structure and links, no styles, scripts or images. */
const SAFE_BODY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
};

/**
 * A body the console rendered to HTML itself (e.g. a rich-text editor), wrapped in the layout. The
 * HTML is sanitised first; `text` is its plain-text part as the caller wants it read.
 */
export function wrapInLayout(body: {
  html: string;
  text: string;
  origin?: string | undefined;
  preview: string;
}): RenderedMail {
  const wrapped = renderMail(
    <Layout origin={body.origin} preview={body.preview.slice(0, 140)} reason={FOOTER_REASON}>
      <div
        className="nw-text"
        style={{ fontSize: 16, lineHeight: '25px' }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(body.html, SAFE_BODY) }}
      />
    </Layout>,
  );
  return { html: wrapped.html, text: `${body.text.trim()}\n\n--\n${brand.legalName}\n` };
}
