/**
 * Page families: which kind of page a visitor is on, so pages of one kind share a look that pages of
 * another kind do not (docs/content.md, "Page families"). The route loader reads a page's family at
 * build time and writes it on `<main data-family>`; web/styles/_families.scss lays each family out
 * (its first screen, its section rhythm). A page with no family keeps the layout of its purpose.
 *
 * - cloud: moving and running systems on a cloud, and the cloud platforms we partner on;
 * - ai: AI we build for a client, and our own AI products and platforms;
 * - engineering: building, testing and shipping software;
 * - industries: what we do for one industry;
 * - company: who the company is (people, story, places, culture, news).
 */
import { brandPaths } from './brand';

/** The page key of a path whose slug follows the brand. */
const keyOf = (path: string) => path.split('/').at(-1) ?? '';

export const pageFamilies = ['cloud', 'ai', 'engineering', 'industries', 'company'] as const;
export type PageFamily = (typeof pageFamilies)[number];

/** Page key (content/resolve.ts) → family. Keys not listed (home, careers, case studies …) have none. */
const FAMILY_OF: Readonly<Record<string, PageFamily>> = {
  'app-modernization': 'cloud',
  'cloud-migration': 'cloud',
  'hybrid-cloud-services': 'cloud',
  'cloud-services': 'cloud',
  aws: 'cloud',
  azure: 'cloud',
  gcp: 'cloud',

  conversational: 'ai',
  'private-llm': 'ai',
  'deep-learning-models': 'ai',
  'contract-management': 'ai',
  'medical-writing': 'ai',
  'resume-copilot': 'ai',
  'auto-dashboard': 'ai',
  'conversational-bi': 'ai',
  'ai-implementations': 'ai',
  'contract-insight': 'ai',
  'compliance-monitoring': 'ai',
  'automated-reporting': 'ai',
  'agentic-framework': 'ai',
  'nlq-to-sql': 'ai',

  'custom-software-development': 'engineering',
  'prototyping-and-mvp': 'engineering',
  devops: 'engineering',
  'qa-and-testing': 'engineering',
  'testing-automation': 'engineering',
  'testing-services': 'engineering',
  'solution-development': 'engineering',
  'low-code-no-code-solutions': 'engineering',

  insurance: 'industries',
  'medical-and-pharma': 'industries',

  leadership: 'company',
  'our-journey': 'company',
  [keyOf(brandPaths.lifeAt)]: 'company',
  dei: 'company',
  csr: 'company',
  locations: 'company',
  news: 'company',
  'iso-27001-recertified-2026': 'company',
  'research-fellows-2026': 'company',
  'new-office-in-pune': 'company',
  'diwali-celebrations': 'company',
  [keyOf(brandPaths.pressRelease)]: 'company',
  'artificial-intelligence': 'company',
};

/** The family of the page a key names, or undefined for a page that belongs to none. */
export const pageFamily = (pageKey: string): PageFamily | undefined =>
  Object.hasOwn(FAMILY_OF, pageKey) ? FAMILY_OF[pageKey] : undefined;
