/**
 * The job page of an open job carries the job in the HTML the server sends: readable without
 * JavaScript, and the app takes over without a hydration error, without asking the API for the job
 * again, and without moving anything (CLS 0 on a slow 4G profile, measured in Chromium).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobPaths } from '#content/pages/jobs';
import { DESKTOP, openPage, PHONE } from './test-support/browser';
import { UNSEEN_SHIFT } from './test-support/page-checks';
import { sharedSite } from './test-support/site';

const site = sharedSite();

const jobUrl = (id: number) => `${site.url}${jobPaths.description}?jobId=${id}`;

describe('the job page as the server sends it', () => {
  it('holds the job’s title, details and description in its HTML', async () => {
    const html = await (await fetch(jobUrl(1001))).text();
    const job = (await (await fetch(`${site.url}/api/staffing/get/RequirementID/1001`)).json()) as Array<{
      PSTN_TITLE: string;
      PSTN_LCTN: string;
    }>;
    const [opening] = job;
    expect(html).toContain(`<h1 class="title-section__heading">${opening!.PSTN_TITLE}</h1>`);
    expect(html).toMatch(/<dt>Location<\/dt><dd>[^<]+<\/dd>/);
    expect(html).toContain('<div class="job-view__description"><p>');
    expect(html).toContain('id="nw-job-data"');
  });

  it('reads without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(jobUrl(1001));
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('Job Description');
    expect((await page.locator('.job-view__description').innerText()).length).toBeGreaterThan(200);
    expect(await page.locator('.job-view__loading').isVisible()).toBe(false);
    await context.close();
  });

  // Beside the job on a desktop the application form loads at once, into the grid box its
  // placeholder already held; the navbar keeps its place when the brand font arrives. Nothing moves.
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'hydrates on a %s without an error, a second request for the job or a layout shift a visitor could see (slow 4G)',
    async (_name, viewport) => {
      const { context, page, errors } = await openPage(site.browser, viewport);
      const cdp = await context.newCDPSession(page);
      // Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; a 4× slower CPU.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const jobRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/RequirementID/')) jobRequests.push(request.url());
      });
      await page.goto(jobUrl(1001), { waitUntil: 'load', timeout: 60_000 });
      // The app has taken over: the interactive details replaced the server's copy.
      await expect.poll(() => page.locator('#nw-job-body').count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => page.locator('.job-view__facts').count()).toBe(1);
      // Settled: nothing left to load (the brand font, pictures), fonts applied, two frames drawn, so
      // any shift they cause has been observed.
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      const cls = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(cls).toBeLessThan(UNSEEN_SHIFT);
      expect(jobRequests).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  // The server writes the app's layout by hand: the same columns, the job and the form in the same
  // places. Similar openings (only the app loads them) come after the form: under it on a phone, under
  // the description in the column beside it on a desktop.
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('lays the job out on a %s as the app does, similar openings after the form', async (name, viewport) => {
    const layout = (page: Page) =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return (
            rect && { x: rect.x, y: rect.y + window.scrollY, width: rect.width, bottom: rect.bottom + window.scrollY }
          );
        };
        const columns = [...(document.querySelector('.job-view__columns')?.children ?? [])];
        return {
          columns: columns.map((column) => column.className),
          description: box('.job-view__description'),
          form: box('#apply'),
          similar: box('.similar-openings'),
        };
      });
    // Both loads draw text in the brand font, cached by a first visit as for a visitor's second page:
    // whether it arrives in time for a first view's first paint (font-display: optional) is not what
    // this compares, and one line more or less of the description moves everything under it.
    const withBrandFont = (target: Page) => target.goto(`${site.url}${jobPaths.openings}`);
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, viewport });
    const sentPage = await noScript.newPage();
    await withBrandFont(sentPage);
    await sentPage.goto(jobUrl(1001));
    const sent = await layout(sentPage);
    await noScript.close();
    expect(sent.columns).toEqual(['', '', 'mt-0']);

    const { context, page, errors } = await openPage(site.browser, viewport);
    await withBrandFont(page);
    await page.goto(jobUrl(1001));
    await expect.poll(() => page.locator('#nw-job-body').count(), { timeout: 30_000 }).toBe(0);
    await page.locator('.similar-openings').waitFor({ timeout: 30_000 });
    const app = await layout(page);
    expect(app.columns).toEqual(sent.columns);
    expect(app.description).toEqual(sent.description);
    expect({ ...app.form, bottom: 0 }).toEqual({ ...sent.form, bottom: 0 });
    const [description, form, similar] = [app.description!, app.form!, app.similar!];
    if (name === 'phone') {
      expect(similar.y).toBeGreaterThan(form.bottom);
    } else {
      // The left column: under the description, never under the form in the right column (how far
      // down depends on the description's length, which may pass the form's bottom).
      expect(similar.x).toBe(description.x);
      expect(similar.y).toBeGreaterThan(description.bottom);
      expect(similar.x + similar.width).toBeLessThanOrEqual(form.x);
      expect(form.x).toBeGreaterThan(description.x + description.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves an unknown job to the app’s “no longer open” state', async () => {
    const html = await (await fetch(jobUrl(999_999))).text();
    expect(html).not.toContain('id="nw-job-data"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(jobUrl(999_999));
    await expect.poll(() => page.getByText('This job is no longer open').count(), { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
