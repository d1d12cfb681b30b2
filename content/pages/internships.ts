import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const internshipsPages: Page[] = [
  draftPage(
    'internship',
    '/careers/internship',
    'Internship Programme',
    'A free three-month internship for freshers, women returning to work and career restarters.',
  ),
  draftPage(
    'software-development',
    '/internship/software-development',
    'Software Development Internship',
    'Build real features with our engineering teams for three months.',
  ),
  draftPage(
    'data-engineering-analytics',
    '/internship/data-engineering-analytics',
    'Data Engineering and Analytics Internship',
    'Learn to build pipelines and dashboards on real data.',
  ),
  draftPage(
    'data-science',
    '/internship/data-science',
    'Data Science Internship',
    'Train and evaluate models with mentors from our AI team.',
  ),
  draftPage(
    'testing-qa',
    '/internship/testing-qa',
    'Testing (QA) Internship',
    'Learn manual and automated testing on live projects.',
  ),
  draftPage(
    'staffing',
    '/internship/staffing',
    'Staffing Internship',
    'Learn technical recruiting from sourcing to offer.',
  ),
  draftPage('apply', '/internship/apply', 'Apply for an Internship', 'Apply for the Northwind internship programme.'),
];
