import { z } from 'zod';
import { yearModelSchema } from '../admissions/year-model.schema.ts';
import { BATCH_CODE, FILLING_MODES } from '../admissions/admission-codes.ts';
import { pathIdSchema } from '../http/envelope.schema.ts';

/**
 * The guidance record (spec §3 "Student guidance data"): one per student in their organisation,
 * what the teacher knows for planning — score, 选科, batch and the plan being worked on.
 */

/** Dictionary codes of 语文 … 地理 (data dictionary 06xx); 0604–0609 are the 选科 subjects. */
export const SCORE_SUBJECT_CODES = ['0601', '0602', '0603', '0604', '0605', '0606', '0607', '0608', '0609'] as const;
/** 首选 subjects (3+1+2): 物理 / 历史. */
export const MAIN_SUBJECT_CODES = ['0604', '0605'] as const;
/** 再选 subjects (3+1+2): 化学 / 生物 / 政治 / 地理. */
export const MINOR_SUBJECT_CODES = ['0606', '0607', '0608', '0609'] as const;
/** Highest 高考 total (and 加分 limit) the record accepts. */
export const MAX_TOTAL_SCORE = 750;
/** Highest score of one subject (语数外 150; the others 100). */
export const MAX_SUBJECT_SCORE = 150;
/** The 高考 years a record may name. */
export const MIN_EXAM_YEAR = 2000;
export const MAX_EXAM_YEAR = 2100;

/** A JSON number, as the plan routes take it: coercion would read "0x10" as 16 and true as 1. */
const studentId = z.number().int().positive();
const provinceCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '省份编码格式不正确');
const totalScore = z.number().min(0).max(MAX_TOTAL_SCORE);
const BATCH_CODES: readonly number[] = Object.values(BATCH_CODE);
const batchCode = z
  .number()
  .int()
  .refine((code) => BATCH_CODES.includes(code), '批次应为 3 本科批、1 提前本、7 专科批、2 提前专或 0');

export const subjectScoreSchema = z.strictObject({
  subject: z.enum(SCORE_SUBJECT_CODES, { error: '科目编码应为 0601–0609' }),
  score: z.number().min(0).max(MAX_SUBJECT_SCORE),
});
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

/** The record as the API answers it; defaults (from the student's archive) when none was saved. */
export const guidanceRecordSchema = z.object({
  /** The student archive id (spec's userId). */
  userId: z.number().int(),
  stuId: z.number().int(),
  province: z.string(),
  scoreTotal: z.number().nullable(),
  addScore: z.number(),
  scoreArray: z.array(subjectScoreSchema),
  mainSubject: z.string(),
  minorSubject1: z.string(),
  minorSubject2: z.string(),
  /** Batch code (spec §9: 3 本科批, 1 提前本, 7 专科批, 2 提前专, 0 other). */
  guiBatch: z.number().int(),
  /** The plan the teacher last opened. */
  guiPlanId: z.number().int().nullable(),
  /** The province's 志愿 mode the teacher works in. */
  guiPlanType: z.enum(FILLING_MODES).nullable(),
  selectedEnrollmentPlanIdList: z.array(z.number().int()),
  /**
   * The 高考 year the rank is read in: the one saved, else the current one (the province's latest
   * 一分一段 table, and from September on at least the calendar year).
   */
  examYear: z.number().int(),
  /** Whether a record was saved (false: these are defaults from the archive). */
  saved: z.boolean(),
  updatedAt: z.number().int().nullable(),
});
export type GuidanceRecord = z.infer<typeof guidanceRecordSchema>;

/**
 * /stuGuidance/update: stuId and any subset of the record's keys. The setter updates only keys
 * that exist (spec §3): an unknown key refuses the whole request, naming it.
 */
export const guidanceUpdateBodySchema = z.strictObject(
  {
    stuId: studentId,
    province: provinceCode.optional(),
    scoreTotal: totalScore.nullable().optional(),
    addScore: totalScore.optional(),
    scoreArray: z.array(subjectScoreSchema).max(SCORE_SUBJECT_CODES.length).optional(),
    mainSubject: z
      .union([z.enum(MAIN_SUBJECT_CODES), z.literal('')], { error: '首选科目应为 0604 或 0605' })
      .optional(),
    minorSubject1: z
      .union([z.enum(MINOR_SUBJECT_CODES), z.literal('')], { error: '再选科目应为 0606–0609' })
      .optional(),
    minorSubject2: z
      .union([z.enum(MINOR_SUBJECT_CODES), z.literal('')], { error: '再选科目应为 0606–0609' })
      .optional(),
    guiBatch: batchCode.optional(),
    guiPlanId: z.number().int().positive().nullable().optional(),
    guiPlanType: z.enum(FILLING_MODES).nullable().optional(),
    selectedEnrollmentPlanIdList: z.array(z.number().int().positive()).max(2000).optional(),
    /** null: back to the current 高考 year. */
    examYear: z
      .number({ error: '高考年份应为 2000–2100 的整数' })
      .int('高考年份应为 2000–2100 的整数')
      .min(MIN_EXAM_YEAR, '高考年份应为 2000–2100 的整数')
      .max(MAX_EXAM_YEAR, '高考年份应为 2000–2100 的整数')
      .nullable()
      .optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `不支持的字段 ${issue.keys.join('、')}` : undefined),
  },
);
export type GuidanceUpdateBody = z.infer<typeof guidanceUpdateBodySchema>;

export const guidanceStudentParamsSchema = z.object({ id: pathIdSchema });

/** An interval of ranks: best (smallest) and worst (null: below the published floor). */
export const rankIntervalSchema = z.object({
  best: z.number().int().nullable(),
  worst: z.number().int().nullable(),
  exact: z.boolean(),
  kind: z.enum(['exact', 'merged-band', 'gap', 'above-top', 'below-floor', 'no-table']),
});

/** The scores holding a rank in another year's table (同位分). */
export const equivalentScoreSchema = z.object({
  year: z.number().int(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  exact: z.boolean(),
  kind: z.enum(['exact', 'merged-band', 'gap', 'below-floor', 'no-table']),
});

export const controlLineSchema = z.object({
  year: z.number().int(),
  batchCode: z.number().int(),
  batchName: z.string(),
  lineType: z.string(),
  score: z.number(),
});

/**
 * /stuGuidance/rank/{stuId}: the student's rank in the 一分一段 table of their exam year, province
 * and track, the 同位分 of the two years before, and the batch control lines of that year.
 */
export const guidanceRankSchema = z.object({
  stuId: z.number().int(),
  province: z.string(),
  /** 高考总分 + 加分, the score that was ranked; null without a score. */
  score: z.number().nullable(),
  trackCode: z.number().int().nullable(),
  trackName: z.string(),
  /** The record's 高考 year (ranked only when `hasTable`); null without a province. */
  year: z.number().int().nullable(),
  /** Whether `year` has a 一分一段 table for the student's track. */
  hasTable: z.boolean(),
  /** The table the rank was read in: `year`'s, else the latest earlier one; null when none. */
  tableYear: z.number().int().nullable(),
  /** Which plan book, table and outcome years a plan for this exam year uses; null without a province. */
  years: yearModelSchema.nullable(),
  /** Years with a table for the student's track, newest first (what the exam year may be set to). */
  tableYears: z.array(z.number().int()),
  rank: rankIntervalSchema,
  /** 同位分 in the two years before `year`, newest first. */
  equivalentScores: z.array(equivalentScoreSchema),
  controlLines: z.array(controlLineSchema),
  /**
   * What is missing when nothing could be ranked: 请先填写高考省份 / 请先填写高考成绩 /
   * 该省份暂无一分一段表 / 暂无该年一分一段表 ('' otherwise).
   */
  notice: z.string(),
  dataSource: z.string(),
});
export type GuidanceRank = z.infer<typeof guidanceRankSchema>;
