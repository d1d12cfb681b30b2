/**
 * The careers pages hold still while they load: the board's first page of openings and the job
 * page's application form come in the HTML the server sends, the app takes over without a spinner,
 * a second request or a layout shift (measured with the Layout Instability API on a slowed phone
 * and a desktop), and on a phone a sticky Apply jumps to the form.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { jobPaths } from '#content/pages/jobs';
import { DESKTOP, openPage, PHONE } from './test-support/browser';
import { nextFrames, UNSEEN_SHIFT } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const site = sharedSite();

const jobUrl = (id: number) => `${site.url}${jobPaths.description}?jobId=${id}`;

type Watched = { shifts: number[]; spinner: boolean; log: string[] };

/** Slow 4G and a 4× slower CPU (Lighthouse's mobile profile); layout shifts and spinners recorded. */
async function watchLoad(page: Page, context: Awaited<ReturnType<typeof openPage>>['context']) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const watched = { shifts: [] as number[], spinner: false, log: [] as string[] };
    (window as unknown as { __watched: Watched }).__watched = watched;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (entry.hadRecentInput) continue;
        watched.shifts.push(entry.value);
        const sources =
          (
            entry as unknown as {
              sources?: Array<{ node?: Element | null; previousRect: DOMRect; currentRect: DOMRect }>;
            }
          ).sources ?? [];
        watched.log.push(
          `${entry.value} at ${Math.round(entry.startTime)}: ${sources.map((source) => `${source.node?.nodeName}.${source.node?.className} "${source.node?.textContent?.slice(0, 30)}" ${JSON.stringify(source.previousRect)}→${JSON.stringify(source.currentRect)}`).join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Checked at each frame the browser paints (so never before the style sheet applies).
    const started = performance.now();
    const check = () => {
      if (document.querySelector('.openings-board__loading, .job-view__loading')?.checkVisibility()) {
        watched.spinner = true;
      }
      if (performance.now() - started < 20_000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/staffing/')) apiRequests.push(new URL(request.url()).pathname);
  });
  return {
    apiRequests,
    watched: () => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched),
  };
}
/**
 * Whatever the take-over set off has happened (instead of watching for a fixed time): nothing is being
 * fetched any more (the lazy parts of the page have arrived), the main thread has had nothing left to
 * do, and the browser has drawn two frames since, so a late layout shift would have been recorded.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await nextFrames(page);
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the openings board’s first paint', () => {
  it('is in the HTML the server sends: the newest openings, the total, no spinner', async () => {
    const html = await (await fetch(`${site.url}${jobPaths.openings}`)).text();
    const newest = (await (await fetch(`${site.url}/api/staffing/openings?sort=id&dir=desc&pageSize=15`)).json()) as {
      items: Array<{ PSTN_TITLE: string }>;
      total: number;
    };
    const titles = [...html.matchAll(/<th scope="row"[^>]*><a [^>]*>([^<]*)<\/a><\/th>/g)].map((match) => match[1]);
    expect(titles).toEqual(newest.items.map((opening) => opening.PSTN_TITLE));
    expect(html).toContain(`of ${newest.total} openings`);
    expect(html).not.toContain('spinner-border');
    // No frame before the menu bar is whole (a bar painted half-parsed grows leftward: a layout shift).
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('<link rel="expect" href="#site-header-end" blocking="render"/>');
    expect(body).toContain('<span id="site-header-end" hidden=""></span></header>');
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'takes over on a %s without a spinner, a request for the list or a visible layout shift',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(site.browser, viewport);
      const load = await watchLoad(page, context);
      await page.goto(`${site.url}${jobPaths.openings}`, { waitUntil: 'load', timeout: 60_000 });
      // The app has taken over: its own board replaced the server's copy, and its filters are live.
      await expect.poll(() => page.locator('#nw-openings').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => page.getByLabel('Search openings').isEnabled()).toBe(true);
      await settled(page);
      const watched = await load.watched();
      expect(sum(watched.shifts), watched.log.join('\n')).toBeLessThan(UNSEEN_SHIFT);
      expect(watched.spinner).toBe(false);
      expect(load.apiRequests.filter((path) => path.endsWith('/openings'))).toEqual([]);
      expect(load.apiRequests.filter((path) => path.endsWith('/get/country'))).toEqual([]);

      const rows = page.locator('table.openings-table tbody tr');
      expect(await rows.count()).toBe(15);
      // The title leads each row; on a phone no separator starts or splits the chips' line.
      const firstCells = await rows.evaluateAll((trs) => trs.map((tr) => tr.firstElementChild?.tagName));
      expect(new Set(firstCells)).toEqual(new Set(['TH']));
      const separators = await page
        .locator('table.openings-table tbody td')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.checkVisibility() && getComputedStyle(cell, '::before').content.includes('·')),
        );
      expect(separators).toHaveLength(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the job page’s first paint', () => {
  it('sends the application form’s fields in its HTML', async () => {
    const html = await (await fetch(jobUrl(1001))).text();
    const form = /<form [^>]*data-form-copy[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    for (const name of ['firstName', 'lastName', 'email', 'contactNumber', 'state', 'city', 'resume']) {
      expect(form).toContain(`name="${name}"`);
    }
    expect(html).toContain('Share this job');
    expect(html).not.toContain('Preparing the application form');
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('takes over on a %s with the form in place and nothing moving', async (name, viewport) => {
    const { context, page, errors } = await openPage(site.browser, viewport);
    const load = await watchLoad(page, context);
    await page.goto(jobUrl(1001), { waitUntil: 'load', timeout: 60_000 });
    await expect.poll(() => page.locator('#nw-job-body').count(), { timeout: 30_000 }).toBe(0);
    // The form is there from the first paint (the server's copy), in the place the app's form takes.
    expect(await page.getByLabel('First name').count()).toBe(1);
    if (name === 'desktop') {
      // Beside the job, the app's form loads at once and takes the copy's place.
      await page.getByRole('button', { name: 'Submit application', disabled: false }).waitFor({ timeout: 30_000 });
    }
    await settled(page);
    const watched = await load.watched();
    expect(sum(watched.shifts), watched.log.join('\n')).toBeLessThan(UNSEEN_SHIFT);
    expect(watched.spinner).toBe(false);
    expect(load.apiRequests.filter((path) => path.includes('/RequirementID/'))).toEqual([]);
    if (name === 'desktop') expect(await page.locator('.job-view__sticky-apply').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone keeps the form where it first painted: similar openings load below it, not above', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    // Where the form's panel stood in the first frame painted (the server's copy), in page coordinates:
    // a visitor who tapped Apply then must not see it move away when similar openings arrive.
    await page.addInitScript(() => {
      const record = () => {
        const panel = document.getElementById('apply');
        if (!panel) return void requestAnimationFrame(record);
        (window as unknown as { __firstTop: number }).__firstTop = panel.getBoundingClientRect().top + window.scrollY;
      };
      requestAnimationFrame(record);
    });
    // Similar openings answer only once that frame is painted, so they arrive after it in every run.
    await page.route('**/api/staffing/openings/*/similar', async (route) => {
      await page.waitForFunction(() => '__firstTop' in window);
      await route.continue();
    });
    await page.goto(jobUrl(1001));
    const similar = page.locator('.similar-openings');
    await similar.waitFor({ timeout: 30_000 });
    await nextFrames(page);
    const tops = await page.evaluate(() => ({
      first: (window as unknown as { __firstTop: number }).__firstTop,
      now: document.getElementById('apply')!.getBoundingClientRect().top + window.scrollY,
    }));
    expect(tops.now).toBe(tops.first);
    // They come after the form, in the page and on screen.
    const after = await page
      .locator('#apply')
      .evaluate(
        (panel) =>
          (panel.compareDocumentPosition(document.querySelector('.similar-openings')!) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
          0,
      );
    expect(after).toBe(true);
    const panel = (await page.locator('#apply').boundingBox())!;
    expect((await similar.boundingBox())!.y).toBeGreaterThanOrEqual(panel.y + panel.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone keeps Apply in reach: a sticky button jumps to the form, and what was typed is kept', async () => {
    const { context, page, errors } = await openPage(site.browser, PHONE);
    await page.goto(jobUrl(1001));
    await expect.poll(() => page.locator('#nw-job-body').count(), { timeout: 30_000 }).toBe(0);
    const sticky = page.locator('.job-view__sticky-apply');
    expect(await sticky.isVisible()).toBe(true);
    const box = (await sticky.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y).toBeGreaterThan(PHONE.height - 120);

    await sticky.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#apply');
    await expect
      .poll(() => page.locator('#apply').evaluate((panel) => panel.getBoundingClientRect().top))
      .toBeLessThan(PHONE.height / 2);
    // With the form on screen the button steps aside.
    await expect.poll(() => sticky.evaluate((link) => link.classList.contains('is-hidden'))).toBe(true);

    // Typing into the form as it arrived: the app's form takes its place with the text kept.
    await page.getByLabel('First name').fill('Asha');
    await page.getByRole('button', { name: 'Submit application', disabled: false }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Asha');
    expect(errors).toEqual([]);
    await context.close();
  });
});
