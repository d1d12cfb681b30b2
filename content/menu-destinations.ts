/**
 * The destinations each menu variant must reach, as the product description lists them
 * (docs/product.md); the menus' unit and browser tests check them against what a visitor can open.
 */
import { brand } from './brand';

/** The staffing-site menu's destinations as the product description lists them. */
export const STAFFING_DESTINATIONS = [
  '/cloud-services/app-modernization',
  '/cloud-services/cloud-migration',
  '/cloud-services/hybrid-cloud-services',
  '/artificial-intelligence/conversational',
  '/artificial-intelligence/private-llm',
  '/artificial-intelligence/deep-learning-models',
  '/digital-transformation/custom-software-development',
  '/digital-transformation/prototyping-and-mvp',
  '/digital-transformation/qa-and-testing',
  '/digital-transformation/devops',
  '/generative-ai/contract-management',
  '/generative-ai/medical-writing',
  '/generative-ai/resume-copilot',
  '/generative-ai/auto-dashboard',
  '/quality-assurance/testing-automation',
  brand.qaProductUrl,
  '/ai-nlp/conversational-bi',
  '/ai-nlp/private-llm',
  '/overview/leadership',
  '/overview/our-journey',
  `/beyond-work/life-at-${brand.slug}`,
  '/beyond-work/dei',
  '/locations',
  // Events sit under News, each titled with its year: the News page lists the Diwali celebrations.
  '/news',
  `/press-release/${brand.institute.slug}-and-${brand.slug}`,
  '/blogs/artificial-intelligence',
  '/contact-us',
];

/** The AI-focused menu's destinations as the product description lists them. */
export const AI_DESTINATIONS = [
  '/consulting/cloud-services',
  '/consulting/solution-development',
  '/consulting/ai-implementations',
  '/ai-solutions/insurance',
  '/ai-solutions/medical-and-pharma',
  '/ai-powered-platforms/contract-insight',
  '/ai-powered-platforms/compliance-monitoring',
  '/ai-powered-platforms/automated-reporting',
];
