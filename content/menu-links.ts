/**
 * Every destination the staffing menu links (and those both menus share), with the one title it has
 * everywhere: the menus (content/staffing-menu.ts, content/ai-menu.ts) and the footer only arrange
 * these, so a title or a path changes in one place. The AI menu's own links are in
 * content/ai-menu-links.ts and the footer's own in content/footer.ts: this module is part of every
 * page's first script (the navigation bar), and a link only the lazily loaded footer shows must not be.
 */
import { brand, brandPaths } from './brand';

export type MenuLinkTarget = { title: string; targetUrl: string };

export const openingsPath = (type: 'all' | 'contractual' | 'permanent' = 'all') =>
  `/current-openings/job-openings?type=${type}`;

export const appModernization: MenuLinkTarget = {
  title: 'App Modernization',
  targetUrl: '/cloud-services/app-modernization',
};
export const cloudMigration: MenuLinkTarget = {
  title: 'Cloud Migration',
  targetUrl: '/cloud-services/cloud-migration',
};
export const hybridCloud: MenuLinkTarget = {
  title: 'Hybrid Cloud Services',
  targetUrl: '/cloud-services/hybrid-cloud-services',
};
export const conversationalAi: MenuLinkTarget = {
  title: 'Conversational AI',
  targetUrl: '/artificial-intelligence/conversational',
};
// Also reached as /ai-nlp/private-llm (the same page): one entry, so no menu shows the title twice.
export const privateLlm: MenuLinkTarget = { title: 'Private LLM', targetUrl: '/artificial-intelligence/private-llm' };
export const deepLearning: MenuLinkTarget = {
  title: 'Deep Learning Models',
  targetUrl: '/artificial-intelligence/deep-learning-models',
};
export const customSoftware: MenuLinkTarget = {
  title: 'Custom Software Development',
  targetUrl: '/digital-transformation/custom-software-development',
};
export const prototyping: MenuLinkTarget = {
  title: 'Prototyping and MVP',
  targetUrl: '/digital-transformation/prototyping-and-mvp',
};
// The testing pages, told apart by what the client gets: a QA team, automated suites, or our own tool.
export const qaAndTesting: MenuLinkTarget = {
  title: 'QA and Testing Teams',
  targetUrl: '/digital-transformation/qa-and-testing',
};
export const devops: MenuLinkTarget = { title: 'DevOps', targetUrl: '/digital-transformation/devops' };
export const contractManagement: MenuLinkTarget = {
  title: 'Contract Management',
  targetUrl: '/generative-ai/contract-management',
};
export const medicalWriting: MenuLinkTarget = { title: 'Medical Writing', targetUrl: '/generative-ai/medical-writing' };
export const resumeCopilot: MenuLinkTarget = { title: 'Resume Copilot', targetUrl: '/generative-ai/resume-copilot' };
export const autoDashboard: MenuLinkTarget = { title: 'Auto Dashboard', targetUrl: '/generative-ai/auto-dashboard' };
export const testingAutomation: MenuLinkTarget = {
  title: 'Test Automation Suites',
  targetUrl: '/quality-assurance/testing-automation',
};
export const qaStudio: MenuLinkTarget = {
  title: `${brand.shortName} QA Studio (our tool)`,
  targetUrl: brand.qaProductUrl,
};
export const conversationalBi: MenuLinkTarget = { title: 'Conversational BI', targetUrl: '/ai-nlp/conversational-bi' };
export const leadership: MenuLinkTarget = { title: 'Leadership', targetUrl: '/overview/leadership' };
export const journey: MenuLinkTarget = { title: 'Our Journey', targetUrl: '/overview/our-journey' };
export const lifeAt: MenuLinkTarget = { title: `Life at ${brand.shortName}`, targetUrl: brandPaths.lifeAt };
export const dei: MenuLinkTarget = { title: 'Diversity, Equity and Inclusion', targetUrl: '/beyond-work/dei' };
export const locations: MenuLinkTarget = { title: 'Locations', targetUrl: '/locations' };
export const news: MenuLinkTarget = { title: 'News and Events', targetUrl: '/news' };
export const pressRelease: MenuLinkTarget = { title: 'Press Release', targetUrl: brandPaths.pressRelease };
export const caseStudies: MenuLinkTarget = { title: 'Case Studies', targetUrl: '/case-studies' };
export const blogs: MenuLinkTarget = { title: 'Blogs and White Papers', targetUrl: '/blogs/artificial-intelligence' };
export const openings: MenuLinkTarget = { title: 'All Openings', targetUrl: openingsPath('all') };
export const contractRoles: MenuLinkTarget = { title: 'Contract Roles', targetUrl: openingsPath('contractual') };
export const permanentRoles: MenuLinkTarget = { title: 'Permanent Roles', targetUrl: openingsPath('permanent') };
export const internships: MenuLinkTarget = { title: 'Internship Programme', targetUrl: '/careers/internship' };
export const aws: MenuLinkTarget = { title: 'AWS', targetUrl: '/cloud-partners/aws' };
export const azure: MenuLinkTarget = { title: 'Azure', targetUrl: '/cloud-partners/azure' };
export const gcp: MenuLinkTarget = { title: 'Google Cloud', targetUrl: '/cloud-partners/gcp' };
export const insurance: MenuLinkTarget = { title: 'Insurance', targetUrl: '/ai-solutions/insurance' };
export const medicalPharma: MenuLinkTarget = {
  title: 'Medical and Pharma',
  targetUrl: '/ai-solutions/medical-and-pharma',
};
export const contact: MenuLinkTarget = { title: 'Contact Us', targetUrl: '/contact-us' };

/** The page for clients who need engineers: the header's call to action and the home page's staffing links. */
export const hireTalent: MenuLinkTarget = { title: 'Hire talent', targetUrl: '/hire-talent' };
