import { useEffect } from 'react';

/**
 * What the server writes into a job page's head (server/seo/page-html.ts: the job's description,
 * canonical, social tags and JSON-LD, or noindex for a closed job) beside the pre-rendered tags.
 */
export const SERVER_JOB_TAGS = [
  'script[type="application/ld+json"]',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(', ');

/**
 * In the browser the job page renders only its title (the server knows the job; the pre-rendered
 * page does not), so React does not own those tags. They stay while the job page shows and are
 * removed when the visitor moves on, so the next page's own tags are the only ones in the head.
 */
export function useServerJobTags(isJobPage: boolean): void {
  useEffect(() => {
    if (!isJobPage) return;
    const written = [...document.head.querySelectorAll(SERVER_JOB_TAGS)];
    return () => {
      for (const node of written) node.remove();
    };
  }, [isJobPage]);
}
