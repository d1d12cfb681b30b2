import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
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

  it('marks places on a map as a list of labels placed over the picture', () => {
    renderSection(
      <TextWithImageVertical
        section={{
          type: 'TEXT-WITH-IMAGE-VERTICAL',
          heading: 'India',
          imageUrl: '/images/places/india-map.svg',
          imageAlt: 'Map of India',
          imageSize: { width: 600, height: 646 },
          markers: [
            { label: 'Gondia (head office)', x: 41.4, y: 51.5, primary: true },
            { label: 'Pune', x: 20.3, y: 61.2 },
          ],
        }}
        isFirst={false}
      />,
    );
    const map = screen.getByRole('img', { name: 'Map of India' });
    expect(map).toHaveAttribute('width', '600');
    expect(map).toHaveAttribute('height', '646');
    const places = screen.getByRole('list', { name: 'Places on the map: India' });
    const [gondia, pune] = screen.getAllByTestId('map-marker');
    expect(places).toContainElement(gondia ?? null);
    expect(gondia).toHaveTextContent('Gondia (head office)');
    expect(gondia).toHaveClass('map-marker--primary');
    expect(pune).toHaveStyle({ left: '20.3%', top: '61.2%' });
    expect(pune).not.toHaveClass('map-marker--primary');
  });

  it('gives phones the tall drawing of a diagram when there is one, at its own size', () => {
    const { container } = renderSection(
      <TextWithImageVertical
        section={{ ...section, narrowImage: { url: '/images/diagrams/copilot-narrow.svg', width: 400, height: 990 } }}
        isFirst={false}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('srcset', '/images/diagrams/copilot-narrow.svg');
    expect(source).toHaveAttribute('media', '(max-width: 575.98px)');
    expect(source).toHaveAttribute('height', '990');
    // Wider screens keep the wide drawing, described once for both.
    expect(screen.getByRole('img', { name: section.imageAlt })).toHaveAttribute('src', '/images/diagrams/copilot.svg');
  });

  it('has no phone source without a narrow drawing', () => {
    const { container } = renderSection(<TextWithImageVertical section={section} isFirst={false} />);
    expect(container.querySelector('picture > source')).toBeNull();
  });
});
