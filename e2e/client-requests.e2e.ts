/**
 * A client's request for talent becomes a client and a requirement in two clicks, in the browser
 * against the real server: a request posted through the public API (as the Hire talent page sends
 * it) shows in the console's Inbox → Client requests; an admin opens it (one click) and presses
 * "Create client and requirement" (two); the client holds the requester as its contact and the
 * draft requirement, which is not on the public board. A second request from the same domain is
 * flagged with "Add to <client>".
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { TrackedPage } from './test-support/browser';
import { checkScreen as checkConsoleScreen, setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const RUN = randomUUID().slice(0, 8);
const ADMIN = { email: `sam-${RUN}@example.com`, name: 'Sam Sales', password: 'a client request passphrase' };
const DOMAIN = `tailspin-${RUN}.example`;
const COMPANY = `Tailspin Health ${RUN}`;
const ROLE = `Java engineer (${RUN})`;

const site = sharedSite();
let admin: TrackedPage;
afterAll(async () => {
  await admin?.context.close();
});

const heading = (page: Page) => page.locator('h1').first();
const checkScreen = (page: Page, name: string) => checkConsoleScreen(page, `client-request-${name}`, { shots: SHOTS });

/** A request as the Hire talent page posts it. */
async function sendRequest(name: string, email: string) {
  const answer = await fetch(`${site.url}/api/client-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), origin: site.url },
    body: JSON.stringify({
      company: COMPANY,
      name,
      email,
      phone: '+1 913 555 0142',
      role: ROLE,
      skills: 'Java 17, Spring Boot, Kafka',
      headcount: '2',
      seniority: 'senior',
      startDate: '2027-01-04',
      duration: '6-12-months',
      workMode: 'remote',
      location: 'US Central time',
      budget: 'USD 80–95 an hour',
      message: 'Claims platform rebuild.',
      website: '',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

describe('a client request in the console', () => {
  it('becomes a client and a draft requirement in two clicks', { timeout: 180_000 }, async () => {
    await sendRequest('Maya Collins', `maya@${DOMAIN}`);
    admin = await setUpAdmin(site.browser, site, ADMIN);
    admin.errors.length = 0;
    const { page } = admin;
    await page.getByRole('link', { name: /open the console/ }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');

    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await page.getByRole('link', { name: 'Client requests', exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Client requests');
    await page.getByRole('searchbox').first().fill(RUN);
    const row = page.getByRole('link', { name: COMPANY });
    await row.waitFor({ timeout: 30_000 });
    await checkScreen(page, 'list');

    // One: open the request. Two: convert it.
    await row.click();
    await expect.poll(() => heading(page).textContent()).toBe(`${COMPANY}: 2 × ${ROLE}`);
    await checkScreen(page, 'record');
    await page.getByRole('button', { name: 'Create client and requirement' }).click();
    const became = page.getByRole('region', { name: 'Became' });
    await became.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(/draft requirement REQ-\d+ created/).isVisible()).toBe(true);
    await checkScreen(page, 'converted');

    // The draft requirement, and the client with the requester as its contact.
    await became.getByRole('link', { name: new RegExp(`^REQ-\\d+ ${ROLE.replace(/[()]/g, '\\$&')}$`) }).click();
    await expect.poll(() => heading(page).textContent()).toContain(ROLE);
    await expect
      .poll(
        () =>
          page
            .locator('.badge')
            .filter({ hasText: /^Draft$/ })
            .first()
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.goBack();
    await page.getByRole('region', { name: 'Became' }).getByRole('link', { name: COMPANY }).click();
    await expect.poll(() => heading(page).textContent()).toContain(COMPANY);
    await expect.poll(() => page.getByRole('link', { name: `maya@${DOMAIN}` }).isVisible()).toBe(true);
    // The contact's own name (the history, loaded on its own, names her in a longer note).
    await expect.poll(() => page.getByText('Maya Collins', { exact: true }).first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: new RegExp(ROLE.replace(/[()]/g, '\\$&')) })
        .first()
        .isVisible(),
    ).toBe(true);

    // A second request from the same domain is flagged: add it to the client made from the first.
    await sendRequest('Lee Park', `lee@${DOMAIN}`);
    await page.goto(`${site.url}/admin/client-requests?status=new&search=${encodeURIComponent(RUN)}`);
    await page.getByRole('link', { name: COMPANY }).click();
    const join = page.getByRole('radio', { name: `Add to ${COMPANY}` });
    await join.waitFor({ timeout: 30_000 });
    expect(await join.isChecked()).toBe(true);
    await checkScreen(page, 'same-domain');
    await page.getByRole('button', { name: `Add to ${COMPANY} and create requirement` }).click();
    await expect
      .poll(() => page.getByText(new RegExp(`Added to ${COMPANY}; draft requirement`)).isVisible())
      .toBe(true);
    expect(admin.errors).toEqual([]);
  });
});
