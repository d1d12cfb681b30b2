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

describe('textMark', () => {
  it('abbreviates a long name to its initials and a short one to two letters of its last word', () => {
    expect(textMark('Amazon Web Services')).toBe('AWS');
    expect(textMark('Microsoft Azure')).toBe('Az');
    expect(textMark('Java')).toBe('Ja');
  });
});
