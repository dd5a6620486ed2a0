import type { BacktestFigureRow, BacktestScores } from '@zhihang/contract/admission/backtest-figures.schema';
import { describe, expect, it } from 'vitest';
import { targetChecks } from './targets.ts';

const scores = (overrides: Partial<BacktestScores>): BacktestScores => ({
  units: 100,
  unitsWithProbability: 100,
  within10: 0.6,
  within20: 0.9,
  medianRelativeError: 0.07,
  ece: 0.02,
  brier: 0.1,
  coverage80: 0.83,
  ...overrides,
});

const row = (engine: BacktestScores): BacktestFigureRow => ({
  provinceCode: '',
  provinceName: '全部',
  firstReformedYear: false,
  outcomeUnits: 100,
  matchedShare: 1,
  scores: { engine, 'last-year': engine, 'mean-3': engine },
});

describe('the backtest targets', () => {
  it('says which of the level’s targets the pooled figures meet', () => {
    const checks = targetChecks('major', row(scores({})));
    expect(checks.map((check) => [check.name, check.met])).toEqual([
      ['±10 %', false],
      ['±20 %', true],
      ['ECE', true],
      ['80 % 区间覆盖', false],
    ]);
    expect(checks[0]).toMatchObject({ value: '60.0 %', goal: '≥ 72.0 %' });
    expect(targetChecks('group', row(scores({ within10: 0.66 })))[0]!.met).toBe(true);
  });

  it('leaves out what was not measured (no probabilities: no ECE, no coverage)', () => {
    const checks = targetChecks('university', row(scores({ ece: null, coverage80: null })));
    expect(checks.map((check) => check.name)).toEqual(['±10 %', '±20 %']);
  });
});
