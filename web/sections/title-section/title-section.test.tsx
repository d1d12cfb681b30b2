import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { TitleSection } from './title-section';

const section: SectionOf<'TITLE-SECTION'> = {
  type: 'TITLE-SECTION',
  heading: 'Careers',
  subHeading: 'Build what matters with people who care.',
  supportText: ['250+ people in six offices.'],
};

describe('TitleSection', () => {
  it('is the page h1 when it opens the page', () => {
    renderSection(<TitleSection section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByText('Build what matters with people who care.')).toBeInTheDocument();
    expect(screen.getByText('250+ people in six offices.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is an h2 further down, with a button when it has a target', () => {
    renderSection(
      <TitleSection section={{ ...section, targetUrl: '/current-openings/job-openings' }} isFirst={false} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/current-openings/job-openings');
  });

  it('draws its own art instead of the shared pattern when it has an image', () => {
    const { container } = renderSection(
      <TitleSection section={{ ...section, imageUrl: '/images/heroes/contact-us.svg' }} isFirst />,
    );
    expect(container.querySelector('.title-section')).toHaveClass('title-section--art');
    const art = container.querySelector('img');
    expect(art).toHaveAttribute('src', '/images/heroes/contact-us.svg');
    expect(art).toHaveAttribute('loading', 'eager');
  });
});
