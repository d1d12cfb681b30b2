/**
 * A staff member's sign-in security in the browser, with Chromium's virtual authenticator (a platform
 * passkey with user verification): confirm it is you (password and code), add a passkey on the account
 * page, sign out, sign in with the passkey alone; the account page then lists the sessions and the
 * passkey sign-in. The account and sign-in screens are checked (axe, no sideways scroll) at 1280 and
 * 390 px, and pictured into SHOTS_DIR when it is set.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkScreen, setUpAdmin, totpCode } from './test-support/console';
import { type RunningServer, startServer } from './test-support/server';
import { sharedSite } from './test-support/site';

const site = sharedSite();
// A passkey needs a host name (an IP address cannot be an RP ID), and the shared server's PUBLIC_URL
// is an address: this file runs its own server as http://localhost:<port> (its PUBLIC_URL too).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, { hostName: 'localhost' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});
const shots = process.env.SHOTS_DIR;
const heading = (page: Page) => page.locator('h1').first();

it(
  'adds a passkey after confirming it is you, signs out, and signs in with the passkey',
  { timeout: 180_000 },
  async () => {
    const { url } = server;
    const email = `passkey.${Date.now().toString(36)}@northwind.example`;
    const password = 'a long passphrase for passkeys';
    const admin = await setUpAdmin(
      site.browser,
      { url, dataDir: server.dataDir },
      { email, name: 'Pia Passkey', password },
    );
    const { context, page, errors } = admin;
    // The set-up page asks who is signed in before anyone is (a 401): errors count from here.
    errors.length = 0;

    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto(`${url}/admin/account`);
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Your account');
    await page.getByText('You have no passkey yet.').waitFor();
    // Without confirming, there is nothing to add a passkey with.
    expect(await page.getByRole('button', { name: 'Add a passkey' }).count()).toBe(0);

    const confirm = page.getByRole('form', { name: 'Confirm it is you' });
    await confirm.getByLabel('Your password').fill(password);
    await confirm.getByLabel('Code from your app').fill(totpCode(admin.totpSecret, 1));
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText(/Confirmed: you can change these until/).waitFor();

    await page.getByLabel('Name of the passkey').fill('E2E laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey “E2E laptop” added. You can sign in with it now.').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('passkeys').locator('li').count()).toBe(1);
    await page.getByTestId('session').first().waitFor();
    await page.getByTestId('sign-in').first().waitFor();
    await checkScreen(page, 'account', { shots });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Sign in');
    // Signed out, the sign-in page asks who is signed in (a 401): errors count again from here.
    errors.length = 0;
    await checkScreen(page, 'sign-in', { shots });

    // Signed in with the passkey alone, back on the page the sign-out left.
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Your account');
    expect(page.url()).toBe(`${url}/admin/account`);
    await page.getByText('with a passkey').first().waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId('passkeys')
          .getByText(/last used (?!never)/)
          .count(),
      )
      .toBe(1);
    expect(await page.getByTestId('session').filter({ hasText: 'This session' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  },
);
