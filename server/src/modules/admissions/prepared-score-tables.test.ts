import { describe, expect, it } from 'vitest';
import { scoreToRank } from '@zhihang/contract/admissions/rank-conversion';
import { createPreparedScoreTables } from './prepared-score-tables.ts';
import type { ScoreBandRow } from './score-tables.repository.ts';

const band = (scoreLow: number, rankEnd: number, countAtScore: number): ScoreBandRow => ({
  trackName: '物理类',
  rankCategory: '',
  scoreText: String(scoreLow),
  scoreLow,
  scoreHigh: scoreLow,
  countAtScore,
  rankStart: null,
  rankEnd,
  dataSource: 'official',
});

/** A repository of one province whose tables and stamps a test can change. */
function fakeTables() {
  const tables = new Map<string, { stamp: string; rows: ScoreBandRow[] }>([
    ['320000|2025|15', { stamp: '1.3.30', rows: [band(600, 100, 100), band(599, 250, 150), band(598, 400, 150)] }],
    ['320000|2024|15', { stamp: '1.2.12', rows: [band(600, 90, 90), band(599, 200, 110)] }],
  ]);
  const reads: string[] = [];
  const keyOf = (scope: { provinceCode: string; year: number; trackCode: number }) =>
    `${scope.provinceCode}|${scope.year}|${scope.trackCode}`;
  return {
    tables,
    reads,
    repository: {
      async tableStamp(scope: { provinceCode: string; year: number; trackCode: number }) {
        return tables.get(keyOf(scope))?.stamp ?? '1.0.0';
      },
      async scoreTable(scope: { provinceCode: string; year: number; trackCode: number }) {
        reads.push(keyOf(scope));
        return tables.get(keyOf(scope))?.rows ?? [];
      },
    },
  };
}

const JIANGSU_2025 = { provinceCode: '320000', year: 2025, trackCode: 15 };

describe('prepared 一分一段 tables', () => {
  it('reads a table once while its stamp stays the same', async () => {
    const { repository, reads } = fakeTables();
    const tables = createPreparedScoreTables(repository);
    const first = await tables.prepared(JIANGSU_2025);
    const second = await tables.prepared(JIANGSU_2025);
    expect(second).toBe(first);
    expect(reads).toEqual(['320000|2025|15']);
    expect(scoreToRank(first.table, 599)).toMatchObject({ best: 101, worst: 250, kind: 'exact' });
    expect(first).toMatchObject({ trackName: '物理类', dataSource: 'official', empty: false });
  });

  it('reads the table again when an import or a write changed its stamp', async () => {
    const { repository, reads, tables: stored } = fakeTables();
    const tables = createPreparedScoreTables(repository);
    await tables.prepared(JIANGSU_2025);
    stored.set('320000|2025|15', { stamp: '2.3.33', rows: [band(600, 120, 120), band(599, 300, 180)] });
    const updated = await tables.prepared(JIANGSU_2025);
    expect(reads).toEqual(['320000|2025|15', '320000|2025|15']);
    expect(scoreToRank(updated.table, 599)).toMatchObject({ best: 121, worst: 300 });
  });

  it('answers an empty table for a year without one, and keeps no more tables than its bound', async () => {
    const { repository, reads } = fakeTables();
    const tables = createPreparedScoreTables(repository, 2);
    expect(await tables.prepared({ ...JIANGSU_2025, year: 2019 })).toMatchObject({
      empty: true,
      trackName: '',
      dataSource: 'unknown',
    });
    await tables.prepared(JIANGSU_2025);
    await tables.prepared({ ...JIANGSU_2025, year: 2024 });
    expect(tables.size()).toBe(2);
    // 2025 was used after 2019, so 2019 went first and 2025 is still held.
    await tables.prepared(JIANGSU_2025);
    expect(reads.filter((key) => key === '320000|2025|15')).toHaveLength(1);
  });
});
