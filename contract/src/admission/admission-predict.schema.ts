import { z } from 'zod';
import { pathIdSchema } from '../http/envelope.schema.ts';
import { planTierSchema } from '../plans/plan.schema.ts';

/**
 * The admission engine's answers for this year's units: /admission/predict (probabilities for a
 * list of enrollment-plan rows) and /admission/simulatePlan/{planId} (the whole-list simulation of
 * a saved plan). A unit id is the id of an enrollment-plan row, the row the guidance search and
 * the plans show, so a search row and a plan row are predicted by the same id.
 */

const id = z.number().int().positive();

/** Units one /admission/predict call answers at most. */
export const MAX_PREDICT_UNITS = 200;
/** Draws of the whole-list simulation. */
export const SIMULATION_DRAWS = 10_000;

export const INSUFFICIENT_DATA = '数据不足';

/** /admission/predict: the student's province, year, track and rank (or score) and the units. */
export const admissionPredictBodySchema = z
  .strictObject({
    provinceCode: z.string().regex(/^[0-9]{6}$/, '应为六位省份代码'),
    year: z.number().int().min(2000).max(2100),
    /** Track code (spec §9: 1 理科, 2 文科, 3 综合, 4 物理类, 5 历史类 …). */
    track: z.number().int().min(0).max(99),
    rank: z.number().int().positive('位次应为正整数').optional(),
    score: z.number().min(0).max(1000).optional(),
    unitIds: z
      .array(id)
      .min(1, '请至少选择一个招生计划')
      .max(MAX_PREDICT_UNITS, `一次最多预测 ${MAX_PREDICT_UNITS} 个招生计划`),
    /**
     * Plan rows of 院校专业组 (or 院校) mode: one enrollment-plan row of each group whose own 投档
     * line is wanted; answered in `groups`, each under the id sent.
     */
    groupUnitIds: z.array(id).max(MAX_PREDICT_UNITS, `一次最多预测 ${MAX_PREDICT_UNITS} 个专业组`).optional(),
  })
  .refine((body) => (body.rank === undefined) !== (body.score === undefined), {
    message: '请填写位次或分数（二选一）',
    path: ['rank'],
  });
export type AdmissionPredictBody = z.infer<typeof admissionPredictBodySchema>;

export const admissionPlanParamsSchema = z.object({ planId: pathIdSchema });

export const confidenceLabelSchema = z.enum(['高', '中', '低']);
export const historyLevelSchema = z.enum(['major', 'group', 'university', 'published']);

/** One year of history a prediction used. */
export const predictionSourceSchema = z.object({
  year: z.number().int(),
  level: historyLevelSchema,
  rank: z.number().int(),
  /** The rank was converted from the minimum score, not published. */
  derived: z.boolean(),
});

/** What a prediction rests on: the years and levels used, the shift applied, in a sentence. */
export const predictionWhySchema = z.object({
  sources: z.array(predictionSourceSchema),
  /** The last observed year the prediction starts from; null without history. */
  fromYear: z.number().int().nullable(),
  /** Whether the starting rank was derived from a score. */
  derived: z.boolean(),
  /** The province's candidate-count change applied, as a factor on the rank (1: none). */
  shiftFactor: z.number(),
  /** The plan file's source of the row. */
  dataSource: z.string(),
  text: z.string(),
  /** This year's places against the year the prediction starts from (null: either is unknown). */
  planCounts: z
    .object({ year: z.number().int(), previous: z.number().int(), current: z.number().int() })
    .nullable()
    .optional(),
  /** Where the spread comes from: the unit's own past errors shrunk toward comparable units. */
  calibration: z.string().nullable().optional(),
});

export const unitPredictionSchema = z.object({
  unitId: id,
  /** 'predicted', or 数据不足 (no history, or no calibration in the province): no number then. */
  status: z.enum(['predicted', INSUFFICIENT_DATA]),
  level: historyLevelSchema.nullable(),
  /** R̂: the predicted minimum admitted rank. */
  predictedRank: z.number().int().nullable(),
  interval80: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  /** P(admitted | the student's rank), 0–1. */
  probability: z.number().nullable(),
  tier: planTierSchema.nullable(),
  confidence: confidenceLabelSchema.nullable(),
  why: predictionWhySchema,
});
export type UnitPrediction = z.infer<typeof unitPredictionSchema>;

export const admissionPredictionSchema = z.object({
  provinceCode: z.string(),
  year: z.number().int(),
  track: z.number().int(),
  /** The rank the probabilities are for (from the score's table when a score was sent). */
  studentRank: z.number().int(),
  units: z.array(unitPredictionSchema),
  /** The groups' own 投档 lines, each under the unit id it was asked by (when `groupUnitIds` was sent). */
  groups: z.array(unitPredictionSchema).optional(),
});
export type AdmissionPrediction = z.infer<typeof admissionPredictionSchema>;

const worstCaseMajorSchema = z.object({ id, name: z.string(), predictedRank: z.number().int() });

export const simulatedSlotSchema = z.object({
  slot: z.number().int(),
  label: z.string(),
  insufficientData: z.boolean(),
  admitted: z.number(),
  adjusted: z.number(),
  withdrawn: z.number(),
  worstCaseMajor: worstCaseMajorSchema.nullable(),
  unpredictedMajorIds: z.array(id),
});

/** /admission/simulatePlan/{planId}: the plan's parallel 投档 drawn 10,000 times with a fixed seed. */
export const planSimulationSchema = z.object({
  planId: id,
  studentRank: z.number().int(),
  draws: z.number().int(),
  /** The year shock's weight in each unit's draw (0 independent, 1 perfectly correlated). */
  commonShare: z.number(),
  /** P(admitted somewhere in the batch's first round). */
  admitted: z.number(),
  /** P(退档): 投档'd to a group none of whose listed majors admits, without 调剂. */
  withdrawn: z.number(),
  /** P(no slot's line reaches the student). */
  unplaced: z.number(),
  /** P(admitted through 调剂). */
  adjusted: z.number(),
  slots: z.array(simulatedSlotSchema),
  /** Slots with no prediction (数据不足), passed over by the simulation. */
  skippedSlots: z.array(z.number().int()),
  /** (admitting unit's cutoff rank − student rank) / student rank among admitted draws. */
  wastedRank: z.object({ median: z.number(), p90: z.number(), medianPlaces: z.number().int() }).nullable(),
  worstCaseAdjustment: worstCaseMajorSchema.extend({ slot: z.number().int(), probability: z.number() }).nullable(),
});
export type PlanSimulation = z.infer<typeof planSimulationSchema>;
