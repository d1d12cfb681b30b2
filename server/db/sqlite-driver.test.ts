import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite, sqlitePackage } from './sqlite-driver';

describe('openSqlite', () => {
  it('loads the build meant for the running Node', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(sqlitePackage).toBe(major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('opens a file, writes and reads it back, and opens it read-only', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-sqlite-')), 'a.sqlite');
    const db = openSqlite(file);
    db.exec('create table t (v text)');
    db.prepare('insert into t (v) values (?)').run('ü');
    db.close();
    const readOnly = openSqlite(file, { readonly: true });
    expect(readOnly.prepare('select v from t').pluck().get()).toBe('ü');
    expect(() => readOnly.exec("insert into t (v) values ('x')")).toThrow(/readonly/);
    readOnly.close();
  });

  // The failure this module exists for: with the wrong build, Node 24 aborts when the collector finalises
  // a statement while no JavaScript context is entered: here, collections forced (a tiny young
  // generation) in microtasks that follow stream reads. better-sqlite3 12 on Node 24 dies on every run.
  it('survives statements collected between stream reads, and an exit with the database open', () => {
    const script = `
      const fs = await import('node:fs');
      const { openSqlite } = await import(${JSON.stringify(path.resolve('server/db/sqlite-driver.ts'))});
      const db = openSqlite(':memory:');
      db.exec('create table t (v integer)');
      let chunks = 0;
      fs.createReadStream(${JSON.stringify(path.resolve('package-lock.json'))}, { highWaterMark: 1024 })
        .on('data', async () => {
          await null;
          for (let i = 0; i < 200; i++) db.prepare('insert into t (v) values (?)').run(i);
          const garbage = [];
          for (let i = 0; i < 2000; i++) garbage.push({ i, text: 'x' + i });
          chunks++;
        })
        .on('end', () => console.log(chunks > 100 ? 'ok' : 'too few chunks: ' + chunks));`;
    // From a file: run with `-e`, the same script does not reach the fault.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nw-sqlite-gc-')), 'gc.mjs');
    fs.writeFileSync(file, script);
    const child = spawnSync(process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', file], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).not.toMatch(/Assertion failed/);
    expect({ status: child.status, signal: child.signal, out: child.stdout.trim() }).toEqual({
      status: 0,
      signal: null,
      out: 'ok',
    });
  });
});
