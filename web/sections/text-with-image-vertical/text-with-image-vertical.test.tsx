import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../testing/render-section';
import { TextWithImageVertical } from './text-with-image-vertical';

const section: SectionOf<'TEXT-WITH-IMAGE-VERTICAL'> = {
  type: 'TEXT-WITH-IMAGE-VERTICAL',
  heading: 'How Resume Copilot works',
  supportText: ['It reads the requirement.', 'Then it ranks the resumes.'],
  imageUrl: '/images/diagrams/copilot.svg',
  imageAlt: 'Requirement and resumes flowing into a ranked list',
};

describe('TextWithImageVertical', () => {
  it('puts the text above the picture', () => {
    renderSection(<TextWithImageVertical section={section} isFirst={false} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'How Resume Copilot works' });
    const image = screen.getByRole('img', { name: 'Requirement and resumes flowing into a ranked list' });
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Then it ranks the resumes.')).toBeInTheDocument();
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows no picture or button without them', () => {
    renderSection(<TextWithImageVertical section={{ ...section, imageUrl: undefined }} isFirst={false} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
