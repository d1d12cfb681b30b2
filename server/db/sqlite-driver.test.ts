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

  // The failure this module exists for: a statement finalised by the garbage collector aborted Node 24
  // with the wrong build. A child process makes thousands of them, collects, and exits with the database open.
  it('survives statements collected by the garbage collector, and an exit with the database open', () => {
    const script = `
      const { openSqlite } = await import(${JSON.stringify(path.resolve('server/db/sqlite-driver.ts'))});
      const db = openSqlite(':memory:');
      db.exec('create table t (v integer)');
      for (let round = 0; round < 20; round++) {
        for (let i = 0; i < 500; i++) db.prepare('insert into t (v) values (?)').run(i);
        globalThis.gc();
      }
      console.log(db.prepare('select count(*) from t').pluck().get());`;
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(child.stderr).not.toMatch(/Assertion failed/);
    expect({ status: child.status, signal: child.signal, out: child.stdout.trim() }).toEqual({
      status: 0,
      signal: null,
      out: '10000',
    });
  });
});
