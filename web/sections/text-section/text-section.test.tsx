import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { TextSection, textMark } from './text-section';

const section: SectionOf<'TEXT-SECTION'> = {
  type: 'TEXT-SECTION',
  heading: 'Your data stays yours',
  subHeading: 'Privacy by design',
  supportText: ['We never train on your data.', 'Models run in your cloud.'],
};

describe('TextSection', () => {
  it('shows heading, subheading and a paragraph per support text', () => {
    const { container } = renderSection(<TextSection section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your data stays yours' })).toBeInTheDocument();
    expect(screen.getByText('Privacy by design')).toBeInTheDocument();
    expect([...container.querySelectorAll('.text-section__body > p')].map((p) => p.textContent)).toEqual([
      'Privacy by design',
      'We never train on your data.',
      'Models run in your cloud.',
    ]);
  });

  it('puts a picture beside the text when it has one', () => {
    renderSection(
      <TextSection section={{ ...section, imageUrl: '/images/x.svg', imageAlt: 'A locked cloud' }} isFirst />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'A locked cloud' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('keeps repeated paragraphs', () => {
    const { container } = renderSection(
      <TextSection section={{ type: 'TEXT-SECTION', supportText: ['Same.', 'Same.'] }} isFirst={false} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('lists technologies by name, with their marks as decoration', () => {
    const { container } = renderSection(
      <TextSection
        section={{
          type: 'TEXT-SECTION',
          heading: 'Technologies we work with',
          logos: [{ name: 'Kubernetes', mark: '/images/marks/kubernetes.svg' }, { name: 'Microsoft Azure' }],
        }}
        isFirst={false}
      />,
    );
    const wall = screen.getByRole('list', { name: 'Technologies we work with' });
    // The visible names; Azure's text mark is hidden from assistive technology, its name says it.
    expect([...wall.querySelectorAll('.logo-wall__name')].map((item) => item.textContent)).toEqual([
      'Kubernetes',
      'Microsoft Azure',
    ]);
    expect(wall.querySelector('.logo-wall__mark--text')).toHaveAttribute('aria-hidden', 'true');
    expect(wall.querySelector('.logo-wall__mark--text')).toHaveTextContent('Az');
    const marks = container.querySelectorAll('img.logo-wall__mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('alt', '');
    expect(marks[0]).toHaveAttribute('loading', 'lazy');
  });
});

describe('the technology wall', () => {
  const wallOf = (count: number) => {
    const logos = Array.from({ length: count }, (_, index) => ({ name: `Technology ${index + 1}` }));
    const { container, unmount } = renderSection(
      <TextSection section={{ type: 'TEXT-SECTION', heading: 'Stack', logos }} isFirst={false} />,
    );
    const items = [...(container.querySelector('ul[aria-label="Stack"]')?.children ?? [])];
    unmount();
    return items.map((item) => [...item.classList].find((name) => name.startsWith('span-')));
  };

  it('fills every row of 12 tracks: 8 marks are two rows of four, 12 three rows of four', () => {
    expect(wallOf(8)).toEqual(Array(8).fill('span-3'));
    expect(wallOf(12)).toEqual(Array(12).fill('span-3'));
  });

  it('shares a short last row and never leaves one mark alone in it', () => {
    expect(wallOf(7)).toEqual([...Array(4).fill('span-3'), ...Array(3).fill('span-4')]);
    expect(wallOf(5)).toEqual([...Array(3).fill('span-4'), 'span-6', 'span-6']);
    expect(wallOf(6)).toEqual(Array(6).fill('span-4'));
  });
});

describe('textMark', () => {
  it('abbreviates a long name to its initials and a short one to two letters of its last word', () => {
    expect(textMark('Amazon Web Services')).toBe('AWS');
    expect(textMark('Microsoft Azure')).toBe('Az');
    expect(textMark('Java')).toBe('Ja');
  });

  it("shows a client strip: each wordmark an image named by the client's name", () => {
    renderSection(
      <TextSection
        section={{
          type: 'TEXT-SECTION',
          heading: 'Trusted by',
          clients: [
            { name: 'Woodgrove Bank', logo: '/images/clients/woodgrove-bank.svg' },
            { name: 'Fabrikam Insurance', logo: '/images/clients/fabrikam-insurance.svg' },
          ],
        }}
        isFirst={false}
      />,
    );
    const strip = screen.getByRole('list', { name: 'Trusted by' });
    expect([...strip.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([
      'Woodgrove Bank',
      'Fabrikam Insurance',
    ]);
    expect(strip.querySelector('img')).toHaveAttribute('src', '/images/clients/woodgrove-bank.svg');
  });

  it('shows certifications and partner tiers as a row of text, no badges', () => {
    const { container } = renderSection(
      <TextSection
        section={{
          type: 'TEXT-SECTION',
          heading: 'Certifications',
          credentials: ['ISO/IEC 27001:2022', 'SOC 2 Type II'],
        }}
        isFirst={false}
      />,
    );
    const row = screen.getByRole('list', { name: 'Certifications' });
    expect([...row.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'ISO/IEC 27001:2022',
      'SOC 2 Type II',
    ]);
    expect(container.querySelector('img')).toBeNull();
  });
});
