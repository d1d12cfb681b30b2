import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Lockfile, missingOptionalEntries, resolveFrom } from './lockfile.mjs';

type Lock = Lockfile;

describe('resolveFrom', () => {
  const lock: Lock = {
    packages: {
      '': {},
      'node_modules/a': { version: '1.0.0' },
      'node_modules/b': { version: '1.0.0' },
      'node_modules/b/node_modules/a': { version: '2.0.0' },
      'node_modules/@s/c': { version: '1.0.0' },
    },
  };
  it('finds the nearest copy, as Node does', () => {
    expect(resolveFrom(lock, 'node_modules/b', 'a')).toBe('node_modules/b/node_modules/a');
    expect(resolveFrom(lock, 'node_modules/@s/c', 'a')).toBe('node_modules/a');
    expect(resolveFrom(lock, '', '@s/c')).toBe('node_modules/@s/c');
    expect(resolveFrom(lock, 'node_modules/b/node_modules/a', 'zzz')).toBeNull();
  });
});

describe('missingOptionalEntries', () => {
  it("names each optional package without an entry, as npm ci's 'Missing … from lock file' would", () => {
    const lock: Lock = {
      packages: {
        '': {},
        'node_modules/rollup': {
          version: '4.67.4',
          optionalDependencies: { '@rollup/rollup-linux-x64-gnu': '4.67.4', '@rollup/rollup-darwin-arm64': '4.67.4' },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.67.4' },
      },
    };
    expect(missingOptionalEntries(lock)).toEqual(['@rollup/rollup-darwin-arm64 (for rollup@4.67.4)']);
    lock.packages['node_modules/@rollup/rollup-darwin-arm64'] = { version: '4.67.4' };
    expect(missingOptionalEntries(lock)).toEqual([]);
  });

  it('finds every platform package recorded in the committed package-lock.json (write it with scripts/relock.mjs)', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as Lock;
    expect(missingOptionalEntries(lock)).toEqual([]);
    for (const binary of [
      '@rollup/rollup-darwin-arm64',
      '@rollup/rollup-linux-arm64-gnu',
      'sass-embedded-darwin-arm64',
      'sass-embedded-linux-arm64',
      '@esbuild/darwin-arm64',
      '@esbuild/linux-arm64',
    ]) {
      expect(
        Object.keys(lock.packages).some((key) => key.endsWith(`node_modules/${binary}`)),
        binary,
      ).toBe(true);
    }
  });
});
