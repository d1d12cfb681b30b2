/** The pages the performance budgets are measured on (issue 7): home, a service page, the openings list and a job. */
export const MEASURED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/digital-transformation/devops' },
  { name: 'openings', path: '/current-openings/job-openings?type=all' },
  { name: 'job', path: '/current-openings/job-description?jobId=1001' },
] as const;
