/**
 * WCAG 2.2 A and AA by axe-core on every content page, the openings list and a job page, at desktop
 * and phone widths; no page scrolls sideways; reduced motion stops what moves.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#content/pages';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const JOB_PAGE = '/current-openings/job-description?jobId=1001';
const PATHS = [
  '/',
  ...Object.values(pages)
    .map((page) => page.path)
    .filter((path) => path !== '/current-openings/job-description'),
  '/current-openings/job-openings',
  JOB_PAGE,
];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads a page and waits until what it fetches has arrived (the list's rows, the job's heading). */
async function load(page: Page, path: string) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  if (path.startsWith('/current-openings/job-openings')) await page.locator('table tbody tr').first().waitFor();
  if (path === JOB_PAGE) await page.getByRole('button', { name: /back to jobs search/i }).waitFor();
}

const describeViolations = (violations: { id: string; help: string; nodes: { target: unknown }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('at %s width', (_name, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Motion reduced, so the carousel and counters hold still while axe looks at them.
    context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PATHS)('%s has no axe violations and no sideways scroll', async (path) => {
    await load(page, path);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(describeViolations(violations)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
