import type { UnitForecast, YearForecast } from './year-forecast.ts';

/*
 * Forecasts for the backtest's tests: a unit keyed `province|…` at a rank, and a method's
 * forecast of 2025 holding such units.
 */

export const unitForecastAt = (key: string, rank: number, trackCode = 15): UnitForecast => ({
  key,
  provinceCode: key.slice(0, key.indexOf('|')),
  trackCode,
  batchCode: 3,
  logRank: Math.log(rank),
  scale: 0.1,
  historyYears: 2,
  derived: false,
  confidence: '中',
});

export const yearForecastOf = (method: YearForecast['method'], units: UnitForecast[]): YearForecast => ({
  method,
  targetYear: 2025,
  parameters: { shiftDamping: 0, momentum: 0, spreadScale: 1 },
  forecasts: new Map(units.map((each) => [each.key, each])),
});
