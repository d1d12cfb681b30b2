/**
 * The kept source travels with the application's candidate record, survives a failed attempt (the
 * retry sends it again) and is forgotten once the application has been sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CandidateRecord } from '#contracts/api/staffing/applications';
import { ApplicationForm, emptyApplicationForm } from '#contracts/forms/application-form';
import { submissionFor, submitApplication } from '../application/submit-application';
import { fakeApplicationApi, networkError } from '../test-support/fake-api';
import { INDIA, countries, detail, recruiters, states } from '../test-support/fixtures';
import { captureAttribution, readAttribution } from './attribution';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const job = detail({ REQ_ID: 205, COUNTRY: INDIA.COUNTRY_UUID });
const context = { opening: job, countries, states, recruiters };

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
    const submission = submissionFor(null, form, context);

    const failing = fakeApplicationApi({ mail: networkError });
    expect((await submitApplication(form, context, submission, failing)).ok).toBe(false);
    expect(readAttribution()).toMatchObject({ UTM_SOURCE: 'indeed' });

    const api = fakeApplicationApi();
    expect(await submitApplication(form, context, submission, api)).toEqual({ ok: true });
    const sent = CandidateRecord.parse(api.insertCandidate.mock.calls[0]?.[0]);
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
    const api = fakeApplicationApi();
    await submitApplication(form, context, submissionFor(null, form, context), api);
    expect(
      Object.keys(api.insertCandidate.mock.calls[0]?.[0] ?? {}).filter((key) => /^UTM_|REFERRER|LANDING/.test(key)),
    ).toEqual([]);
  });
});
