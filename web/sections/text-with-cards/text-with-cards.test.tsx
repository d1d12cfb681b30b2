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
});
