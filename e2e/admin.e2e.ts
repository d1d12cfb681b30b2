/**
 * The staff console end to end, in one long flow on one server (SQLite under a temporary DATA_DIR) and
 * a real SMTP server: the first admin is created with the CLI and sets up the account with an
 * authenticator (the test computes the TOTP codes), signs in with a code, invites a recruiter (the
 * invitation arrives by mail); the recruiter posts an opening, a candidate applies on the public site,
 * the recruiter reviews the application and its resume, moves it to Client interview with a note, closes the
 * opening, and the public job page says it is closed. Every console screen visited is checked with axe
 * at desktop and phone widths; public pages never load console code.
 *
 * E2E_SCREENSHOTS_DIR=/tmp/console saves a screenshot of each screen at both widths.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { jobPaths } from '#content/pages/jobs';
import { DESKTOP, openPage, type TrackedPage } from './test-support/browser';
import { checkScreen } from './test-support/console';
import { repoRoot } from './test-support/paths';
import { smallPdf } from './test-support/pdf';
import { cliCommand } from './test-support/server';
import { sharedSite } from './test-support/site';
import { mailWith, textPartOf } from './test-support/smtp';

const run = promisify(execFile);

/** The code an authenticator app shows `stepsAhead` 30-second steps from now (codes are accepted once). */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = { email: 'maya.admin@example.com', name: 'Maya Admin', password: 'correct horse battery staple' };
const RECRUITER = {
  email: 'ravi.recruiter@example.com',
  name: 'Ravi Recruiter',
  password: 'a long recruiter passphrase',
};
// A name no other browser test applies with: the console's search must find this application only.
const CANDIDATE = { first: 'Asha', last: 'Deshpande', email: 'asha.console@example.com', phone: '9876543210' };
const TITLE = 'Senior Kotlin Engineer (console e2e)';

const site = sharedSite();

/** Chromium reports a 401 answer (GET /me before sign-in) as a console error: that one is expected. */
const realErrors = (errors: string[]) => errors.filter((error) => !/status of 401/.test(error));

/** axe on the screen at 1280 px and at 390 px (where nothing may scroll sideways); optional screenshots. */
const check = (page: Page, name: string) => checkScreen(page, name, { shots: SHOTS });

const heading = (page: Page) => page.locator('h1').first();

async function signIn(page: Page, account: { email: string; password: string }, code?: () => string) {
  await page.goto(`${site.url}/admin/sign-in`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Code from your authenticator app').fill(code());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  // Sign-in lands on Home.
  await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
}

/** The setup link in the mail to `address` (decoded; the token travels in the fragment). */
async function setupLinkMailedTo(address: string): Promise<string> {
  const mail = await mailWith(site.mails, address, '/admin/setup#token=');
  const text = textPartOf(mail.raw, 'text/plain');
  const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-up link in:\n${text}`);
  return link;
}

async function fillApplication(page: Page) {
  const field = (label: RegExp) => page.getByLabel(label).first();
  await field(/^First name/).fill(CANDIDATE.first);
  await field(/^Last name/).fill(CANDIDATE.last);
  await field(/^Email/).fill(CANDIDATE.email);
  await field(/^Contact number/).fill(CANDIDATE.phone);
  await field(/^State/).selectOption({ label: 'Maharashtra' });
  await field(/^City/).fill('Pune');
  await field(/^Best time to call/).fill('10:30');
  await field(/^Availability/).selectOption({ label: 'Serving notice period' });
  await field(/^Reason for change/).selectOption('Career growth');
  // Asked only where the law allows: not for an opening in the USA.
  if (await page.getByLabel(/^Current annual salary/).count()) await field(/^Current annual salary/).fill('18 LPA');
  await field(/^Expected annual salary/).fill('24 LPA');
  await field(/^Desired location/).fill('Pune');
  await field(/^Recruiter who contacted you/).selectOption({ index: 1 });
  await field(/^Resume/).setInputFiles({ name: 'Asha Deshpande CV.pdf', mimeType: 'application/pdf', buffer: RESUME });
}
const RESUME = smallPdf('Asha Deshpande - Kotlin resume');

/** JavaScript files a page requested. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

describe('the staff console', () => {
  let admin: TrackedPage;
  let recruiter: TrackedPage;
  let reqId = 0;

  afterAll(async () => {
    await admin?.context.close();
    await recruiter?.context.close();
  });

  // Long: a CLI run, an account set-up, a sign-in and an invitation, on a machine shared with others.
  it(
    'sets up the first admin from the CLI link, who signs in with a TOTP code and invites a recruiter',
    { timeout: 120_000 },
    async () => {
      const { stdout } = await run(
        process.execPath,
        [...cliCommand(), 'create-admin', '--email', ADMIN.email, '--name', ADMIN.name, '--url', site.url],
        {
          cwd: repoRoot,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' },
        },
      );
      const link = /https?:\/\/\S+\/admin\/setup#token=[\w-]+/.exec(stdout)?.[0];
      expect(link, stdout).toBeDefined();

      admin = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' });
      const page = admin.page;
      const response = await page.goto(link as string);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Set up your account');
      // The one-time token leaves the address bar once read.
      expect(page.url()).not.toContain('token=');
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
      await page.locator('svg.console-qr').waitFor();
      await check(page, 'setup');
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Choose a password').fill(ADMIN.password);
      await page.getByLabel('Type it again').fill(ADMIN.password);
      await page.getByLabel('Code from the app').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Set up my account' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('You are all set');
      expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
      await page.getByRole('link', { name: /open the console/ }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Home');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Sign in');
      await check(page, 'sign-in');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Reset your password');
      await check(page, 'reset-password');
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Sign in');
      // A wrong code is refused with a message; the next code from the app works (each code works once).
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('did not work');
      await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      // Sign-in lands on Home, which says what needs attention.
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Openings' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Openings');
      await check(page, 'openings');

      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Users' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Users');
      await page.getByLabel('Name', { exact: true }).fill(RECRUITER.name);
      await page.getByLabel('E-mail', { exact: true }).fill(RECRUITER.email);
      await page.getByLabel('Role', { exact: true }).selectOption('recruiter');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Invitation sent' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('cell', { name: new RegExp(RECRUITER.email) }).count()).toBe(1);
      await checkScreen(page, 'users', {
        shots: SHOTS,
        // On a phone an account's state and actions sit under its name, inside the screen.
        onPhone: async () => {
          const disable = page.getByRole('button', { name: `Disable ${RECRUITER.name}` });
          const box = await disable.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(390);
          expect(await page.getByText('Invited', { exact: true }).filter({ visible: true }).count()).toBe(1);
        },
      });

      // The admins' other screens: the audit log already holds the sign-ins and the invitation.
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Audit log');
      await expect.poll(() => page.locator('table tbody').textContent(), { timeout: 30_000 }).toContain(ADMIN.email);
      await check(page, 'audit');
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Privacy' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Privacy requests');
      await check(page, 'privacy');
      await page.getByRole('link', { name: /Maya Admin/ }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Your account');
      await check(page, 'account');
      expect(realErrors(admin.errors)).toEqual([]);
    },
  );

  it(
    'lets the invited recruiter set a password, sign in and publish an opening that the public board shows',
    { timeout: 120_000 },
    async () => {
      const link = await setupLinkMailedTo(RECRUITER.email);
      recruiter = await openPage(site.browser, DESKTOP, { reducedMotion: 'reduce' });
      const page = recruiter.page;
      await page.goto(link);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Set up your account');
      await page.getByLabel('Choose a password').fill(RECRUITER.password);
      await page.getByLabel('Type it again').fill(RECRUITER.password);
      // Every account, a recruiter's too, sets up a second factor.
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
      await page.getByLabel('Code from the app').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Set up my account' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('You are all set');

      await page.context().clearCookies();
      await signIn(page, RECRUITER, () => totpCode(secret, 1));
      // Recruiters do not see the admins' sections, and cannot open them.
      const nav = page.getByRole('navigation', { name: 'Console sections' });
      expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
      await page.goto(`${site.url}/admin/users`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Admins only');

      await page.goto(`${site.url}/admin/openings`);
      await page.getByRole('link', { name: 'New opening' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('New opening');
      await page.getByRole('textbox', { name: 'Description' }).waitFor({ timeout: 30_000 });
      await check(page, 'opening-new');
      await page.getByLabel('Title').fill(TITLE);
      await page.getByLabel('Location').fill('Pune, Maharashtra');
      await page.getByLabel('Country').selectOption({ label: 'India' });
      await page.getByLabel('Type', { exact: true }).selectOption('Full-Time');
      await page.getByLabel('Work mode').fill('Hybrid');
      await page.getByLabel('Rate').fill('₹24 - 32 LPA');
      await page.getByLabel('Interview type').fill('Video, then on-site');
      const editor = page.getByRole('textbox', { name: 'Description' });
      await editor.click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      await page.keyboard.type('About the role');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Build payment services in Kotlin with a small, senior team.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(TITLE);
      reqId = Number(/\/admin\/openings\/(\d+)/.exec(page.url())?.[1]);
      expect(reqId).toBeGreaterThan(0);
      expect(await page.locator('.console-description h2').textContent()).toBe('About the role');

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Published' }).count()).toBe(1);
      await check(page, 'opening');

      // On the public board at once, with no console code on the public page.
      const visitor = await openPage(site.browser);
      const scripts = recordScripts(visitor.page);
      await visitor.page.goto(`${site.url}${jobPaths.openings}`);
      await visitor.page.getByLabel('Search openings').fill(TITLE);
      const jobLink = visitor.page
        .getByRole('row')
        .filter({ has: visitor.page.locator('.openings-table__id', { hasText: new RegExp(`^${reqId}$`) }) })
        .getByRole('link', { name: TITLE, exact: true });
      await jobLink.waitFor({ timeout: 30_000 });
      await visitor.page.waitForLoadState('networkidle');
      const bodies = await Promise.all(scripts.map(async (url) => [url, await (await fetch(url)).text()] as const));
      const withConsoleCode = bodies.filter(([, body]) =>
        /Console sections|The console stopped|console-panel/.test(body),
      );
      expect(withConsoleCode.map(([url]) => url)).toEqual([]);
      await visitor.context.close();
      expect(realErrors(recruiter.errors)).toEqual([]);
    },
  );

  // Long: a visitor's application in the browser, then the recruiter's screens and mails.
  it(
    'takes a public application to the recruiter: resume, Client interview with a note, then closing the opening',
    { timeout: 120_000 },
    async () => {
      const candidate = await openPage(site.browser);
      await candidate.page.goto(`${site.url}${jobPaths.description}?jobId=${reqId}`);
      await expect.poll(() => candidate.page.locator('h1').textContent(), { timeout: 30_000 }).toBe(TITLE);
      await candidate.page
        .getByRole('button', { name: 'Submit application', disabled: false })
        .waitFor({ timeout: 30_000 });
      await fillApplication(candidate.page);
      await candidate.page.getByRole('button', { name: 'Submit application' }).click();
      await expect
        .poll(() => candidate.page.getByRole('status').last().textContent(), { timeout: 20_000 })
        .toContain('Application submitted successfully!');
      await candidate.context.close();

      const page = recruiter.page;
      const sections = page.getByRole('navigation', { name: 'Console sections' });
      await sections.getByRole('button', { name: 'Pipeline', exact: true }).click();
      await sections.getByRole('link', { name: 'Applicants' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Applicants');
      await page.getByLabel(/^Search applicants/).fill(CANDIDATE.email);
      await page.getByRole('button', { name: 'Search' }).click();
      const name = `${CANDIDATE.first} ${CANDIDATE.last}`;
      await page.getByRole('link', { name }).waitFor({ timeout: 30_000 });
      await check(page, 'applicants');
      await page.getByRole('link', { name }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe(name);
      expect(await page.locator('.console-details').first().textContent()).toContain(TITLE);

      // The PDF shows beside the application; "Download" also leaves a link that opens it in a new tab.
      await page.frameLocator('iframe[title^="Resume of"]').locator('body').waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Download' }).click();
      const view = page.getByRole('link', { name: /Open in a new tab/ });
      await view.waitFor({ timeout: 30_000 });
      const resume = await page.request.get(new URL((await view.getAttribute('href')) ?? '', site.url).toString());
      expect(resume.status()).toBe(200);
      expect(resume.headers()['content-type']).toContain('application/pdf');
      expect(resume.headers()['content-disposition']).toMatch(/^inline/);
      expect(resume.headers()['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(await resume.body())).toEqual(RESUME);

      await page.getByLabel('Status', { exact: true }).selectOption('client_interview');
      await page.getByLabel(/^Note/).fill('Strong Kotlin; interview with the payments lead on Thursday.');
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Moved to Client interview.' }).count())
        .toBe(1);
      const history = page.getByRole('list', { name: 'History, newest first' });
      await expect.poll(() => history.textContent()).toContain('Client interview');
      expect(await history.textContent()).toContain('interview with the payments lead');
      expect(await history.textContent()).toContain(RECRUITER.name);
      expect(await page.locator('[aria-current="step"]').textContent()).toBe('Client interview');
      await check(page, 'application');

      await page.goto(`${site.url}/admin/openings/${reqId}`);
      await page.getByRole('button', { name: 'Close opening' }).click();
      await page.getByRole('button', { name: 'Yes, close it' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Closed' }).count(), { timeout: 30_000 })
        .toBe(1);

      const visitor = await openPage(site.browser);
      await visitor.page.goto(`${site.url}${jobPaths.description}?jobId=${reqId}`);
      await expect
        .poll(() => visitor.page.getByText('This job is no longer open').count(), { timeout: 30_000 })
        .toBe(1);
      await visitor.context.close();

      // The inboxes a recruiter also works through.
      const nav = page.getByRole('navigation', { name: 'Console sections' });
      await nav.getByRole('button', { name: 'Inbox', exact: true }).click();
      await nav.getByRole('link', { name: 'Internships' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Internship applications');
      await check(page, 'internships');
      await nav.getByRole('button', { name: 'Inbox', exact: true }).click();
      await nav.getByRole('link', { name: 'Messages' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Contact messages');
      await check(page, 'messages');
      expect(realErrors(recruiter.errors)).toEqual([]);
    },
  );
});
