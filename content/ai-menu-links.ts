/**
 * The destinations only the AI-focused menu links (content/ai-menu.ts), one constant each like
 * content/menu-links.ts. Their own module, so a build that shows the staffing menu loads them only
 * with the footer, not in every page's first script.
 */
import type { MenuLinkTarget } from './menu-links';

export const csr: MenuLinkTarget = { title: 'Corporate Social Responsibility', targetUrl: '/about/csr' };
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
