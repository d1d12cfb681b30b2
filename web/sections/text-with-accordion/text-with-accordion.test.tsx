import { screen, within } from '@testing-library/react';
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
  it('shows the text beside the process, every step in view in order, nothing to open', () => {
    renderSection(<TextWithAccordion section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeInTheDocument();
    expect(screen.getByText('Four steps from first call to production.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Discover',
      'Build',
    ]);
    expect(screen.getByText('Two weeks with your team.')).toBeVisible();
    expect(screen.getByText('Fortnightly releases.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('numbers the steps: an ordered list', () => {
    renderSection(<TextWithAccordion section={section} isFirst={false} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
