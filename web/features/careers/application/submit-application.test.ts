import { describe, expect, it } from 'vitest';
import { AttachmentRecord, CandidateRecord } from '#contracts/api/staffing/applications';
import { SendMailRequest } from '#contracts/api/mail';
import { brand } from '#content/brand';
import { ApplicationForm, type ApplicationFormInput, emptyApplicationForm } from '#contracts/forms/application-form';
import { INDIA, USA, countries, detail, recruiters, states } from '../test-support/fixtures';
import { SIGNED_URL, fakeApplicationApi, networkError } from '../test-support/fake-api';
import { escapeHtml } from '#contracts/escape-html';
import { attachmentFileName, applicationHtml } from './application-mail';
import { STEPS, type Step, submissionFor, submitApplication } from './submit-application';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const indiaJob = detail({ REQ_ID: 205, COUNTRY: INDIA.COUNTRY_UUID, PSTN_TITLE: 'Data Scientist', PSTN_LCTN: 'Pune' });
const usaJob = detail({ REQ_ID: 301, COUNTRY: USA.COUNTRY_UUID });

const input = (overrides: Partial<ApplicationFormInput> = {}): ApplicationFormInput => ({
  ...emptyApplicationForm(205, 'IN'),
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  contactNumber: '9876543210',
  whatsappNumber: '9876500000',
  state: states[2]!.STATE_UUID,
  city: 'Pune',
  bestTimeToCall: '10:30',
  availability: 'Serve notice period',
  reasonForChange: 'Other',
  customReason: 'Moving <home> & family',
  currentSalary: '18 LPA',
  expectedSalary: '24 LPA',
  desiredLocation: 'Pune',
  recruiterContacted: '7',
  resume: new File([PDF], 'Asha Verma (CV).pdf', { type: 'application/pdf' }),
  ...overrides,
});

const parse = (overrides: Partial<ApplicationFormInput> = {}) => ApplicationForm.parseAsync(input(overrides));
const context = (opening = indiaJob) => ({ opening, countries, states, recruiters });

describe('submitApplication', () => {
  it('runs the six steps in order with records the API contracts accept', async () => {
    const api = fakeApplicationApi();
    const values = await parse();
    const submission = submissionFor(null, values, context(), new Date('2026-11-22T04:05:06Z'));
    const progress: number[] = [];
    await expect(submitApplication(values, context(), submission, api, (f) => progress.push(f))).resolves.toEqual({
      ok: true,
    });

    const candidate = CandidateRecord.parse(api.insertCandidate.mock.calls[0]?.[0]);
    expect(candidate).toMatchObject({
      EXTERNALCANDIDATE_UUID: submission.ids.candidate,
      REQUIREMENT_UUID: indiaJob.REQUIREMENT_UUID,
      CND_NM_TX: 'Asha Verma',
      CND_PRIM_PH_NUM: '+91 9876543210',
      CND_COUNTRY: INDIA.COUNTRY_UUID,
      CND_STATE: states[2]!.STATE_UUID,
      CND_ATHRZTN_TX: '',
      JOB_CHANGE_REASON: 'Moving <home> & family',
      STAT_AVBLTY_TX: 'Serve notice period',
      RECRUITER_NAME: 'Meera',
    });
    const attachment = AttachmentRecord.parse(api.insertAttachment.mock.calls[0]?.[0]);
    expect(attachment).toMatchObject({
      ATCHMT_ID: submission.ids.attachment,
      TBL_RW_ID: submission.ids.candidate,
      ATTACHMENT_INFO_ID: submission.ids.attachmentInfo,
      ATCHD_FILE_NM: 'Asha Verma (CV).pdf',
      INSERT_TS: '2026-11-22 04:05:06',
    });
    expect(api.insertAttachmentInfo).toHaveBeenCalledWith({
      ATTACHMENTINFO_ID: submission.ids.attachmentInfo,
      INFO_1: submission.ids.info1,
      INFO_2: 'S3',
      INFO_3: 'Attachment',
    });
    expect(api.requestUploadUrl).toHaveBeenCalledWith({
      name: 'Asha Verma (CV).pdf',
      type: 'application/pdf',
      Attachment: submission.ids.attachment,
    });
    expect(api.uploadResume).toHaveBeenCalledWith(SIGNED_URL, values.resume, 'application/pdf', expect.any(Function));
    expect(progress).toEqual([0.5]);

    const mail = SendMailRequest.parse(api.sendMail.mock.calls[0]?.[0]);
    expect(mail.to).toEqual([brand.inboxes.applicationsOtherCountries]);
    expect(mail.subject).toBe('Asha Verma External Resume Submission for Requirement 205');
    expect(mail.message).toContain('Moving &lt;home&gt; &amp; family');
    expect(mail.message).not.toContain('<home>');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'AshaVermaCV.pdf', type: 'application/pdf' });
    expect(Buffer.from(mail.attachments![0]!.path.split(',')[1]!, 'base64').toString()).toBe(
      new TextDecoder().decode(PDF),
    );
  });

  it('mails the first country in the list to its own inbox and sends the USA answers', async () => {
    const api = fakeApplicationApi();
    const values = await parse({
      country: 'US',
      id: 301,
      workAuthorization: 'H1B',
      h1bExpiryDate: '2027-05-01',
      i140Approved: 'Yes',
      intrestedInTransfer: 'No',
    });
    const result = await submitApplication(values, context(usaJob), submissionFor(null, values, context(usaJob)), api);
    expect(result).toEqual({ ok: true });
    expect(api.sendMail.mock.calls[0]?.[0].to).toBe(brand.inboxes.applicationsFirstCountry);
    expect(api.insertCandidate.mock.calls[0]?.[0]).toMatchObject({
      CND_PRIM_PH_NUM: '+1 9876543210',
      CND_ATHRZTN_TX: 'H1B',
      CND_H1BEXPIRY_TX: '2027-05-01',
      CND_H1BAPPROVED_TX: 'Yes',
      CND_H1BTRANSFER_TX: 'No',
    });
  });

  const later = (step: Step) => STEPS.slice(STEPS.indexOf(step) + 1);
  const callOf = (api: ReturnType<typeof fakeApplicationApi>, step: Step) =>
    ({
      candidate: api.insertCandidate,
      attachment: api.insertAttachment,
      attachmentInfo: api.insertAttachmentInfo,
      uploadUrl: api.requestUploadUrl,
      upload: api.uploadResume,
      mail: api.sendMail,
    })[step];

  it.each(STEPS)('stops when the %s step fails and runs no later step', async (step) => {
    const api = fakeApplicationApi({ [step]: networkError });
    const values = await parse();
    const result = await submitApplication(values, context(), submissionFor(null, values, context()), api);
    expect(result).toEqual({ ok: false, step, error: networkError });
    expect(callOf(api, step)).toHaveBeenCalledTimes(1);
    for (const next of later(step)) expect(callOf(api, next)).not.toHaveBeenCalled();
  });

  it('fails on a missing signed URL and on a mail answer with code ERROR', async () => {
    const values = await parse();
    const noUrl = fakeApplicationApi({ uploadUrl: 'no-url' });
    expect(await submitApplication(values, context(), submissionFor(null, values, context()), noUrl)).toMatchObject({
      ok: false,
      step: 'uploadUrl',
    });
    expect(noUrl.uploadResume).not.toHaveBeenCalled();
    const mailDown = fakeApplicationApi({ mail: 'code-error' });
    expect(await submitApplication(values, context(), submissionFor(null, values, context()), mailDown)).toMatchObject({
      ok: false,
      step: 'mail',
    });
  });

  it('keeps the UUIDs and insert time of a submission across retries, and starts anew when the application changes', async () => {
    const resume = new File([PDF], 'cv.pdf', { type: 'application/pdf' });
    const values = await parse({ resume });
    const first = submissionFor(null, values, context(), new Date('2026-11-22T04:00:00Z'));
    const retry = submissionFor(first, await parse({ resume }), context(), new Date('2026-11-22T04:09:00Z'));
    expect(retry).toBe(first);
    const changed = submissionFor(first, await parse({ resume, city: 'Mumbai' }), context());
    expect(changed.ids.candidate).not.toBe(first.ids.candidate);
    const otherFile = submissionFor(
      first,
      await parse({ resume: new File([PDF], 'other.pdf', { type: 'application/pdf' }) }),
      context(),
    );
    expect(otherFile.ids.attachment).not.toBe(first.ids.attachment);
  });
});

describe('application mail', () => {
  it('escapes every value and lists the fields of docs/product.md §5.3', () => {
    const html = applicationHtml({
      opening: detail({ REQ_ID: 9, PSTN_TITLE: 'QA <Lead>' }),
      name: '<script>alert(1)</script>',
      email: 'a@example.com',
      country: 'India',
      state: 'Maharashtra',
      city: 'Pune',
      phone: '+91 9876543210',
      bestTimeToCall: '10:30',
      reason: 'Career growth',
      availability: 'Immediate',
      currentSalary: '1',
      expectedSalary: '2',
      recruiter: 'Meera Kulkarni',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('QA &lt;Lead&gt;');
    for (const label of ['Requirement Id', 'Position Title', 'Location', 'Name', 'Email', 'Country', 'State', 'City']) {
      expect(html).toContain(`<th align="left">${label}</th>`);
    }
    for (const label of ['Phone', 'Best Time to Call', 'Reason for Change', 'Availability', 'Current Salary']) {
      expect(html).toContain(`<th align="left">${label}</th>`);
    }
    expect(html).toContain('Expected Salary');
    expect(html).toContain('Recruiter');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('names the attachment with letters and digits and keeps the extension', () => {
    expect(attachmentFileName('My résumé (final).DOCX')).toBe('Myrsumfinal.docx');
    expect(attachmentFileName('###.pdf')).toBe('resume.pdf');
    expect(attachmentFileName('cv')).toBe('cv');
  });
});
