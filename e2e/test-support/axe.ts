/**
 * axe-core's accessibility check, run in the page. axe's own Playwright wrapper sends its 570 KiB
 * script through the browser connection twice on every check (once to look, once per frame), and the
 * page compiles it each time; the browser tests check ~200 screens, and the console's screens are one
 * document. Here the script goes in once per document and each check is one `axe.run`.
 *
 * Frames are not entered: the pages have no same-origin frames, and a resume preview's sandboxed frame
 * holds a PDF, which axe cannot read.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeScript = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeCheck = {
  /** Only the part of the page that matches this selector. */
  include?: string;
  /** Leaves out what matches this selector. */
  exclude?: string;
  /** Only rules with one of these tags (e.g. 'wcag2aa'); all of axe's rules when absent. */
  tags?: string[];
};

/** axe's violations on the page as it is now (nothing else: passes and incomplete checks are not collected). */
export async function axeRun(page: Page, check: AxeCheck = {}): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async ({ include, exclude, tags }) => {
    const options: RunOptions = { resultTypes: ['violations'], iframes: false };
    if (tags) options.runOnly = { type: 'tag', values: tags };
    const context = {
      ...(include ? { include: [[include]] } : {}),
      ...(exclude ? { exclude: [[exclude]] } : {}),
    };
    const { axe } = window as unknown as { axe: { run: (on: unknown, with_: RunOptions) => Promise<AxeResults> } };
    return (await axe.run(include || exclude ? context : document, options)).violations;
  }, check);
}
