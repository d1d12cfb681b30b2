import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '#contracts/content';
import { renderSection } from '../test-support/render-section';
import { formatBlogDate } from './blog-date';
import { BLOG_PAGE_SIZE, Blogs } from './blogs';

const posts = (count: number): NonNullable<SectionOf<'BLOGS'>['Blogs']> =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Post ${i + 1}`,
    introduction: `Introduction ${i + 1}`,
    date: `2025-03-${String(i + 1).padStart(2, '0')}`,
    link: `/blogs/post-${i + 1}`,
  }));

const section = (count: number): SectionOf<'BLOGS'> => ({
  type: 'BLOGS',
  heading: 'Insights',
  Blogs: posts(count),
});

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('formatBlogDate', () => {
  it('writes ISO dates in long US format without shifting the day', () => {
    expect(formatBlogDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatBlogDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatBlogDate('2025-01-01')).toBe('January 1, 2025');
    // The same text as the browser's long US date, on every day of a leap year and the next.
    const longUs = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatBlogDate(iso)).toBe(longUs.format(new Date(day)));
    }
  });
  it('rejects a date it cannot read', () => {
    expect(() => formatBlogDate('2025-13-45')).toThrow(RangeError);
  });
});

describe('Blogs', () => {
  it('shows cards with title, long date, introduction and a Read now link', () => {
    renderSection(<Blogs section={section(2)} isFirst={false} />);
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Post 1');
    expect(within(card).getByText('March 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
    expect(within(card).getByText('Introduction 1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Read now/ })).toHaveAttribute('href', '/blogs/post-1');
  });

  it('shows six posts per page with previous, numbered and next buttons', () => {
    renderSection(<Blogs section={section(14)} isFirst={false} />);
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(titles()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6']);
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    fireEvent.click(next);
    expect(titles()).toEqual(['Post 7', 'Post 8', 'Post 9', 'Post 10', 'Post 11', 'Post 12']);
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Post 13', 'Post 14']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    fireEvent.click(previous);
    expect(titles()[0]).toBe('Post 7');
  });

  it('moves focus to the list when the page changes', () => {
    renderSection(<Blogs section={section(7)} isFirst={false} />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('list', { name: 'Insights, page 2 of 2' })).toHaveFocus();
  });

  it('needs no page buttons for a single page', () => {
    renderSection(<Blogs section={section(6)} isFirst={false} />);
    expect(titles()).toHaveLength(6);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("says 'No blog data available.' without posts", () => {
    renderSection(<Blogs section={{ type: 'BLOGS', heading: 'Insights' }} isFirst={false} />);
    expect(screen.getByText('No blog data available.')).toBeInTheDocument();
    renderSection(<Blogs section={{ type: 'BLOGS', Blogs: [] }} isFirst={false} />);
    expect(screen.getAllByText('No blog data available.')).toHaveLength(2);
  });

  it('opens external articles in a new tab', () => {
    const external: SectionOf<'BLOGS'> = {
      type: 'BLOGS',
      Blogs: [
        { id: 'w1', title: 'Paper', introduction: 'Intro', date: '2025-01-01', link: 'https://papers.example/1' },
      ],
    };
    renderSection(<Blogs section={external} isFirst={false} />);
    const link = screen.getByRole('link', { name: /Read now/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
