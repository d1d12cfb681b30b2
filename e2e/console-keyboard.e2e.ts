/**
 * The console's header and its keyboard moves in Chromium, at 1024, 1280 and 390 px: the header fits
 * (nothing scrolls sideways, Sign out stays in view, and it still fits with as many entries as its
 * row allows), its group menus open and close by keyboard; "Move to…" opens on its first stage,
 * moves with the arrows and Enter, and the focus goes on to the next card or row instead of the
 * page's body; "Where it stands" shows the step a move skipped.
 *
 * E2E_SCREENSHOTS_DIR=<folder> saves pictures of these screens at 1280 and 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { TOP_ROW_LIMIT } from '../web/admin/shell/console-nav';
import { DESKTOP, PHONE, type TrackedPage } from './test-support/browser';
import { applyTo, checkScreen, publishOpening, setUpAdmin } from './test-support/console';
import { sharedSite } from './test-support/site';

const site = sharedSite();
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADMIN = {
  email: 'noor.keys@example.com',
  name: 'Noor Keyboard-Navigation',
  password: 'a keyboard only passphrase',
};
const TITLE = 'Keyboard Moves Engineer (e2e)';
const LAPTOP = { width: 1024, height: 768 } as const;
const WIDTHS = [LAPTOP, DESKTOP, PHONE] as const;
const PEOPLE = Array.from({ length: 9 }, (_, n) => ({
  name: `Keyes Person${String.fromCharCode(65 + n)}`,
  email: `keyes.${n}@keys.example`,
  city: 'Pune',
}));

let admin: TrackedPage;
let reqId = 0;

const heading = (page: Page) => page.locator('h1').first();
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}:${(element.textContent ?? '').trim()}` : '';
  });
const sidewaysWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
};
/** Sign out is on the screen (inside its width) at this width: in the header, or in its open menu. */
async function signOutInView(page: Page, width: number) {
  const box = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(box, 'Sign out is shown').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

describe('the console by keyboard, at three widths', () => {
  it('has an admin post an opening that nine people apply to', { timeout: 90_000 }, async () => {
    admin = await setUpAdmin(site.browser, site, ADMIN);
    admin.errors.length = 0;
    ({ reqId } = await publishOpening(admin.page, TITLE, { country: 'IN' }));
    const opening = await admin.page.evaluate(
      async (id) => ((await (await fetch(`/api/admin/openings/${id}`)).json()) as { uuid: string }).uuid,
      reqId,
    );
    for (const person of PEOPLE) await applyTo(site.url, opening, person);
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it('fits the header at 1024 and 1280 px, with room for a full row, and at 390 px behind its menu', async () => {
    const { page } = admin;
    for (const viewport of [LAPTOP, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/admin/home`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
      await shoot(page, 'header');
      expect(await sidewaysWidth(page)).toBeLessThanOrEqual(viewport.width);
      await signOutInView(page, viewport.width);
      // The row as full as the navigation allows (console-nav.ts), with desk-length names: still fits.
      await page.evaluate((limit) => {
        const row = document.querySelector('nav[aria-label="Console sections"] > ul');
        const model = row?.querySelector(':scope > li:nth-child(3)');
        for (let n = 0; row && model && row.children.length < limit; n++) {
          const copy = model.cloneNode(true) as HTMLElement;
          const link = copy.querySelector('a');
          if (link) link.textContent = ['Placements', 'Candidates', 'Clients', 'Reports'][n % 4] ?? 'More';
          row.insertBefore(copy, model.nextSibling);
        }
      }, TOP_ROW_LIMIT);
      expect(await page.locator('nav[aria-label="Console sections"] > ul > li').count()).toBe(TOP_ROW_LIMIT);
      await shoot(page, 'header-full-row');
      expect(await sidewaysWidth(page)).toBeLessThanOrEqual(viewport.width);
      await signOutInView(page, viewport.width);
    }
    expect(admin.errors).toEqual([]);
  });

  it('opens a group of sections by keyboard, walks it, and closes it with Escape', async () => {
    const { page } = admin;
    for (const viewport of [LAPTOP, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/admin/home`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
      const group = page.getByRole('button', { name: 'Admin', exact: true });
      await group.focus();
      await page.keyboard.press('Enter');
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('a:Mail templates');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('a:Reasons');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('a:Users');
      if (viewport === DESKTOP) await shoot(page, 'header-group-open');
      await page.keyboard.press('Escape');
      expect(await group.getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toBe('button:Admin');
      // Enter on a section goes there and closes the menu.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab'); // Mail templates
      await page.keyboard.press('Tab'); // Reasons
      await page.keyboard.press('Tab'); // Users
      await page.keyboard.press('Enter');
      await expect.poll(() => heading(page).textContent()).toBe('Users');
      expect(await group.getAttribute('aria-expanded')).toBe('false');
      expect(await group.getAttribute('aria-current')).toBe('true');
    }
    // axe with a group open (and on the phone, where it opens in place).
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await checkScreen(page, 'users-header-inbox-open');
  });

  it('keeps every section reachable on a phone, behind one Menu', async () => {
    const { page } = admin;
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/admin/home`);
    await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toBe('Home');
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Menu' }).click();
    await signOutInView(page, PHONE.width);
    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await shoot(page, 'header-phone-menu');
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: 'Messages', exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Contact messages');
    expect(await page.getByRole('link', { name: 'Messages', exact: true }).isVisible()).toBe(false);
    await page.setViewportSize(DESKTOP);
  });

  it('moves cards on the board by keyboard and goes on with the next card', { timeout: 60_000 }, async () => {
    const { page } = admin;
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/admin/openings/${reqId}/board`);
      const column = page.getByRole('region', { name: /^New/ });
      await column.locator('.card a').first().waitFor({ timeout: 30_000 });
      const names = await column.locator('.card a').allTextContents();
      expect(names.length).toBeGreaterThan(1);
      const [first = '', second = ''] = names;
      await page.getByRole('button', { name: `Move ${first} to…` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('button:Screening');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('button:Submitted');
      if (viewport !== LAPTOP) await shoot(page, 'board-move-menu');
      await page.keyboard.press('Enter');
      await page.getByText(`Moved ${first} to Submitted.`).waitFor();
      await expect.poll(() => focused(page)).toBe(`a:${second}`);
      expect(
        await page
          .getByRole('region', { name: /^Submitted/ })
          .getByText(first)
          .count(),
      ).toBe(1);
    }
    await page.setViewportSize(DESKTOP);
    await checkScreen(page, 'board', { shots: SHOTS });
  });

  it(
    'moves the picked applicant with j, s, the arrows and Enter, and stays on the list',
    { timeout: 60_000 },
    async () => {
      const { page } = admin;
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(`${site.url}/admin/applications?reqId=${reqId}&status=new`);
        const rows = page.locator('tbody tr');
        await rows.first().getByRole('link').first().waitFor();
        const names = await page.locator('tbody tr td:nth-child(2) > span > a').allTextContents();
        const [first = '', second = ''] = names;
        await page.locator('h1').first().click();
        await page.keyboard.press('j');
        await page.keyboard.press('s');
        await expect.poll(() => focused(page)).toBe('button:Screening');
        await page.keyboard.press('ArrowDown');
        expect(await focused(page)).toBe('button:Submitted');
        if (viewport !== LAPTOP) await shoot(page, 'applicants-move-menu');
        await page.keyboard.press('Enter');
        await page.getByText(`Moved ${first} to Submitted.`).waitFor();
        // It left this list (New only): the keyboard is on the next applicant's menu button.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(`Move ${second} to…`);
        if (viewport === PHONE) {
          // The Applied date is under the name on a phone, inside the screen.
          const applied = rows.first().getByText(/^Applied \d/);
          const box = await applied.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        }
      }
      await page.setViewportSize(DESKTOP);
      await checkScreen(page, 'applicants', { shots: SHOTS });
    },
  );

  it('shows on the application the step its move skipped', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/admin/applications?reqId=${reqId}&status=submitted`);
    await page.locator('tbody tr td:nth-child(2) > span > a').first().click();
    const steps = page.getByRole('list', { name: 'Hiring steps' });
    await steps.waitFor();
    expect(await steps.locator('[data-step="skipped"]').allTextContents()).toEqual(['Screening (skipped)']);
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Submitted');
    await checkScreen(page, 'application', { shots: SHOTS });
    expect(admin.errors).toEqual([]);
  });

  it('reads the moves in the audit log in words, filtered in the URL, the raw entry one click away', async () => {
    const { page } = admin;
    await page.goto(`${site.url}/admin/audit`);
    // The filters' choices come from the log (GET /audit/facets): there once they have loaded. Its words
    // name the record's kind when another action reads alike (an internship's move, from another file).
    const what = page.getByRole('combobox', { name: 'What happened' });
    const moved = what.locator('option[value="application.status"]');
    await moved.waitFor({ state: 'attached', timeout: 30_000 });
    expect(await moved.textContent()).toMatch(/^Moved …( \(application\))?$/);
    await what.selectOption('application.status');
    await page.getByRole('combobox', { name: 'Person' }).selectOption({ label: ADMIN.email });
    await page.waitForURL(/action=application\.status/);
    expect(page.url()).toContain('actorId=');
    const first = page.locator('tbody tr').first();
    await first.getByText(/^Moved the application “Keyes Person/).waitFor({ timeout: 30_000 });
    await first.getByText('Raw entry').click();
    expect(await first.locator('pre').textContent()).toContain('"action": "application.status"');
    await first.getByRole('link', { name: /^the application “Keyes Person/ }).waitFor();
    await checkScreen(page, 'audit', { shots: SHOTS });
    expect(admin.errors).toEqual([]);
  });
});
