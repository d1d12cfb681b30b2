/**
 * What a browser test file shares with every other: the production server, its mail and one Chromium,
 * all started once by the global setup. Call `sharedSite()` at the top of a file:
 *
 *   const site = sharedSite();
 *   it('…', async () => {
 *     const { page, context } = await openPage(site.browser);
 *     await page.goto(`${site.url}/contact-us`);
 *     …
 *     await context.close();
 *   });
 *
 * The server and its database live for the whole run: keep a test's data apart by unique records (an
 * e-mail address or a title of its own), never by counting everything there is.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { mailsIn, type ReceivedMail } from './smtp';

export type Site = {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /** The server's data directory (its SQLite database is northwind.sqlite, uploads under uploads/). */
  readonly dataDir: string;
  /** The shared Chromium, connected for this file (valid inside tests and hooks). */
  readonly browser: Browser;
  /** Every mail the server has sent in this run, oldest first: filter by your test's own recipient. */
  readonly mails: () => ReceivedMail[];
};

/** Connects this file to the shared server, mail and Chromium; the connection closes after the file. */
export function sharedSite(): Site {
  const shared = inject('site');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(shared.wsEndpoint);
  });
  afterAll(async () => {
    // Closes this file's contexts with the connection; the browser itself stays up for the next file.
    await browser?.close();
  });
  return {
    url: shared.url,
    dataDir: shared.dataDir,
    get browser() {
      if (!browser) throw new Error('site.browser is available inside tests and hooks, after sharedSite()');
      return browser;
    },
    mails: () => mailsIn(shared.mailDir),
  };
}
