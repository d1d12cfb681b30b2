import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { CaseStudyCards } from './case-study-cards';

const section: SectionOf<'CASE-STUDY-CARDS'> = {
  type: 'CASE-STUDY-CARDS',
  heading: 'Case studies',
  cardsData: [
    { title: 'Claims triage for a US insurer', subTitle: 'Hours to minutes.' },
    { title: 'A private LLM for a pharma team', subTitle: 'Drafts traced to sources.' },
  ],
};

describe('CaseStudyCards', () => {
  it('shows a keyboard-scrollable row of slides', () => {
    renderSection(<CaseStudyCards section={section} isFirst={false} />);
    const track = screen.getByRole('list', { name: 'Case studies' });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Claims triage for a US insurer' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2 of 2' })).toHaveTextContent('Drafts traced to sources.');
  });

  it('scrolls by one slide with the previous and next buttons', () => {
    renderSection(<CaseStudyCards section={section} isFirst={false} />);
    const track = screen.getByRole('list', { name: 'Case studies' });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Next case study' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous case study' }));
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy.mock.calls[0]?.[0].left).toBeGreaterThan(0);
    expect(scrollBy.mock.calls[1]?.[0].left).toBeLessThan(0);
  });

  it('shows only its heading without slides', () => {
    renderSection(<CaseStudyCards section={{ type: 'CASE-STUDY-CARDS', heading: 'Case studies' }} isFirst={false} />);
    expect(screen.getByRole('heading', { name: 'Case studies' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says who a story was for and its measured result', () => {
    renderSection(
      <CaseStudyCards
        section={{
          type: 'CASE-STUDY-CARDS',
          heading: 'Results for our clients',
          cardsData: [
            {
              title: '140 servers to AWS in four waves',
              client: 'US logistics company',
              result: { value: '0', label: 'unplanned outages during cut-over' },
            },
            { title: 'A story without a figure' },
          ],
        }}
        isFirst={false}
      />,
    );
    const first = screen.getByRole('listitem', { name: '1 of 2' });
    expect(first).toHaveTextContent('Case study · US logistics company');
    expect(first.querySelector('.case-study-card__value')).toHaveTextContent('0');
    expect(first).toHaveTextContent('unplanned outages during cut-over');
    expect(screen.getByRole('listitem', { name: '2 of 2' }).querySelector('.case-study-card__result')).toBeNull();
  });
});

describe('CaseStudyCards with one case', () => {
  it('is a feature, not a lone slide: no slide buttons, the single layout', () => {
    const { container } = renderSection(
      <CaseStudyCards
        section={{ ...section, cardsData: [{ title: 'One story', result: { value: '3×', label: 'faster' } }] }}
        isFirst={false}
      />,
    );
    expect(container.querySelector('.case-study-cards')).toHaveClass('case-study-cards--single');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the slide layout for two or more', () => {
    const { container } = renderSection(<CaseStudyCards section={section} isFirst={false} />);
    expect(container.querySelector('.case-study-cards')).not.toHaveClass('case-study-cards--single');
  });
});
