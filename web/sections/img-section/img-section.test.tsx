import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { PHONES } from '../../components/ui/band-art';
import { ImgSection } from './img-section';

const section: SectionOf<'IMG-SECTION'> = {
  type: 'IMG-SECTION',
  imageUrl: '/images/heroes/devops.svg',
  imageAlt: 'Pipelines flowing into a cloud',
  heading: 'DevOps',
  subHeading: 'From commit to production in minutes.',
  targetUrl: '/contact-us',
  ctaLabel: 'Talk to an engineer',
};

describe('ImgSection', () => {
  it('opens the page with its heading over the header picture', () => {
    renderSection(<ImgSection section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1, name: 'DevOps' })).toBeInTheDocument();
    expect(screen.getByText('From commit to production in minutes.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Pipelines flowing into a cloud' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '600');
    expect(screen.getByRole('link', { name: 'Talk to an engineer' })).toHaveAttribute('href', '/contact-us');
  });

  it('gives phones a blank in place of the art, so a phone never downloads it', () => {
    renderSection(<ImgSection section={section} isFirst />);
    const source = screen.getByRole('img').parentElement?.querySelector('source');
    expect(screen.getByRole('img').parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('media', PHONES);
    expect(source?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
  });

  it('is an h2 with a lazy picture further down a page', () => {
    renderSection(<ImgSection section={section} isFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'DevOps' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});
