import { z } from 'zod';

/**
 * The admission engine's published backtest (/admission/backtestFigures): what `npm run backtest`
 * measured on real outcomes, per year, level and province, with the engine beside the naive
 * baselines, and the reliability of its probabilities (predicted vs observed per probability bin).
 * The server serves the file the backtest wrote and committed; nothing in it is typed by hand.
 */

export const BACKTEST_LEVELS = ['major', 'group', 'university'] as const;
export const BACKTEST_METHODS = ['engine', 'last-year', 'mean-3'] as const;

const share = z.number().min(0).max(1).nullable();

/** One method's figures on one level and pool (null: not measurable, e.g. no probabilities). */
export const backtestScoresSchema = z.object({
  units: z.number().int().nonnegative(),
  unitsWithProbability: z.number().int().nonnegative(),
  within10: share,
  within20: share,
  medianRelativeError: z.number().nonnegative().nullable(),
  ece: z.number().nonnegative().nullable(),
  brier: z.number().nonnegative().nullable(),
  coverage80: share,
  /** Of the simulated students the method put in 保 (P ≥ 80 %), the share the real cutoff admitted. */
  safeAdmitted: share.optional(),
});

/** One probability bin of the reliability diagram: simulated students whose P fell in [from, to). */
export const reliabilityBinSchema = z.object({
  from: z.number().min(0).max(1),
  to: z.number().min(0).max(1),
  students: z.number().int().nonnegative(),
  meanProbability: z.number().min(0).max(1).nullable(),
  admittedShare: z.number().min(0).max(1).nullable(),
});

export const backtestRowSchema = z.object({
  /** A province code, '' for the provinces outside their first reformed year pooled, or 'first-reformed'. */
  provinceCode: z.string(),
  provinceName: z.string(),
  firstReformedYear: z.boolean(),
  /** Year-Y units with an outcome, and the share of them the engine could predict (a comparable history). */
  outcomeUnits: z.number().int().nonnegative(),
  matchedShare: z.number().min(0).max(1),
  scores: z.object({
    engine: backtestScoresSchema,
    'last-year': backtestScoresSchema,
    'mean-3': backtestScoresSchema,
  }),
});

export const backtestLevelSchema = z.object({
  level: z.enum(BACKTEST_LEVELS),
  /** The engine's fitted numbers, from years before the target only. */
  parameters: z.object({
    shiftDamping: z.number(),
    momentum: z.number(),
    spreadScale: z.number(),
    /** Majors: the share of a 专业类's drift that carries on (γ). */
    classTrend: z.number().optional(),
  }),
  /** The reliability of the pooled provinces outside their first reformed year: engine and B0. */
  reliability: z.object({ engine: z.array(reliabilityBinSchema), 'last-year': z.array(reliabilityBinSchema) }),
  /** Provinces whose centre is last year's line (their training years favoured it). */
  lastYearCentreProvinces: z.array(z.string()).optional(),
  /** Per confidence label (高 / 中 / 低 / 数据不足): units and how often within ±10 % and ±20 %. */
  confidence: z
    .array(
      z.object({
        label: z.string(),
        units: z.number().int().nonnegative(),
        within10: share,
        within20: share,
      }),
    )
    .optional(),
  rows: z.array(backtestRowSchema),
});

export const backtestYearSchema = z.object({
  year: z.number().int(),
  levels: z.array(backtestLevelSchema),
});

export const backtestFiguresSchema = z.object({
  /** The command that wrote them, and the targets the issue sets (shares and ECE). */
  command: z.string(),
  years: z.array(backtestYearSchema),
});

export type BacktestScores = z.infer<typeof backtestScoresSchema>;
export type ReliabilityBin = z.infer<typeof reliabilityBinSchema>;
export type BacktestFigureRow = z.infer<typeof backtestRowSchema>;
export type BacktestLevelFigures = z.infer<typeof backtestLevelSchema>;
export type BacktestFigures = z.infer<typeof backtestFiguresSchema>;
