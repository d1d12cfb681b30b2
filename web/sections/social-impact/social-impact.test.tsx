import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { stubMatchMedia } from '../test-support/browser-stubs';
import { renderSection } from '../test-support/render-section';
import { SocialImpact, impactRows, visiblePictures } from './social-impact';

const paths = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `/images/impact/${prefix}${i + 1}.svg`);

const section: SectionOf<'SOCIAL-IMPACT'> = {
  type: 'SOCIAL-IMPACT',
  heading: 'Ignored when an impact entry has a title',
  impact: [
    { title: 'Giving back where we work', societyImages: paths('a', 5) },
    {
      title: 'Second entry',
      societyImages: [...paths('b', 4), { src: '/images/impact/b5.svg', alt: 'Tree planting' }],
    },
  ],
};

const row = (index: number) =>
  within(screen.getByTestId(`impact-row-${index}`))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src')?.replace('/images/impact/', '').replace('.svg', ''));

describe('impactRows', () => {
  it('splits a single entry into two halves', () => {
    const [first, second] = impactRows([{ title: 'T', societyImages: paths('x', 5) }]);
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(2);
  });
  it('rotates a row by one picture per step, the second row the other way', () => {
    const r = paths('p', 5).map((src) => ({ src, alt: '' }));
    expect(visiblePictures(r, 1, 1).map((p) => p.src)).toEqual(paths('p', 5).slice(1, 5));
    expect(visiblePictures(r, 1, -1)[0]?.src).toBe('/images/impact/p5.svg');
  });
});

describe('SocialImpact', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes its heading from the first impact entry', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<SocialImpact section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Giving back where we work');
  });

  it('shows two rows of pictures that hold still until the visitor steps them', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<SocialImpact section={section} isFirst={false} />);
    expect(row(0)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(row(1)).toEqual(['b1', 'b2', 'b3', 'b4']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(row(0)).toEqual(['a1', 'a2', 'a3', 'a4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next pictures' }));
    expect(row(0)).toEqual(['a2', 'a3', 'a4', 'a5']);
    expect(row(1)).toEqual(['b5', 'b1', 'b2', 'b3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous pictures' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous pictures' }));
    expect(row(0)).toEqual(['a5', 'a1', 'a2', 'a3']);
  });

  it('gives every picture alternative text and a size', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<SocialImpact section={section} isFirst={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next pictures' }));
    expect(screen.getByRole('img', { name: 'Tree planting' })).toHaveAttribute('width', '480');
    expect(screen.getAllByRole('img', { name: 'Giving back where we work' })[0]).toHaveAttribute('loading', 'lazy');
  });

  it('offers no buttons when every picture is already shown', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(
      <SocialImpact
        section={{ type: 'SOCIAL-IMPACT', impact: [{ title: 'Few', societyImages: paths('c', 4) }] }}
        isFirst={false}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a caption under a picture that has one, the picture then being its illustration', () => {
    stubMatchMedia({ reducedMotion: true });
    const { container } = renderSection(
      <SocialImpact
        section={{
          type: 'SOCIAL-IMPACT',
          impact: [
            {
              title: 'Giving back',
              societyImages: [
                { src: '/images/impact/trees.svg', alt: 'A tree', caption: 'Tree-planting drives' },
                { src: '/images/impact/blood.svg', alt: 'A drop' },
              ],
            },
          ],
        }}
        isFirst={false}
      />,
    );
    const captions = [...container.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual(['Tree-planting drives']);
    expect(container.querySelector('img[src="/images/impact/trees.svg"]')).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: 'A drop' })).toBeInTheDocument();
  });
});
