/**
 * Pages that, by docs/product.md §4, hold only a title section (heading and a one-line subheading).
 */
import type { Page } from '#contracts/content';
import { brand } from '../brand';

const titleOnly = (slug: string, path: string, title: string, description: string, subHeading: string): Page => ({
  slug,
  path,
  title,
  description,
  sections: [{ type: 'TITLE-SECTION', imageUrl: `/images/heroes/${slug}.svg`, heading: title, subHeading }],
});

export const titleOnlyPages: Page[] = [
  titleOnly(
    'new-office-in-pune',
    '/news/new-office-in-pune',
    'New Office in Pune',
    `${brand.name} moves its Pune team into a larger office in Kharadi, with room for 150 engineers.`,
    'Our Pune team has moved to a larger home in Kharadi, with room for 150 engineers.',
  ),
  titleOnly(
    'testing-services',
    '/offerings/testing-services',
    'Testing Services',
    'Independent functional, performance, security and accessibility testing for web, mobile and enterprise software.',
    'Independent testing for web, mobile and enterprise software.',
  ),
  titleOnly(
    'agentic-framework',
    '/platforms/agentic-framework',
    'Agentic Framework',
    `${brand.shortName}'s framework for building AI agents that plan, call tools and report their work for review.`,
    'A framework for AI agents that plan, act and report their work for review.',
  ),
  titleOnly(
    'nlq-to-sql',
    '/platforms/nlq-to-sql',
    'NLQ to SQL',
    'Turn natural-language questions into safe, correct SQL on your own warehouse, with permissions enforced.',
    'Natural-language questions turned into safe, correct SQL.',
  ),
  titleOnly(
    'aws',
    '/cloud-partners/aws',
    'Amazon Web Services (AWS)',
    `${brand.shortName} designs, migrates and runs workloads on Amazon Web Services.`,
    'Migration, modernization and managed operations on Amazon Web Services.',
  ),
  titleOnly(
    'azure',
    '/cloud-partners/azure',
    'Microsoft Azure',
    `${brand.shortName} designs, migrates and runs workloads on Microsoft Azure.`,
    'Migration, modernization and managed operations on Microsoft Azure.',
  ),
  titleOnly(
    'gcp',
    '/cloud-partners/gcp',
    'Google Cloud',
    `${brand.shortName} designs, migrates and runs workloads on Google Cloud.`,
    'Migration, modernization and data platforms on Google Cloud.',
  ),
  titleOnly(
    'csr',
    '/about/csr',
    'Corporate Social Responsibility',
    `How ${brand.name} gives back in Gondia, Pune, Noida, Dehradun and our US communities.`,
    'Education, health and the environment in the communities where we work.',
  ),
];
