import { scoreForecasts, type ForecastScores, type ScoredForecast } from './backtest-metrics.ts';
import type { UnitLevel } from './admission-engine.repository.ts';
import type { ForecastMethod, YearForecast } from './year-forecast.ts';
import type { UnitMatch } from './admission-engine.service.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';

/** The pooled row of the provinces in their first reformed year, reported apart from the others. */
export const FIRST_REFORMED_POOL = 'first-reformed';

export type BacktestRow = {
  level: UnitLevel;
  /** A province code, '' for the other provinces pooled, or FIRST_REFORMED_POOL. */
  provinceCode: string;
  /** Year-Y units with an outcome, and the share of them matched to a unit with history. */
  outcomeUnits: number;
  matchedShare: number;
  scores: Record<ForecastMethod, ForecastScores>;
};

/**
 * Grades each method's forecasts on the same units (those every method could predict), per
 * province and pooled.
 */
export function gradeForecasts(
  level: UnitLevel,
  forecasts: readonly YearForecast[],
  actual: ReadonlyMap<string, number>,
): BacktestRow[] {
  const byProvince = new Map<string, Map<ForecastMethod, ScoredForecast[]>>();
  const outcomeUnits = new Map<string, number>();
  const matched = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const [first] = forecasts;
  const year = first?.targetYear ?? 0;
  for (const [key, actualRank] of actual) {
    const provinceCode = key.slice(0, key.indexOf('|'));
    // A province's first reformed year is pooled apart: its history is of other tracks.
    const pool = isFirstReformedYear(provinceCode, year) ? FIRST_REFORMED_POOL : '';
    add(outcomeUnits, provinceCode);
    add(outcomeUnits, pool);
    const reference = first?.forecasts.get(key);
    if (!reference || forecasts.some((forecast) => !forecast.forecasts.has(key))) continue;
    add(matched, provinceCode);
    add(matched, pool);
    for (const scope of [provinceCode, pool]) {
      const methods = byProvince.get(scope) ?? new Map<ForecastMethod, ScoredForecast[]>();
      byProvince.set(scope, methods);
      for (const forecast of forecasts) {
        const unit = forecast.forecasts.get(key)!;
        const list = methods.get(forecast.method) ?? [];
        methods.set(forecast.method, list);
        list.push({ logRank: unit.logRank, scale: unit.scale, actualRank });
      }
    }
  }
  const order = (code: string) => (code === '' ? 0 : code === FIRST_REFORMED_POOL ? 1 : 2);
  return [...byProvince.entries()]
    .sort(([left], [right]) => order(left) - order(right) || left.localeCompare(right))
    .map(([provinceCode, methods]) => ({
      level,
      provinceCode,
      outcomeUnits: outcomeUnits.get(provinceCode) ?? 0,
      matchedShare: (matched.get(provinceCode) ?? 0) / (outcomeUnits.get(provinceCode) ?? 1),
      scores: Object.fromEntries(
        [...methods.entries()].map(([method, list]) => [method, scoreForecasts(list)]),
      ) as Record<ForecastMethod, ForecastScores>,
    }));
}

function provinceLabel(provinceCode: string, provinceNames: ReadonlyMap<string, string>, year: number): string {
  if (provinceCode === '') return '**全部**（不含新高考首年）';
  if (provinceCode === FIRST_REFORMED_POOL) return '**新高考首年**';
  const name = provinceNames.get(provinceCode) ?? provinceCode;
  return isFirstReformedYear(provinceCode, year) ? `${name}（新高考首年）` : name;
}

const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '—');
const decimal = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '—');

/** One Markdown table: per level and province, the engine's figures beside B0's and the 3-year mean's. */
export function backtestMarkdown(
  rows: readonly BacktestRow[],
  provinceNames: ReadonlyMap<string, string>,
  year = 0,
): string {
  const lines = [
    '| 层级 | 省份 | 单位 | 有历史 | ±10 % 引擎 / B0 / 三年均值 | ±20 % 引擎 / B0 / 三年均值 | 中位相对误差 引擎 / B0 / 三年均值 | ECE 引擎 / B0 | Brier 引擎 / B0 | 80 % 区间覆盖 引擎 / B0 | 有概率 | 冲 / 稳 / 保 实际录取 |',
    '| --- | --- | ---: | ---: | --- | --- | --- | --- | --- | --- | ---: | --- |',
  ];
  for (const row of rows) {
    const { engine, 'last-year': lastYear, 'mean-3': meanOfThree } = row.scores;
    lines.push(
      `| ${row.level} | ${provinceLabel(row.provinceCode, provinceNames, year)} | ${engine.units} | ${percent(row.matchedShare)} | ` +
        `${percent(engine.within10)} / ${percent(lastYear.within10)} / ${percent(meanOfThree.within10)} | ` +
        `${percent(engine.within20)} / ${percent(lastYear.within20)} / ${percent(meanOfThree.within20)} | ` +
        `${percent(engine.medianRelativeError)} / ${percent(lastYear.medianRelativeError)} / ${percent(meanOfThree.medianRelativeError)} | ` +
        `${decimal(engine.ece)} / ${decimal(lastYear.ece)} | ${decimal(engine.brier)} / ${decimal(lastYear.brier)} | ` +
        `${percent(engine.coverage80)} / ${percent(lastYear.coverage80)} | ${engine.unitsWithProbability} | ` +
        `${percent(engine.tierAdmitted.冲)} / ${percent(engine.tierAdmitted.稳)} / ${percent(engine.tierAdmitted.保)} |`,
    );
  }
  return lines.join('\n');
}

export type MatchRateRow = {
  level: UnitLevel;
  provinceCode: string;
  units: number;
  matched: number;
  /** Units whose school (track, batch, programme) had units in the two years before, and of them matched. */
  scopeHadUnits: number;
  matchedWhereScopeHad: number;
};

/** Per province and pooled: how many year-Y units continue an earlier unit. */
export function matchRates(level: UnitLevel, matches: readonly UnitMatch[]): MatchRateRow[] {
  const rows = new Map<string, MatchRateRow>();
  for (const unit of matches) {
    for (const provinceCode of [unit.provinceCode, '']) {
      const row = rows.get(provinceCode) ?? {
        level,
        provinceCode,
        units: 0,
        matched: 0,
        scopeHadUnits: 0,
        matchedWhereScopeHad: 0,
      };
      rows.set(provinceCode, row);
      row.units += 1;
      if (unit.historyKey) row.matched += 1;
      if (unit.scopeHadUnits) row.scopeHadUnits += 1;
      if (unit.scopeHadUnits && unit.historyKey) row.matchedWhereScopeHad += 1;
    }
  }
  return [...rows.values()].sort((left, right) => left.provinceCode.localeCompare(right.provinceCode));
}

/** The match table: units of year Y, the share continuing an earlier unit, and that share where the school had units. */
export function matchRateMarkdown(rows: readonly MatchRateRow[], provinceNames: ReadonlyMap<string, string>): string {
  const lines = [
    '| 层级 | 省份 | 单位 | 对应到往年 | 学校往年有单位 | 其中对应到往年 |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const province = row.provinceCode === '' ? '**全部**' : (provinceNames.get(row.provinceCode) ?? row.provinceCode);
    lines.push(
      `| ${row.level} | ${province} | ${row.units} | ${percent(row.matched / row.units)} | ${row.scopeHadUnits} | ` +
        `${row.scopeHadUnits ? percent(row.matchedWhereScopeHad / row.scopeHadUnits) : '—'} |`,
    );
  }
  return lines.join('\n');
}

export type ConfidenceAccuracyRow = {
  level: UnitLevel;
  label: string;
  units: number;
  within10: number;
  within20: number;
};

/**
 * For the engine's forecasts of the provinces outside their first reformed year: per confidence
 * label, how many units carry it and how often the real cutoff fell within ±10 % / ±20 % of R̂
 * (数据不足 where no spread was calibrated). A label means something only if these order it.
 */
export function confidenceAccuracy(
  level: UnitLevel,
  forecast: YearForecast,
  actual: ReadonlyMap<string, number>,
): ConfidenceAccuracyRow[] {
  const rows = new Map<string, ConfidenceAccuracyRow>();
  for (const [key, actualRank] of actual) {
    const unit = forecast.forecasts.get(key);
    if (!unit || isFirstReformedYear(unit.provinceCode, forecast.targetYear)) continue;
    const label = unit.scale === null ? '数据不足' : unit.confidence;
    const row = rows.get(label) ?? { level, label, units: 0, within10: 0, within20: 0 };
    rows.set(label, row);
    const error = Math.abs(Math.exp(unit.logRank) - actualRank) / actualRank;
    row.units += 1;
    if (error <= 0.1) row.within10 += 1;
    if (error <= 0.2) row.within20 += 1;
  }
  const order = ['高', '中', '低', '数据不足'];
  return [...rows.values()].sort((left, right) => order.indexOf(left.label) - order.indexOf(right.label));
}

export function confidenceMarkdown(rows: readonly ConfidenceAccuracyRow[]): string {
  const lines = ['| 层级 | 置信度 | 单位 | ±10 % | ±20 % |', '| --- | --- | ---: | ---: | ---: |'];
  for (const row of rows) {
    lines.push(
      `| ${row.level} | ${row.label} | ${row.units} | ${percent(row.within10 / row.units)} | ${percent(row.within20 / row.units)} |`,
    );
  }
  return lines.join('\n');
}
