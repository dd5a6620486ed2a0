import { describe, expect, it } from 'vitest';
import { normaliseSql } from './sql-normaliser.ts';

describe('normaliseSql', () => {
  it('replaces parameters, literals and numbers, and folds whitespace', () => {
    expect(normaliseSql("select * from users\n  where id = $1 and name = 'O''Brien' limit 10")).toBe(
      'select * from users where id = ? and name = ? limit ?',
    );
    expect(normaliseSql('select "t1"."a2" from "t1" where x = ?')).toBe('select "t1"."a2" from "t1" where x = ?');
  });

  it('counts lists and multi-row inserts of any length as one shape', () => {
    expect(normaliseSql('select 1 from a where id in ($1, $2, $3)')).toBe(
      normaliseSql('select 1 from a where id in (?, ?)'),
    );
    expect(normaliseSql('insert into t (a, b) values ($1, $2), ($3, $4), ($5, $6)')).toBe(
      'insert into t (a, b) values (?…), …',
    );
  });
});
