/**
 * The application's one request: the body carries the form's fields under their names, the job, and
 * the file; one key per application across retries; the server's answers become field errors, a
 * closed opening, or the reference.
 */
import { describe, expect, it } from 'vitest';
import { ApplicationForm, emptyApplicationForm } from '#contracts/forms/application-form';
import { fakeSender, networkError } from '../test-support/fake-api';
import { states } from '../test-support/fixtures';
import { applicationBody, attemptFor, submitApplication } from './submit-application';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const resume = new File([PDF], 'cv.pdf', { type: 'application/pdf' });
const values = (changes: object = {}) =>
  ApplicationForm.parseAsync({
    ...emptyApplicationForm(205, 'IN'),
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    contactNumber: '9876543210',
    whatsappNumber: '9876500000',
    state: states[2]!.STATE_UUID,
    city: 'Pune',
    bestTimeToCall: '10:30',
    availability: 'Immediate',
    reasonForChange: 'Career growth',
    currentSalary: '18 LPA',
    expectedSalary: '24 LPA',
    desiredLocation: 'Pune',
    recruiterContacted: '7',
    resume,
    ...changes,
  });

describe('submitApplication', () => {
  it('sends every field under the form’s name, the job as jobId and the file as resume', async () => {
    const body = applicationBody(await values());
    expect(body.get('firstName')).toBe('Asha');
    expect(body.get('contactNumber')).toBe('9876543210');
    expect(body.get('jobId')).toBe('205');
    expect(body.get('id')).toBeNull();
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });

  it('keeps one key for a retry of the same answers and takes a new one for changed answers', async () => {
    const first = attemptFor(null, await values());
    expect(attemptFor(first, await values())).toBe(first);
    expect(attemptFor(first, await values({ city: 'Mumbai' })).key).not.toBe(first.key);
  });

  it('answers the reference, the field errors, or that the opening is closed', async () => {
    const form = await values();
    const attempt = attemptFor(null, form);
    const invalid = fakeSender({ code: 'ERROR', status: 422, message: 'x', errors: { city: 'City is required.' } });
    expect(await submitApplication(form, attempt, invalid.send)).toMatchObject({
      ok: false,
      closed: false,
      errors: { city: 'City is required.' },
    });
    const closed = fakeSender({ code: 'ERROR', status: 409, message: 'closed' });
    expect(await submitApplication(form, attempt, closed.send)).toMatchObject({ ok: false, closed: true });
    const network = fakeSender(networkError);
    expect(await submitApplication(form, attempt, network.send)).toMatchObject({ ok: false, closed: false });
    const ok = fakeSender();
    const answer = await submitApplication(form, attempt, ok.send);
    expect(answer).toEqual({ ok: true, reference: `APP-${attempt.key.replace(/-/g, '').slice(0, 8).toUpperCase()}` });
    expect(ok.sent[0]?.key).toBe(attempt.key);
  });
});
