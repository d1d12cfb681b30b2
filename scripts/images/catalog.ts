/**
 * Every generated picture of the site: its path under public/images/ and how it is drawn.
 * Pages reference these paths; content/content.test.ts checks that each referenced file exists.
 */
import { brand } from '../../content/brand';
import { glyph, glyphs, type GlyphName } from './glyphs';
import { pages } from '../../content/pages';
import { pageFamily, type PageFamily } from '../../content/page-families';
import { familyHero } from './family-heroes';
import { type Emblem, hero, type HeroMotif } from './heroes';
import { portrait, portraitTints, type Look } from './people';
import { markSlugs } from '../../content/pages/proof';
import { countryMap } from './maps';
import { mark } from './marks';
import { outlineLabels } from './outline-labels';
import { skylineGrid, type Landmark } from './places';
import { testPyramid } from './pyramid';
import { lanterns, partnership, rangoli, scene, type Tone } from './scenes';
import { palette, svg } from './svg-kit';

/**
 * Hero band per page (or per slide): file name → motif, or an emblem of the page's own glyphs. A motif
 * opens one page only (the home slides count as pages), so no two pages share a picture's pattern.
 */
export const heroes: Record<string, HeroMotif | Emblem> = {
  home: 'bridge',
  'home-engineering': 'network',
  'home-ai': 'docs',
  'home-talent': ['users', 'search', 'check'],
  // Hire talent opens with its own art, not the home page's talent slide: engineers across time zones.
  'hire-talent': ['users', 'globe', 'clock'],
  // Service and offering pages: each its own emblem of what the service delivers (no two alike).
  'app-modernization': ['layers', 'code', 'server'],
  'cloud-migration': ['migrate', 'server', 'cloud'],
  'hybrid-cloud-services': ['link', 'server', 'cloud'],
  conversational: ['chat', 'mobile', 'spark'],
  'private-llm': ['lock', 'document', 'spark'],
  'deep-learning-models': ['network', 'database', 'target'],
  'custom-software-development': ['code', 'laptop', 'gear'],
  'prototyping-and-mvp': ['bulb', 'mobile', 'rocket'],
  'qa-and-testing': ['shield', 'bug', 'laptop'],
  devops: ['pipeline', 'rocket', 'gauge'],
  'contract-management': ['document', 'scale', 'search'],
  'medical-writing': ['medical', 'document', 'book'],
  'resume-copilot': ['person', 'search', 'spark'],
  'auto-dashboard': ['dashboard', 'database', 'chart'],
  'testing-automation': ['gear', 'check', 'code'],
  'conversational-bi': ['chart', 'chat', 'users'],
  'cloud-services': ['compass', 'cloud', 'layers'],
  'solution-development': ['laptop', 'flow', 'server'],
  'ai-implementations': ['spark', 'target', 'gear'],
  insurance: ['umbrella', 'document', 'shield'],
  'medical-and-pharma': ['pill', 'medical', 'document'],
  'contract-insight': ['scale', 'search', 'chart'],
  'compliance-monitoring': ['clock', 'shield', 'check'],
  'automated-reporting': ['mail', 'chart', 'calendar'],
  'low-code-no-code-solutions': ['mobile', 'flow', 'users'],
  leadership: ['users', 'compass', 'star'],
  'our-journey': ['calendar', 'rocket', 'pin'],
  'life-at': ['heart', 'users', 'book'],
  dei: ['users', 'heart', 'globe'],
  locations: ['globe', 'pin', 'clock'],
  diwali: ['star', 'drop', 'heart'],
  'press-release': ['megaphone', 'cap', 'link'],
  blogs: ['book', 'bulb', 'document'],
  internship: ['cap', 'code', 'users'],
  'internship-apply': ['document', 'cap', 'check'],
  'contact-us': ['mail', 'chat', 'pin'],
  'job-openings': ['search', 'laptop', 'users'],
  'privacy-policy': ['lock', 'document', 'shield'],
  // Pages whose copy the content config fills: each has its own picture ready.
  csr: ['heart', 'leaf', 'cap'],
  aws: ['cloud', 'server', 'gear'],
  azure: ['cloud', 'database', 'lock'],
  gcp: ['cloud', 'chart', 'network'],
  'nlq-to-sql': ['database', 'chat', 'chart'],
  'agentic-framework': ['flow', 'gear', 'chat'],
  'testing-services': ['bug', 'check', 'gauge'],
  'new-office-in-pune': ['pin', 'users', 'calendar'],
  'case-studies': ['target', 'chart', 'check'],
  credits: ['star', 'book', 'heart'],
  news: ['megaphone', 'calendar', 'book'],
  'site-map': ['compass', 'link', 'layers'],
  'iso-27001-recertified-2026': ['shield', 'lock', 'star'],
  'research-fellows-2026': ['cap', 'bulb', 'network'],
  // Case studies: each page its own emblem of what the work was about.
  'logistics-aws-migration': ['migrate', 'cloud', 'globe'],
  'bank-azure-datacentre-exit': ['server', 'migrate', 'lock'],
  'media-analytics-on-google-cloud': ['megaphone', 'dashboard', 'cloud'],
  'distributor-demand-forecasting': ['chart', 'target', 'database'],
  'insurer-policy-system-modernisation': ['umbrella', 'layers', 'code'],
  'payments-daily-releases': ['rocket', 'pipeline', 'clock'],
  'retailer-regression-automation': ['bug', 'gear', 'check'],
  'healthcare-saas-flaky-tests': ['medical', 'bug', 'gauge'],
  'pharma-private-llm': ['pill', 'lock', 'document'],
  'cro-protocol-drafting': ['document', 'medical', 'spark'],
  'logistics-contract-review': ['scale', 'document', 'search'],
  'staffing-desk-resume-copilot': ['person', 'document', 'spark'],
  'retail-conversational-bi': ['chat', 'dashboard', 'bulb'],
  'insurer-claims-triage': ['umbrella', 'flow', 'target'],
  'internship-software-development': ['code', 'cap', 'laptop'],
  'internship-data-engineering-analytics': ['database', 'cap', 'chart'],
  'internship-data-science': ['network', 'cap', 'target'],
  'internship-testing-qa': ['bug', 'cap', 'check'],
  'internship-staffing': ['person', 'search', 'cap'],
};

/** Section art for values and social impact (4:3 cards): file name → glyph and tone. */
const scenes: Record<string, [GlyphName, Tone]> = {
  'value-ownership': ['target', 'light'],
  'value-learning': ['book', 'dark'],
  'value-candour': ['chat', 'light'],
  'value-inclusion': ['users', 'dark'],
  'impact-trees': ['tree', 'dark'],
  'impact-classroom': ['cap', 'light'],
  'impact-blood': ['drop', 'dark'],
  'impact-laptops': ['laptop', 'light'],
  'impact-health': ['heart', 'light'],
  'impact-library': ['book', 'dark'],
  'impact-mentoring': ['users', 'light'],
  'impact-cleanup': ['leaf', 'dark'],
  'impact-digital-literacy': ['mobile', 'light'],
  'impact-coding-clubs': ['code', 'dark'],
  'impact-science-fairs': ['bulb', 'light'],
  'impact-relief': ['globe', 'dark'],
};

/**
 * Leaders and colleagues quoted on the site (fictional people) and the look of each portrait: hair,
 * clothes and expression picked by hand so no two look alike and everyone looks ready for work.
 */
export const people: Record<string, Look> = {
  'Arvind Deshmukh': {
    hair: 'variant42',
    body: 'variant16',
    lips: 'variant22',
    glasses: 'variant03',
    brows: 'variant05',
    tint: portraitTints[0],
  },
  'Meera Kulkarni': {
    hair: 'variant28',
    body: 'variant05',
    lips: 'variant23',
    glasses: 'variant11',
    eyes: 'variant03',
    tint: portraitTints[2],
  },
  'Daniel Brooks': {
    hair: 'variant35',
    body: 'variant20',
    lips: 'variant03',
    brows: 'variant04',
    tint: portraitTints[3],
  },
  'Priya Raghavan': {
    hair: 'variant10',
    body: 'variant13',
    lips: 'variant14',
    eyes: 'variant05',
    tint: portraitTints[1],
  },
  'Sandeep Bhatt': {
    hair: 'variant12',
    body: 'variant06',
    lips: 'variant21',
    beard: 'variant02',
    brows: 'variant09',
    tint: portraitTints[2],
  },
  'Nisha Thakur': {
    hair: 'variant39',
    body: 'variant17',
    lips: 'variant25',
    brows: 'variant06',
    tint: portraitTints[0],
  },
  'Rohit Pande': {
    hair: 'variant21',
    body: 'variant14',
    lips: 'variant03',
    brows: 'variant09',
    tint: portraitTints[3],
  },
  'Ayesha Khan': { hair: 'variant62', body: 'variant07', lips: 'variant23', eyes: 'variant03', tint: portraitTints[1] },
  'Kavya Nair': {
    hair: 'variant23',
    body: 'variant19',
    lips: 'variant03',
    glasses: 'variant08',
    tint: portraitTints[2],
  },
  'Jessica Moreno': {
    hair: 'variant37',
    body: 'variant16',
    lips: 'variant14',
    brows: 'variant12',
    tint: portraitTints[0],
  },
  'Tanmay Bisen': {
    hair: 'variant24',
    body: 'variant05',
    lips: 'variant25',
    eyes: 'variant05',
    tint: portraitTints[1],
  },
  'Sunita Rawat': {
    hair: 'variant47',
    body: 'variant13',
    lips: 'variant21',
    brows: 'variant04',
    tint: portraitTints[3],
  },
};

const cities: Record<string, [string, Landmark]> = {
  'overland-park': ['Overland Park', 'elevator'],
  charlotte: ['Charlotte', 'crown'],
  gondia: ['Gondia', 'dome'],
  pune: ['Pune', 'fort'],
  noida: ['Noida', 'towers'],
  dehradun: ['Dehradun', 'hills'],
};

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A card icon (64×64): a rounded teal-tinted tile with the glyph. */
const icon = (name: GlyphName) =>
  svg(
    { width: 64, height: 64, title: `${name} icon` },
    `<rect width="64" height="64" rx="16" fill="${palette.tint}"/>${glyph(name, 14, 14, 36, palette.teal, 2)}`,
  );

/**
 * Hero name → the family of the page it opens (content/page-families.ts): that page's art is drawn in
 * its family's composition (scripts/images/family-heroes.ts), the others' on the dark band.
 */
export function heroFamilies(): Map<string, PageFamily> {
  const families = new Map<string, PageFamily>();
  for (const page of Object.values(pages)) {
    const first = page.sections[0];
    const family = pageFamily(page.slug);
    const art = first && 'imageUrl' in first ? first.imageUrl : undefined;
    const name = art?.match(/^\/images\/heroes\/(.+)\.svg$/)?.[1];
    if (family && name) families.set(name, family);
  }
  return families;
}

/** Path under public/ → SVG text. */
export function catalog(): Map<string, string> {
  const files = new Map<string, string>();
  const families = heroFamilies();
  for (const [name, motif] of Object.entries(heroes)) {
    const slide = name.startsWith('home');
    const family = families.get(name);
    files.set(
      `images/heroes/${name}.svg`,
      family && typeof motif !== 'string'
        ? familyHero(family, motif, name, 'Abstract illustration of what the page is about')
        : hero(motif, name, 'Abstract geometric illustration in navy and teal', slide ? 900 : 600),
    );
  }
  files.set(
    'images/diagrams/test-pyramid.svg',
    testPyramid('A test pyramid: many fast unit checks, fewer integration checks, a few end-to-end journeys'),
  );
  for (const [name, [glyphName, tone]] of Object.entries(scenes)) {
    files.set(`images/scenes/${name}.svg`, scene(glyphName, tone, name, `Illustration: ${glyphName}`, 'card'));
  }
  for (const name of Object.keys(glyphs) as GlyphName[]) files.set(`images/icons/${name}.svg`, icon(name));
  for (const [person, look] of Object.entries(people))
    files.set(`images/people/${slugOf(person)}.svg`, portrait(person, look, `Illustrated portrait of ${person}`));
  const row = (keys: string[]) => keys.map((key) => cities[key] ?? (['?', 'hills'] as const));
  // The city names are drawn as Inter's outlines: shown with <img>, the picture cannot use the web font.
  files.set(
    'images/places/office-cities.svg',
    outlineLabels(
      skylineGrid(
        row(['gondia', 'pune', 'noida', 'dehradun', 'overland-park', 'charlotte']),
        'Skylines of our six office cities: Gondia, Pune, Noida, Dehradun, Overland Park and Charlotte',
      ),
    ),
  );
  files.set('images/places/usa-map.svg', countryMap('USA', 'Outline map of the United States'));
  files.set('images/places/india-map.svg', countryMap('India', 'Outline map of India'));
  for (const slug of markSlugs()) files.set(`images/marks/${slug}.svg`, mark(slug));
  files.set('images/events/rangoli.svg', rangoli('A rangoli of teal petals around a lamp'));
  files.set('images/events/lanterns.svg', lanterns('Paper lanterns hanging on a string'));
  files.set(
    'images/press/partnership.svg',
    partnership(
      `${brand.institute.name} and ${brand.name}: a graduation cap and a neural network joined by research links`,
    ),
  );
  return files;
}
