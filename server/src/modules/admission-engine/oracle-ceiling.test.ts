import { describe, expect, it } from 'vitest';
import { oracleCeiling, oracleCeilingMarkdown } from './oracle-ceiling.ts';
import { unitForecastAt as unit, yearForecastOf as forecast } from './forecast-fixtures.ts';

describe('oracleCeiling', () => {
  // 广东 物理类: three units that all moved +20 %, which last year's line misses and the oracle knows.
  // 广东 历史类: one unit that did not move. 河南 is in its first reformed year and is left out.
  const lastYear = [
    unit('440000|a', 1_000),
    unit('440000|b', 5_000),
    unit('440000|c', 20_000),
    unit('440000|d', 3_000, 16),
    unit('410000|e', 4_000),
  ];
  const engine = lastYear.map((each) => ({ ...each, logRank: each.logRank + Math.log(1.05) }));
  const forecasts = [forecast('engine', engine), forecast('last-year', lastYear)];
  const actual = new Map([
    ['440000|a', 1_200],
    ['440000|b', 6_000],
    ['440000|c', 24_000],
    ['440000|d', 3_000],
    ['410000|e', 9_000],
    ['440000|new|unmatched', 500],
  ]);

  it("moves last year's line by each pool's real median change and scores the graded units alike", () => {
    const row = oracleCeiling('major', forecasts, actual);
    expect(row).toEqual({
      level: 'major',
      year: 2025,
      units: 4,
      lastYear: 0.25,
      engine: 0.25,
      oraclePool: 1,
      oraclePoolBand: 1,
    });
  });

  it('prints one line per level and year', () => {
    const markdown = oracleCeilingMarkdown([oracleCeiling('major', forecasts, actual)]);
    expect(markdown.split('\n')).toHaveLength(3);
    expect(markdown).toContain('| major | 2025 | 4 | 25.0 % | 25.0 % | 100.0 % | 100.0 % |');
  });
});
