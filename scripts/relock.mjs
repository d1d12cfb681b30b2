#!/usr/bin/env node
/**
 * Rewrites package-lock.json from package.json and the current lock so that `npm ci` accepts it on a
 * fresh clone on every platform (Linux x64/arm64, macOS, Windows): every platform's optional packages
 * (rollup's, sass-embedded's, esbuild's native binaries …) recorded, locked versions kept.
 *
 *   node scripts/relock.mjs                       after package.json changed, or after a merge
 *   node scripts/relock.mjs --pin rollup@4.67.4   also move one locked package to that version
 *
 * Why not plain `npm install`: run over an existing node_modules, npm writes the lock from the tree it
 * installed and leaves out the optional packages of other platforms (npm/cli#4828); `npm ci` on a
 * fresh clone then refuses the lock ("Missing: @rollup/rollup-darwin-arm64@… from lock file"). So the
 * lock is resolved in an empty folder with `--package-lock-only`: no node_modules to copy from, no
 * install scripts, and versions already in the lock that still satisfy package.json stay as they are.
 *
 * The result is checked before it replaces the lock: every optional dependency of every locked package
 * has an entry, and `npm ci --dry-run` accepts it. A platform package the registry does not serve at
 * the exact version its parent asks for cannot be recorded; the script then names the parent, and
 * `--pin parent@<older version>` moves it to a version whose platform packages all exist.
 * Plain JavaScript on purpose: it runs before anything is installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingOptionalEntries, resolveFrom } from './lockfile.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const argv = process.argv.slice(2);
const pins = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--pin' && argv[i + 1]) pins.push(argv[++i]);
  else if (argv[i].startsWith('--pin=')) pins.push(argv[i].slice('--pin='.length));
  else {
    console.error(`usage: node scripts/relock.mjs [--pin name@version]…  (unknown argument: ${argv[i]})`);
    process.exit(2);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'relock-'));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const npm = (...args) => {
  console.log(`> npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) fail(`npm ${args[0]} failed (exit ${result.status}); nothing was changed.`);
};
function fail(message) {
  console.error(`relock: ${message}\n(the work folder is kept for a look: ${work})`);
  process.exit(1);
}

const packageJson = readJson(path.join(root, 'package.json'));
const lockFile = path.join(root, 'package-lock.json');
const before = fs.existsSync(lockFile) ? readJson(lockFile) : null;
fs.copyFileSync(path.join(root, 'package.json'), path.join(work, 'package.json'));
if (fs.existsSync(path.join(root, '.npmrc'))) fs.copyFileSync(path.join(root, '.npmrc'), path.join(work, '.npmrc'));
if (before) writeJson(path.join(work, 'package-lock.json'), before);

const common = ['--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'];

// 1. Pins: drop the package (wherever it is nested) and its platform packages from the lock, resolve
//    once with a temporary override, then again with the real package.json, which keeps the pinned
//    version because it satisfies every range that asks for it.
if (pins.length > 0 && before) {
  const lock = readJson(path.join(work, 'package-lock.json'));
  const overrides = { ...(packageJson.overrides ?? {}) };
  const direct = [];
  for (const pin of pins) {
    const at = pin.lastIndexOf('@');
    if (at <= 0) fail(`--pin needs name@version, got ${pin}`);
    const [name, version] = [pin.slice(0, at), pin.slice(at + 1)];
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (key !== `node_modules/${name}` && !key.endsWith(`/node_modules/${name}`)) continue;
      for (const child of Object.keys(entry.optionalDependencies ?? {}))
        delete lock.packages[resolveFrom(lock, key, child) ?? ''];
      delete lock.packages[key];
    }
    // An override may not contradict a direct dependency's range, so a direct one is pinned in place.
    const field = ['dependencies', 'devDependencies', 'optionalDependencies'].find((f) => packageJson[f]?.[name]);
    if (field) direct.push([field, name, version]);
    else overrides[name] = version;
  }
  writeJson(path.join(work, 'package-lock.json'), lock);
  const pinned = structuredClone({ ...packageJson, overrides });
  for (const [field, name, version] of direct) pinned[field][name] = version;
  writeJson(path.join(work, 'package.json'), pinned);
  npm('install', ...common);
  fs.copyFileSync(path.join(root, 'package.json'), path.join(work, 'package.json'));
}

// 2. Resolve: new and changed dependencies from package.json, every platform's optional packages.
npm('install', ...common);

// 3. Check: every optional dependency recorded, and npm ci accepts the lock.
const after = readJson(path.join(work, 'package-lock.json'));
const missing = missingOptionalEntries(after);
if (missing.length > 0) {
  fail(
    `the registry did not give these platform packages, so npm ci would refuse the lock:\n  ${missing.join('\n  ')}\n` +
      'Pin each parent to a version whose platform packages the registry serves (compare `npm view <parent> versions`\n' +
      'with `npm view <platform package> versions`), e.g. node scripts/relock.mjs --pin rollup@4.67.4',
  );
}
npm('ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund');

// 4. Replace the lock and say what moved.
fs.copyFileSync(path.join(work, 'package-lock.json'), lockFile);
const versions = (lock) =>
  new Map(
    Object.entries(lock?.packages ?? {})
      .filter(([key]) => key !== '')
      .map(([key, entry]) => [key, entry.version]),
  );
const [old, now] = [versions(before), versions(after)];
const changes = [];
for (const [key, version] of now) {
  if (!old.has(key)) changes.push(`+ ${key} ${version}`);
  else if (old.get(key) !== version) changes.push(`~ ${key} ${old.get(key)} -> ${version}`);
}
for (const [key, version] of old) if (!now.has(key)) changes.push(`- ${key} ${version}`);
console.log(`relock: package-lock.json written; ${changes.length} entries changed`);
for (const line of changes) console.log(`  ${line}`);
fs.rmSync(work, { recursive: true, force: true });
