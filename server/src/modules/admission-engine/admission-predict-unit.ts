import { INSUFFICIENT_DATA, type UnitPrediction } from '@zhihang/contract/admission/admission-predict.schema';
import { tierOfProbability } from '@zhihang/contract/plans/plan-tier';
import { confidenceOf } from './admission-tier.ts';
import {
  admissionProbability,
  cutoffInterval80,
  median,
  predictCutoffCentre,
  shrunkLogSpread,
  unsteadyLines,
  unsteadyLinesReason,
  type CutoffObservation,
  type LogShiftOf,
  type ModelParameters,
} from './cutoff-model.ts';
import type { UnitLevel } from './admission-engine.repository.ts';
import { classDriftKey } from './class-trend.ts';
import type { YearForecast } from './year-forecast.ts';
import type { CutoffDistribution } from './whole-list-simulation.ts';

/**
 * Predictions for this year's enrollment-plan rows from their joined history, calibrated on the
 * engine's forecasts of the province's units of the same level. Pure: the service loads.
 */

/** One year of a plan row's joined history (the admissions service's `PlanHistoryYear`). */
export type HistoryYear = {
  year: number;
  level: 'major' | 'group' | 'university' | 'published';
  minRank: number | null;
  minRankDerived: number;
  /** The unit's places that year, where the history knows them. */
  planCount?: number | null;
};

/**
 * What the engine's forecasts of a province, year and level say about spreads: its fitted
 * parameters and, per track, bins of units by predicted log rank with the median calibrated
 * scale of each (comparable units: same province, level, track and rank band).
 */
export type LevelCalibration = {
  parameters: ModelParameters;
  /** Per track code (and '' for all tracks): [highest log rank of the bin, median scale]. */
  bins: Record<string, Array<[number, number]>>;
  /** Majors: each 专业类's drift into its year, by `provinceCode|majorClass|year` (class-trend.ts). */
  classDrifts?: Record<string, number>;
};

/** The years of class drifts a calibration keeps: a centre starts from one of the two years before. */
const CLASS_DRIFT_YEARS = 2;

/** Units a bin of comparable units holds at least; at most this many bins per track. */
const MIN_BIN_UNITS = 30;
const MAX_BINS = 40;

function binsOf(units: Array<{ logRank: number; scale: number }>): Array<[number, number]> {
  if (units.length < MIN_BIN_UNITS) return [];
  const sorted = [...units].sort((left, right) => left.logRank - right.logRank);
  const size = Math.max(MIN_BIN_UNITS, Math.ceil(sorted.length / MAX_BINS));
  const bins: Array<[number, number]> = [];
  for (let start = 0; start < sorted.length;) {
    // A short last bin joins the one before it.
    const end = sorted.length - (start + size) < MIN_BIN_UNITS ? sorted.length : start + size;
    const bin = sorted.slice(start, end);
    bins.push([bin[bin.length - 1]!.logRank, median(bin.map((unit) => unit.scale))]);
    start = end;
  }
  return bins;
}

/** The calibration of a level from the engine's forecasts (only calibrated ones count). */
export function calibrationOf(forecast: YearForecast): LevelCalibration {
  const byTrack = new Map<string, Array<{ logRank: number; scale: number }>>([['', []]]);
  for (const unit of forecast.forecasts.values()) {
    if (unit.scale === null) continue;
    const entry = { logRank: unit.logRank, scale: unit.scale };
    const track = String(unit.trackCode);
    byTrack.set(track, [...(byTrack.get(track) ?? []), entry]);
    byTrack.get('')!.push(entry);
  }
  const bins: LevelCalibration['bins'] = {};
  for (const [track, units] of byTrack) {
    const trackBins = binsOf(units);
    if (trackBins.length) bins[track] = trackBins;
  }
  // A province whose training years favoured last year's line gets it as its centre here too.
  const provinces = new Set([...forecast.forecasts.values()].map((unit) => unit.provinceCode));
  const lastYearCentre =
    provinces.size > 0 && [...provinces].every((province) => forecast.lastYearCentreProvinces?.includes(province));
  const parameters = lastYearCentre
    ? { ...forecast.parameters, shiftDamping: 0, momentum: 0, classTrend: 0 }
    : forecast.parameters;
  const classDrifts: Record<string, number> = {};
  if (parameters.classTrend) {
    for (const [key, drift] of forecast.classDrifts ?? []) {
      if (Number(key.slice(key.lastIndexOf('|') + 1)) >= forecast.targetYear - CLASS_DRIFT_YEARS)
        classDrifts[key] = drift;
    }
  }
  return { parameters, bins, ...(Object.keys(classDrifts).length ? { classDrifts } : {}) };
}

/** The median calibrated scale of comparable units, or undefined (no calibration: 数据不足). */
export function comparableScale(calibration: LevelCalibration, trackCode: number, logRank: number): number | undefined {
  const bins = calibration.bins[String(trackCode)] ?? calibration.bins[''];
  if (!bins?.length) return undefined;
  return (bins.find(([upper]) => logRank <= upper) ?? bins[bins.length - 1]!)[1];
}

/** A history's level as the engine's levels: the plan file's own last-year figures are the row's (major). */
export const engineLevelOf = (level: HistoryYear['level']): UnitLevel => (level === 'published' ? 'major' : level);

export type UnitPredictionInput = {
  unitId: number;
  year: number;
  trackCode: number;
  studentRank: number;
  dataSource: string;
  /** This year's places of the unit (the plan book's), compared with the starting year's. */
  planCount?: number | null;
  /** Newest first, as the admissions service answers. */
  history: readonly HistoryYear[];
  logShiftOf: LogShiftOf;
  calibrationOf: (level: UnitLevel) => LevelCalibration | undefined;
  /**
   * The province fills 本科 by 院校专业组 or by major (the reformed gaokao): a school's line is then
   * the lowest of its groups, and a row predicted from it is moved and widened (`SCHOOL_LINE_PART`).
   */
  fillsPartsOfSchools?: boolean;
  /** The unit's province and catalogue major code, for its 专业类's trend (majors). */
  provinceCode?: string;
  majorCode?: string;
};

/** The 专业类 of a catalogue major code ("080901" → "0809"); none for a code of another kind. */
const majorClassOf = (majorCode: string | undefined) =>
  majorCode && /^\d{4}/.test(majorCode) ? majorCode.slice(0, 4) : '';

/**
 * A group's (or a major's) line against its school's lowest line of the year before, in log rank:
 * 广东 物理类 and 历史类 2024–2025, 6,612 ordinary groups — median −0.031, 20th percentile −0.224,
 * 80th +0.083. A group is as selective as its school's easiest group or more, so the school's line
 * alone overstates a row's chance: the centre moves to the middle of that range and the spread
 * takes the part that "which group" adds to a unit's own (t(3) scale 0.157 for the range against
 * about 0.11 for a unit's year-to-year move).
 */
export const SCHOOL_LINE_PART = { logOffset: -0.07, scale: 0.11 } as const;

export type UnitPredictionResult = { prediction: UnitPrediction; cutoff: CutoffDistribution | null };

const LEVEL_NAMES = { major: '专业', group: '专业组', university: '院校', published: '招生计划所附上年' } as const;

const percent = (factor: number) => `${factor >= 1 ? '+' : '−'}${(Math.abs(factor - 1) * 100).toFixed(1)} %`;

/**
 * One unit: R̂ from the newest level of its history (years of other levels are other units),
 * the province shift and the fitted parameters; its spread is its own past errors shrunk toward
 * comparable units'; 数据不足 without usable history or without calibration.
 */
export function predictUnit(input: UnitPredictionInput): UnitPredictionResult {
  const ranked = input.history.filter((entry) => entry.year < input.year && (entry.minRank ?? 0) > 0);
  const newest = ranked[0];
  const used = newest ? ranked.filter((entry) => engineLevelOf(entry.level) === engineLevelOf(newest.level)) : [];
  const sources = used.map((entry) => ({
    year: entry.year,
    level: entry.level,
    rank: Math.round(entry.minRank!),
    derived: entry.minRankDerived === 1,
  }));
  const base = { unitId: input.unitId, level: newest?.level ?? null };
  const planCountsFrom = (fromYear: number | undefined) => {
    const previous = input.history.find((entry) => entry.year === fromYear)?.planCount;
    return fromYear !== undefined && previous && previous > 0 && input.planCount && input.planCount > 0
      ? { year: fromYear, previous, current: input.planCount }
      : null;
  };
  const insufficient = (text: string): UnitPredictionResult => ({
    prediction: {
      ...base,
      status: INSUFFICIENT_DATA,
      predictedRank: null,
      interval80: null,
      probability: null,
      tier: null,
      confidence: null,
      why: {
        sources,
        fromYear: newest?.year ?? null,
        derived: sources[0]?.derived ?? false,
        shiftFactor: 1,
        dataSource: input.dataSource,
        text,
        planCounts: planCountsFrom(newest?.year),
        calibration: null,
      },
    },
    cutoff: null,
  });
  if (!newest) return insufficient('数据不足：该招生计划没有可比的往年录取位次');
  const observations: CutoffObservation[] = sources.map(({ year, rank, derived }) => ({ year, rank, derived }));
  const level = engineLevelOf(newest.level);
  const calibration = input.calibrationOf(level);
  // A major's centre also carries γ of its 专业类's drift into the year it starts from.
  const majorClass = level === 'major' ? majorClassOf(input.majorCode) : '';
  const classShift = (fromYear: number) => {
    const drift =
      majorClass && input.provinceCode
        ? calibration?.classDrifts?.[classDriftKey(input.provinceCode, majorClass, fromYear)]
        : undefined;
    return drift === undefined ? 0 : (calibration?.parameters.classTrend ?? 0) * drift;
  };
  const centreOf = (known: readonly CutoffObservation[], year: number) => {
    const shifted = calibration && predictCutoffCentre(known, year, input.logShiftOf, calibration.parameters);
    return shifted && { ...shifted, logRank: shifted.logRank + classShift(shifted.fromYear) };
  };
  const centre = centreOf(observations, input.year);
  if (!centre || !calibration) {
    return calibration
      ? insufficient(`数据不足：最近的录取位次是 ${newest.year} 年的，相隔两年以上`)
      : insufficient(`数据不足：该省份${LEVEL_NAMES[level]}层级可校准的往年预测太少，不给出概率`);
  }
  const unsteady = unsteadyLines(observations, input.year);
  if (unsteady) return insufficient(unsteadyLinesReason(unsteady));
  const pooled = comparableScale(calibration, input.trackCode, centre.logRank);
  if (pooled === undefined) {
    return insufficient(`数据不足：该省份${LEVEL_NAMES[level]}层级可校准的往年预测太少，不给出概率`);
  }
  // Own errors: each year predicted from the years before it, as this year is.
  const ownErrors = observations.flatMap((observation) => {
    const earlier = observations.filter((entry) => entry.year < observation.year);
    const past = centreOf(earlier, observation.year);
    return past ? [Math.log(observation.rank) - past.logRank] : [];
  });
  const { spreadScale } = calibration.parameters;
  const unitScale = spreadScale * shrunkLogSpread(ownErrors, pooled / spreadScale);
  // A row of a 院校专业组 (or a major) whose only line is its school's lowest.
  const fromSchoolLine = input.fillsPartsOfSchools === true && level === 'university';
  const scale = fromSchoolLine ? Math.hypot(unitScale, SCHOOL_LINE_PART.scale) : unitScale;
  const logRank = centre.logRank + (fromSchoolLine ? SCHOOL_LINE_PART.logOffset : 0);
  const probability = admissionProbability(input.studentRank, logRank, scale);
  const interval = cutoffInterval80(logRank, scale);
  const start = sources.find((source) => source.year === centre.fromYear)!;
  const shiftFactor = Math.exp(centre.logRank) / start.rank;
  // The province's part of the change; the rest is the unit's own drift carried on (momentum).
  let logProvinceShift = 0;
  for (let year = centre.fromYear + 1; year <= input.year; year += 1) logProvinceShift += input.logShiftOf(year) ?? 0;
  const provinceFactor = Math.exp(calibration.parameters.shiftDamping * logProvinceShift);
  const classFactor = Math.exp(classShift(centre.fromYear));
  const driftFactor = shiftFactor / provinceFactor / classFactor;
  const predictedRank = Math.round(Math.exp(logRank));
  const schoolLineText = fromSchoolLine
    ? `、只有全校最低线（本组的线不会更低），按各组通常高出全校最低线的幅度调整 ${percent(Math.exp(SCHOOL_LINE_PART.logOffset))} 并放宽波动`
    : '';
  return {
    prediction: {
      ...base,
      status: 'predicted',
      predictedRank,
      interval80: { low: Math.round(interval.low), high: Math.round(interval.high) },
      probability,
      tier: tierOfProbability(probability),
      confidence: confidenceOf({
        historyYears: centre.historyYears,
        scale,
        derived: centre.derived,
        gapYears: input.year - centre.fromYear,
        logShift: Math.log(shiftFactor),
      }),
      why: {
        sources,
        fromYear: centre.fromYear,
        derived: centre.derived,
        shiftFactor,
        dataSource: input.dataSource,
        planCounts: planCountsFrom(centre.fromYear),
        calibration:
          `${ownErrors.length ? `该单位 ${ownErrors.length} 个往年预测误差，向` : '按'}` +
          `同省同科类相近位次的${LEVEL_NAMES[level]}（可比单位）收缩`,
        text:
          `以 ${centre.fromYear} 年${LEVEL_NAMES[start.level]}最低位次 ${start.rank}` +
          `${start.derived ? '（由最低分换算）' : ''} 为起点，按全省考生人数变化调整 ${percent(provinceFactor)}` +
          `${Math.abs(driftFactor - 1) >= 0.0005 ? `、按该单位上年走势调整 ${percent(driftFactor)}` : ''}` +
          `${Math.abs(classFactor - 1) >= 0.0005 ? `、按该专业类上年相对全省的走势调整 ${percent(classFactor)}` : ''}${schoolLineText}，` +
          `得预测位次 ${predictedRank}；用了 ${sources.map((source) => source.year).join('、')} 年的数据，` +
          `波动按同省相近位次的${LEVEL_NAMES[level]}校准。`,
      },
    },
    cutoff: { logRank, scale },
  };
}

/**
 * A 院校专业组's own line from its majors' joined history: the years the join found the group's
 * line (the most lenient where two members disagree), newest first.
 */
export function groupLineHistory(memberHistories: ReadonlyArray<readonly HistoryYear[]>): HistoryYear[] {
  const byYear = new Map<number, HistoryYear>();
  for (const history of memberHistories) {
    for (const entry of history) {
      if (entry.level !== 'group' || !(entry.minRank && entry.minRank > 0)) continue;
      const known = byYear.get(entry.year);
      if (!known || entry.minRank > (known.minRank ?? 0)) byYear.set(entry.year, entry);
    }
  }
  return [...byYear.values()].sort((left, right) => right.year - left.year);
}

/** A major's own years only: a group's or a school's line is not the major's cutoff. */
export const majorOwnHistory = (history: readonly HistoryYear[]): HistoryYear[] =>
  history.filter((entry) => entry.level === 'major' || entry.level === 'published');
