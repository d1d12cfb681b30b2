import { describe, expect, it } from 'vitest';
import { type Page, type Section, SuppliedContent } from '#contracts/content';
import { pages } from '../pages';
import { findPageAt } from '../resolve';
import { supplied } from '../supplied';
import { leaderPortrait, photoSection } from './about';
import { caseStudiesIndex, caseStudyPage, clientQuoteSection } from './case-studies';
import { caseStudyRecords } from './case-study-data';
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

  it('the home page cites four cases and each service page links the cases that cite it', () => {
    expect(caseCards(pages.home as Page)).toHaveLength(4);
    for (const record of caseStudyRecords) {
      for (const slug of record.citedBy) {
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

  it('shows a client quote on its case page only when one is supplied, never an invented one', () => {
    expect(caseStudyPage(record, {}).sections.some((section) => section.type === 'EMPLOYEE-FEEDBACK')).toBe(false);
    const quote = caseStudyPage(record, withQuote).sections.find((section) => section.type === 'EMPLOYEE-FEEDBACK');
    expect(quote && 'feedback' in quote ? quote.feedback.map((item) => item.text) : []).toEqual([
      'Four weekends, no surprises.',
    ]);
    expect(clientQuoteSection('some-other-case', withQuote)).toEqual([]);
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
