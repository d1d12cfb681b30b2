import type { Page } from '#contracts/content';
import { brand, brandPaths } from '../brand';
import { draftPage } from './draft-page';

export const companyPages: Page[] = [
  draftPage(
    'leadership',
    '/overview/leadership',
    'Leadership',
    'The people who lead Northwind Technologies and what they believe in.',
  ),
  draftPage(
    'our-journey',
    '/overview/our-journey',
    'Our Journey',
    'How Northwind Technologies grew from a small team in 2011 to 250+ people in 2025.',
  ),
  draftPage(
    `life-at-${brand.slug}`,
    brandPaths.lifeAt,
    `Life at ${brand.shortName}`,
    `What it is like to work at ${brand.name}: learning, teams and celebrations.`,
  ),
  draftPage(
    'dei',
    '/beyond-work/dei',
    'Diversity, Equity and Inclusion',
    '45%+ women and 65% Gen Z and Millennials: how we build an inclusive workplace.',
  ),
  draftPage(
    'locations',
    '/locations',
    'Locations',
    'Our offices in Kansas and North Carolina, and in Gondia, Pune, Noida and Dehradun.',
  ),
  draftPage(
    'diwali-celebrations',
    '/events/diwali-celebrations',
    'Diwali Celebrations',
    'How our teams across India and the US celebrated the festival of lights.',
  ),
  draftPage(
    `${brand.institute.slug}-and-${brand.slug}`,
    brandPaths.pressRelease,
    `${brand.institute.shortName} and ${brand.shortName} research partnership`,
    `${brand.institute.name} and ${brand.name} partner on applied AI research.`,
  ),
  draftPage(
    'artificial-intelligence',
    '/blogs/artificial-intelligence',
    'Blogs and White Papers',
    'Articles and white papers on applied AI, cloud and software delivery.',
  ),
  draftPage('contact-us', '/contact-us', 'Contact Us', 'Talk to our team about a project, a hire or a partnership.'),
  draftPage(
    'privacy-policy',
    '/privacy-policy',
    'Privacy Policy',
    'How Northwind Technologies collects, uses and protects your information.',
  ),
];
