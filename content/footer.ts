import type { Footer } from '#contracts/content';
import { brand, brandPaths } from './brand';
import { openingsPath } from './navigation';

/** The footer: it also links every page of the menu variant the navigation bar does not show. */
export const footer: Footer = {
  tagline: 'Software engineering, applied AI and IT staffing for teams in the United States and India, since 2011.',
  columns: [
    {
      title: 'Services',
      links: [
        { title: 'Cloud Migration', targetUrl: '/cloud-services/cloud-migration' },
        { title: 'Custom Software Development', targetUrl: '/digital-transformation/custom-software-development' },
        { title: 'DevOps', targetUrl: '/digital-transformation/devops' },
        { title: 'Testing Automation', targetUrl: '/quality-assurance/testing-automation' },
        { title: 'Low-Code / No-Code', targetUrl: '/offerings/low-code-no-code-solutions' },
        { title: 'Testing Services', targetUrl: '/offerings/testing-services' },
        { title: 'Consulting', targetUrl: '/consulting/cloud-services' },
        { title: 'Solution Development', targetUrl: '/consulting/solution-development' },
        { title: 'AI Implementations', targetUrl: '/consulting/ai-implementations' },
      ],
    },
    {
      title: 'AI and Platforms',
      links: [
        { title: 'Private LLM', targetUrl: '/artificial-intelligence/private-llm' },
        { title: 'Conversational BI', targetUrl: '/ai-nlp/conversational-bi' },
        { title: 'AI for Insurance', targetUrl: '/ai-solutions/insurance' },
        { title: 'AI for Medical and Pharma', targetUrl: '/ai-solutions/medical-and-pharma' },
        { title: 'Contract Insight', targetUrl: '/ai-powered-platforms/contract-insight' },
        { title: 'Compliance Monitoring', targetUrl: '/ai-powered-platforms/compliance-monitoring' },
        { title: 'Automated Reporting', targetUrl: '/ai-powered-platforms/automated-reporting' },
        { title: 'Agentic Framework', targetUrl: '/platforms/agentic-framework' },
        { title: 'NLQ to SQL', targetUrl: '/platforms/nlq-to-sql' },
        { title: 'AWS', targetUrl: '/cloud-partners/aws' },
        { title: 'Azure', targetUrl: '/cloud-partners/azure' },
        { title: 'Google Cloud', targetUrl: '/cloud-partners/gcp' },
      ],
    },
    {
      title: 'Company',
      links: [
        { title: 'Leadership', targetUrl: '/overview/leadership' },
        { title: 'Our Journey', targetUrl: '/overview/our-journey' },
        { title: `Life at ${brand.shortName}`, targetUrl: brandPaths.lifeAt },
        { title: 'Diversity, Equity and Inclusion', targetUrl: '/beyond-work/dei' },
        { title: 'Corporate Social Responsibility', targetUrl: '/about/csr' },
        { title: 'Locations', targetUrl: '/locations' },
        { title: 'Contact Us', targetUrl: '/contact-us' },
      ],
    },
    {
      title: 'Careers',
      links: [
        { title: 'Current Openings', targetUrl: openingsPath('all') },
        { title: 'Internship Programme', targetUrl: '/careers/internship' },
        { title: 'Apply for an Internship', targetUrl: '/internship/apply' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { title: 'Blogs and White Papers', targetUrl: '/blogs/artificial-intelligence' },
        { title: 'Press Release', targetUrl: brandPaths.pressRelease },
        { title: 'New Office in Pune', targetUrl: '/news/new-office-in-pune' },
        { title: 'Diwali Celebrations', targetUrl: '/events/diwali-celebrations' },
      ],
    },
  ],
  social: [
    { network: 'linkedin', url: brand.social.linkedin, label: `${brand.name} on LinkedIn` },
    { network: 'x', url: brand.social.x, label: `${brand.name} on X` },
    { network: 'facebook', url: brand.social.facebook, label: `${brand.name} on Facebook` },
    { network: 'instagram', url: brand.social.instagram, label: `${brand.name} on Instagram` },
    { network: 'youtube', url: brand.social.youtube, label: `${brand.name} on YouTube` },
  ],
};
