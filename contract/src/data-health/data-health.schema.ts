import { z } from 'zod';
import { MAIN_SUBJECT_CODES, MAX_EXAM_YEAR, MIN_EXAM_YEAR } from '../plans/guidance.schema.ts';

/**
 * 数据体检: what the admissions data of each province holds per year, how much of it the import
 * checks left out, and what they found. Platform-wide content, for staff.
 */

const provinceCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '省份编码应为 6 位数字');

/** /dataHealth/provinces: every province with admissions data, or the one asked for. */
export const dataHealthQuerySchema = z.object({ provinceCode: provinceCode.optional() });
export type DataHealthQuery = z.infer<typeof dataHealthQuerySchema>;

/** Rows a product page serves and rows an import check left out (kept as published). */
const servedCountSchema = z.object({ served: z.number().int(), excluded: z.number().int() });

/** The year's enrollment plans (招生计划; 选科 requirement lists are not a plan book). */
export const planBookHealthSchema = z.object({
  /** Plan rows served. */
  rows: z.number().int(),
  /** Plan rows an import check left out. */
  excludedRows: z.number().int(),
  /** Track names as published, e.g. 物理类, 历史类. */
  tracks: z.array(z.string()),
  /** Schools the year's rows name (the most of any track). */
  schools: z.number().int(),
  /**
   * Whether plans are made from this year's rows: a year naming under a tenth of the schools the
   * province admitted to, or with a fraction of its fullest year's rows, is not a plan book.
   */
  servesPlans: z.boolean(),
  /** Whether this is the province's latest plan book (the year plans are made for). */
  latest: z.boolean(),
});
export type PlanBookHealth = z.infer<typeof planBookHealthSchema>;

/** One 一分一段 table: a track's rows from one file and source. */
export const scoreTableHealthSchema = z.object({
  /** Track code (contract/src/admissions/admission-codes.ts): 物理类 15, 历史类 11, 艺术类 30 … */
  trackCode: z.number().int(),
  trackName: z.string(),
  /** Rows served. */
  rows: z.number().int(),
  /** Rows an import check left out. */
  excludedRows: z.number().int(),
  /** Candidates of the track: the largest cumulative count served; null when no row has one. */
  candidates: z.number().int().nullable(),
  /** The rows' source id as the data names it (`owner/repo@commit`); empty when none. */
  sourceId: z.string(),
  /** The source the file was declared with (import centre, starter pack); null when none was. */
  sourceName: z.string().nullable(),
});
export type ScoreTableHealth = z.infer<typeof scoreTableHealthSchema>;

export const dataFindingItemSchema = z.object({
  kind: z.string(),
  kindLabel: z.string(),
  /** fixed (已更正), excluded (不予使用), flagged (待核对). */
  action: z.string(),
  actionLabel: z.string(),
  trackName: z.string(),
  /** The file's row (header = 1) when one row is meant. */
  rowNumber: z.number().int().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The imported file the finding is about; null for findings across files. */
  fileName: z.string().nullable(),
});
export type DataFindingItem = z.infer<typeof dataFindingItemSchema>;

export const findingKindCountSchema = z.object({ kind: z.string(), kindLabel: z.string(), count: z.number().int() });
export type FindingKindCount = z.infer<typeof findingKindCountSchema>;

/** At most this many findings are listed per province and year; `total` counts all of them. */
export const FINDINGS_PER_YEAR = 50;

export const yearHealthSchema = z.object({
  year: z.number().int(),
  /** null: no plan book that year. */
  planBook: planBookHealthSchema.nullable(),
  scoreTables: z.array(scoreTableHealthSchema),
  controlLines: servedCountSchema,
  /** Admission outcomes at each level: 院校, 院校专业组, 专业. */
  outcomes: z.object({ universities: servedCountSchema, groups: servedCountSchema, majors: servedCountSchema }),
  /** Share (0–1) of the year's plan rows whose 选科 requirement is known; null without plan rows. */
  subjectCoverage: z.number().nullable(),
  /**
   * Share (0–1) of the year's plan rows with a line (lowest score or rank) in the province's
   * latest outcome year (`ProvinceHealth.latestOutcomeYear`); null without plan rows or outcomes.
   */
  historyCoverage: z.number().nullable(),
  findings: z.object({
    total: z.number().int(),
    kinds: z.array(findingKindCountSchema),
    /** The first FINDINGS_PER_YEAR, in the order they were found. */
    list: z.array(dataFindingItemSchema),
  }),
});
export type YearHealth = z.infer<typeof yearHealthSchema>;

export const provinceHealthSchema = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  /** The year of the latest plan book; null when the province has none. */
  latestPlanYear: z.number().int().nullable(),
  /** The latest year with admission outcomes (院校, 专业组 or 专业); null when none. */
  latestOutcomeYear: z.number().int().nullable(),
  /** Years with any admissions data or findings, newest first. */
  years: z.array(yearHealthSchema),
});
export type ProvinceHealth = z.infer<typeof provinceHealthSchema>;

export const dataHealthSchema = z.object({ provinces: z.array(provinceHealthSchema) });
export type DataHealth = z.infer<typeof dataHealthSchema>;

/** /dataHealth/planReadiness: whether a plan can be made for a student's province, year and 首选 subject. */
export const planReadinessQuerySchema = z.object({
  provinceCode,
  examYear: z
    .number({ error: '高考年份应为 2000–2100 的整数' })
    .int('高考年份应为 2000–2100 的整数')
    .min(MIN_EXAM_YEAR, '高考年份应为 2000–2100 的整数')
    .max(MAX_EXAM_YEAR, '高考年份应为 2000–2100 的整数'),
  /** 0604 物理, 0605 历史; empty where the province has no 首选 subject (综合). */
  mainSubject: z.union([z.enum(MAIN_SUBJECT_CODES), z.literal('')], { error: '首选科目应为 0604、0605 或空' }),
});
export type PlanReadinessQuery = z.infer<typeof planReadinessQuerySchema>;

export const planReadinessSchema = z.object({
  ready: z.boolean(),
  /** What the province lacks, in the teacher's words (该省份暂无招生计划数据 …). */
  missing: z.array(z.string()),
});
export type PlanReadiness = z.infer<typeof planReadinessSchema>;
