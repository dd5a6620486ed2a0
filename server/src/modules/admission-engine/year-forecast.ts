import { confidenceOf, type ConfidenceLabel } from './admission-tier.ts';
import {
  median,
  ownDrift,
  predictCutoffCentre,
  shrunkLogSpread,
  unsteadyLines,
  unsteadyLinesReason,
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
import { classDriftOf, classDrifts, fitClassTrend, MIN_CLASS_UNITS, type ClassDrifts } from './class-trend.ts';

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
  /**
   * The scale the 80 % interval is drawn with: the unit's calibrated one, else the level's spread
   * over every province (null only when no province could be calibrated).
   */
  intervalScale?: number | null;
  historyYears: number;
  derived: boolean;
  confidence: ConfidenceLabel;
  /** Why the probability is withheld though the province is calibrated (the unit's lines jumped). */
  withheld?: string;
};

export type YearForecast = {
  method: ForecastMethod;
  targetYear: number;
  parameters: ModelParameters;
  forecasts: Map<string, UnitForecast>;
  /**
   * Provinces whose training years showed last year's line at least as close as the engine's
   * shifted centre: their centre is last year's line (the engine method only).
   */
  lastYearCentreProvinces?: string[];
  /** Each 专业类's drift per province and year (the engine method; majors only). */
  classDrifts?: ClassDrifts;
};

/** Training units (with a shift) a province needs before its own record can overrule the engine's centre. */
export const MIN_CENTRE_EVIDENCE = 30;

/** Within ±10 % of the real cutoff, as the backtest grades. */
const within10 = (logRank: number, actualRank: number) => Math.abs(Math.exp(logRank) - actualRank) / actualRank <= 0.1;

/** A province-level pool needs this many past errors to calibrate; fewer → 数据不足. */
export const MIN_CALIBRATION_ERRORS = 30;

/** Rank bands similar units are pooled in (top ranks move relatively more). */
const RANK_BAND_LIMITS = [2000, 10_000, 50_000];

const bandOf = (logRank: number) => RANK_BAND_LIMITS.filter((limit) => Math.exp(logRank) >= limit).length;

type Forecaster = (
  observations: readonly CutoffObservation[],
  targetYear: number,
  logShiftOf: LogShiftOf,
  /** The unit, for what its observations do not say (a major's 专业类). */
  unit?: Pick<UnitHistory, 'provinceCode' | 'majorClass'>,
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

/** The rank of the observation a centre starts from. */
const startRankOf = (observations: readonly CutoffObservation[], fromYear: number) =>
  observations.find((entry) => entry.year === fromYear)!.rank;

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
/**
 * Parts of the engine the backtest can switch off one at a time, to measure what each adds
 * (`npm run backtest -- --without …`); the product always runs with every part.
 */
export type EngineSwitches = { provinceCentreChoice?: boolean; classTrend?: boolean };

export function forecastYear(
  method: ForecastMethod,
  histories: ReadonlyMap<string, UnitHistory>,
  targetYear: number,
  shiftOf: ProvinceShiftOf,
  switches: EngineSwitches = {},
): YearForecast {
  let parameters: ModelParameters = { shiftDamping: 0, momentum: 0, spreadScale: 1 };
  let baseForecaster: Forecaster = method === 'mean-3' ? meanOfThreeForecaster : lastYearForecaster;
  let classDriftsUsed: ClassDrifts = new Map();
  const trainingYears = [targetYear - 2, targetYear - 1];
  const lastYearCentreProvinces = new Set<string>();
  if (method === 'engine') {
    const samples = changeSamples(histories.values(), targetYear, shiftOf);
    const shiftDamping = fitShiftDamping(samples);
    parameters = { shiftDamping, momentum: fitMomentum(samples, shiftDamping), spreadScale: 1 };
    const fitted = parameters;
    const shifted: Forecaster = (observations, year, logShiftOf) =>
      predictCutoffCentre(observations, year, logShiftOf, fitted);
    // A major's 专业类 trend on top (majors only: other levels have no class).
    const drifts = switches.classTrend === false ? new Map<string, number>() : classDrifts(histories.values());
    // Fitted on the year before the target, else (no outcomes yet: the exam year after next) the one before it.
    const trendSamples = [targetYear - 1, targetYear - 2]
      .map((year) => classTrendSamples(histories.values(), year, shiftOf, shifted, drifts))
      .find((found) => found.length >= MIN_CLASS_UNITS);
    const classTrend = fitClassTrend(trendSamples ?? []);
    parameters = { ...parameters, classTrend };
    classDriftsUsed = drifts;
    baseForecaster = withClassTrend(shifted, drifts, classTrend);
    const choices =
      switches.provinceCentreChoice === false
        ? []
        : provincesBetterWithLastYear(histories.values(), trainingYears, shiftOf, baseForecaster);
    for (const province of choices) lastYearCentreProvinces.add(province);
  }
  const engineForecaster = baseForecaster;
  const forecasterOf = (provinceCode: string): Forecaster =>
    lastYearCentreProvinces.has(provinceCode) ? lastYearForecaster : engineForecaster;

  const training = trainingSpreads(histories, trainingYears, shiftOf, forecasterOf);
  const { ownErrors, pooled, pooledSpread, levelSpread } = training;
  parameters = {
    ...parameters,
    spreadScale: fitSpreadScale(lastYearStandardisedErrors(histories, targetYear, training)),
  };

  const forecasts = new Map<string, UnitForecast>();
  for (const history of histories.values()) {
    const centre = forecasterOf(history.provinceCode)(
      history.observations,
      targetYear,
      shiftOf(history.provinceCode, history.trackCode),
      history,
    );
    if (!centre) continue;
    const provinceErrors = pooled.get(history.provinceCode)?.length ?? 0;
    const pooledScale = pooledSpread(history.provinceCode, centre.logRank);
    const unsteady = unsteadyLines(history.observations, targetYear);
    const calibrated =
      provinceErrors >= MIN_CALIBRATION_ERRORS && pooledScale !== undefined && pooledScale > 0
        ? parameters.spreadScale * shrunkLogSpread([...(ownErrors.get(history.key)?.values() ?? [])], pooledScale)
        : null;
    const scale = unsteady ? null : calibrated;
    // Without the province's own calibration the interval still says how far cutoffs of this rank
    // move across every province; the probability stays 数据不足.
    const levelScale = levelSpread;
    const intervalScale =
      scale ?? calibrated ?? (levelScale !== undefined ? parameters.spreadScale * levelScale : null);
    forecasts.set(history.key, {
      key: history.key,
      provinceCode: history.provinceCode,
      trackCode: history.trackCode,
      batchCode: history.batchCode,
      logRank: centre.logRank,
      scale,
      intervalScale,
      historyYears: centre.historyYears,
      derived: centre.derived,
      ...(unsteady ? { withheld: unsteadyLinesReason(unsteady) } : {}),
      // Last year's ranks of a province's first reformed year belong to other tracks.
      confidence: isFirstReformedYear(history.provinceCode, targetYear)
        ? '低'
        : confidenceOf({
            historyYears: centre.historyYears,
            scale: scale ?? Infinity,
            derived: centre.derived,
            gapYears: targetYear - centre.fromYear,
            logShift: centre.logRank - Math.log(startRankOf(history.observations, centre.fromYear)),
          }),
    });
  }
  return {
    method,
    targetYear,
    parameters,
    forecasts,
    ...(method === 'engine'
      ? { lastYearCentreProvinces: [...lastYearCentreProvinces].sort(), classDrifts: classDriftsUsed }
      : {}),
  };
}

type TrainingSpreads = {
  /** Each unit's log errors by training year. */
  ownErrors: Map<string, Map<number, number>>;
  /** Errors pooled per province × rank band, per province and over every province (''). */
  pooled: Map<string, number[]>;
  /** The spread of similar units: the province × rank band's pool, else the province's, else every province's. */
  pooledSpread: (provinceCode: string, logRank: number) => number | undefined;
  /** The spread over every province, for a province that cannot be calibrated. */
  levelSpread: number | undefined;
};

/**
 * The errors of each training year, each predicted from the years before it as the target will be,
 * per unit and pooled per province × rank band, with each pool's spread (its own dispersion plus
 * the spread of a year's common shift measured over every province).
 */
function trainingSpreads(
  histories: ReadonlyMap<string, UnitHistory>,
  years: readonly number[],
  shiftOf: ProvinceShiftOf,
  forecasterOf: (provinceCode: string) => Forecaster,
): TrainingSpreads {
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
    for (const year of years) {
      // A first reformed year's errors come from a change of tracks, not from what the spread measures.
      if (isFirstReformedYear(history.provinceCode, year)) continue;
      const actual = history.observations.find((entry) => entry.year === year);
      const centre = actual && forecasterOf(history.provinceCode)(history.observations, year, logShiftOf, history);
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
  // Each pool's spread once (a pool can hold every unit's errors).
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
  return { ownErrors, pooled, pooledSpread, levelSpread: poolSpreads.get('') };
}

/** Last training year's error of each unit that has one, with the centre it was measured from. */
function lastTrainingErrors(
  histories: ReadonlyMap<string, UnitHistory>,
  targetYear: number,
  ownErrors: TrainingSpreads['ownErrors'],
) {
  const found: Array<{ history: UnitHistory; error: number; centreLogRank: number }> = [];
  for (const history of histories.values()) {
    const error = ownErrors.get(history.key)?.get(targetYear - 1);
    if (error === undefined) continue;
    const centreLogRank = Math.log(history.observations.find((entry) => entry.year === targetYear - 1)!.rank) - error;
    found.push({ history, error, centreLogRank });
  }
  return found;
}

/**
 * The last training year's errors, each over the spread the unit would have had: its pool's
 * (which holds both training years) shrunk with its own earlier error. Their 80th percentile
 * fits the multiplier c. Fitting it instead on spreads built only from the years before (as the
 * target is forecast) made it swing with one year's volatility (docs/ENGINE.md).
 */
function lastYearStandardisedErrors(
  histories: ReadonlyMap<string, UnitHistory>,
  targetYear: number,
  training: TrainingSpreads,
): number[] {
  const standardised: number[] = [];
  for (const { history, error, centreLogRank } of lastTrainingErrors(histories, targetYear, training.ownErrors)) {
    const pooledScale = training.pooledSpread(history.provinceCode, centreLogRank);
    if (pooledScale === undefined || pooledScale <= 0) continue;
    const earlier = [...training.ownErrors.get(history.key)!]
      .filter(([year]) => year < targetYear - 1)
      .map(([, value]) => value);
    standardised.push(error / shrunkLogSpread(earlier, pooledScale));
  }
  return standardised;
}

/** A forecaster's centre moved by γ × the drift of the unit's 专业类 into the year it starts from. */
function withClassTrend(forecaster: Forecaster, drifts: ClassDrifts, classTrend: number): Forecaster {
  if (classTrend === 0) return forecaster;
  return (observations, year, logShiftOf, unit) => {
    const centre = forecaster(observations, year, logShiftOf, unit);
    const drift = centre && unit ? classDriftOf(drifts, unit, centre.fromYear) : undefined;
    return centre && drift !== undefined ? { ...centre, logRank: centre.logRank + classTrend * drift } : centre;
  };
}

/** The training year's majors: their class's drift into the year their centre starts from, and their error. */
function classTrendSamples(
  histories: Iterable<UnitHistory>,
  year: number,
  shiftOf: ProvinceShiftOf,
  forecaster: Forecaster,
  drifts: ClassDrifts,
): Array<{ drift: number; error: number }> {
  const samples: Array<{ drift: number; error: number }> = [];
  for (const history of histories) {
    if (!history.majorClass || isFirstReformedYear(history.provinceCode, year)) continue;
    const actual = history.observations.find((entry) => entry.year === year);
    const centre = actual && forecaster(history.observations, year, shiftOf(history.provinceCode, history.trackCode));
    const drift = centre ? classDriftOf(drifts, history, centre.fromYear) : undefined;
    if (actual && centre && drift !== undefined) samples.push({ drift, error: Math.log(actual.rank) - centre.logRank });
  }
  return samples;
}

/**
 * Provinces where, on the training years, last year's line was within ±10 % at least as often as
 * the engine's shifted centre, and its median error no larger, over units whose centre the shift moved (at least
 * `MIN_CENTRE_EVIDENCE` of them): the engine never ships a centre its own record says is worse.
 */
function provincesBetterWithLastYear(
  histories: Iterable<UnitHistory>,
  trainingYears: readonly number[],
  shiftOf: ProvinceShiftOf,
  engine: Forecaster,
): string[] {
  type Record_ = { units: number; engine: number; lastYear: number; engineErrors: number[]; lastYearErrors: number[] };
  const record = new Map<string, Record_>();
  for (const history of histories) {
    const logShiftOf = shiftOf(history.provinceCode, history.trackCode);
    for (const year of trainingYears) {
      if (isFirstReformedYear(history.provinceCode, year)) continue;
      const actual = history.observations.find((entry) => entry.year === year);
      if (!actual) continue;
      const shifted = engine(history.observations, year, logShiftOf, history);
      const lastYear = lastYearForecaster(history.observations, year, logShiftOf);
      if (!shifted || !lastYear || Math.abs(shifted.logRank - lastYear.logRank) < 1e-9) continue;
      const entry = record.get(history.provinceCode) ?? {
        units: 0,
        engine: 0,
        lastYear: 0,
        engineErrors: [],
        lastYearErrors: [],
      };
      record.set(history.provinceCode, entry);
      entry.units += 1;
      entry.engineErrors.push(Math.abs(Math.log(actual.rank) - shifted.logRank));
      entry.lastYearErrors.push(Math.abs(Math.log(actual.rank) - lastYear.logRank));
      if (within10(shifted.logRank, actual.rank)) entry.engine += 1;
      if (within10(lastYear.logRank, actual.rank)) entry.lastYear += 1;
    }
  }
  return [...record]
    .filter(
      ([, entry]) =>
        entry.units >= MIN_CENTRE_EVIDENCE &&
        entry.lastYear >= entry.engine &&
        median(entry.lastYearErrors) <= median(entry.engineErrors),
    )
    .map(([province]) => province);
}
