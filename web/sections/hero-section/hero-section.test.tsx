import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { HeroSection } from './hero-section';

const section: SectionOf<'HERO-SECTION'> = {
  type: 'HERO-SECTION',
  imageUrl: '/images/heroes/home.svg',
  imageAlt: '',
  heading: 'Software that ships',
  subHeading: 'Cloud, AI and engineers.',
  targetUrl: '/contact-us',
  ctaLabel: 'Talk to us',
  secondaryCta: { targetUrl: '/current-openings/job-openings?type=all', label: 'See open roles' },
  figures: [
    { value: '250+', label: 'people in six offices' },
    { value: '94.7%', label: 'client satisfaction' },
  ],
  technologies: [{ name: 'Amazon Web Services' }, { name: 'Kubernetes', mark: '/images/marks/kubernetes.svg' }],
};

describe('HeroSection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the page with one claim as its h1, the line under it and two calls to action', () => {
    const { container } = renderSection(<HeroSection section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Software that ships');
    expect(screen.getByText('Cloud, AI and engineers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'See open roles' })).toHaveAttribute(
      'href',
      '/current-openings/job-openings?type=all',
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows each figure with its unit, named by what it counts, and the technologies by name', () => {
    renderSection(<HeroSection section={section} isFirst />);
    const figures = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'people in six offices',
      'client satisfaction',
    ]);
    expect(figures).toEqual(['250+', '94.7%']);
    const strip = screen.getByText('We work with').parentElement!;
    expect(within(strip).getByText('Amazon Web Services')).toBeInTheDocument();
    expect(within(strip).getByText('Kubernetes')).toBeInTheDocument();
  });

  it("names the strip of technologies as the content says (the page's wall holds the full set)", () => {
    renderSection(<HeroSection section={{ ...section, technologiesTitle: 'Engineers certified on' }} isFirst />);
    const strip = screen.getByText('Engineers certified on').parentElement!;
    expect(within(strip).getByText('Amazon Web Services')).toBeInTheDocument();
    expect(screen.queryByText('We work with')).not.toBeInTheDocument();
  });

  it('holds still: nothing is scheduled, nothing changes a minute later', () => {
    const { container } = renderSection(<HeroSection section={section} isFirst />);
    const before = container.innerHTML;
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(container.innerHTML).toBe(before);
  });

  it('is an h2 with a lazy picture further down a page', () => {
    const { container } = renderSection(<HeroSection section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Software that ships');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
