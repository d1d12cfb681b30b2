import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const jobsPages: Page[] = [
  draftPage(
    'job-openings',
    '/current-openings/job-openings',
    'Current Openings',
    'Contract and full-time roles in software, data and AI across the US and India.',
  ),
  draftPage(
    'job-description',
    '/current-openings/job-description',
    'Job Description',
    'Read the role and apply with your resume.',
  ),
];
