import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandStyle } from '#content/brand';
import {
  applicationNotificationParts,
  CANDIDATE_TEMPLATES,
  fillMergeFields,
  renderCandidateMessage,
  wrapInLayout,
} from '.';
import { sampleMails } from './samples';

const ORIGIN = 'https://careers.northwind.example';
/** What the server's other tests throw at forms, in one string. */
const HOSTILE = `Asha </td><script>alert(1)</script><img src=x onerror=alert(1)> "q" & 'a' <b>bold</b>`;
const ESCAPED = '&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';
const UUID = '3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b';

const hostile = sampleMails(ORIGIN, HOSTILE);
const byName = (name: string) => {
  const sample = hostile.find((mail) => mail.name === name);
  if (!sample) throw new Error(`no sample ${name}`);
  return sample.mail;
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('mail templates', () => {
  it('renders every mail the product sends', () => {
    expect(hostile.map((mail) => mail.name)).toEqual([
      'application-confirmation',
      'application-notification',
      'contact-notification',
      'client-request-notification',
      'client-request-confirmation',
      'internship-confirmation',
      'internship-notification',
      'staff-invitation',
      'password-reset',
      'sign-in-alert',
      'weekly-digest',
      'candidate-acknowledge',
      'candidate-interview',
      'candidate-reject',
    ]);
  });

  describe.each(hostile.map((sample) => [sample.name, sample.mail] as const))('%s with hostile text', (name, mail) => {
    it('keeps every tag a visitor typed escaped, and the subject on one line', () => {
      expect(mail.html).not.toMatch(/<script|<img src=x|<b>bold|<\/td><script|onerror="/i);
      // The confirmations carry only a filtered first name; every other mail shows the text, escaped.
      if (name !== 'internship-confirmation' && name !== 'client-request-confirmation') {
        expect(mail.html).toContain(ESCAPED);
      }
      expect(mail.subject).not.toMatch(/[\r\n]/);
    });

    it('links only to the site, the brand and mail addresses', () => {
      for (const href of hrefs(mail.html)) {
        expect(href).toMatch(
          /^(https:\/\/careers\.northwind\.example(\/|$)|https:\/\/www\.linkedin\.com\/|mailto:[\w.-]+@)/,
        );
      }
    });

    it('is branded, readable with images off, and keeps contrast in dark mode', () => {
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toMatch(
        new RegExp(`<img [^>]*alt="Northwind Technologies" [^>]*src="${ORIGIN}/mail/logo.png"`),
      );
      expect(mail.html).not.toContain('rel="preload"');
      for (const img of mail.html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
      expect(mail.text).toContain('Northwind Technologies Private Limited');
    });

    it('writes a plain-text part with links written out and no label run into its value', () => {
      expect(mail.text).not.toMatch(/<(table|td|p|a)\b/);
      expect(mail.text).not.toMatch(/^(Name|Email|Reference|Contact number|Job)[A-Z0-9+]/m);
      for (const href of hrefs(mail.html).filter((link) => link.startsWith(ORIGIN))) {
        expect(mail.text).toContain(href.replaceAll('&amp;', '&'));
      }
    });
  });

  it("the candidate's confirmation: job, reference, what happens next, a link to the job, a person to write to", () => {
    const { html, text, subject } = byName('application-confirmation');
    // The inbox preview line stays out of the text part.
    expect(text).toMatch(/^Application received\n\nDear Asha,\n/);
    expect(subject).toBe(`We received your application for ${HOSTILE}`);
    expect(html).toContain('Dear Asha,');
    expect(text).toContain('Job ID: 1001\n');
    expect(text).toContain('Your reference is APP-3F2A9C1B.');
    expect(text).toContain('What happens next');
    expect(text).toContain('Within two business days');
    expect(text).toContain(`View the job:\n${ORIGIN}/current-openings/job-description?jobId=1001\n`);
    expect(html).toContain('href="mailto:hello@northwind.example"');
  });

  it("the recruiters' notification: every answer, the source, the resume, a button to the console", () => {
    const { html, text, subject } = byName('application-notification');
    expect(subject).toBe(`${HOSTILE} ${HOSTILE} External Resume Submission for Requirement 1001`);
    expect(html).toMatch(new RegExp(`<a [^>]*class="nw-button"[^>]*href="${ORIGIN}/admin/applications/${UUID}"`));
    expect(text).toContain(`Open the application:\n${ORIGIN}/admin/applications/${UUID}\n`);
    for (const line of [
      'Requirement ID: 1001',
      'Reference: APP-3F2A9C1B',
      'Email: jane.doe@example.com',
      'Contact number: +1 9135550142',
      'WhatsApp number: +1 9135550143',
      'State: Kansas',
      'Work authorization: H1B',
      'H1B expiry date: 2027-09-30',
      'Best time to call: 10:30',
      'Availability: Serving notice period',
      `Expected annual salary: ${HOSTILE}`,
      `Recruiter: ${HOSTILE}`,
      'Resume: JaneDoe.pdf (attached)',
      'Medium: social',
      'Referrer: https://www.linkedin.com/',
    ]) {
      expect(text).toMatch(new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    }
  });

  it('says when the resume is not attached and when no source was recorded', () => {
    const { html, text } = applicationNotificationParts({
      applicationId: UUID,
      reference: 'APP-3F2A9C1B',
      job: { reqId: 7, title: 'QA Lead' },
      candidate: {
        firstName: 'Ravi',
        lastName: 'K',
        email: 'ravi@example.com',
        contactNumber: '+91 9876543210',
        whatsappNumber: '+91 9876543210',
        country: 'India',
        state: 'Maharashtra',
        city: 'Pune',
        bestTimeToCall: '09:00',
        availability: 'Immediate',
        reasonForChange: 'Career growth',
        currentSalary: '12 LPA',
        expectedSalary: '16 LPA',
        desiredLocation: 'Pune',
        recruiter: 'Direct',
      },
      resumeFileName: null,
    });
    expect(text).toMatch(/^Resume: not attached$/m);
    expect(text).toContain('Direct: no campaign or referring site recorded.');
    expect(text).not.toMatch(/^Work authorization:/m);
    // No origin: no console button, no image, the brand name as text.
    expect(html).not.toContain('/admin/applications/');
    expect(html).not.toContain('<img');
    expect(html).toContain('>Northwind Technologies</p>');
  });

  it('the contact inbox mail: who wrote, for which company, the topic, consent, the message with its line breaks, an answer in the console', () => {
    const { html, text } = byName('contact-notification');
    expect(text).toMatch(/^Reference: MSG-3F2A9C1B$/m);
    expect(text).toMatch(/^Topic: Hire talent$/m);
    expect(text).toContain('Sent to the inbox for “Hire talent” messages');
    expect(text).toMatch(/^Contact number: \+1 913 555 0142$/m);
    expect(text).toMatch(/^Text-message consent: Not given: do not send this visitor text messages\.$/m);
    expect(text).toContain(`Answer in the console:\n${ORIGIN}/admin/messages/${UUID}`);
    expect(html).toContain(`href="${ORIGIN}/admin/messages/${UUID}"`);
    const plain = sampleMails(undefined).find((mail) => mail.name === 'contact-notification')?.mail;
    expect(plain?.text).toMatch(/^Company: Acme Retail$/m);
    expect(plain?.html).toContain('Hello,</p>');
    expect(plain?.html).toContain('six months.<br/>Could someone call me this week?');
  });

  it('the internship mails: every answer with the masked Aadhaar to the inbox; first name only to the applicant', () => {
    const inbox = byName('internship-notification');
    expect(inbox.text).toMatch(/^Aadhaar \(masked\): XXXX XXXX 1234$/m);
    expect(inbox.text).toMatch(/^PIN code: 440001$/m);
    expect(inbox.text).toContain(`Open in the console:\n${ORIGIN}/admin/internships/${UUID}`);
    const applicant = byName('internship-confirmation');
    expect(applicant.html).toContain('Dear Asha,');
    expect(applicant.text).toMatch(/^Reference: INT-3F2A9C1B$/m);
    expect(`${applicant.html}${applicant.text}`).not.toMatch(/script|onerror|bold/);
  });

  it('the staff mails: the one-time link as a button, on its own line in the text', () => {
    const invitation = byName('staff-invitation');
    expect(invitation.text).toMatch(new RegExp(`^${ORIGIN}/admin/setup#token=sample-token$`, 'm'));
    expect(invitation.html).toContain(`href="${ORIGIN}/admin/setup#token=sample-token"`);
    expect(invitation.text).toContain('within 24 hours');
    const reset = byName('password-reset');
    expect(reset.text).toMatch(new RegExp(`^${ORIGIN}/admin/reset-password#token=sample-token$`, 'm'));
    expect(reset.text).toContain('If it was not you, ignore this mail');
  });
});

it('ships the logo as a PNG drawn at three times the size the mails show it', () => {
  const png = readFileSync(new URL('../../../public/mail/logo.png', import.meta.url));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    brandStyle.mailLogo.width * 3,
    brandStyle.mailLogo.height * 3,
  ]);
});

describe('candidate messages from the console', () => {
  const values = {
    firstName: 'Jane',
    jobTitle: 'QA Lead',
    company: 'Northwind Technologies',
    recruiterName: 'Priya',
    'interview.date': 'Thu 3 Dec 2026',
    'interview.time': '15:30–16:15 Central Europe (CET)',
  };

  it('fills the merge fields of every starting text, and leaves unknown ones as typed', () => {
    for (const template of Object.values(CANDIDATE_TEMPLATES)) {
      const body = fillMergeFields(template.body, values);
      expect(body).not.toMatch(/\{\{/);
      expect(body).toMatch(/^Dear Jane,/);
      expect(body).toContain('Priya\nNorthwind Technologies');
      expect(fillMergeFields(template.subject, values)).toContain('QA Lead');
    }
    expect(fillMergeFields('Hi {{ firstName }} {{salary}}', values)).toBe('Hi Jane {{salary}}');
    // An interview field without a value stays as typed (the composer then refuses to send it).
    expect(fillMergeFields('At {{interview.link}}', values)).toBe('At {{interview.link}}');
  });

  it('invites to an interview without asking for other times than the invite sets', () => {
    const body = CANDIDATE_TEMPLATES.interview.body;
    expect(body).not.toMatch(/two or three times|45 minutes/);
    expect(fillMergeFields(body, values)).toContain('on Thu 3 Dec 2026 at 15:30–16:15 Central Europe (CET)');
  });

  it('gives each starting text a subject of its own, so a rejection never reads as the acknowledgement', () => {
    const subjects = Object.values(CANDIDATE_TEMPLATES).map((template) => template.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('escapes what a recruiter typed and keeps paragraphs and line breaks', () => {
    const { html, text } = renderCandidateMessage({
      body: `Dear Jane,\n\n${HOSTILE}\n\nKind regards,\nPriya`,
      origin: ORIGIN,
    });
    expect(html).toContain(ESCAPED);
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(html).toContain('Kind regards,<br/>Priya');
    expect(text).toContain(`Dear Jane,\n\n${HOSTILE}\n\nKind regards,\nPriya`);
  });

  it('wraps HTML the console rendered, sanitised, in the layout', () => {
    const { html, text } = wrapInLayout({
      html: '<p>Hi <strong>Jane</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      text: 'Hi Jane',
      preview: 'Hi Jane',
      origin: ORIGIN,
    });
    expect(html).toContain('<p>Hi <strong>Jane</strong></p>');
    expect(html).not.toMatch(/<script|javascript:|onerror|<img src=x/);
    expect(html).toContain(`src="${ORIGIN}/mail/logo.png"`);
    expect(text).toMatch(/^Hi Jane\n/);
  });
});
