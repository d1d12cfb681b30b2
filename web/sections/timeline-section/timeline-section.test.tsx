import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { TimelineSection } from './timeline-section';

const years = Array.from({ length: 15 }, (_, i) => String(2011 + i));
const section: SectionOf<'TIMELINE-SECTION'> = {
  type: 'TIMELINE-SECTION',
  heading: 'Our journey',
  cardsData: years.map((year) => ({
    title: year,
    subTitle: `Headline ${year}`,
    description: `What happened in ${year}.`,
  })),
};

describe('TimelineSection', () => {
  it('lists the milestones from 2011 to 2025 in order', () => {
    renderSection(<TimelineSection section={section} isFirst={false} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(years);
    expect(within(items[0]!).getByText('Headline 2011')).toBeInTheDocument();
    expect(within(items[14]!).getByText('What happened in 2025.')).toBeInTheDocument();
  });
});
