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
      bio: '24 years in software; formerly at Fabrikam and Contoso.',
      vision: 'Build slowly.',
      linkedinUrl: 'https://www.linkedin.com/in/asha-rao-example',
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

  it('shows the bio, and a LinkedIn link only for a leader who has a profile', () => {
    renderSection(<ProfileCardsSection section={section} isFirst />);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('24 years in software; formerly at Fabrikam and Contoso.')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'LinkedIn: Asha Rao' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/asha-rao-example',
    );
    // An empty slot renders nothing: no link, no placeholder text.
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).queryByText(/linkedin/i)).not.toBeInTheDocument();
  });

  it('loads portraits lazily when not in the first section', () => {
    renderSection(<ProfileCardsSection section={section} isFirst={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
