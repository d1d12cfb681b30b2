import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page, Section } from '#contracts/content';
import { isShaded, PageView } from './page-view';

const page = (sections: Section[]): Page => ({
  slug: 'test',
  path: '/test',
  title: 'Test',
  description: 'Test',
  sections,
});

describe('PageView', () => {
  it('shades the even-indexed sections', () => {
    const { container } = render(
      <PageView
        page={page([
          { type: 'TITLE-SECTION', heading: 'First' },
          { type: 'TEXT-SECTION', supportText: ['Second'] },
          { type: 'TEXT-SECTION', supportText: ['Third'] },
        ])}
      />,
    );
    const shaded = [...container.querySelectorAll('main > section')].map((element) =>
      element.classList.contains('is-shaded'),
    );
    expect(shaded).toEqual([true, false, true]);
    expect([0, 1, 2, 3].map(isShaded)).toEqual([true, false, true, false]);
  });

  it('renders the sections in order, the first one owning the h1', async () => {
    render(
      <PageView
        page={page([
          { type: 'TITLE-SECTION', heading: 'Page title' },
          { type: 'TEXT-SECTION', heading: 'Later heading', supportText: ['Body'] },
        ])}
      />,
    );
    // Section components load on demand (web/sections/registry.tsx), each in its own time: one may
    // already be loaded (by an earlier test file of the worker) while the other is still on its way.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page title');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Later heading');
  });

  it('renders nothing for a section type it does not know, without shifting the shading', () => {
    const unknown = { type: 'HOLOGRAM-SECTION', heading: 'Should not show' } as unknown as Section;
    const { container } = render(<PageView page={page([unknown, { type: 'TITLE-SECTION', heading: 'Known' }])} />);
    expect(screen.queryByText('Should not show')).not.toBeInTheDocument();
    const sections = container.querySelectorAll('main > section');
    expect(sections).toHaveLength(1);
    expect(sections[0]).toHaveClass('is-shaded');
  });

  it('names the page family on <main>, and leaves it off a page without one', () => {
    const { container, unmount } = render(
      <PageView page={page([{ type: 'TITLE-SECTION', heading: 'A' }])} purpose="service" family="engineering" />,
    );
    expect(container.querySelector('main')).toHaveAttribute('data-family', 'engineering');
    unmount();
    const plain = render(<PageView page={page([{ type: 'TITLE-SECTION', heading: 'B' }])} />);
    expect(plain.container.querySelector('main')).not.toHaveAttribute('data-family');
  });
});
