import { describe, expect, it } from 'vitest';
import { FIRST_REFORMED_POOL, gradeForecasts, matchRates } from './backtest-report.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';
import { unitForecastAt as unit, yearForecastOf as forecast } from './forecast-fixtures.ts';

describe('gradeForecasts', () => {
  it('pools a province’s first reformed year apart from the others', () => {
    expect(isFirstReformedYear('410000', 2025)).toBe(true);
    expect(isFirstReformedYear('440000', 2025)).toBe(false);
    const units = [unit('440000|a', 1000), unit('440000|b', 2000), unit('410000|c', 3000)];
    const forecasts = (['engine', 'last-year', 'mean-3'] as const).map((method) => forecast(method, units));
    const actual = new Map([
      ['440000|a', 1050],
      ['440000|b', 2600],
      ['410000|c', 6000],
      ['440000|new|unmatched', 500],
    ]);
    const rows = gradeForecasts('major', forecasts, actual);
    expect(rows.map((row) => [row.provinceCode, row.scores.engine.units, row.outcomeUnits])).toEqual([
      ['', 2, 3],
      [FIRST_REFORMED_POOL, 1, 1],
      ['410000', 1, 1],
      ['440000', 2, 3],
    ]);
    expect(rows[0]!.scores.engine.within10).toBe(0.5);
  });
});

describe('matchRates', () => {
  it('counts matched units, and among those whose school had units before', () => {
    const [all] = matchRates('group', [
      { key: 'a', provinceCode: '320000', rank: 1, historyKey: 'x', scopeHadUnits: true },
      { key: 'b', provinceCode: '320000', rank: 1, historyKey: null, scopeHadUnits: true },
      { key: 'c', provinceCode: '320000', rank: 1, historyKey: null, scopeHadUnits: false },
    ]);
    expect(all).toMatchObject({ provinceCode: '', units: 3, matched: 1, scopeHadUnits: 2, matchedWhereScopeHad: 1 });
  });
});
