import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('the embedded database with its statements kept compiled', () => {
  const opened: BetterSqlite3.Database[] = [];
  const open = () => {
    const sqlite = new BetterSqlite3(':memory:');
    opened.push(sqlite);
    sqlite.exec('create table t (id integer primary key, name text)');
    sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) sqlite.close();
  });

  it('gives the same SQL the same compiled statement', () => {
    const cached = withStatementCache(open());
    const first = cached.prepare('select name from t where id in (?, ?)');
    expect(cached.prepare('select name from t where id in (?, ?)')).toBe(first);
    expect(first.all(1, 3)).toEqual([{ name: 'a' }, { name: 'c' }]);
  });

  it('compiles a new one while the kept one is being iterated, and both read right', () => {
    const cached = withStatementCache(open());
    const source = 'select name from t order by id';
    const streamed = cached.prepare(source).iterate();
    expect(streamed.next().value).toEqual({ name: 'a' });
    const again = cached.prepare(source);
    expect(again.all()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect([...streamed]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('reads the new shape after a schema change, and forgets the oldest beyond its size', () => {
    const sqlite = open();
    const cached = withStatementCache(sqlite, 2);
    expect(cached.prepare('select * from t where id = ?').get(1)).toEqual({ id: 1, name: 'a' });
    sqlite.exec("alter table t add column note text default 'x'");
    expect(cached.prepare('select * from t where id = ?').get(1)).toEqual({ id: 1, name: 'a', note: 'x' });
    const kept = cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).not.toBe(kept);
  });

  it('passes everything else to the database', () => {
    const sqlite = open();
    const cached = withStatementCache(sqlite);
    expect(cached.open).toBe(true);
    expect(cached.pragma('user_version', { simple: true })).toBe(0);
    cached.transaction(() => cached.prepare("insert into t (name) values ('d')").run())();
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 4 });
  });
});
