import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Footer, Menu, Page, type MenuItem, type Section } from '#contracts/content';
import { brand, brandPaths, officeList, offices } from './brand';
import { footer } from './footer';
import { aiMenu, staffingMenu } from './navigation';
import { pages } from './pages';
import { findPage, findPageAt, pageKeyOf } from './resolve';
import { caseStudyRecords, SERVICE_SLUGS } from './pages/case-study-data';
import { clientLogoPath, clients } from './clients';
// eslint-disable-next-line no-restricted-imports -- read as data: the build's list of pre-rendered paths
import routerConfig from '../react-router.config';
import { SPEC_PAGE_SLUGS } from './spec-page-slugs';
import { EVENTS, eventLabel } from './pages/events';
import { eventsSection } from './pages/news';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const allPages = Object.values(pages);
const prerender = Array.isArray(routerConfig.prerender) ? routerConfig.prerender : [];

/** The pages the specification left as a title only: each now carries real content. */
const FORMER_TITLE_ONLY = [
  'new-office-in-pune',
  'testing-services',
  'agentic-framework',
  'nlq-to-sql',
  'aws',
  'azure',
  'gcp',
  'csr',
];
/** Sections that open a page as its band; they do not count as content. */
const BANDS = new Set<Section['type']>([
  'HERO-SECTION',
  'IMG-CAROUSEL',
  'IMG-SECTION',
  'TITLE-SECTION',
  'JOB-TITLE-SECTION',
]);
/** Sections that are a page's content on their own: openings, a job, a form, an article, a list of posts. */
const WORKING = new Set<Section['type']>([
  'OPENINGS-SECTION',
  'JOB-SECTION',
  'INTERNSHIP-FORM',
  'HIRE-TALENT-FORM',
  'CONTACT-US',
  'PRESS-RELEASE',
  'BLOGS',
]);
const INTERNSHIP_PAGES = [
  'internship',
  'software-development',
  'data-engineering-analytics',
  'data-science',
  'testing-qa',
  'staffing',
  'apply',
];
/** Pages written by the careers work (content/pages/jobs.ts): their copy is not checked here. */
const OTHER_OWNERS = ['job-openings', 'job-description'];

const menuLinks = (menu: MenuItem[]): string[] =>
  menu.flatMap((item) => [...(item.targetUrl ? [item.targetUrl] : []), ...menuLinks(item.subMenu ?? [])]);

/** Every link a section carries: its own target, its cards', slides' and blog posts'. */
const sectionLinks = (section: Section): string[] => {
  // An openings section's targetUrl is a path under the staffing API, not a page.
  const links = section.targetUrl && section.type !== 'OPENINGS-SECTION' ? [section.targetUrl] : [];
  if ('cardsData' in section) links.push(...(section.cardsData ?? []).flatMap((card) => card.targetUrl ?? []));
  if ('carouselData' in section) links.push(...section.carouselData.flatMap((slide) => slide.targetUrl ?? []));
  if (section.type === 'BLOGS') links.push(...(section.Blogs ?? []).map((post) => post.link));
  return links;
};

/** Every /images/… path a section references, wherever it sits in the section. */
const imagePaths = (value: unknown): string[] => {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(imagePaths);
  return [];
};

/**
 * The pictures that make a page its own: its hero (the band's picture, or each slide's) and the
 * pictures its sections carry beside their text (diagrams, scenes, maps, with their phone drawings).
 * Card icons, portraits and logos are not counted: they are a shared vocabulary.
 */
const pagePictures = (page: Page): string[] =>
  page.sections.flatMap((section) => [
    ...(section.type === 'IMG-CAROUSEL' ? section.carouselData.map((slide) => slide.imageUrl) : []),
    ...(section.imageUrl ? [section.imageUrl] : []),
    ...(section.type === 'TEXT-WITH-IMAGE-VERTICAL' && section.narrowImage ? [section.narrowImage.url] : []),
  ]);

/** Pictures more than one page may show, and why: site-wide assets, not a page's own art. */
const SHARED_PICTURES: Record<string, string> = {
  '/images/places/office-cities.svg':
    'the six office cities, drawn once: on Locations and beside the time zones on Hire talent',
};

/** Every string a section shows as copy (its text, cards, slides, questions…), wherever it sits. */
const copyOf = (value: unknown): string[] => {
  if (typeof value === 'string') return /^(\/|https?:|mailto:|tel:)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(copyOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(copyOf);
  return [];
};

/**
 * A legal line: an attribution, a licence or a trademark notice. These belong on the credits page
 * (content/pages/credits.ts), never under a technology wall, a map or a story.
 */
const LEGAL_LINE =
  /belong to their owners|trademarks?\b|registered marks?|[™®©]|\bCC0\b|\bCC BY\b|Creative Commons|Open Font Licen[cs]e|\bMIT[- ]licen|\(MIT\)|Census Bureau|OpenStreetMap|Natural Earth|map (data|outlines) (from|by)|all rights reserved/i;

const isInternal = (href: string) => href.startsWith('/');
const resolves = (href: string) => findPage(pageKeyOf(href.split(/[?#]/)[0] ?? href)) !== undefined;
const pageText = (page: Page) => JSON.stringify(page.sections);

const allLinks = [
  ...menuLinks(staffingMenu).map((href) => ['staffing menu', href] as const),
  ...menuLinks(aiMenu).map((href) => ['AI menu', href] as const),
  ...footer.columns.flatMap((column) =>
    column.links.map((link) => [`footer ${column.title}`, link.targetUrl] as const),
  ),
  ...footer.social.map((link) => ['footer social', link.url] as const),
  ...allPages.flatMap((page) => page.sections.flatMap(sectionLinks).map((href) => [page.slug, href] as const)),
];

describe('site content', () => {
  it.each(allPages.map((page) => [page.slug, page] as const))(
    'page %s validates against the Page schema',
    (_slug, page) => {
      const result = Page.safeParse(page);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it('menus and footer validate against their schemas', () => {
    expect(Menu.safeParse(staffingMenu).success).toBe(true);
    expect(Menu.safeParse(aiMenu).success).toBe(true);
    expect(Footer.safeParse(footer).error?.issues ?? []).toEqual([]);
  });

  it('every slug is the last segment of its path, and paths and titles are unique', () => {
    for (const page of allPages) expect(pageKeyOf(page.path), page.path).toBe(page.slug);
    expect(new Set(allPages.map((page) => page.path)).size).toBe(allPages.length);
    expect(new Set(allPages.map((page) => page.title)).size).toBe(allPages.length);
    expect(new Set(allPages.map((page) => page.description)).size).toBe(allPages.length);
  });

  it('has a page for every slug docs/product.md §2 requires, plus home and the internship overview', () => {
    const missing = [...SPEC_PAGE_SLUGS, 'home', 'internship'].filter((slug) => !findPage(slug));
    expect(missing).toEqual([]);
  });

  it('every internal link of the menus, the footer and the pages resolves to a page', () => {
    const broken = allLinks.filter(([, href]) => isInternal(href) && !resolves(href));
    expect(broken).toEqual([]);
  });

  it('every external link is https or mailto', () => {
    const insecure = allLinks.filter(([, href]) => !isInternal(href) && !/^(https:\/\/|mailto:)/.test(href));
    expect(insecure).toEqual([]);
  });

  it('every menu destination of both menus resolves to a page of its own slug', () => {
    for (const href of [...menuLinks(staffingMenu), ...menuLinks(aiMenu)].filter(isInternal)) {
      const key = pageKeyOf(href.split('?')[0] ?? href);
      expect(findPage(key)?.slug, href).toBe(key);
    }
  });

  it('every referenced image exists under public/', () => {
    const missing = allPages
      .flatMap((page) => imagePaths(page.sections).map((path) => [page.slug, path] as const))
      .filter(([, path]) => !existsSync(join(publicDir, path)));
    expect(missing).toEqual([]);
  });

  it('no two pages share a hero or a diagram, and each diagram and its phone drawing exist at their stated size', () => {
    const users = new Map<string, string[]>();
    for (const page of allPages) {
      for (const image of pagePictures(page)) users.set(image, [...(users.get(image) ?? []), page.slug]);
    }
    const shared = [...users]
      .filter(([image, slugs]) => new Set(slugs).size > 1 && !(image in SHARED_PICTURES))
      .map(([image, slugs]) => `${image}: ${[...new Set(slugs)].join(', ')}`);
    expect(shared).toEqual([]);
    // An exception is only for a site-wide picture still in use by more than one page.
    for (const image of Object.keys(SHARED_PICTURES)) expect(new Set(users.get(image)).size, image).toBeGreaterThan(1);

    const diagrams = allPages.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.type === 'TEXT-WITH-IMAGE-VERTICAL' && section.imageUrl?.startsWith('/images/diagrams/')
          ? [[page.slug, section] as const]
          : [],
      ),
    );
    expect(diagrams.length).toBeGreaterThan(10);
    for (const [slug, section] of diagrams) {
      expect(existsSync(join(publicDir, section.imageUrl ?? '')), `${slug}: ${section.imageUrl}`).toBe(true);
      const narrow = section.narrowImage;
      if (!narrow) continue;
      const file = join(publicDir, narrow.url);
      expect(existsSync(file), `${slug}: ${narrow.url}`).toBe(true);
      const size = readFileSync(file, 'utf8').match(/<svg[^>]*\swidth="(\d+)" height="(\d+)"/);
      expect([Number(size?.[1]), Number(size?.[2])], narrow.url).toEqual([narrow.width, narrow.height]);
    }
  });

  it('every drawing under /images/diagrams/ and every service scene is shown by a page (retired ones are deleted)', () => {
    const shown = new Set(allPages.flatMap((page) => imagePaths(page.sections)));
    const unused = ['diagrams', 'scenes'].flatMap((folder) =>
      readdirSync(join(publicDir, 'images', folder))
        .map((name) => `/images/${folder}/${name}`)
        .filter((path) => !shown.has(path)),
    );
    expect(unused).toEqual([]);
  });

  it('pictures that convey content carry alt text', () => {
    for (const page of allPages) {
      for (const section of page.sections) {
        if (section.type === 'TEXT-WITH-IMAGE-VERTICAL') expect(section.imageAlt, page.slug).toMatch(/\w{3}/);
        if (section.type === 'IMG-CAROUSEL')
          section.carouselData.forEach((slide) => expect(slide.imageAlt).toMatch(/\w{3}/));
        if (section.type === 'COMPANY-VALUES') section.values.forEach((value) => expect(value.imgAlt).toMatch(/\w{3}/));
      }
    }
  });

  it.each(FORMER_TITLE_ONLY)('%s carries at least three sections of content after its band', (slug) => {
    const sections = findPage(slug)?.sections ?? [];
    expect(sections.filter((section) => !BANDS.has(section.type)).length).toBeGreaterThanOrEqual(3);
    expect(
      sections.filter((section) => section.type === 'TEXT-SECTION' || section.type === 'TEXT-WITH-CARDS'),
    ).not.toHaveLength(0);
  });

  it('no pre-rendered page is an empty shell: three sections besides its band, or working content', () => {
    const shells = prerender
      .filter((path) => path !== '/' && path !== '/not-found' && !path.endsWith('.json'))
      .map((path) => [path, findPageAt(path)] as const)
      .filter(([, page]) => {
        const content = (page?.sections ?? []).filter((section) => !BANDS.has(section.type));
        return content.length < 3 && !content.some((section) => WORKING.has(section.type));
      })
      .map(([path]) => path);
    expect(shells).toEqual([]);
  });

  it('every page is pre-rendered (so it reaches the sitemap with its HTML)', () => {
    const missing = allPages.map((page) => page.path).filter((path) => !prerender.includes(path));
    expect(missing).toEqual([]);
  });

  it('the new pages never put two sections of the same kind one after the other', () => {
    const pagesToCheck = [...FORMER_TITLE_ONLY, 'credits', 'case-studies', ...caseStudyRecords.map((r) => r.slug)];
    const repeats = pagesToCheck.flatMap((slug) =>
      (findPage(slug)?.sections ?? [])
        .map((section) => section.type)
        .flatMap((type, i, types) => (i > 0 && types[i - 1] === type ? [`${slug}: ${type}`] : [])),
    );
    expect(repeats).toEqual([]);
  });

  it('every other page opens with a dark band and carries real copy', () => {
    for (const page of allPages) {
      expect(BANDS.has(page.sections[0]?.type ?? 'TEXT-SECTION'), page.slug).toBe(true);
      if (OTHER_OWNERS.includes(page.slug)) continue;
      expect(page.sections.length, page.slug).toBeGreaterThanOrEqual(2);
      expect(pageText(page), page.slug).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
    }
  });

  it('page copy uses the brand config rather than a hard-coded company name', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = join(dirname(fileURLToPath(import.meta.url)), 'pages');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'jobs.ts')) {
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(new RegExp(brand.shortName, 'i'));
    }
  });

  it.each(INTERNSHIP_PAGES)('internship page %s holds an internship form with no key details', (slug) => {
    const form = findPage(slug)?.sections.find((section) => section.type === 'INTERNSHIP-FORM');
    expect(form && 'keyDetails' in form ? form.keyDetails : undefined).toEqual([]);
  });

  it('states the internship facts: free, three months, who it is for', () => {
    const text = pageText(findPage('internship') as Page);
    expect(text).toMatch(/three months/i);
    expect(text).toMatch(/unpaid|free/i);
    expect(text).toMatch(/tier 3/i);
    expect(text).toMatch(/women re-entering/i);
    expect(text).toMatch(/career restarters/i);
    expect(pageText(findPage('apply') as Page)).toMatch(/data science/i);
  });

  it('the marketing figures of docs/product.md §4 appear where they belong', () => {
    const text = (slug: string) => pageText(findPage(slug) as Page);
    const site = allPages.map(pageText).join(' ');
    expect(text('resume-copilot')).toMatch(/45,000/);
    expect(text('medical-writing')).toMatch(/25 section agents/);
    expect(text('medical-writing')).toMatch(/100 open-source protocol documents/);
    expect(site).toMatch(/250\+ people/);
    expect(site).toMatch(/200\+ engineers/);
    expect(text('dei')).toMatch(/45%\+ women/);
    expect(text('dei')).toMatch(/65% Gen Z and Millennials/);
    expect(site).toMatch(/94\.7%/);
    expect(site).toMatch(/35\+ industries/);
    expect(text('prototyping-and-mvp')).toMatch(/3–6 months|three to six months/);
    expect(text('prototyping-and-mvp')).toMatch(/a few weeks/);
  });

  it("the home page states each of its figures once, in the first screen's proof strip", () => {
    const home = findPage('home') as Page;
    const [hero, ...rest] = home.sections;
    const figures = hero && 'figures' in hero ? (hero.figures ?? []) : [];
    expect(figures.map((figure) => figure.value)).toEqual(['11 weeks', '5 days', '6 years', '250+']);
    // Outcomes with their basis, never self-reported scores: each says across how many it was measured.
    for (const figure of figures.slice(0, 3)) expect(figure.label, figure.value).toMatch(/^median .*\b\d+ /);
    expect(JSON.stringify(home)).not.toMatch(/satisfaction|35\+ industries/);
    const below = JSON.stringify(rest);
    for (const { value } of figures) {
      const digits = value.replace(/[^\d.]/g, '');
      // 45,000+ is also written 45000 or 45,000; 94.7% as 94.7.
      const spellings = new RegExp(`(^|[^\\d.])(${digits}|${Number(digits).toLocaleString('en-US')})(?![\\d])`);
      expect(below, value).not.toMatch(spellings);
    }
    expect(rest.map((section) => section.type)).not.toContain('STATS-CARDS');
  });

  it('every case card on a service page is a case mapped to that service', () => {
    const servicePages = SERVICE_SLUGS.map((slug) => [slug, findPage(slug)] as const);
    expect(servicePages.filter(([, page]) => !page).map(([slug]) => slug)).toEqual([]);
    const unfit = servicePages.flatMap(([slug, page]) =>
      (page?.sections ?? []).flatMap((section) =>
        section.type === 'CASE-STUDY-CARDS'
          ? (section.cardsData ?? []).flatMap((card) => {
              const record = caseStudyRecords.find((candidate) => card.targetUrl === `/case-studies/${candidate.slug}`);
              return record?.proves.includes(slug) ? [] : [`${slug}: ${card.title}`];
            })
          : [],
      ),
    );
    expect(unfit).toEqual([]);
    // The case of the issue: a contract review service shows no insurance claims triage.
    expect(JSON.stringify(findPage('contract-management'))).not.toContain('/case-studies/insurer-claims-triage');
    // Only the home page, Hire talent and a case's "More results" show cases outside a service page.
    const elsewhere = allPages
      .filter((page) => !(SERVICE_SLUGS as readonly string[]).includes(page.slug))
      .filter((page) => page.sections.some((section) => section.type === 'CASE-STUDY-CARDS'))
      .filter((page) => !page.path.startsWith('/case-studies/'))
      .map((page) => page.slug);
    expect(elsewhere.sort()).toEqual(['hire-talent', 'home']);
  });

  it('no legal line in body copy: attributions and trademark notices live on the credits page only', () => {
    const found = allPages
      .filter((page) => page.slug !== 'credits')
      .flatMap((page) =>
        copyOf(page.sections).flatMap((text) => (LEGAL_LINE.test(text) ? [`${page.slug}: ${text}`] : [])),
      );
    expect(found).toEqual([]);
    // The credits page does carry them: the marks' owners and the map data's source.
    const credits = copyOf(findPage('credits')?.sections ?? []).join(' ');
    expect(credits).toMatch(/belong to their owners/);
    expect(credits).toMatch(/Census Bureau/);
  });

  it('every technology wall holds an even number of marks, so a phone (two to a row) leaves none alone', () => {
    const odd = allPages.flatMap((page) =>
      page.sections.flatMap((section) =>
        'logos' in section && section.logos && section.logos.length % 2
          ? [`${page.slug}: ${section.logos.length}`]
          : [],
      ),
    );
    expect(odd).toEqual([]);
  });

  it('a cloud partner page shows only cases built on that cloud', () => {
    const clouds = { aws: 'Amazon Web Services', azure: 'Microsoft Azure', gcp: 'Google Cloud' } as const;
    for (const [slug, cloud] of Object.entries(clouds)) {
      const cards = (findPage(slug)?.sections ?? []).flatMap((section) =>
        section.type === 'CASE-STUDY-CARDS' ? (section.cardsData ?? []) : [],
      );
      expect(cards.length, slug).toBeGreaterThanOrEqual(2);
      for (const card of cards) {
        const record = caseStudyRecords.find((candidate) => card.targetUrl?.endsWith(`/${candidate.slug}`));
        expect(record?.technologies, `${slug}: ${card.title}`).toContain(cloud);
      }
    }
  });

  it("the home page's client strip sits right under its first screen, every logo a client's drawn wordmark", () => {
    const home = findPage('home') as Page;
    const strip = home.sections[1];
    expect(strip?.type).toBe('TEXT-SECTION');
    const logos = strip && 'clients' in strip ? (strip.clients ?? []) : [];
    expect(logos.length).toBeGreaterThanOrEqual(6);
    const names: string[] = clients.map((client) => client.name);
    for (const logo of logos) {
      expect(names, logo.name).toContain(logo.name);
      expect(existsSync(join(publicDir, logo.logo)), logo.logo).toBe(true);
    }
    expect(clients.every((client) => existsSync(join(publicDir, clientLogoPath(client.id))))).toBe(true);
  });

  it('home, the cloud-partner pages and Private LLM carry the certifications and partner tiers as text', () => {
    for (const slug of ['home', 'aws', 'azure', 'gcp', 'private-llm']) {
      const row = (findPage(slug)?.sections ?? []).find((section) => section.id === 'certifications');
      const items = row && 'credentials' in row ? (row.credentials ?? []) : [];
      expect(items.join(' | '), slug).toMatch(/ISO\/IEC 27001.*SOC 2 Type II/);
      expect(items.join(' | '), slug).toMatch(/AWS.*Partner · \d+ AWS-certified engineers/);
    }
    // A cloud page leads with its own cloud's tier.
    const azure = findPage('azure')?.sections.find((section) => section.id === 'certifications');
    expect(azure && 'credentials' in azure ? azure.credentials?.[0] : '').toMatch(/Azure/);
  });

  it('the press release quotes named people, each with a role', () => {
    const release = findPage(brandPaths.pressRelease.split('/').pop() ?? '') as Page;
    const said = release.sections.flatMap((section) =>
      section.type === 'PRESS-RELEASE'
        ? (section.pressrelease ?? []).flatMap((part) => (part.title === 'What they said' ? part.content : []))
        : [],
    );
    expect(said.length).toBeGreaterThanOrEqual(2);
    for (const quote of said) expect(quote.heading).toMatch(/^(Dr\. )?[A-Z][a-z]+ [A-Z][a-z]+, [A-Z].+, .+/);
  });

  it('the home page names each technology once: none in its first screen, the full set on its wall', () => {
    const home = findPage('home') as Page;
    const [hero, ...rest] = home.sections;
    const strip = hero && 'technologies' in hero ? (hero.technologies ?? []) : [];
    expect(strip).toEqual([]);
    const walls = rest.flatMap((section) => ('logos' in section && section.logos ? [section.logos] : []));
    expect(walls).toHaveLength(1);
    const wall = (walls[0] ?? []).map((mark) => mark.name);
    expect(wall).toEqual(expect.arrayContaining(['Amazon Web Services', 'Microsoft Azure', 'Google Cloud']));
    expect(new Set(wall).size).toBe(wall.length);
  });

  it('our journey runs from 2011 to at least the year of the newest case study', () => {
    const timeline = findPage('our-journey')?.sections.find((section) => section.type === 'TIMELINE-SECTION');
    const years = timeline && 'cardsData' in timeline ? timeline.cardsData.map((card) => card.title) : [];
    expect(years[0]).toBe('2011');
    const newestCase =
      caseStudyRecords
        .map((record) => record.date.slice(0, 4))
        .sort()
        .at(-1) ?? '';
    expect(newestCase).toMatch(/^20\d\d$/);
    expect(Number(years.at(-1))).toBeGreaterThanOrEqual(Number(newestCase));
  });

  it('every case study is dated, and a case the journey tells is dated the same year there', () => {
    for (const record of caseStudyRecords) expect(record.date, record.slug).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    const timeline = findPage('our-journey')?.sections.find((section) => section.type === 'TIMELINE-SECTION');
    const milestones = timeline && 'cardsData' in timeline ? timeline.cardsData : [];
    const aws = caseStudyRecords.find((record) => record.title.startsWith('140 servers'));
    const told = milestones.find((card) => card.description.includes('140 servers'));
    expect(aws && told).toBeTruthy();
    expect(told?.title).toBe(aws?.date.slice(0, 4));
  });

  it('events are titled with their year, listed under News, and labelled past once over', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    const earlier = new Date('2020-01-01T00:00:00Z');
    for (const event of EVENTS) {
      expect(event.title, event.title).toContain(event.start.slice(0, 4));
      expect(eventLabel(event, later)).toMatch(/^Past event · /);
      expect(eventLabel(event, earlier)).toMatch(/^Upcoming · /);
      expect(eventLabel(event, later)).toContain(event.start.slice(0, 4));
    }
    const listed = eventsSection(later).cardsData;
    expect(listed.map((card) => card.title)).toEqual(EVENTS.map((event) => event.title));
    expect(listed.every((card) => card.subTitle?.startsWith('Past event'))).toBe(true);
    // The News page lists them; no menu names an event of its own.
    expect(findPage('news')?.sections.some((section) => section.id === 'events')).toBe(true);
    const menuHrefs = menuLinks([...staffingMenu, ...aiMenu]);
    expect(menuHrefs.filter((href) => href.startsWith('/events/'))).toEqual([]);
    expect(menuHrefs).toContain('/news');
  });

  it('the blog and the News page lead with their newest item and reach the journey’s last year', () => {
    const posts = (slug: string) =>
      (findPage(slug)?.sections ?? []).flatMap((section) => (section.type === 'BLOGS' ? (section.Blogs ?? []) : []));
    const lastYear = (findPage('our-journey')?.description.match(/(20\d\d)\.?$/) ?? [])[1] ?? '';
    for (const slug of ['artificial-intelligence', 'news']) {
      const dates = posts(slug).map((post) => post.date);
      expect(dates, slug).toEqual([...dates].sort().reverse());
      // At least three blog posts and two news items from the journey's last year.
      const thisYear = dates.filter((date) => date.startsWith(lastYear));
      expect(thisYear.length, slug).toBeGreaterThanOrEqual(slug === 'news' ? 2 : 3);
    }
  });

  it('every leader has a two-line bio: past employers and years in the field', () => {
    const profiles = findPage('leadership')?.sections.find((section) => section.type === 'PROFILE-CARDS-SECTION');
    const leaders = profiles?.type === 'PROFILE-CARDS-SECTION' ? profiles.cardsData : [];
    expect(leaders.length).toBeGreaterThanOrEqual(4);
    const clientNames = clients.map((client) => client.name);
    for (const leader of leaders) {
      expect(leader.bio, leader.title).toMatch(/^\d+ years in /);
      expect(leader.bio, leader.title).toMatch(/ at [A-Z]/);
      // Past employers come from the same fictional world, never one of our clients.
      expect(
        clientNames.filter((name) => leader.bio?.includes(name)),
        leader.title,
      ).toEqual([]);
    }
  });

  it('locations and contact list the six offices of brand.ts, grouped by country', () => {
    const contact = findPage('contact-us')?.sections.find((section) => section.type === 'CONTACT-US');
    expect(contact?.heading).toBe('Leave a message');
    expect(contact && 'locations' in contact ? contact.locations : []).toEqual(offices);
    // Every office has a number to call, shown on the contact page as a tel: link.
    for (const office of officeList) expect(office.phone).toMatch(/^\+(1|91) [0-9 ]+$/);
    const locations = pageText(findPage('locations') as Page);
    for (const office of officeList) expect(locations).toContain(office.address);
  });

  it('the press release carries hashtags and the institute partnership', () => {
    const page = findPage(pageKeyOf(brandPaths.pressRelease)) as Page;
    const press = page.sections.find((section) => section.type === 'PRESS-RELEASE');
    const items = press && 'pressrelease' in press ? (press.pressrelease ?? []) : [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.hashtags.length > 0 && item.content.length > 0)).toBe(true);
    expect(pageText(page)).toContain(brand.institute.name);
  });

  it('the white papers page links six external papers and at least two pages of blog posts', () => {
    const page = findPage('artificial-intelligence') as Page;
    const papers = page.sections.flatMap((section) => ('cardsData' in section ? (section.cardsData ?? []) : []));
    expect(papers.filter((card) => card.targetUrl?.startsWith('https://'))).toHaveLength(6);
    const blogs = page.sections.find((section) => section.type === 'BLOGS');
    const posts = blogs && 'Blogs' in blogs ? (blogs.Blogs ?? []) : [];
    expect(posts.length).toBeGreaterThan(6);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it('the privacy policy states the SMS opt-in terms, the user rights and the support e-mail', () => {
    const text = pageText(findPage('privacy-policy') as Page);
    expect(text).toMatch(/SMS/);
    expect(text).toMatch(/not (be )?shared with third parties/i);
    expect(text).toMatch(/messaging/i);
    expect(text).toMatch(/access/i);
    expect(text).toMatch(/update/i);
    expect(text).toMatch(/remov/i);
    expect(text).toContain(brand.supportEmail);
  });
});
