#!/usr/bin/env node
/**
 * Installs what a fresh clone lacks, so `npm start` and `npm test` are the only set-up anyone needs.
 *   (always)     node_modules exactly as package-lock.json says (`npm ci`, again when the lockfile changed)
 *   --browser    Debian's Chromium for the browser tests (apt-get, when running as root)
 *   --services   PostgreSQL and Redis on this machine started if they are installed but down
 * Plain JavaScript on purpose: it runs before anything is installed.
 */
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const args = new Set(process.argv.slice(2));
const run = (command) => {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit' });
};
const succeeds = (command) => spawnSync('sh', ['-c', command], { stdio: 'ignore' }).status === 0;
const isRoot = process.getuid?.() === 0;

// 1. Dependencies: install again only when the lockfile differs from the one last installed.
const stampFile = 'node_modules/.installed-lock-hash';
const lockHash = () => createHash('sha256').update(fs.readFileSync('package-lock.json')).digest('hex');
const installed = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
const inSync = () =>
  fs.existsSync('package-lock.json') && succeeds('npm ci --dry-run --ignore-scripts --no-audit --no-fund');
if (!fs.existsSync('package-lock.json') || installed !== lockHash()) {
  // `npm ci` installs exactly what the lock says. It refuses a lock that does not match package.json,
  // which happens only when someone changed package.json without relocking. Only then, and only on a
  // developer's machine, the lock is brought in step first: by scripts/relock.mjs, not `npm install`,
  // because npm writing the lock over an existing node_modules drops other platforms' optional
  // packages and the next `npm ci` on a fresh clone fails. CI never relocks: `.ci/run` fails instead.
  if (!inSync()) {
    if (process.env.CI) {
      console.error(
        'package-lock.json does not match package.json: run `node scripts/relock.mjs` and commit the lock.',
      );
      process.exit(1);
    }
    console.log('package-lock.json does not match package.json: relocking (scripts/relock.mjs)');
    run('node scripts/relock.mjs');
  }
  run('npm ci --no-audit --no-fund');
  fs.writeFileSync(stampFile, lockHash());
}

// 2. The browser for the browser tests.
if (args.has('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    if (!isRoot || !succeeds('command -v apt-get')) {
      console.error(`Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install -y chromium`);
      process.exit(1);
    }
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
  }
}

// 3. Local services the integration tests talk to.
if (args.has('--services')) {
  if (!succeeds('pg_isready -h 127.0.0.1 -p 5432 -q') && succeeds('command -v pg_ctlcluster')) {
    const version = fs.readdirSync('/etc/postgresql')[0];
    run(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
  }
  if (!succeeds('redis-cli -h 127.0.0.1 -p 6379 ping') && succeeds('command -v redis-server')) {
    run('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no');
  }
}
