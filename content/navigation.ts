/**
 * The two menu variants of the site (DECISIONS.md section 2b). The navigation bar shows one of them,
 * chosen at build time; every page of the other stays reachable from the footer and the sitemap.
 */
import type { Menu } from '#contracts/content';
import { brand, brandPaths } from './brand';

export const openingsPath = (type: 'all' | 'contractual' | 'permanent' = 'all') =>
  `/current-openings/job-openings?type=${type}`;

/** The staffing-site menu: two levels. */
export const staffingMenu: Menu = [
  {
    title: 'Cloud',
    subMenu: [
      { title: 'App Modernization', targetUrl: '/cloud-services/app-modernization' },
      { title: 'Cloud Migration', targetUrl: '/cloud-services/cloud-migration' },
      { title: 'Hybrid Cloud Services', targetUrl: '/cloud-services/hybrid-cloud-services' },
    ],
  },
  {
    title: 'AI',
    subMenu: [
      { title: 'Conversational AI', targetUrl: '/artificial-intelligence/conversational' },
      { title: 'Private LLM', targetUrl: '/artificial-intelligence/private-llm' },
      { title: 'Deep Learning Models', targetUrl: '/artificial-intelligence/deep-learning-models' },
    ],
  },
  {
    title: 'Digital',
    subMenu: [
      { title: 'Custom Software Development', targetUrl: '/digital-transformation/custom-software-development' },
      { title: 'Prototyping and MVP', targetUrl: '/digital-transformation/prototyping-and-mvp' },
      { title: 'QA and Testing', targetUrl: '/digital-transformation/qa-and-testing' },
      { title: 'DevOps', targetUrl: '/digital-transformation/devops' },
    ],
  },
  {
    title: 'Generative AI',
    subMenu: [
      { title: 'Contract Management', targetUrl: '/generative-ai/contract-management' },
      { title: 'Medical Writing', targetUrl: '/generative-ai/medical-writing' },
      { title: 'Resume Copilot', targetUrl: '/generative-ai/resume-copilot' },
      { title: 'Auto Dashboard', targetUrl: '/generative-ai/auto-dashboard' },
    ],
  },
  {
    title: 'Quality',
    subMenu: [
      { title: 'Testing Automation', targetUrl: '/quality-assurance/testing-automation' },
      { title: `${brand.shortName} QA Studio`, targetUrl: brand.qaProductUrl },
    ],
  },
  {
    title: 'AI & NLP',
    subMenu: [
      { title: 'Conversational BI', targetUrl: '/ai-nlp/conversational-bi' },
      { title: 'Private LLM', targetUrl: '/ai-nlp/private-llm' },
    ],
  },
  {
    title: 'Company',
    subMenu: [
      { title: 'Leadership', targetUrl: '/overview/leadership' },
      { title: 'Our Journey', targetUrl: '/overview/our-journey' },
      { title: `Life at ${brand.shortName}`, targetUrl: brandPaths.lifeAt },
      { title: 'Diversity, Equity and Inclusion', targetUrl: '/beyond-work/dei' },
      { title: 'Locations', targetUrl: '/locations' },
      { title: 'Diwali Celebrations', targetUrl: '/events/diwali-celebrations' },
      { title: 'Press Release', targetUrl: brandPaths.pressRelease },
      { title: 'Blogs and White Papers', targetUrl: '/blogs/artificial-intelligence' },
    ],
  },
  {
    title: 'Careers',
    subMenu: [
      { title: 'All Openings', targetUrl: openingsPath('all') },
      { title: 'Contract Roles', targetUrl: openingsPath('contractual') },
      { title: 'Permanent Roles', targetUrl: openingsPath('permanent') },
      { title: 'Internships', targetUrl: '/careers/internship' },
    ],
  },
  { title: 'Contact Us', targetUrl: '/contact-us' },
];

/** The AI-focused menu: Offerings, Platforms, Careers, About Us, Resources, Contact Us; three levels. */
export const aiMenu: Menu = [
  {
    title: 'Offerings',
    subMenu: [
      {
        title: 'Consulting',
        subMenu: [
          { title: 'Cloud Services', targetUrl: '/consulting/cloud-services' },
          { title: 'Solution Development', targetUrl: '/consulting/solution-development' },
          { title: 'AI Implementations', targetUrl: '/consulting/ai-implementations' },
        ],
      },
      {
        title: 'AI Solutions',
        subMenu: [
          { title: 'Insurance', targetUrl: '/ai-solutions/insurance' },
          { title: 'Medical and Pharma', targetUrl: '/ai-solutions/medical-and-pharma' },
        ],
      },
      {
        title: 'Engineering',
        subMenu: [
          { title: 'Low-Code / No-Code Solutions', targetUrl: '/offerings/low-code-no-code-solutions' },
          { title: 'Testing Services', targetUrl: '/offerings/testing-services' },
        ],
      },
    ],
  },
  {
    title: 'Platforms',
    subMenu: [
      {
        title: 'AI-Powered Platforms',
        subMenu: [
          { title: 'Contract Insight', targetUrl: '/ai-powered-platforms/contract-insight' },
          { title: 'Compliance Monitoring', targetUrl: '/ai-powered-platforms/compliance-monitoring' },
          { title: 'Automated Reporting', targetUrl: '/ai-powered-platforms/automated-reporting' },
        ],
      },
      {
        title: 'Frameworks',
        subMenu: [
          { title: 'Agentic Framework', targetUrl: '/platforms/agentic-framework' },
          { title: 'NLQ to SQL', targetUrl: '/platforms/nlq-to-sql' },
        ],
      },
      {
        title: 'Cloud Partners',
        subMenu: [
          { title: 'AWS', targetUrl: '/cloud-partners/aws' },
          { title: 'Azure', targetUrl: '/cloud-partners/azure' },
          { title: 'Google Cloud', targetUrl: '/cloud-partners/gcp' },
        ],
      },
    ],
  },
  {
    title: 'Careers',
    subMenu: [
      { title: 'Current Openings', targetUrl: openingsPath('all') },
      {
        title: 'Internships',
        subMenu: [
          { title: 'Internship Programme', targetUrl: '/careers/internship' },
          { title: 'Software Development', targetUrl: '/internship/software-development' },
          { title: 'Data Engineering and Analytics', targetUrl: '/internship/data-engineering-analytics' },
          { title: 'Data Science', targetUrl: '/internship/data-science' },
          { title: 'Testing (QA)', targetUrl: '/internship/testing-qa' },
          { title: 'Staffing', targetUrl: '/internship/staffing' },
          { title: 'Apply Now', targetUrl: '/internship/apply' },
        ],
      },
    ],
  },
  {
    title: 'About Us',
    subMenu: [
      { title: 'Leadership', targetUrl: '/overview/leadership' },
      { title: 'Our Journey', targetUrl: '/overview/our-journey' },
      { title: `Life at ${brand.shortName}`, targetUrl: brandPaths.lifeAt },
      { title: 'Diversity, Equity and Inclusion', targetUrl: '/beyond-work/dei' },
      { title: 'Corporate Social Responsibility', targetUrl: '/about/csr' },
      { title: 'Locations', targetUrl: '/locations' },
    ],
  },
  {
    title: 'Resources',
    subMenu: [
      { title: 'Blogs and White Papers', targetUrl: '/blogs/artificial-intelligence' },
      { title: 'Press Release', targetUrl: brandPaths.pressRelease },
      { title: 'New Office in Pune', targetUrl: '/news/new-office-in-pune' },
      { title: 'Diwali Celebrations', targetUrl: '/events/diwali-celebrations' },
    ],
  },
  { title: 'Contact Us', targetUrl: '/contact-us' },
];

export type MenuVariant = 'staffing' | 'ai';
export const menus: Record<MenuVariant, Menu> = { staffing: staffingMenu, ai: aiMenu };
