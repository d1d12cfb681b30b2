import { describe, expect, it } from 'vitest';
import { applicationAnswers } from './answers';

const candidate = {
  phone: '3165550100',
  whatsapp: null,
  city: 'Wichita',
  state_name: 'Kansas',
  country_name: 'USA',
  work_authorization: null,
  h1b_approved: null,
  h1b_expiry: null,
  h1b_transfer: null,
  best_time_to_call: '10:00',
  availability: 'Immediate',
  job_change_reason: 'Career growth',
  current_salary: '90000',
  expected_salary: '110000',
  desired_location: 'Remote',
  recruiter_name: 'Direct',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  landing_page: null,
};

describe('applicationAnswers', () => {
  it('lists the answers in form order and leaves empty ones out', () => {
    const answers = applicationAnswers(candidate);
    expect(answers[0]).toEqual({ label: 'Contact number', value: '3165550100' });
    expect(answers.map((answer) => answer.label)).not.toContain('WhatsApp number');
    expect(answers.at(-1)).toEqual({ label: 'Recruiter who contacted you', value: 'Direct' });
  });

  it('shows a stored availability as the form’s choice read', () => {
    const labels = (availability: string) =>
      applicationAnswers({ ...candidate, availability }).find((answer) => answer.label === 'Availability')?.value;
    expect(labels('Working')).toBe('Currently Working');
    expect(labels('Serve notice period')).toBe('Serving notice period');
    expect(labels('Immediate')).toBe('Immediate');
  });

  it('labels the H1B answers with the form’s three questions', () => {
    const answers = applicationAnswers({
      ...candidate,
      work_authorization: 'H1B',
      h1b_expiry: '2027-01-31',
      h1b_approved: 'Yes',
      h1b_transfer: 'No',
    });
    expect(answers.filter((answer) => /H1B|I-140/.test(answer.label))).toEqual([
      { label: 'H1B expiry date', value: '2027-01-31' },
      { label: 'I-140 approved?', value: 'Yes' },
      { label: 'Interested in an H1B transfer?', value: 'No' },
    ]);
  });

  it('shows where the applicant came from after the answers', () => {
    const answers = applicationAnswers({
      ...candidate,
      utm_source: 'linkedin',
      utm_campaign: 'fall-hiring',
      referrer: 'https://www.linkedin.com/',
      landing_page: '/current-openings/job-description?jobId=1001&utm_source=linkedin',
    });
    expect(answers.slice(-4)).toEqual([
      { label: 'Source (utm_source)', value: 'linkedin' },
      { label: 'Campaign (utm_campaign)', value: 'fall-hiring' },
      { label: 'Referred by', value: 'https://www.linkedin.com/' },
      { label: 'First page visited', value: '/current-openings/job-description?jobId=1001&utm_source=linkedin' },
    ]);
  });
});
