import type { Page } from '#contracts/content';
import { draftPage } from './draft-page';

export const servicesPages: Page[] = [
  draftPage(
    'app-modernization',
    '/cloud-services/app-modernization',
    'Application Modernization',
    'Move legacy applications to modern, cloud-native architectures without stopping the business.',
  ),
  draftPage(
    'cloud-migration',
    '/cloud-services/cloud-migration',
    'Cloud Migration',
    'Plan and run a low-risk migration of workloads and data to AWS, Azure or Google Cloud.',
  ),
  draftPage(
    'hybrid-cloud-services',
    '/cloud-services/hybrid-cloud-services',
    'Hybrid Cloud Services',
    'Run workloads across on-premises and public cloud with one operating model.',
  ),
  draftPage(
    'conversational',
    '/artificial-intelligence/conversational',
    'Conversational AI',
    'Assistants and chatbots that answer from your own knowledge, in your tone, with guardrails.',
  ),
  draftPage(
    'private-llm',
    '/artificial-intelligence/private-llm',
    'Private LLM',
    'Large language models deployed inside your own cloud, trained on your data, never shared.',
  ),
  draftPage(
    'deep-learning-models',
    '/artificial-intelligence/deep-learning-models',
    'Deep Learning Models',
    'Custom vision, language and forecasting models built, evaluated and put into production.',
  ),
  draftPage(
    'custom-software-development',
    '/digital-transformation/custom-software-development',
    'Custom Software Development',
    'Web, mobile and back-office software designed and built around how your business works.',
  ),
  draftPage(
    'prototyping-and-mvp',
    '/digital-transformation/prototyping-and-mvp',
    'Prototyping and MVP',
    'A clickable prototype in weeks and a market-ready MVP in three to six months.',
  ),
  draftPage(
    'qa-and-testing',
    '/digital-transformation/qa-and-testing',
    'QA and Testing',
    'Functional, performance and security testing that lets you release with confidence.',
  ),
  draftPage(
    'devops',
    '/digital-transformation/devops',
    'DevOps',
    'CI/CD pipelines, infrastructure as code and observability that shorten the path to production.',
  ),
  draftPage(
    'contract-management',
    '/generative-ai/contract-management',
    'Generative AI for Contract Management',
    'Draft, review and track contracts with generative AI that cites the clause it relies on.',
  ),
  draftPage(
    'medical-writing',
    '/generative-ai/medical-writing',
    'Generative AI for Medical Writing',
    'Clinical and regulatory documents drafted faster, with every statement traced to its source.',
  ),
  draftPage(
    'resume-copilot',
    '/generative-ai/resume-copilot',
    'Resume Copilot',
    'Screen and match resumes against requirements in seconds, with explanations recruiters trust.',
  ),
  draftPage(
    'auto-dashboard',
    '/generative-ai/auto-dashboard',
    'Auto Dashboard',
    'Describe the dashboard you need in plain words and get it built on your own data.',
  ),
  draftPage(
    'testing-automation',
    '/quality-assurance/testing-automation',
    'Testing Automation',
    'Automated test suites for web, mobile and APIs that run on every change.',
  ),
  draftPage(
    'conversational-bi',
    '/ai-nlp/conversational-bi',
    'Conversational BI',
    'Ask your data questions in plain language and get answers, charts and the SQL behind them.',
  ),
];
