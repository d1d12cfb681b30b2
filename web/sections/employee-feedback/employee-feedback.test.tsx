import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { EmployeeFeedback } from './employee-feedback';

const section: SectionOf<'EMPLOYEE-FEEDBACK'> = {
  type: 'EMPLOYEE-FEEDBACK',
  heading: 'In their words',
  feedback: [
    {
      id: 1,
      text: 'I shipped in my first week.',
      imageUrl: '/images/people/riya.svg',
      name: 'Riya S.',
      position: 'Engineer',
    },
    {
      id: 2,
      text: 'Mentors who make time.',
      imageUrl: '/images/people/omar.svg',
      name: 'Omar K.',
      position: 'Data Analyst',
    },
  ],
};

describe('EmployeeFeedback', () => {
  it('shows a card per quote with author picture, name and position', () => {
    renderSection(<EmployeeFeedback section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'In their words' })).toBeInTheDocument();
    const cards = screen.getAllByRole('figure');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('I shipped in my first week.').closest('blockquote')).toBeInTheDocument();
    expect(within(first).getByText('Riya S.')).toBeInTheDocument();
    expect(within(first).getByText('Engineer')).toBeInTheDocument();
    const avatar = within(first).getByRole('img', { name: 'Portrait of Riya S.' });
    expect(avatar).toHaveAttribute('src', '/images/people/riya.svg');
    expect(avatar).toHaveAttribute('width', '64');
    expect(avatar).toHaveAttribute('loading', 'lazy');
  });
});
