/**
 * The kept source travels with the application's one request, survives a failed attempt (the
 * retry sends it again) and is forgotten once the application has been sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApplicationForm, emptyApplicationForm } from '#contracts/forms/application-form';
import { attemptFor, submitApplication } from '../application/submit-application';
import { fakeSender, networkError } from '../test-support/fake-api';
import { states } from '../test-support/fixtures';
import { captureAttribution, readAttribution } from './attribution';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

const values = () =>
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
    resume: new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
  });

describe('the application’s source', () => {
  beforeEach(() => localStorage.clear());

  it('is sent with the candidate, kept through a failed attempt and forgotten after success', async () => {
    captureAttribution(
      {
        href: 'https://n.example/current-openings/job-openings?utm_source=indeed&utm_campaign=q4',
        referrer: 'https://www.indeed.com/',
      },
      localStorage,
    );
    const form = await values();
    const attempt = attemptFor(null, form);
    const failing = fakeSender(networkError);
    expect((await submitApplication(form, attempt, failing.send)).ok).toBe(false);
    expect(readAttribution()).toMatchObject({ UTM_SOURCE: 'indeed' });

    expect(await submitApplication(form, attempt, failing.send)).toMatchObject({ ok: true });
    const sent = failing.sent[1]?.fields ?? {};
    expect(sent).toMatchObject({
      UTM_SOURCE: 'indeed',
      UTM_CAMPAIGN: 'q4',
      REFERRER: 'https://www.indeed.com/',
      LANDING_PAGE: '/current-openings/job-openings?utm_source=indeed&utm_campaign=q4',
    });
    expect(sent.UTM_MEDIUM).toBeUndefined();
    expect(readAttribution()).toEqual({});
  });

  it('sends no source fields when none is kept', async () => {
    const form = await values();
    const api = fakeSender();
    await submitApplication(form, attemptFor(null, form), api.send);
    expect(Object.keys(api.sent[0]?.fields ?? {}).filter((key) => /^UTM_|REFERRER|LANDING/.test(key))).toEqual([]);
  });
});
