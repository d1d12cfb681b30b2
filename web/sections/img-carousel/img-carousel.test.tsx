import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { stubMatchMedia } from '../test-support/browser-stubs';
import { renderSection } from '../test-support/render-section';
import { ImgCarousel } from './img-carousel';

const section: SectionOf<'IMG-CAROUSEL'> = {
  type: 'IMG-CAROUSEL',
  carouselData: [
    { imageUrl: '/images/a.svg', imageAlt: 'Cloud art', heading: 'Cloud that pays for itself', targetUrl: '/cloud' },
    { imageUrl: '/images/b.svg', imageAlt: 'AI art', heading: 'AI on your own data', subHeading: 'Private by design' },
    { imageUrl: '/images/c.svg', imageAlt: 'Team art', heading: 'Engineers when you need them' },
  ],
};

const activeHeading = () => document.querySelector('.carousel-item.active .hero-carousel__heading')?.textContent;

/**
 * Moves the clock on, then lets a slide transition that started finish: its end timer is only set
 * once React has rendered the new slide, after the first act().
 */
const elapse = (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
  act(() => vi.advanceTimersByTime(10));
  act(() => vi.advanceTimersByTime(10));
};

describe('ImgCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('never advances by itself: a minute later the first slide still shows, with no pause button needed', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    elapse(60_000);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    expect(screen.queryByRole('button', { name: /pause|play/i })).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the visitor: the next button moves one slide, then it holds still again', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    elapse(1000);
    expect(activeHeading()).toBe('AI on your own data');
    elapse(60_000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('announces the slide changes the visitor makes', () => {
    stubMatchMedia({ reducedMotion: false });
    const { container } = renderSection(<ImgCarousel section={section} isFirst />);
    expect(container.querySelector('.carousel-inner')).toHaveAttribute('aria-live', 'polite');
  });

  it('changes slides without the slide effect when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    const { container } = renderSection(<ImgCarousel section={section} isFirst />);
    expect(container.querySelector('.carousel')).not.toHaveClass('slide');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    elapse(1000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('has labelled previous, next and slide buttons', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3: Engineers when you need them' }));
    elapse(1000);
    expect(activeHeading()).toBe('Engineers when you need them');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    elapse(1000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('makes the first slide heading the page h1 and loads only its picture eagerly', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloud that pays for itself');
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('alt', 'Cloud art');
  });

  it('uses h2 headings and lazy pictures when it is not the first section', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst={false} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { hidden: true })[0]).toHaveAttribute('loading', 'lazy');
  });
});
