import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { FaqSection } from './faq-section';

const section: SectionOf<'FAQ-SECTION'> = {
  type: 'FAQ-SECTION',
  heading: 'Questions we hear',
  faqData: [
    { question: 'How long does an MVP take?', answer: 'Three to six months.' },
    { question: 'Is the internship paid?', answer: 'It is free and lasts three months.' },
  ],
};

describe('FaqSection', () => {
  it('lists every question closed, under the section heading', () => {
    renderSection(<FaqSection section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions we hear' })).toBeInTheDocument();
    for (const q of section.faqData) {
      expect(screen.getByRole('button', { name: q.question })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens answers by keyboard, several at once', async () => {
    const user = userEvent.setup();
    renderSection(<FaqSection section={section} isFirst={false} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'How long does an MVP take?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Is the internship paid?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Three to six months.')).toBeVisible();
  });

  it('has a default heading when the content gives none', () => {
    renderSection(<FaqSection section={{ ...section, heading: undefined }} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Frequently asked questions');
  });
});
