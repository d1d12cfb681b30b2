#!/usr/bin/env node
/**
 * `npm test`: runs the suite's stages and prints how long each took, as a table at the end (also when a
 * stage fails: then the stages after it are skipped and the exit code is the failed stage's).
 * A step is one npm script, or several npm scripts run side by side (their output is prefixed).
 * Plain JavaScript, like ensure-deps.mjs: nothing to compile before the tests start.
 */
import { spawn } from 'node:child_process';

/** The stages in order; a nested list runs its scripts at the same time. */
const STEPS = [['check', 'build'], 'bench:budgets', 'test:unit', 'test:e2e'];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; with `prefix`, each output line is labelled with the script's name. */
function runScript(script, prefix) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${script}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${script}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results = [];
const wallStart = performance.now();
let failed = 0;
for (const step of STEPS) {
  const scripts = Array.isArray(step) ? step : [step];
  if (failed) {
    for (const script of scripts) results.push({ script, code: null, seconds: 0 });
    continue;
  }
  console.log(`\n== ${scripts.join(' + ')}`);
  const stepStart = performance.now();
  const done = await Promise.all(scripts.map((script) => runScript(script, scripts.length > 1)));
  for (const result of done) results.push({ ...result, together: scripts.length > 1 });
  if (scripts.length > 1)
    results.push({
      script: `(${scripts.join(' + ')}: wall clock)`,
      code: 'wall',
      seconds: (performance.now() - stepStart) / 1000,
    });
  failed = done.find((result) => result.code !== 0)?.code ?? 0;
}

const width = Math.max(...results.map((result) => result.script.length));
console.log('\n== stage times');
for (const { script, code, seconds } of results) {
  const status = code === 'wall' ? '' : code === null ? 'skipped' : code === 0 ? 'ok' : `FAILED (${code})`;
  console.log(`${script.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${status}`);
}
console.log(`${'total'.padEnd(width)}  ${((performance.now() - wallStart) / 1000).toFixed(1).padStart(7)} s`);
process.exit(failed);
