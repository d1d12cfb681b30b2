import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { ProfileCardsSection } from './profile-cards-section';

const section: SectionOf<'PROFILE-CARDS-SECTION'> = {
  type: 'PROFILE-CARDS-SECTION',
  heading: 'Leadership',
  cardsData: [
    {
      icon: '/images/people/asha.svg',
      title: 'Asha Rao',
      subTitle: 'Chief Executive Officer',
      vision: 'Build slowly.',
    },
    { title: 'Dev Mehta', subTitle: 'CTO', vision: 'Ship weekly.' },
  ],
};

describe('ProfileCardsSection', () => {
  it('shows each leader with portrait, name, role and vision', () => {
    renderSection(<ProfileCardsSection section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leadership' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Asha Rao');
    expect(within(first!).getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(within(first!).getByText('Build slowly.').closest('blockquote')).toBeInTheDocument();
    const portrait = within(first!).getByRole('img', { name: 'Portrait of Asha Rao' });
    expect(portrait).toHaveAttribute('width', '160');
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second!).getByText('Ship weekly.')).toBeInTheDocument();
  });

  it('loads portraits lazily when not in the first section', () => {
    renderSection(<ProfileCardsSection section={section} isFirst={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
