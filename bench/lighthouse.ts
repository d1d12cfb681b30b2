/**
 * Lighthouse (mobile, default throttling) on the production build served by the real server:
 * home, a service page, the openings list and a job page, each run several times; prints the
 * median of every category and of the main metrics, and what kept a category under its budget
 * (performance ≥ 95; accessibility, best practices and SEO 100). Exits 1 when a median misses.
 *
 *   npm run bench:lighthouse -- [--runs 3] [--web-root build/client] [--only /path …] [--openings 10000]
 *
 * `--only` (repeatable) measures just those paths, any page of the site.
 *
 * `--openings N` first imports N generated openings (besides the 40 demo ones) with the operator CLI
 * into the server's fresh DATA_DIR: the openings page and a job page measured at that size.
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium), headless. Each run takes ~20 s of a slow CPU:
 * run it on an otherwise idle machine, the figures move with the load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../e2e/test-support/paths';
import { startServer } from '../e2e/test-support/server';
import { MEASURED_PAGES } from './measured-pages';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    openings: { type: 'string', default: '0' },
    'web-root': { type: 'string', default: process.env.WEB_ROOT ?? 'build/client' },
    only: { type: 'string', multiple: true },
    /** Keep every run's full report (JSON) in this folder, to read the audits in detail. */
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const WEB_ROOT = path.resolve(repoRoot, args['web-root'] ?? 'build/client');

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

type Run = {
  scores: Record<Category, number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits that cost a category points: "category: title (score)". */
  failing: string[];
};

async function main() {
  if (!fs.existsSync(path.join(WEB_ROOT, 'index.html'))) {
    console.error(`No build at ${WEB_ROOT}: run \`npm run build\` first.`);
    process.exit(2);
  }
  // `--only` takes any page of the site, not only the measured ones (a case study, about, contact…).
  const pages: ReadonlyArray<{ name: string; path: string }> = args.only?.length
    ? args.only.map((only) => MEASURED_PAGES.find((p) => p.path === only) ?? { name: only, path: only })
    : MEASURED_PAGES;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nw-bench-lighthouse-'));
  const count = Number(args.openings);
  if (count > 0) {
    const file = path.join(dataDir, 'openings.json');
    const titles = ['Data Engineer', 'Java Developer', 'QA Analyst', 'DevOps Engineer', 'Scrum Master', 'ML Engineer'];
    const rows = Array.from({ length: count }, (_, i) => ({
      REQ_ID: 100_000 + i,
      PSTN_TITLE: `${titles[i % titles.length]} ${i}`,
      PSTN_LCTN: ['Austin, TX', 'Pune', 'Chicago, IL', 'Noida'][i % 4],
      PSTN_TYP: i % 3 === 0 ? 'Full-Time' : 'Contract',
      WORK_LOCATION_PREFERENCE: ['Remote', 'Hybrid', 'On-site'][i % 3],
      PSTN_RATE: '$60 - $70 per hour',
      COUNTRY: i % 2 ? 'US' : 'IN',
      INTERNAL_JOB_DESCRIPTION: `<p>Role ${i}: build and run data pipelines.</p><ul><li>5+ years</li><li>SQL</li></ul>`,
    }));
    fs.writeFileSync(file, JSON.stringify(rows));
    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import-openings', file], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr.slice(0, 2000)}`);
    console.log(imported.stdout.trim());
  }
  const server = await startServer({ WEB_ROOT, LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = new Map<string, Run[]>();
  try {
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: retry that run.
        let lhr;
        for (let attempt = 1; !lhr; attempt++) {
          const result = await lighthouse(`${server.url}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
          if (!result.lhr.runtimeError) lhr = result.lhr;
          else if (attempt >= 3) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
          else process.stderr.write(`${page.name}: ${result.lhr.runtimeError.code}, running again\n`);
        }
        if (args.save) {
          fs.mkdirSync(args.save, { recursive: true });
          fs.writeFileSync(path.join(args.save, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const failing: string[] = [];
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              failing.push(
                `${category}: ${audit.title} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
              );
            }
          }
        }
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Record<Category, number>,
          metrics: Object.fromEntries(
            Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
          ) as Record<keyof typeof METRICS, number>,
          failing,
        });
        process.stderr.write(
          `${page.name} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => runs.at(-1)?.scores[c]).join(' / ')}\n`,
        );
      }
      results.set(page.name, runs);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${RUNS} run(s) per page, median (mobile, default throttling), ${WEB_ROOT}`);
  console.log(
    `${'page'.padEnd(9)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)}   ` +
      `${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'TBT'.padStart(6)} ${'CLS'.padStart(6)} ${'SI'.padStart(6)}   perf runs`,
  );
  let misses = 0;
  for (const page of pages) {
    const runs = results.get(page.name) ?? [];
    const score = (c: Category) => median(runs.map((r) => r.scores[c]));
    const metric = (m: keyof typeof METRICS) => median(runs.map((r) => r.metrics[m]));
    const mark = (c: Category) => `${score(c)}${score(c) < BUDGET[c] ? '!' : ' '}`.padStart(5);
    misses += CATEGORIES.filter((c) => score(c) < BUDGET[c]).length;
    console.log(
      `${page.name.padEnd(9)} ${CATEGORIES.map(mark).join(' ')}   ` +
        `${(metric('FCP') / 1000).toFixed(2).padStart(5)}s ${(metric('LCP') / 1000).toFixed(2).padStart(5)}s ` +
        `${metric('TBT').toFixed(0).padStart(4)}ms ${metric('CLS').toFixed(3).padStart(6)} ${(metric('SI') / 1000).toFixed(2).padStart(5)}s   ` +
        runs.map((r) => r.scores.performance).join(' '),
    );
  }
  const failing = new Map<string, Set<string>>();
  for (const [page, runs] of results) {
    for (const item of runs.flatMap((r) => r.failing)) {
      if (!item.startsWith('performance:') || item.includes('(0.')) {
        const key = item.replace(/ \(.*$/, '');
        failing.set(key, (failing.get(key) ?? new Set()).add(page));
      }
    }
  }
  if (failing.size > 0) {
    console.log('\nAudits that cost points (pages):');
    for (const [audit, pagesHit] of failing) console.log(`  ${audit} (${[...pagesHit].join(', ')})`);
  }
  if (misses > 0) {
    console.error(`\n${misses} median score(s) under budget.`);
    process.exit(1);
  }
  console.log('\nAll medians within budget.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
