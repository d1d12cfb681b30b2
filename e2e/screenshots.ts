/**
 * `npm run screenshots` — full-page screenshots of every page at 1280 and 390 px, from the real server
 * on the current build (run `npm run build` first), into a folder git ignores (`screenshots/` by
 * default), so anyone can look at the whole site at once.
 *
 *   npm run screenshots -- [--out dir] [--only /path,/other] [--widths 1280,390] [--fold]
 *
 * Pages: every pre-rendered page of the build, the openings list, the first demo opening's job page
 * and the not-found page. Motion is reduced (carousels hold still), lazy pictures are scrolled into
 * view before the shot, and a page's console errors are printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, openPage } from './test-support/browser';
import { repoRoot, webRoot } from './test-support/paths';
import { startServer } from './test-support/server';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(repoRoot, 'screenshots') },
    only: { type: 'string' },
    widths: { type: 'string', default: '1280,390' },
    // Only the first screen of each page, not the whole page.
    fold: { type: 'boolean', default: false },
  },
});

/** The pre-rendered pages of the build: every `<path>/index.html` under the web root. */
export function prerenderedPaths(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').replaceAll(path.sep, '/'))
    .filter((page) => !page.startsWith('/assets'))
    .sort();
}

/** A file name for a page: `/a/b?type=all` → `a__b_type-all`. */
export const shotName = (page: string) =>
  page === '/'
    ? 'index'
    : page
        .replace(/^\//, '')
        .replace(/[/?]/g, '__')
        .replace(/[^a-zA-Z0-9_-]+/g, '-');

async function main() {
  if (!fs.existsSync(path.join(webRoot, 'index.html')) && !fs.existsSync(path.join(webRoot, 'home'))) {
    throw new Error(`No build in ${webRoot}: run npm run build first.`);
  }
  const widths = (values.widths ?? '').split(',').map(Number).filter(Boolean);
  const outDir = path.resolve(values.out ?? 'screenshots');
  fs.mkdirSync(outDir, { recursive: true });

  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const openings = (await (await fetch(`${server.url}/api/staffing/get/requirement`)).json()) as Array<{
      REQ_ID: string | number;
    }>;
    const pages = values.only
      ? values.only.split(',')
      : [
          ...prerenderedPaths(webRoot).filter((page) => !page.startsWith('/current-openings')),
          '/current-openings/job-openings?type=all',
          ...(openings[0] ? [`/current-openings/job-description?jobId=${openings[0].REQ_ID}`] : []),
          '/no-such-page',
        ];
    for (const width of widths) {
      const { context, page, errors } = await openPage(
        browser,
        { width, height: width > 600 ? 800 : 844 },
        {
          reducedMotion: 'reduce',
        },
      );
      for (const target of pages) {
        errors.length = 0;
        await page.goto(server.url + target, { waitUntil: 'networkidle' });
        // Bring lazy pictures in, then go back to the top (the navbar is transparent there).
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(outDir, `${shotName(target)}.${width}.png`);
        await page.screenshot({ path: file, fullPage: !values.fold });
        console.log(
          `${width}px ${target} → ${path.relative(repoRoot, file)}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
