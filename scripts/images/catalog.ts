/**
 * Every generated picture of the site: its path under public/images/ and how it is drawn.
 * Pages reference these paths; content/content.test.ts checks that each referenced file exists.
 */
import { brand } from '../../content/brand';
import { diagram, type Diagram } from './diagrams';
import { glyph, glyphs, type GlyphName } from './glyphs';
import { hero, type HeroMotif } from './heroes';
import { avatar } from './people';
import { officeMap, skylineGrid, type Landmark } from './places';
import { diyas, lanterns, partnership, rangoli, scene, type Frame, type Tone } from './scenes';
import { palette, svg } from './svg-kit';

/** Hero band per page (or per slide): file name → motif. */
const heroes: Record<string, HeroMotif> = {
  'home-engineering': 'network',
  'home-ai': 'docs',
  'home-talent': 'steps',
  'app-modernization': 'grid',
  'cloud-migration': 'cloud',
  'hybrid-cloud-services': 'cloud',
  conversational: 'network',
  'private-llm': 'shield',
  'deep-learning-models': 'network',
  'custom-software-development': 'grid',
  'prototyping-and-mvp': 'steps',
  'qa-and-testing': 'shield',
  devops: 'waves',
  'contract-management': 'docs',
  'medical-writing': 'docs',
  'resume-copilot': 'network',
  'auto-dashboard': 'chart',
  'testing-automation': 'shield',
  'conversational-bi': 'chart',
  'cloud-services': 'cloud',
  'solution-development': 'grid',
  'ai-implementations': 'network',
  insurance: 'shield',
  'medical-and-pharma': 'docs',
  'contract-insight': 'docs',
  'compliance-monitoring': 'shield',
  'automated-reporting': 'chart',
  'low-code-no-code-solutions': 'grid',
  leadership: 'rings',
  'our-journey': 'steps',
  'life-at': 'rings',
  dei: 'waves',
  locations: 'network',
  diwali: 'rings',
  'press-release': 'network',
  blogs: 'docs',
  internship: 'steps',
  'internship-software-development': 'grid',
  'internship-data-engineering-analytics': 'chart',
  'internship-data-science': 'network',
  'internship-testing-qa': 'shield',
  'internship-staffing': 'rings',
};

/** Product-like diagrams for AI offerings and platforms. */
const diagrams: Record<string, Omit<Diagram, 'title'> & { title?: string }> = {
  conversational: {
    windowTitle: 'Assistant · HR knowledge base',
    steps: [
      { label: 'Question', icon: 'chat' },
      { label: 'Retrieve', icon: 'search' },
      { label: 'Ground', icon: 'document' },
      { label: 'Answer', icon: 'spark' },
    ],
    output: 'chat',
    rows: [
      'How many leave days carry over?',
      'Up to 10 days (HR policy 4.2, section 3).',
      'Source: leave-policy-2025.pdf, page 7',
    ],
  },
  'private-llm': {
    windowTitle: 'Private LLM · evaluation run',
    steps: [
      { label: 'Your data', icon: 'database' },
      { label: 'Fine-tune', icon: 'gear' },
      { label: 'Evaluate', icon: 'target' },
      { label: 'Serve in VPC', icon: 'lock' },
    ],
    output: 'chart',
    rows: ['Accuracy', 'Grounded', 'GPU use'],
  },
  'deep-learning-models': {
    windowTitle: 'Model registry · defect-detector v7',
    steps: [
      { label: 'Label', icon: 'document' },
      { label: 'Train', icon: 'network' },
      { label: 'Validate', icon: 'target' },
      { label: 'Deploy', icon: 'server' },
    ],
    output: 'chart',
    rows: ['Precision', 'Recall', 'Drift'],
  },
  'contract-management': {
    windowTitle: 'Contract review · MSA-2025-114',
    steps: [
      { label: 'Upload', icon: 'document' },
      { label: 'Extract', icon: 'search' },
      { label: 'Compare', icon: 'scale' },
      { label: 'Redline', icon: 'spark' },
    ],
    output: 'table',
    rows: ['Limitation of liability', 'Auto-renewal', 'Termination notice', 'Governing law'],
  },
  'medical-writing': {
    windowTitle: 'Protocol drafting · Study NW-204',
    steps: [
      { label: 'Sources', icon: 'document' },
      { label: 'Section agents', icon: 'users' },
      { label: 'Cite', icon: 'link' },
      { label: 'Draft', icon: 'spark' },
    ],
    output: 'doc',
    rows: ['Synopsis', 'Objectives', 'Endpoints', 'Safety plan'],
  },
  'resume-copilot': {
    windowTitle: 'Resume Copilot · Java lead, Charlotte',
    steps: [
      { label: 'Requirement', icon: 'document' },
      { label: 'Parse', icon: 'search' },
      { label: 'Match', icon: 'target' },
      { label: 'Shortlist', icon: 'users' },
    ],
    output: 'table',
    rows: ['Candidate 10482', 'Candidate 22915', 'Candidate 31077', 'Candidate 40256'],
  },
  'auto-dashboard': {
    windowTitle: 'Auto Dashboard · weekly sales',
    steps: [
      { label: 'Describe', icon: 'chat' },
      { label: 'Map data', icon: 'database' },
      { label: 'Build', icon: 'dashboard' },
      { label: 'Share', icon: 'link' },
    ],
    output: 'chart',
    rows: ['Revenue', 'Margin', 'Churn'],
  },
  'conversational-bi': {
    windowTitle: 'Conversational BI · sales warehouse',
    steps: [
      { label: 'Ask', icon: 'chat' },
      { label: 'Write SQL', icon: 'code' },
      { label: 'Check', icon: 'shield' },
      { label: 'Chart', icon: 'chart' },
    ],
    output: 'chat',
    rows: [
      'Top regions by Q3 revenue?',
      'West leads with $4.2M, up 12% on Q2.',
      'SELECT region, SUM(amount) FROM sales …',
    ],
  },
  'contract-insight': {
    windowTitle: 'Contract Insight · obligations',
    steps: [
      { label: 'Ingest', icon: 'document' },
      { label: 'Extract', icon: 'search' },
      { label: 'Score risk', icon: 'gauge' },
      { label: 'Remind', icon: 'calendar' },
    ],
    output: 'table',
    rows: ['Renewal date', 'Price escalation', 'SLA credits', 'Exclusivity'],
  },
  'compliance-monitoring': {
    windowTitle: 'Compliance Monitoring · controls',
    steps: [
      { label: 'Rules', icon: 'scale' },
      { label: 'Scan', icon: 'search' },
      { label: 'Flag', icon: 'shield' },
      { label: 'Evidence', icon: 'document' },
    ],
    output: 'table',
    rows: ['Consent form v3', 'Vendor policy', 'Log retention', 'Access review'],
  },
  'automated-reporting': {
    windowTitle: 'Automated Reporting · month-end pack',
    steps: [
      { label: 'Connect', icon: 'database' },
      { label: 'Compute', icon: 'gear' },
      { label: 'Write', icon: 'document' },
      { label: 'Deliver', icon: 'mail' },
    ],
    output: 'chart',
    rows: ['On time', 'Checked', 'Hours saved'],
  },
  insurance: {
    windowTitle: 'Claims desk · first notice of loss',
    steps: [
      { label: 'FNOL', icon: 'document' },
      { label: 'Triage', icon: 'flow' },
      { label: 'Assess', icon: 'search' },
      { label: 'Settle', icon: 'check' },
    ],
    output: 'table',
    rows: ['Claim 88314 · motor', 'Claim 88320 · property', 'Claim 88327 · travel', 'Claim 88331 · health'],
  },
  'medical-and-pharma': {
    windowTitle: 'Safety case intake · ICSR',
    steps: [
      { label: 'Intake', icon: 'mail' },
      { label: 'Extract', icon: 'search' },
      { label: 'Code terms', icon: 'medical' },
      { label: 'Review', icon: 'check' },
    ],
    output: 'doc',
    rows: ['Adverse event', 'Suspect drug', 'Onset date', 'Seriousness'],
  },
  'ai-implementations': {
    windowTitle: 'AI programme · use-case portfolio',
    steps: [
      { label: 'Use case', icon: 'bulb' },
      { label: 'Data', icon: 'database' },
      { label: 'Model', icon: 'network' },
      { label: 'Govern', icon: 'shield' },
    ],
    output: 'chart',
    rows: ['In production', 'Adoption', 'Cost per task'],
  },
  'testing-automation': {
    windowTitle: 'Test run · release 4.18',
    steps: [
      { label: 'Commit', icon: 'code' },
      { label: 'Build', icon: 'gear' },
      { label: 'Test', icon: 'bug' },
      { label: 'Report', icon: 'chart' },
    ],
    output: 'chart',
    rows: ['Pass rate', 'Coverage', 'Flaky'],
  },
  devops: {
    windowTitle: 'Delivery pipeline · payments-api',
    steps: [
      { label: 'Code', icon: 'code' },
      { label: 'Build', icon: 'gear' },
      { label: 'Deploy', icon: 'rocket' },
      { label: 'Observe', icon: 'gauge' },
    ],
    output: 'chart',
    rows: ['Change fail', 'Uptime', 'Coverage'],
  },
};

/** Section art: file name → glyph, tone and frame. */
const scenes: Record<string, [GlyphName, Tone, Frame?]> = {
  'app-modernization': ['layers', 'light'],
  'cloud-migration': ['migrate', 'light'],
  'hybrid-cloud-services': ['server', 'light'],
  'custom-software-development': ['code', 'light'],
  'prototyping-and-mvp': ['rocket', 'light'],
  'qa-and-testing': ['bug', 'light'],
  'cloud-services': ['cloud', 'light'],
  'solution-development': ['flow', 'light'],
  'low-code-no-code-solutions': ['dashboard', 'light'],
  'value-ownership': ['target', 'light', 'card'],
  'value-learning': ['book', 'dark', 'card'],
  'value-candour': ['chat', 'light', 'card'],
  'value-inclusion': ['users', 'dark', 'card'],
  'impact-trees': ['tree', 'dark', 'card'],
  'impact-classroom': ['cap', 'light', 'card'],
  'impact-blood': ['drop', 'dark', 'card'],
  'impact-laptops': ['laptop', 'light', 'card'],
  'impact-health': ['heart', 'light', 'card'],
  'impact-library': ['book', 'dark', 'card'],
  'impact-mentoring': ['users', 'light', 'card'],
  'impact-cleanup': ['leaf', 'dark', 'card'],
  'impact-digital-literacy': ['mobile', 'light', 'card'],
  'impact-coding-clubs': ['code', 'dark', 'card'],
  'impact-science-fairs': ['bulb', 'light', 'card'],
  'impact-relief': ['globe', 'dark', 'card'],
  'dei-hiring': ['users', 'light'],
  'dei-returners': ['compass', 'light'],
  'internship-software-development': ['code', 'light'],
  'internship-data-engineering-analytics': ['database', 'light'],
  'internship-data-science': ['network', 'light'],
  'internship-testing-qa': ['bug', 'light'],
  'internship-staffing': ['person', 'light'],
  'internship-apply': ['cap', 'light'],
  'journey-gondia': ['pin', 'dark'],
};

/** Leaders and colleagues quoted on the site (fictional people). */
export const people = [
  'Arvind Deshmukh',
  'Meera Kulkarni',
  'Daniel Brooks',
  'Priya Raghavan',
  'Sandeep Bhatt',
  'Nisha Thakur',
  'Rohit Pande',
  'Ayesha Khan',
  'Kavya Nair',
  'Jessica Moreno',
  'Tanmay Bisen',
  'Sunita Rawat',
] as const;

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

/** Path under public/ → SVG text. */
export function catalog(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, motif] of Object.entries(heroes)) {
    const slide = name.startsWith('home-');
    files.set(
      `images/heroes/${name}.svg`,
      hero(motif, name, 'Abstract geometric illustration in navy and teal', slide ? 900 : 600),
    );
  }
  for (const [name, spec] of Object.entries(diagrams)) {
    files.set(`images/diagrams/${name}.svg`, diagram({ ...spec, title: spec.title ?? `${spec.windowTitle} diagram` }));
  }
  for (const [name, [glyphName, tone, frame = 'wide']] of Object.entries(scenes)) {
    files.set(`images/scenes/${name}.svg`, scene(glyphName, tone, name, `Illustration: ${glyphName}`, frame));
  }
  for (const name of Object.keys(glyphs) as GlyphName[]) files.set(`images/icons/${name}.svg`, icon(name));
  for (const person of people)
    files.set(`images/people/${slugOf(person)}.svg`, avatar(person, `Portrait of ${person}`));
  const row = (keys: string[]) => keys.map((key) => cities[key] ?? (['?', 'hills'] as const));
  files.set(
    'images/places/india-offices.svg',
    skylineGrid(row(['gondia', 'pune', 'noida', 'dehradun']), 'Skylines of Gondia, Pune, Noida and Dehradun'),
  );
  files.set(
    'images/places/usa-offices.svg',
    skylineGrid(row(['overland-park', 'charlotte']), 'Skylines of Overland Park and Charlotte'),
  );
  files.set(
    'images/places/office-map.svg',
    officeMap(`Map of ${brand.shortName} offices in the USA and India`, [
      { label: 'Overland Park, KS', x: 230, y: 230 },
      { label: 'Charlotte, NC', x: 390, y: 290 },
      { label: 'Dehradun', x: 860, y: 170 },
      { label: 'Noida', x: 900, y: 215 },
      { label: 'Gondia (HQ)', x: 880, y: 300, head: true },
      { label: 'Pune', x: 820, y: 360 },
    ]),
  );
  files.set('images/events/rangoli.svg', rangoli('A rangoli of teal petals around a lamp'));
  files.set('images/events/diyas.svg', diyas('Five lit clay lamps'));
  files.set('images/events/lanterns.svg', lanterns('Paper lanterns hanging on a string'));
  files.set(
    'images/press/partnership.svg',
    partnership(brand.institute.shortName, brand.shortName, `${brand.institute.name} and ${brand.name}`),
  );
  return files;
}
