import type { Page } from '#contracts/content';

/** The careers routes (docs/product.md §2); the web app links to them from here, never by hand. */
export const jobPaths = {
  openings: '/current-openings/job-openings',
  description: '/current-openings/job-description',
} as const;

/**
 * The openings list and the job page. Both are pre-rendered as shells (no query string at build
 * time); the app fills them in the browser from the staffing API.
 */
export const jobsPages: Page[] = [
  {
    slug: 'job-openings',
    path: jobPaths.openings,
    title: 'Current Openings',
    description:
      'Contract and full-time roles in software, data, cloud and AI with Northwind clients across the US and India. Search, filter and apply.',
    sections: [
      {
        type: 'TITLE-SECTION',
        imageUrl: '/images/heroes/job-openings.svg',
        heading: 'Current Openings',
        subHeading:
          'Contract and full-time roles in software engineering, data, cloud and AI, with our clients in the US and India.',
      },
      {
        type: 'OPENINGS-SECTION',
        order: 2,
        heading: 'Find your next role',
        // Short, so a phone's first screen reaches the first opening.
        subHeading: 'Newest first. A recruiter who knows the client reads every application and answers you in person.',
        targetUrl: '/get/requirement',
      },
    ],
  },
  {
    slug: 'job-description',
    path: jobPaths.description,
    title: 'Job Description',
    description: 'Read the role, its location, work mode and rate, and apply with your resume in a few minutes.',
    sections: [
      {
        type: 'JOB-TITLE-SECTION',
        heading: 'Job Description',
        subHeading: 'Read the role and apply with your resume.',
        headingField: 'PSTN_TITLE',
        subHeadingField: 'PSTN_LCTN',
      },
      {
        type: 'JOB-SECTION',
        order: 2,
        heading: 'Job details',
        subHeading: 'Apply for this job',
        descriptionHeading: 'About the role',
        supportText: [
          'A Northwind recruiter reads every application and replies within two business days. Fields marked * are required.',
        ],
        targetUrl: jobPaths.openings,
        keyDetails: [
          { key: 'Job Id', value: '{REQ_ID}' },
          { key: 'Position', value: '{PSTN_TITLE}' },
          { key: 'Client', value: '{CLIENT_LABEL}' },
          { key: 'Location', value: '{PSTN_LCTN}' },
          { key: 'Work mode', value: '{WORK_LOCATION_PREFERENCE}' },
          { key: 'Position type', value: '{PSTN_TYP}' },
          { key: 'Salary / rate', value: '{PSTN_RATE}' },
          { key: 'Travel required', value: '{IS_MULTI_LOCATION_POSITION}' },
          { key: 'Interview', value: '{INTVW_TYP}' },
        ],
      },
    ],
  },
];
