/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser).
 */
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

const LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** A Chromium of the test file's own (prefer the shared one: `useSite()` in ./site.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** The one Chromium of a browser run, which test files connect to (started by the global setup). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

export type TrackedPage = { context: BrowserContext; page: Page; errors: string[] };

/** A page in a fresh context that records console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Waits until the app has hydrated the page: React has attached itself to the body (it does so once
 * the whole document is hydrated) and two frames later its effects have run, so handlers and
 * listeners are live. What a test needs before it clicks, hovers or scrolls, without waiting for the
 * network to stay quiet for half a second.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the app has taken a form over: its submit button, disabled in the pre-rendered page, is
 * enabled. Text typed before that is wiped when the form registers its fields.
 */
export async function formReady(page: Page, submitButton: string): Promise<void> {
  await page.getByRole('button', { name: submitButton, exact: true, disabled: false }).waitFor({ timeout: 20_000 });
}

/** Loads a form's page and waits until it is ready to type into. */
export async function gotoForm(page: Page, url: string, submitButton: string): Promise<void> {
  await page.goto(url);
  await formReady(page, submitButton);
}
