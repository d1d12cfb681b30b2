import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const aiOfferingsPages: Page[] = [
  draftPage(
    'cloud-services',
    '/consulting/cloud-services',
    'Cloud Consulting',
    'Cloud strategy, architecture and cost reviews from certified architects.',
  ),
  draftPage(
    'solution-development',
    '/consulting/solution-development',
    'Solution Development',
    'From idea to production software, with a team that owns the outcome.',
  ),
  draftPage(
    'ai-implementations',
    '/consulting/ai-implementations',
    'AI Implementations',
    'Put AI into production: data readiness, model choice, integration and governance.',
  ),
  draftPage(
    'insurance',
    '/ai-solutions/insurance',
    'AI for Insurance',
    'Claims triage, underwriting support and policy Q&A built on generative AI.',
  ),
  draftPage(
    'medical-and-pharma',
    '/ai-solutions/medical-and-pharma',
    'AI for Medical and Pharma',
    'AI for clinical documents, pharmacovigilance and medical information.',
  ),
  draftPage(
    'contract-insight',
    '/ai-powered-platforms/contract-insight',
    'Contract Insight',
    'Extract obligations, dates and risks from every contract you hold.',
  ),
  draftPage(
    'compliance-monitoring',
    '/ai-powered-platforms/compliance-monitoring',
    'Compliance Monitoring',
    'Continuous checks of documents and processes against the rules that apply to you.',
  ),
  draftPage(
    'automated-reporting',
    '/ai-powered-platforms/automated-reporting',
    'Automated Reporting',
    'Recurring reports written, checked and delivered without manual work.',
  ),
  draftPage(
    'low-code-no-code-solutions',
    '/offerings/low-code-no-code-solutions',
    'Low-Code and No-Code Solutions',
    'Business apps built fast on low-code platforms, with engineering discipline.',
  ),
];
