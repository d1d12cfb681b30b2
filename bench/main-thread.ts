/**
 * Where a page's main-thread time goes while it loads: every long task, what the browser did in it
 * (parse, layout, script evaluation…) and whose code ran, from a Chromium trace with CPU samples.
 * Use it to find what costs Total Blocking Time before changing anything (docs/PERFORMANCE.md).
 *
 *   npm run bench:main-thread -- [--only /path] [--cpu 1] [--long 12.5] [--functions] [--web-root build/client]
 *
 * By default it sees the page as Lighthouse's simulation does: the page runs unthrottled and every
 * task longer than 12.5 ms is listed (Lighthouse multiplies task times by 4 and counts what passes
 * 50 ms). `--cpu 4 --long 50` throttles for real instead. Samples are charged to the outermost frame
 * of our own code (not React's), so a component's render or a module's top level is named, not the
 * framework that called it; `(anonymous)` is an unnamed function of that file, `(native)` the browser.
 * `--functions` also lists the functions that themselves took the time (minified names, file:line:col).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../e2e/test-support/paths';
import { launchBrowser, PHONE } from '../e2e/test-support/browser';
import { startServer } from '../e2e/test-support/server';
import { MEASURED_PAGES } from './measured-pages';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    cpu: { type: 'string', default: '1' },
    long: { type: 'string', default: '12.5' },
    functions: { type: 'boolean', default: false },
    'web-root': { type: 'string', default: process.env.WEB_ROOT ?? 'build/client' },
  },
});
const CPU_RATE = Number(args.cpu);
const LONG_MS = Number(args.long);

type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};
type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

const fileOf = (url: string) => url.split('/').pop()?.split('?')[0] || url;
/** React, React DOM and React Router: time spent there is charged to the code of ours that called it. */
const isFramework = (url: string) => /\/assets\/(framework|entry\.client|rolldown-runtime)-/.test(url);

async function traceLoad(url: string): Promise<TraceEvent[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const events: TraceEvent[] = [];
    // The protocol types trace events as loose objects; these fields are Chromium's trace format.
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[]) {
  // The page's main thread: the busiest renderer main thread (a navigation may switch processes).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => busiest(b) - busiest(a))[0];
  if (!main) throw new Error('No renderer main thread in the trace');
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = Math.min(...thread.filter((e) => e.ts > 0).map((e) => e.ts));

  // CPU samples with their time and stack.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = events.find((e) => e.name === 'Profile' && e.pid === main.pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === main.pid)) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const owner = (id: number) => {
    const frames: ProfileNode[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      if (node.callFrame.url) frames.push(node);
    }
    const ours = [...frames].reverse().find((frame) => !isFramework(frame.callFrame.url)) ?? frames[0];
    return ours ? `${fileOf(ours.callFrame.url)} ${ours.callFrame.functionName || '(anonymous)'}` : '(native)';
  };

  const long = thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_MS * 1000).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread
      .filter((e) => e.ts >= task.ts && e.ts < end && e.name !== 'RunTask' && (e.dur ?? 0) > 2000)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${fileOf(e.args.data.url)})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      );
    const charged = new Map<string, number>();
    for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts < end)) {
      const who = owner(sample.node);
      charged.set(who, (charged.get(who) ?? 0) + 1);
    }
    const total = [...charged.values()].reduce((a, b) => a + b, 0) || 1;
    const code = [...charged]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([who, n]) => `${who} ${Math.round((100 * n) / total)}%`);
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms - LONG_MS);
    console.log(
      `  @${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(0).padStart(4)} ms  ${inside.join(' | ')}`,
    );
    if (code.length) console.log(`  ${' '.repeat(19)}code: ${code.join(', ')}`);
    if (args.functions) {
      const self = new Map<string, number>();
      for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts < end)) {
        const frame = nodes.get(sample.node)?.callFrame;
        const where = frame?.url ? `${fileOf(frame.url)}:${frame.lineNumber}:${frame.columnNumber}` : 'native';
        const key = `${frame?.functionName || '(anonymous)'} ${where}`;
        self.set(key, (self.get(key) ?? 0) + 1);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 4);
      console.log(
        `  ${' '.repeat(19)}self: ${top.map(([key, n]) => `${key} ${Math.round((100 * n) / total)}%`).join(', ')}`,
      );
    }
  }
  console.log(`  ${long.length} tasks over ${LONG_MS} ms; time over ${LONG_MS} ms: ${blocking.toFixed(0)} ms`);
}

async function main() {
  const pages = args.only?.length ? MEASURED_PAGES.filter((p) => args.only?.includes(p.path)) : MEASURED_PAGES;
  const server = await startServer({ WEB_ROOT: path.resolve(repoRoot, args['web-root'] ?? ''), LOG_LEVEL: 'warn' });
  try {
    console.log(
      `Main-thread long tasks while loading (CPU ${CPU_RATE}x, ${PHONE.width} px wide, tasks > ${LONG_MS} ms)`,
    );
    for (const page of pages) {
      console.log(`\n${page.name} ${page.path}`);
      report(await traceLoad(`${server.url}${page.path}`));
    }
  } finally {
    await server.stop();
  }
}

await main();
