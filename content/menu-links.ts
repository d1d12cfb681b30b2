/**
 * Every destination a menu or the footer links, with the one title it has everywhere: the menus
 * (content/navigation.ts, content/ai-menu.ts) and the footer only arrange these, so a title or a path
 * changes in one place. One constant each, so a bundle keeps only the links its menu uses.
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
export const qaAndTesting: MenuLinkTarget = {
  title: 'QA and Testing',
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
  title: 'Testing Automation',
  targetUrl: '/quality-assurance/testing-automation',
};
export const qaStudio: MenuLinkTarget = { title: `${brand.shortName} QA Studio`, targetUrl: brand.qaProductUrl };
export const conversationalBi: MenuLinkTarget = { title: 'Conversational BI', targetUrl: '/ai-nlp/conversational-bi' };
export const leadership: MenuLinkTarget = { title: 'Leadership', targetUrl: '/overview/leadership' };
export const journey: MenuLinkTarget = { title: 'Our Journey', targetUrl: '/overview/our-journey' };
export const lifeAt: MenuLinkTarget = { title: `Life at ${brand.shortName}`, targetUrl: brandPaths.lifeAt };
export const dei: MenuLinkTarget = { title: 'Diversity, Equity and Inclusion', targetUrl: '/beyond-work/dei' };
export const csr: MenuLinkTarget = { title: 'Corporate Social Responsibility', targetUrl: '/about/csr' };
export const locations: MenuLinkTarget = { title: 'Locations', targetUrl: '/locations' };
export const diwali: MenuLinkTarget = { title: 'Diwali Celebrations', targetUrl: '/events/diwali-celebrations' };
export const pressRelease: MenuLinkTarget = { title: 'Press Release', targetUrl: brandPaths.pressRelease };
export const puneOffice: MenuLinkTarget = { title: 'New Office in Pune', targetUrl: '/news/new-office-in-pune' };
export const caseStudies: MenuLinkTarget = { title: 'Case Studies', targetUrl: '/case-studies' };
export const credits: MenuLinkTarget = { title: 'Credits', targetUrl: '/credits' };
export const blogs: MenuLinkTarget = { title: 'Blogs and White Papers', targetUrl: '/blogs/artificial-intelligence' };
export const openings: MenuLinkTarget = { title: 'All Openings', targetUrl: openingsPath('all') };
export const contractRoles: MenuLinkTarget = { title: 'Contract Roles', targetUrl: openingsPath('contractual') };
export const permanentRoles: MenuLinkTarget = { title: 'Permanent Roles', targetUrl: openingsPath('permanent') };
export const internships: MenuLinkTarget = { title: 'Internship Programme', targetUrl: '/careers/internship' };
export const internSoftware: MenuLinkTarget = {
  title: 'Software Development',
  targetUrl: '/internship/software-development',
};
export const internData: MenuLinkTarget = {
  title: 'Data Engineering and Analytics',
  targetUrl: '/internship/data-engineering-analytics',
};
export const internDataScience: MenuLinkTarget = { title: 'Data Science', targetUrl: '/internship/data-science' };
export const internTesting: MenuLinkTarget = { title: 'Testing (QA)', targetUrl: '/internship/testing-qa' };
export const internStaffing: MenuLinkTarget = { title: 'Staffing', targetUrl: '/internship/staffing' };
export const internApply: MenuLinkTarget = { title: 'Apply for an Internship', targetUrl: '/internship/apply' };
export const consultingCloud: MenuLinkTarget = { title: 'Cloud Services', targetUrl: '/consulting/cloud-services' };
export const solutionDevelopment: MenuLinkTarget = {
  title: 'Solution Development',
  targetUrl: '/consulting/solution-development',
};
export const aiImplementations: MenuLinkTarget = {
  title: 'AI Implementations',
  targetUrl: '/consulting/ai-implementations',
};
export const insurance: MenuLinkTarget = { title: 'Insurance', targetUrl: '/ai-solutions/insurance' };
export const medicalPharma: MenuLinkTarget = {
  title: 'Medical and Pharma',
  targetUrl: '/ai-solutions/medical-and-pharma',
};
export const lowCode: MenuLinkTarget = {
  title: 'Low-Code / No-Code Solutions',
  targetUrl: '/offerings/low-code-no-code-solutions',
};
export const testingServices: MenuLinkTarget = { title: 'Testing Services', targetUrl: '/offerings/testing-services' };
export const contractInsight: MenuLinkTarget = {
  title: 'Contract Insight',
  targetUrl: '/ai-powered-platforms/contract-insight',
};
export const complianceMonitoring: MenuLinkTarget = {
  title: 'Compliance Monitoring',
  targetUrl: '/ai-powered-platforms/compliance-monitoring',
};
export const automatedReporting: MenuLinkTarget = {
  title: 'Automated Reporting',
  targetUrl: '/ai-powered-platforms/automated-reporting',
};
export const agenticFramework: MenuLinkTarget = {
  title: 'Agentic Framework',
  targetUrl: '/platforms/agentic-framework',
};
export const nlqToSql: MenuLinkTarget = { title: 'NLQ to SQL', targetUrl: '/platforms/nlq-to-sql' };
export const aws: MenuLinkTarget = { title: 'AWS', targetUrl: '/cloud-partners/aws' };
export const azure: MenuLinkTarget = { title: 'Azure', targetUrl: '/cloud-partners/azure' };
export const gcp: MenuLinkTarget = { title: 'Google Cloud', targetUrl: '/cloud-partners/gcp' };
export const contact: MenuLinkTarget = { title: 'Contact Us', targetUrl: '/contact-us' };
