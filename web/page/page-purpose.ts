/**
 * What a visitor comes to a page for, read from its path: the page's layout follows it (the same
 * section components, laid out by `.page--<purpose>` in web/styles/_purposes.scss).
 * - home: an overview that sends people on;
 * - service: what a service does, how, and a way to start (services, offerings, platforms);
 * - company: who the company is (leaders, story, places, culture, news, contact);
 * - careers: find a role and apply (openings, jobs, internships).
 */
export type PagePurpose = 'home' | 'service' | 'company' | 'careers' | 'other';

const BY_FIRST_SEGMENT: Record<string, PagePurpose> = {
  home: 'home',
  'cloud-services': 'service',
  'artificial-intelligence': 'service',
  'digital-transformation': 'service',
  'generative-ai': 'service',
  'quality-assurance': 'service',
  'ai-nlp': 'service',
  consulting: 'service',
  'ai-solutions': 'service',
  'ai-powered-platforms': 'service',
  offerings: 'service',
  platforms: 'service',
  'cloud-partners': 'service',
  'case-studies': 'service',
  'hire-talent': 'service',
  overview: 'company',
  'beyond-work': 'company',
  about: 'company',
  locations: 'company',
  events: 'company',
  news: 'company',
  'press-release': 'company',
  blogs: 'company',
  'contact-us': 'company',
  credits: 'company',
  'site-map': 'company',
  'current-openings': 'careers',
  careers: 'careers',
  internship: 'careers',
};

export const pagePurpose = (path: string): PagePurpose =>
  path === '/' ? 'home' : (BY_FIRST_SEGMENT[path.split('/')[1] ?? ''] ?? 'other');
