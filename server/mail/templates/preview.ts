/**
 * `npm run mail:preview [-- --screenshots]`: writes every mail, filled with sample data, to
 * build/mail-preview/ (<name>.html, <name>.txt, index.html), the logo beside them. With
 * --screenshots, also PNGs of each at 600 and 360 px, light and dark (Debian's Chromium).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { escapeHtml } from '#contracts/escape-html';
import { sampleMails } from './samples';

const { values } = parseArgs({ options: { screenshots: { type: 'boolean', default: false } } });
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const out = path.join(root, 'build/mail-preview');
/** Written with this origin, then pointed at the files beside them. */
const ORIGIN = 'https://preview.northwind.invalid';

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'mail'), { recursive: true });
copyFileSync(path.join(root, 'public/mail/logo.png'), path.join(out, 'mail/logo.png'));

const mails = [
  ...sampleMails(ORIGIN),
  ...sampleMails(undefined)
    .filter((sample) => sample.name === 'application-confirmation')
    .map((sample) => ({
      ...sample,
      name: `${sample.name}-no-origin`,
      description: `${sample.description}, no PUBLIC_URL`,
    })),
];
for (const { name, mail } of mails) {
  writeFileSync(path.join(out, `${name}.html`), mail.html.replaceAll(`${ORIGIN}/mail/logo.png`, 'mail/logo.png'));
  writeFileSync(path.join(out, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Mail preview</title><h1>Mails</h1><ul>${mails
    .map(
      ({ name, description, mail }) =>
        `<li><a href="${name}.html">${escapeHtml(name)}</a> (<a href="${name}.txt">text</a>): ${escapeHtml(description)}. <em>${escapeHtml(mail.subject)}</em></li>`,
    )
    .join('')}</ul>`,
);
console.log(`${mails.length} mails written to ${path.relative(root, out)}/`);

if (values.screenshots) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium', // Debian's; never a downloaded browser
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const shots = path.join(out, 'screenshots');
  mkdirSync(shots, { recursive: true });
  try {
    for (const width of [600, 360]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        const page = await context.newPage();
        for (const { name } of mails) {
          await page.goto(`file://${path.join(out, `${name}.html`)}`);
          await page.screenshot({ path: path.join(shots, `${name}-${width}-${colorScheme}.png`), fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${path.relative(root, shots)}/`);
}
