/**
 * Nothing on a page moves by itself (docs/product.md §4): with motion allowed, once a page has loaded
 * no element's content, class or style changes over 10 s without the visitor doing anything, and the
 * page does not shift (layout shift ≤ 0.02) at 1280 or 390 px. Time is faked: the 10 s pass at once.
 */
import { describe, expect, it } from 'vitest';
import { brandPaths } from '#content/brand';
import { jobPaths } from '#content/pages/jobs';
import { DESKTOP, openPage, PHONE } from './test-support/browser';
import { nextFrames, settled, watchRequests } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const PAGES = [
  '/home',
  brandPaths.lifeAt,
  '/cloud-services/cloud-migration',
  '/case-studies/logistics-aws-migration',
  jobPaths.openings,
  '/overview/leadership',
];
const MAX_SHIFT = 0.02;

type Watch = { shift: number; changes: string[] };

const site = sharedSite();

describe('nothing moves by itself', () => {
  it.each(PAGES.flatMap((path) => [DESKTOP, PHONE].map((viewport) => [path, viewport] as const)))(
    '%s at %o holds still for 10 s after load',
    async (path, viewport) => {
      const { context, page } = await openPage(site.browser, viewport);
      await page.clock.install();
      await page.addInitScript(() => {
        const watch: Watch = { shift: 0, changes: [] };
        (window as unknown as { __still: Watch }).__still = watch;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) watch.shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      watchRequests(page);
      await page.goto(site.url + path);
      await settled(page);
      await page.evaluate(() => {
        const watch = (window as unknown as { __still: Watch }).__still;
        const describe = (node: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node.nodeName;
        new MutationObserver((records) => {
          for (const record of records) {
            watch.changes.push(`${record.type} ${record.attributeName ?? ''} on ${describe(record.target)}`);
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      await page.clock.runFor(10_000);
      await nextFrames(page);
      const watch = await page.evaluate(() => (window as unknown as { __still: Watch }).__still);
      expect(watch.changes).toEqual([]);
      expect(watch.shift).toBeLessThanOrEqual(MAX_SHIFT);
      await context.close();
    },
  );
});
