import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { stubMatchMedia } from '../test-support/browser-stubs';
import { renderSection } from '../test-support/render-section';
import { HERO_INTERVAL_MS, ImgCarousel } from './img-carousel';

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

  it('advances to the next slide every 7 seconds, wrapping around', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    elapse(HERO_INTERVAL_MS - 100);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    elapse(1000);
    expect(activeHeading()).toBe('AI on your own data');
    elapse(HERO_INTERVAL_MS);
    expect(activeHeading()).toBe('Engineers when you need them');
    elapse(HERO_INTERVAL_MS);
    expect(activeHeading()).toBe('Cloud that pays for itself');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    elapse(HERO_INTERVAL_MS * 3);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    fireEvent.mouseLeave(region);
    elapse(HERO_INTERVAL_MS + 1000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('pauses while focus is inside it', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    act(() => screen.getByRole('link', { name: 'Learn more' }).focus());
    elapse(HERO_INTERVAL_MS * 2);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    act(() => screen.getByRole('link', { name: 'Learn more' }).blur());
    elapse(HERO_INTERVAL_MS + 1000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('does not advance on its own when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    renderSection(<ImgCarousel section={section} isFirst />);
    elapse(HERO_INTERVAL_MS * 3);
    expect(activeHeading()).toBe('Cloud that pays for itself');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    // The controls still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    elapse(1000);
    expect(activeHeading()).toBe('AI on your own data');
  });

  it('has a pause button that stops the rotation', () => {
    stubMatchMedia({ reducedMotion: false });
    renderSection(<ImgCarousel section={section} isFirst />);
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    fireEvent.blur(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    elapse(HERO_INTERVAL_MS * 2);
    expect(activeHeading()).toBe('Cloud that pays for itself');
  });

  it('announces slide changes only while it is not rotating on its own', () => {
    stubMatchMedia({ reducedMotion: false });
    const { container } = renderSection(<ImgCarousel section={section} isFirst />);
    const slides = container.querySelector('.carousel-inner');
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(screen.getByRole('region'));
    expect(slides).toHaveAttribute('aria-live', 'polite');
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
