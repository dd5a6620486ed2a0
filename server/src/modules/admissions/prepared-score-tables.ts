import { prepareScoreTable, type PreparedScoreTable } from '@zhihang/contract/admissions/rank-conversion';
import type { createScoreTablesRepository } from './score-tables.repository.ts';

type ScoreTablesRepository = Pick<ReturnType<typeof createScoreTablesRepository>, 'scoreTable' | 'tableStamp'>;

/** A published table ready for conversions, with what the guidance page says about it. */
export type PreparedTable = { table: PreparedScoreTable; trackName: string; dataSource: string; empty: boolean };

type Entry = { stamp: string; prepared: PreparedTable };

/** A province has a table per year and track (two to four of them): this holds every province's recent ones. */
export const PREPARED_TABLES_MAX = 128;

/**
 * The 一分一段 tables prepared for conversions, kept between requests: every plan opened or
 * compared converts its student's score, and reading and preparing the whole table (600–700
 * rows) each time was the largest read of a comparison. Each use checks the table's stamp (one
 * single-row index read), so an import or any other write is seen at once, on every instance;
 * the least recently used table goes first past the bound.
 */
export function createPreparedScoreTables(scoreTables: ScoreTablesRepository, maxEntries = PREPARED_TABLES_MAX) {
  const entries = new Map<string, Entry>();

  return {
    async prepared(scope: { provinceCode: string; year: number; trackCode: number }): Promise<PreparedTable> {
      const key = `${scope.provinceCode}|${scope.year}|${scope.trackCode}`;
      const stamp = await scoreTables.tableStamp(scope);
      const cached = entries.get(key);
      if (cached && cached.stamp === stamp) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        entries.delete(key);
        entries.set(key, cached);
        return cached.prepared;
      }
      const rows = await scoreTables.scoreTable(scope);
      const prepared: PreparedTable = {
        table: prepareScoreTable(rows),
        trackName: rows[0]?.trackName ?? '',
        dataSource: rows[0]?.dataSource ?? 'unknown',
        empty: rows.length === 0,
      };
      entries.delete(key);
      entries.set(key, { stamp, prepared });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return prepared;
    },

    /** How many tables are held (tests). */
    size: () => entries.size,
  };
}
