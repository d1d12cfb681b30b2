import { describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite-driver';
import { withStatementCache } from './statement-cache';

function database() {
  const sqlite = openSqlite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  return sqlite;
}

describe('withStatementCache', () => {
  it('hands out the same prepared statement for the same SQL, and a new one for other SQL', () => {
    const cache = withStatementCache(database());
    const first = cache.prepare('select n from t where n > ?');
    expect(cache.prepare('select n from t where n > ?')).toBe(first);
    expect(cache.prepare('select n from t where n < ?')).not.toBe(first);
    expect(first.all(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cache.size).toBe(2);
  });

  it('gives a statement still being read (a stream) to nobody else', () => {
    const cache = withStatementCache(database());
    const streaming = cache.prepare('select n from t order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = cache.prepare('select n from t order by n');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    // Once read to the end, the kept one is handed out again.
    expect(cache.prepare('select n from t order by n')).toBe(streaming);
  });

  it('keeps the most recently used statements, dropping the least recently used past its size', () => {
    const cache = withStatementCache(database(), 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('still answers after the schema under a kept statement changed', () => {
    const sqlite = database();
    const cache = withStatementCache(sqlite);
    expect(cache.prepare('select * from t where n = ?').all(1)).toEqual([{ n: 1 }]);
    sqlite.exec('alter table t add column label text');
    expect(cache.prepare('select * from t where n = ?').all(1)).toEqual([{ n: 1, label: null }]);
  });
});
