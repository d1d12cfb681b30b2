import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const titleOnlyPages: Page[] = [
  draftPage('new-office-in-pune', '/news/new-office-in-pune', 'New Office in Pune', 'We opened a new office in Pune.'),
  draftPage(
    'testing-services',
    '/offerings/testing-services',
    'Testing Services',
    'Independent testing services for web, mobile and enterprise software.',
  ),
  draftPage(
    'agentic-framework',
    '/platforms/agentic-framework',
    'Agentic Framework',
    'A framework for building AI agents that plan, act and report.',
  ),
  draftPage(
    'nlq-to-sql',
    '/platforms/nlq-to-sql',
    'NLQ to SQL',
    'Turn natural-language questions into safe, correct SQL.',
  ),
  draftPage('aws', '/cloud-partners/aws', 'AWS', 'Our work on Amazon Web Services.'),
  draftPage('azure', '/cloud-partners/azure', 'Microsoft Azure', 'Our work on Microsoft Azure.'),
  draftPage('gcp', '/cloud-partners/gcp', 'Google Cloud', 'Our work on Google Cloud.'),
  draftPage('csr', '/about/csr', 'Corporate Social Responsibility', 'How we give back to the communities we work in.'),
];
