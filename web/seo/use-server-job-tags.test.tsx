import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerJobTags } from './use-server-job-tags';

const serverHead = `
  <meta name="description" content="Data Engineer in Pune">
  <link rel="canonical" href="https://northwind.example/current-openings/job-description?jobId=1001">
  <meta property="og:title" content="Data Engineer | Northwind Technologies">
  <meta name="twitter:card" content="summary_large_image">
  <script type="application/ld+json">{"@type":"JobPosting"}</script>
  <meta name="theme-color" content="#0b1f3a">`;

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('useServerJobTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps the tags the server wrote while the job page shows, and drops them when the visitor moves on', () => {
    document.head.innerHTML = serverHead;
    const { rerender } = renderHook(({ isJobPage }) => useServerJobTags(isJobPage), {
      initialProps: { isJobPage: true },
    });
    expect(count('script[type="application/ld+json"]')).toBe(1);
    // The next page's own tags arrive before the job page's effect is cleaned up.
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://northwind.example/locations">');
    rerender({ isJobPage: false });
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href)).toEqual([
      'https://northwind.example/locations',
    ]);
    expect(count('script[type="application/ld+json"], meta[name="description"], meta[property^="og:"]')).toBe(0);
    expect(count('meta[name^="twitter:"]')).toBe(0);
    // Tags that are not the job's stay.
    expect(count('meta[name="theme-color"]')).toBe(1);
  });

  it('touches nothing on other pages', () => {
    document.head.innerHTML = serverHead;
    const { unmount } = renderHook(() => useServerJobTags(false));
    unmount();
    expect(count('link[rel="canonical"]')).toBe(1);
  });
});
