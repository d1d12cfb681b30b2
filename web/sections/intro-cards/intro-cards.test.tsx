import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { IntroCards } from './intro-cards';

const section: SectionOf<'INTRO-CARDS'> = {
  type: 'INTRO-CARDS',
  heading: 'What we do',
  subHeading: 'Four practices, one team.',
  cardsData: [
    {
      icon: '/images/icons/cloud.svg',
      title: 'Cloud',
      subTitle: 'Move and modernise.',
      targetUrl: '/cloud-services/cloud-migration',
    },
    { title: 'Staffing', subTitle: 'Engineers in two weeks.' },
  ],
};

describe('IntroCards', () => {
  it('shows the introduction and a card per entry', () => {
    renderSection(<IntroCards section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByText('Four practices, one team.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Cloud');
    expect(within(cards[1]!).getByText('Engineers in two weeks.')).toBeInTheDocument();
  });

  it('links a card with a target, naming the card in the link', () => {
    renderSection(<IntroCards section={section} isFirst={false} />);
    expect(screen.getByRole('link', { name: 'Learn more: Cloud' })).toHaveAttribute(
      'href',
      '/cloud-services/cloud-migration',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('draws an icon of the icon set from the sprite, as decoration', () => {
    const { container } = renderSection(<IntroCards section={section} isFirst={false} />);
    expect(container.querySelector('img')).toBeNull();
    const icon = container.querySelector('.feature-card__icon svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('use')?.getAttribute('href')).toMatch(/#cloud$/);
  });

  it('draws any other picture at a fixed size as decoration', () => {
    const picture = { ...section, cardsData: [{ icon: '/images/scenes/team.svg', title: 'Team' }] };
    const { container } = renderSection(<IntroCards section={picture} isFirst={false} />);
    const icon = container.querySelector('img');
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width', '56');
    expect(icon).toHaveAttribute('loading', 'lazy');
  });
});

describe('IntroCards grid', () => {
  it('fills every row: seven cards are a row of four and a row of three, each card spanning its share', () => {
    const seven = { ...section, cardsData: Array.from({ length: 7 }, (_, i) => ({ title: `Card ${i + 1}` })) };
    const { container } = renderSection(<IntroCards section={seven} isFirst={false} />);
    const spans = [...container.querySelectorAll('.card-grid > li')].map((item) => item.className);
    expect(spans).toEqual(['span-3', 'span-3', 'span-3', 'span-3', 'span-4', 'span-4', 'span-4']);
  });
});
