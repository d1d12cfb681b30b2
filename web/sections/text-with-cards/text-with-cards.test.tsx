import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { TextWithCards } from './text-with-cards';

const section: SectionOf<'TEXT-WITH-CARDS'> = {
  type: 'TEXT-WITH-CARDS',
  heading: 'Why teams pick us',
  supportText: ['We have done this before.', 'And we stay after go-live.'],
  targetUrl: '/contact-us',
  cardsData: [
    { title: '200+ engineers', subTitle: 'Across cloud, data and QA.' },
    {
      title: '35+ industries',
      subTitle: 'From insurance to pharma.',
      icon: '/images/icons/x.svg',
      iconAlt: 'Industries',
    },
  ],
};

describe('TextWithCards', () => {
  it('shows the text, a button and the cards', () => {
    renderSection(<TextWithCards section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Why teams pick us' })).toBeInTheDocument();
    expect(screen.getByText('And we stay after go-live.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/contact-us');
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('200+ engineers');
    expect(within(cards[1]!).getByRole('img', { name: 'Industries' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows the cards as a compact list without boxes when asked', () => {
    const { container } = renderSection(<TextWithCards section={{ ...section, layout: 'list' }} isFirst={false} />);
    expect(container.querySelector('.card-grid')).toBeNull();
    const items = container.querySelectorAll('.feature-list > li');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('35+ industries');
  });

  it('gives an odd last card the rest of its row in the card grid', () => {
    const three = { ...section, cardsData: [...section.cardsData, { title: 'Third' }] };
    const { container } = renderSection(<TextWithCards section={three} isFirst={false} />);
    const spans = [...container.querySelectorAll('.card-grid > li')].map((item) => item.className);
    expect(spans).toEqual(['span-4', 'span-4', 'span-4']);
  });
});
