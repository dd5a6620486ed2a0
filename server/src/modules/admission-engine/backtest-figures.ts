import fs from 'node:fs';
import type {
  BacktestFigures,
  BacktestLevelFigures,
  BacktestScores,
  ReliabilityBin,
} from '@zhihang/contract/admission/backtest-figures.schema';
import type { UnitLevel } from './admission-engine.repository.ts';
import { reliabilityBins, simulatedStudents, type ForecastScores, type ScoredForecast } from './backtest-metrics.ts';
import { FIRST_REFORMED_POOL, type BacktestRow, type ConfidenceAccuracyRow } from './backtest-report.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';
import type { ForecastMethod, YearForecast } from './year-forecast.ts';

/** What `npm run backtest` writes besides docs/ENGINE.md, and the 数据说明 page shows. */
export const BACKTEST_FIGURES_COMMAND = 'npm run backtest -- --year Y（全国数据，以 Y 年之前公布的数据预测 Y 年）';

/** A figure that could not be measured (NaN) is null in JSON. */
const finite = (value: number) => (Number.isFinite(value) ? value : null);

const scoresOf = (scores: ForecastScores): BacktestScores => ({
  units: scores.units,
  unitsWithProbability: scores.unitsWithProbability,
  within10: finite(scores.within10),
  within20: finite(scores.within20),
  medianRelativeError: finite(scores.medianRelativeError),
  ece: finite(scores.ece),
  brier: finite(scores.brier),
  coverage80: finite(scores.coverage80),
  safeAdmitted: finite(scores.tierAdmitted.保),
});

const binsOf = (bins: ReturnType<typeof reliabilityBins>): ReliabilityBin[] =>
  bins.map((bin) => ({
    ...bin,
    meanProbability: finite(bin.meanProbability),
    admittedShare: finite(bin.admittedShare),
  }));

/**
 * The reliability of a method over the pooled provinces outside their first reformed year, on the
 * units every method predicted (the units the table grades).
 */
function pooledReliability(
  forecasts: readonly YearForecast[],
  actual: ReadonlyMap<string, number>,
  method: ForecastMethod,
): ReliabilityBin[] {
  const chosen = forecasts.find((forecast) => forecast.method === method);
  if (!chosen) return [];
  const scored: ScoredForecast[] = [];
  for (const [key, actualRank] of actual) {
    const provinceCode = key.slice(0, key.indexOf('|'));
    if (isFirstReformedYear(provinceCode, chosen.targetYear)) continue;
    if (forecasts.some((forecast) => !forecast.forecasts.has(key))) continue;
    const unit = chosen.forecasts.get(key)!;
    if (unit.scale !== null) scored.push({ logRank: unit.logRank, scale: unit.scale, actualRank });
  }
  return binsOf(reliabilityBins(simulatedStudents(scored)));
}

/** One level's published figures of a year. */
export function levelFigures(
  level: UnitLevel,
  forecasts: readonly YearForecast[],
  actual: ReadonlyMap<string, number>,
  rows: readonly BacktestRow[],
  provinceNames: ReadonlyMap<string, string>,
  confidence: readonly ConfidenceAccuracyRow[] = [],
): BacktestLevelFigures {
  const year = forecasts[0]?.targetYear ?? 0;
  const engine = forecasts.find((forecast) => forecast.method === 'engine');
  return {
    level,
    parameters: engine?.parameters ?? {
      shiftDamping: 0,
      momentum: 0,
      spreadScale: 1,
    },
    reliability: {
      engine: pooledReliability(forecasts, actual, 'engine'),
      'last-year': pooledReliability(forecasts, actual, 'last-year'),
    },
    lastYearCentreProvinces: engine?.lastYearCentreProvinces ?? [],
    confidence: confidence.map((row) => ({
      label: row.label,
      units: row.units,
      within10: row.units ? row.within10 / row.units : null,
      within20: row.units ? row.within20 / row.units : null,
    })),
    rows: rows
      .filter((row) => row.level === level)
      .map((row) => ({
        provinceCode: row.provinceCode,
        provinceName:
          row.provinceCode === ''
            ? '全部（不含新高考首年）'
            : row.provinceCode === FIRST_REFORMED_POOL
              ? '新高考首年'
              : (provinceNames.get(row.provinceCode) ?? row.provinceCode),
        firstReformedYear: row.provinceCode === FIRST_REFORMED_POOL || isFirstReformedYear(row.provinceCode, year),
        outcomeUnits: row.outcomeUnits,
        matchedShare: row.matchedShare,
        scores: {
          engine: scoresOf(row.scores.engine),
          'last-year': scoresOf(row.scores['last-year']),
          'mean-3': scoresOf(row.scores['mean-3']),
        },
      })),
  };
}

/** The figures file with `year`'s entry replaced (or added), the years newest first. */
export function withYear(current: BacktestFigures | undefined, year: number, levels: BacktestLevelFigures[]) {
  const years = (current?.years ?? []).filter((entry) => entry.year !== year);
  years.push({ year, levels });
  years.sort((left, right) => right.year - left.year);
  return { command: BACKTEST_FIGURES_COMMAND, years } satisfies BacktestFigures;
}

/** Reads the figures file, undefined when there is none yet. */
export function readFiguresFile(filePath: string): BacktestFigures | undefined {
  return fs.existsSync(filePath) ? (JSON.parse(fs.readFileSync(filePath, 'utf8')) as BacktestFigures) : undefined;
}

/** Writes the figures with `year` replaced, rounded to four decimals (a stable, readable diff). */
export function writeFiguresFile(filePath: string, year: number, levels: BacktestLevelFigures[]): void {
  const figures = withYear(readFiguresFile(filePath), year, levels);
  const rounded = JSON.stringify(
    figures,
    (_key, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(4)) : value,
    2,
  );
  fs.writeFileSync(filePath, `${rounded}\n`);
}
