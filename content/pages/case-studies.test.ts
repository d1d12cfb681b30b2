import { describe, expect, it } from 'vitest';
import { type Page, type Section, SuppliedContent } from '#contracts/content';
import { pages } from '../pages';
import { findPageAt } from '../resolve';
import { supplied } from '../supplied';
import { leaderLinkedIn, leaderPortrait, photoSection } from './about';
import { caseStudiesIndex, caseStudyPage, clientQuoteSection } from './case-studies';
import { clients } from '../clients';
import { caseDate, caseStudyRecords } from './case-study-data';
import { certificationsSection } from './cloud-partners';
import { knownTechnologies } from './proof';

const caseCards = (page: Page) =>
  page.sections.flatMap((section) => (section.type === 'CASE-STUDY-CARDS' ? (section.cardsData ?? []) : []));

const sectionOf = (page: Page, id: string): Section | undefined => page.sections.find((section) => section.id === id);

describe('case studies', () => {
  it('every case-study card on every page links to an existing case page', () => {
    const cards = Object.values(pages).flatMap((page) => caseCards(page).map((card) => [page.slug, card] as const));
    expect(cards.length).toBeGreaterThan(20);
    const broken = cards.filter(([, card]) => {
      const target = card.targetUrl ?? '';
      return !target.startsWith('/case-studies/') || findPageAt(target)?.path !== target;
    });
    expect(broken.map(([slug, card]) => `${slug}: ${card.title}`)).toEqual([]);
  });

  it('the home page cites four cases and each service page links the cases that prove it', () => {
    expect(caseCards(pages.home as Page)).toHaveLength(4);
    for (const record of caseStudyRecords) {
      for (const slug of record.proves) {
        const links = caseCards(pages[slug] as Page).map((card) => card.targetUrl);
        expect(links, `${slug} → ${record.slug}`).toContain(`/case-studies/${record.slug}`);
      }
    }
  });

  it.each(caseStudyRecords.map((record) => [record.slug, record] as const))(
    '%s: challenge, approach, result with numbers, technologies',
    (slug, record) => {
      const page = pages[slug] as Page;
      expect(page.path).toBe(`/case-studies/${slug}`);
      expect(sectionOf(page, 'challenge')?.supportText?.length).toBeGreaterThanOrEqual(2);
      const approach = sectionOf(page, 'approach');
      expect(approach && 'accordionData' in approach ? approach.accordionData.length : 0).toBeGreaterThanOrEqual(3);
      const result = sectionOf(page, 'result');
      const figures = result && 'cardsData' in result ? (result.cardsData ?? []).map((card) => card.title) : [];
      expect(figures).toHaveLength(3);
      expect(figures.every((figure) => /\d/.test(figure) || /daily/i.test(figure))).toBe(true);
      expect(figures[0]?.startsWith(`${record.result.value} `)).toBe(true);
      // Each figure comes with a sentence saying what it meant for the client.
      const meanings = result && 'cardsData' in result ? (result.cardsData ?? []).map((card) => card.subTitle) : [];
      expect(meanings.every((text) => (text?.length ?? 0) > 30 && text?.endsWith('.'))).toBe(true);
      const technologies = sectionOf(page, 'technologies');
      const logos = technologies && 'logos' in technologies ? (technologies.logos ?? []) : [];
      expect(logos.map((logo) => logo.name)).toEqual(record.technologies);
      expect(record.technologies.filter((name) => !knownTechnologies().includes(name))).toEqual([]);
      // Phones show the marks two to a row: an even count leaves no mark alone on the last row.
      expect(record.technologies.length % 2).toBe(0);
    },
  );

  it.each(caseStudyRecords.map((record) => [record.slug, record] as const))(
    '%s: a named client from the client list, its industry, a date, the team and a quote with name and role',
    (slug, record) => {
      const page = pages[slug] as Page;
      const client = clients.find((candidate) => candidate.id === record.clientId);
      expect(client, record.clientId).toBeDefined();
      const [hero] = page.sections;
      // "Case study · Woodgrove Bank · Banking · June 2025"
      expect(hero?.subHeading).toBe(`Case study · ${client?.name} · ${client?.industry} · ${caseDate(record.date)}`);
      expect(record.date).toMatch(/^20[12]\d-(0[1-9]|1[0-2])$/);
      expect(record.date <= '2026-11').toBe(true);
      // The team and how long it took.
      expect(record.engagement).toMatch(/team|engineers?|lead/i);
      expect(record.engagement).toMatch(/weeks|months/);
      const quote = sectionOf(page, 'client-quote');
      const [said] = quote && 'feedback' in quote ? quote.feedback : [];
      expect(said?.text.length).toBeGreaterThan(40);
      expect(said?.name).toMatch(/^(Dr\. )?[A-Z][a-zá]+ [A-Z][a-z]+$/);
      expect(said?.position).toMatch(new RegExp(`^[A-Z].+, ${client?.name}$`));
      // The card names the client too.
      expect(JSON.stringify(caseCards(pages[record.proves[0] ?? 'home'] as Page))).toContain(client?.name);
    },
  );

  it('the index no longer says clients go unnamed, and shows every client', () => {
    const index = caseStudiesIndex();
    expect(JSON.stringify(index)).not.toMatch(/described rather than named/);
    const strip = index.sections.find((section) => 'clients' in section && section.clients);
    expect(strip && 'clients' in strip ? strip.clients?.map((client) => client.name) : []).toEqual(
      clients.map((client) => client.name),
    );
  });

  it('case pages are found at /case-studies/<slug>, the index at /case-studies, and nothing deeper', () => {
    expect(findPageAt('/case-studies/logistics-aws-migration')?.path).toBe('/case-studies/logistics-aws-migration');
    expect(findPageAt('/case-studies')?.path).toBe('/case-studies');
    expect(findPageAt('/case-studies/no-such-case')).toBeUndefined();
    expect(findPageAt('/case-studies/logistics-aws-migration/extra')).toBeUndefined();
  });

  it('the index lists every case', () => {
    const links = caseStudiesIndex().sections.flatMap((section) =>
      'cardsData' in section ? (section.cardsData ?? []).flatMap((card) => card.targetUrl ?? []) : [],
    );
    expect([...links].sort()).toEqual(caseStudyRecords.map((record) => `/case-studies/${record.slug}`).sort());
  });
});

describe('supplied content slots', () => {
  const record = caseStudyRecords[0] as (typeof caseStudyRecords)[number];
  const withQuote = SuppliedContent.parse({
    testimonials: [
      {
        id: 'wave-plan',
        quote: 'Four weekends, no surprises.',
        name: 'A. Client',
        role: 'Head of Infrastructure',
        caseStudy: record.slug,
      },
    ],
    certifications: [{ name: 'Example cloud certification', issuer: 'Example issuer', year: 2025, cloud: 'aws' }],
  });

  it('the shipped config is valid and empty: illustrations stand until the company supplies its own', () => {
    expect(SuppliedContent.parse(supplied)).toEqual({});
  });

  it('refuses a supplied picture outside /images/supplied/', () => {
    const result = SuppliedContent.safeParse({ teamPhotos: [{ src: '/images/people/x.svg', alt: 'x' }] });
    expect(result.success).toBe(false);
  });

  it("shows the case's own quote, and a supplied one instead when the company gives it", () => {
    const own = caseStudyPage(record, {}).sections.find((section) => section.type === 'EMPLOYEE-FEEDBACK');
    expect(own && 'feedback' in own ? own.feedback.map((item) => item.text) : []).toEqual([record.quote.text]);
    const quote = caseStudyPage(record, withQuote).sections.find((section) => section.type === 'EMPLOYEE-FEEDBACK');
    expect(quote && 'feedback' in quote ? quote.feedback.map((item) => item.text) : []).toEqual([
      'Four weekends, no surprises.',
    ]);
    const other = caseStudyRecords[1] as (typeof caseStudyRecords)[number];
    expect(clientQuoteSection(other, withQuote)[0]?.feedback.map((item) => item.text)).toEqual([other.quote.text]);
  });

  it('shows a cloud certification on its cloud page only', () => {
    expect(certificationsSection('aws', withQuote)[0]?.supportText).toEqual([
      'Example cloud certification, Example issuer (2025).',
    ]);
    expect(certificationsSection('gcp', withQuote)).toEqual([]);
    expect(certificationsSection('aws', {})).toEqual([]);
  });

  it('uses a leader’s supplied photo, and the illustrated portrait until one is given', () => {
    const photo = { src: '/images/supplied/leaders/meera-kulkarni.webp', alt: 'Meera Kulkarni' };
    expect(leaderPortrait('Meera Kulkarni', { leaderPhotos: { 'Meera Kulkarni': photo } })).toEqual({
      icon: photo.src,
      iconAlt: 'Meera Kulkarni',
    });
    expect(leaderPortrait('Meera Kulkarni', {})).toEqual({
      icon: '/images/people/meera-kulkarni.svg',
      iconAlt: 'Illustrated portrait of Meera Kulkarni',
    });
  });

  it('links a leader’s LinkedIn profile only once the company supplies it', () => {
    const url = 'https://www.linkedin.com/in/meera-kulkarni-example';
    expect(leaderLinkedIn('Meera Kulkarni', { leaderLinkedIn: { 'Meera Kulkarni': url } })).toEqual({
      linkedinUrl: url,
    });
    expect(leaderLinkedIn('Meera Kulkarni', {})).toEqual({});
    // The shipped leaders are fictional: no card links a profile until a real one is given.
    const profiles = pages.leadership?.sections.find((section) => section.type === 'PROFILE-CARDS-SECTION');
    const cards = profiles?.type === 'PROFILE-CARDS-SECTION' ? profiles.cardsData : [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => card.linkedinUrl)).toEqual([]);
    expect(
      SuppliedContent.safeParse({ leaderLinkedIn: { 'Meera Kulkarni': 'https://example.com/meera' } }).success,
    ).toBe(false);
  });

  it('adds a row of team or office photos only when some are supplied', () => {
    expect(photoSection('Our teams', [])).toEqual([]);
    const [section] = photoSection('Inside our offices', [
      { src: '/images/supplied/offices/pune.webp', alt: 'The Pune office', caption: 'Pune' },
    ]);
    expect(section?.impact[0]?.societyImages).toEqual([
      { src: '/images/supplied/offices/pune.webp', alt: 'The Pune office', caption: 'Pune' },
    ]);
  });

  it('the leadership page no longer carries the portrait credit: it is on the credits page', () => {
    expect(JSON.stringify(pages.leadership)).not.toMatch(/DiceBear/);
    expect(JSON.stringify(pages.credits)).toMatch(/DiceBear.*Notionists.*Zoish.*CC0/);
  });
});
