import { confidenceOf, type ConfidenceLabel } from './admission-tier.ts';
import {
  ownDrift,
  predictCutoffCentre,
  shrunkLogSpread,
  MAX_HISTORY_GAP_YEARS,
  type CutoffCentre,
  type CutoffObservation,
  type LogShiftOf,
  type ModelParameters,
} from './cutoff-model.ts';
import { isFirstReformedYear } from './gaokao-reform.ts';
import {
  fitMomentum,
  fitShiftDamping,
  fitShockSpread,
  fitSpreadScale,
  pooledSpreadWithShock,
  type ChangeSample,
} from './model-fitting.ts';
import type { UnitHistory } from './unit-history.ts';

/** The engine, and the two naive baselines it is measured against. */
export type ForecastMethod = 'engine' | 'last-year' | 'mean-3';

/** log(N_Y / N_{Y−1}) per province and track. */
export type ProvinceShiftOf = (provinceCode: string, trackCode: number) => LogShiftOf;

export type UnitForecast = {
  key: string;
  provinceCode: string;
  trackCode: number;
  batchCode: number;
  logRank: number;
  /** Calibrated t(3) scale of the log cutoff rank; null (数据不足) when calibration is not possible. */
  scale: number | null;
  historyYears: number;
  derived: boolean;
  confidence: ConfidenceLabel;
};

export type YearForecast = {
  method: ForecastMethod;
  targetYear: number;
  parameters: ModelParameters;
  forecasts: Map<string, UnitForecast>;
};

/** A province-level pool needs this many past errors to calibrate; fewer → 数据不足. */
export const MIN_CALIBRATION_ERRORS = 30;

/** Rank bands similar units are pooled in (top ranks move relatively more). */
const RANK_BAND_LIMITS = [2000, 10_000, 50_000];

const bandOf = (logRank: number) => RANK_BAND_LIMITS.filter((limit) => Math.exp(logRank) >= limit).length;

type Forecaster = (
  observations: readonly CutoffObservation[],
  targetYear: number,
  logShiftOf: LogShiftOf,
) => CutoffCentre | undefined;

function lastKnown(observations: readonly CutoffObservation[], targetYear: number) {
  const before = observations.filter((entry) => entry.year < targetYear);
  const last = before[before.length - 1];
  return last && targetYear - last.year <= MAX_HISTORY_GAP_YEARS ? { before, last } : undefined;
}

const lastYearForecaster: Forecaster = (observations, targetYear) => {
  const known = lastKnown(observations, targetYear);
  if (!known) return undefined;
  const { before, last } = known;
  return { logRank: Math.log(last.rank), fromYear: last.year, historyYears: before.length, derived: last.derived };
};

const meanOfThreeForecaster: Forecaster = (observations, targetYear) => {
  const known = lastKnown(observations, targetYear);
  if (!known) return undefined;
  const recent = known.before.filter((entry) => entry.year >= targetYear - 3);
  const mean = recent.reduce((total, entry) => total + entry.rank, 0) / recent.length;
  return {
    logRank: Math.log(mean),
    fromYear: known.last.year,
    historyYears: known.before.length,
    derived: known.last.derived,
  };
};

/** Year-to-year changes of every unit up to (not including) the target year, for fitting. */
function changeSamples(histories: Iterable<UnitHistory>, targetYear: number, shiftOf: ProvinceShiftOf): ChangeSample[] {
  const samples: ChangeSample[] = [];
  for (const history of histories) {
    const logShiftOf = shiftOf(history.provinceCode, history.trackCode);
    const byYear = new Map(history.observations.map((entry) => [entry.year, entry]));
    for (const entry of history.observations) {
      const previous = byYear.get(entry.year - 1);
      const logShift = logShiftOf(entry.year);
      if (entry.year >= targetYear || !previous || logShift === undefined) continue;
      if (isFirstReformedYear(history.provinceCode, entry.year)) continue;
      const older = byYear.get(entry.year - 2);
      samples.push({
        logChange: Math.log(entry.rank / previous.rank),
        logShift,
        ...(older ? { previousDrift: ownDrift(previous, older, logShiftOf, 1) } : {}),
      });
    }
  }
  return samples;
}

/**
 * Forecasts of every unit for `targetYear` from histories holding only earlier years (the caller's
 * repository guarantees it). Parameters and spreads are fitted on the two years before the target:
 * each earlier year is predicted from the years before it, as the target will be.
 */
export function forecastYear(
  method: ForecastMethod,
  histories: ReadonlyMap<string, UnitHistory>,
  targetYear: number,
  shiftOf: ProvinceShiftOf,
): YearForecast {
  let parameters: ModelParameters = { shiftDamping: 0, momentum: 0, spreadScale: 1 };
  let forecaster: Forecaster = method === 'mean-3' ? meanOfThreeForecaster : lastYearForecaster;
  if (method === 'engine') {
    const samples = changeSamples(histories.values(), targetYear, shiftOf);
    const shiftDamping = fitShiftDamping(samples);
    parameters = { shiftDamping, momentum: fitMomentum(samples, shiftDamping), spreadScale: 1 };
    const fitted = parameters;
    forecaster = (observations, year, logShiftOf) => predictCutoffCentre(observations, year, logShiftOf, fitted);
  }

  // Errors of the two training years, per unit and pooled per province × rank band (and per year,
  // for the spread of the provinces' common shifts).
  const trainingYears = [targetYear - 2, targetYear - 1];
  const ownErrors = new Map<string, Map<number, number>>();
  const pooled = new Map<string, number[]>();
  const yearPools = new Map<string, number[]>();
  const pool = (key: string, error: number, pools = pooled) => {
    const errors = pools.get(key) ?? [];
    pools.set(key, errors);
    errors.push(error);
  };
  for (const history of histories.values()) {
    const logShiftOf = shiftOf(history.provinceCode, history.trackCode);
    for (const year of trainingYears) {
      // A first reformed year's errors come from a change of tracks, not from what the spread measures.
      if (isFirstReformedYear(history.provinceCode, year)) continue;
      const actual = history.observations.find((entry) => entry.year === year);
      const centre = actual && forecaster(history.observations, year, logShiftOf);
      if (!actual || !centre) continue;
      const error = Math.log(actual.rank) - centre.logRank;
      const errors = ownErrors.get(history.key) ?? new Map<number, number>();
      ownErrors.set(history.key, errors);
      errors.set(year, error);
      pool(`${history.provinceCode}|${bandOf(centre.logRank)}`, error);
      pool(history.provinceCode, error);
      pool('', error);
      pool(`${year}|${history.provinceCode}|${bandOf(centre.logRank)}`, error, yearPools);
    }
  }
  // Each pool's spread once (a pool can hold every unit's errors): its own dispersion plus the
  // spread of a year's common shift measured over every province.
  const shockSpread = fitShockSpread(yearPools.values(), MIN_CALIBRATION_ERRORS);
  const poolSpreads = new Map<string, number | undefined>();
  for (const [key, errors] of pooled) {
    poolSpreads.set(
      key,
      errors.length >= MIN_CALIBRATION_ERRORS ? pooledSpreadWithShock(errors, shockSpread) : undefined,
    );
  }
  const pooledSpread = (provinceCode: string, logRank: number): number | undefined => {
    for (const key of [`${provinceCode}|${bandOf(logRank)}`, provinceCode, '']) {
      const spread = poolSpreads.get(key);
      if (spread !== undefined) return spread;
    }
    return undefined;
  };

  // The spread multiplier from the last training year, each unit's spread from its earlier errors.
  const standardised: number[] = [];
  for (const history of histories.values()) {
    const errors = ownErrors.get(history.key);
    const error = errors?.get(targetYear - 1);
    if (!errors || error === undefined) continue;
    const centreLogRank = Math.log(history.observations.find((entry) => entry.year === targetYear - 1)!.rank) - error;
    const pooledScale = pooledSpread(history.provinceCode, centreLogRank);
    if (pooledScale === undefined || pooledScale <= 0) continue;
    const earlier = [...errors].filter(([year]) => year < targetYear - 1).map(([, value]) => value);
    standardised.push(error / shrunkLogSpread(earlier, pooledScale));
  }
  parameters = { ...parameters, spreadScale: fitSpreadScale(standardised) };

  const forecasts = new Map<string, UnitForecast>();
  for (const history of histories.values()) {
    const centre = forecaster(history.observations, targetYear, shiftOf(history.provinceCode, history.trackCode));
    if (!centre) continue;
    const provinceErrors = pooled.get(history.provinceCode)?.length ?? 0;
    const pooledScale = pooledSpread(history.provinceCode, centre.logRank);
    const scale =
      provinceErrors >= MIN_CALIBRATION_ERRORS && pooledScale !== undefined && pooledScale > 0
        ? parameters.spreadScale * shrunkLogSpread([...(ownErrors.get(history.key)?.values() ?? [])], pooledScale)
        : null;
    forecasts.set(history.key, {
      key: history.key,
      provinceCode: history.provinceCode,
      trackCode: history.trackCode,
      batchCode: history.batchCode,
      logRank: centre.logRank,
      scale,
      historyYears: centre.historyYears,
      derived: centre.derived,
      // Last year's ranks of a province's first reformed year belong to other tracks.
      confidence: isFirstReformedYear(history.provinceCode, targetYear)
        ? '低'
        : confidenceOf({
            historyYears: centre.historyYears,
            scale: scale ?? Infinity,
            derived: centre.derived,
            gapYears: targetYear - centre.fromYear,
          }),
    });
  }
  return { method, targetYear, parameters, forecasts };
}
