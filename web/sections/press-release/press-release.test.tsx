import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { PressRelease } from './press-release';

const section: SectionOf<'PRESS-RELEASE'> = {
  type: 'PRESS-RELEASE',
  heading: 'SIT and Northwind partner on applied AI',
  subHeading: 'Gondia, 12 February 2025',
  supportText: ['A three-year research partnership.'],
  imageUrl: '/images/press/signing.svg',
  imageAlt: 'The partnership signing',
  pressrelease: [
    {
      title: 'What the partnership covers',
      content: [
        { heading: 'Research', subheading: 'Joint work on private LLMs.' },
        { heading: 'Internships', subheading: 'Forty places a year.' },
      ],
      hashtags: ['NorthwindAI', 'SIT'],
    },
  ],
};

describe('PressRelease', () => {
  it('shows heading, subheading, support text and content blocks in heading order', () => {
    renderSection(<PressRelease section={section} isFirst />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SIT and Northwind partner on applied AI');
    expect(screen.getByText('Gondia, 12 February 2025')).toBeInTheDocument();
    expect(screen.getByText('A three-year research partnership.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What the partnership covers');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Research', 'Internships']);
    expect(screen.getByText('Forty places a year.')).toBeInTheDocument();
  });

  it('makes the picture a link to the full-size picture when there is no target', () => {
    renderSection(<PressRelease section={section} isFirst />);
    const image = screen.getByRole('img', { name: 'The partnership signing' });
    expect(image.closest('a')).toHaveAttribute('href', '/images/press/signing.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('makes the picture a link to the target when there is one', () => {
    renderSection(<PressRelease section={{ ...section, targetUrl: '/blogs/partnership' }} isFirst={false} />);
    expect(screen.getByRole('img', { name: 'The partnership signing' }).closest('a')).toHaveAttribute(
      'href',
      '/blogs/partnership',
    );
    expect(screen.getByRole('img', { name: 'The partnership signing' })).toHaveAttribute('loading', 'lazy');
  });

  it('links each hashtag to the hashtag page in a new tab', () => {
    renderSection(<PressRelease section={section} isFirst />);
    const tags = within(screen.getByRole('list', { name: 'Hashtags' })).getAllByRole('link');
    expect(tags.map((a) => a.textContent)).toEqual(['#NorthwindAI (opens in a new tab)', '#SIT (opens in a new tab)']);
    expect(tags[0]).toHaveAttribute('href', brand.hashtagUrl('NorthwindAI'));
    expect(tags[0]).toHaveAttribute('target', '_blank');
    expect(tags[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'No press release data available.' without releases", () => {
    renderSection(<PressRelease section={{ type: 'PRESS-RELEASE' }} isFirst={false} />);
    expect(screen.getByText('No press release data available.')).toBeInTheDocument();
    renderSection(<PressRelease section={{ ...section, pressrelease: [] }} isFirst={false} />);
    expect(screen.getAllByText('No press release data available.')).toHaveLength(2);
  });

  it('renders content text as text, never as HTML', () => {
    const tricky = { ...section, pressrelease: [{ title: '<b>bold</b>', content: [], hashtags: [] }] };
    renderSection(<PressRelease section={tricky} isFirst={false} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });
});
