import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { TextWithAccordion } from './text-with-accordion';

const section: SectionOf<'TEXT-WITH-ACCORDION'> = {
  type: 'TEXT-WITH-ACCORDION',
  heading: 'How we work',
  supportText: ['Four steps from first call to production.'],
  accordionData: [
    { title: 'Discover', description: 'Two weeks with your team.' },
    { title: 'Build', description: 'Fortnightly releases.' },
  ],
};

describe('TextWithAccordion', () => {
  it('shows the text beside an accordion whose first item starts open', () => {
    renderSection(<TextWithAccordion section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeInTheDocument();
    expect(screen.getByText('Four steps from first call to production.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Build' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Build' })).toBeInTheDocument();
  });

  it('opens an item from the keyboard and closes the other', async () => {
    const user = userEvent.setup();
    renderSection(<TextWithAccordion section={section} isFirst={false} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Build' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Build' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Fortnightly releases.')).toBeInTheDocument();
  });
});
