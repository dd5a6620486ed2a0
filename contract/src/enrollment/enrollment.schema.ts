import { z } from 'zod';
import { groupContentsSchema } from './group-contents.schema.ts';
import { ELECTIVE_SUBJECTS } from '../admissions/admission-codes.ts';
import { pageQuerySchema } from '../http/envelope.schema.ts';

const provinceCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const year = z.coerce.number().int().min(2000).max(2100);
const track = z.coerce.number().int().min(0).max(99);
const score = z.coerce.number().min(0).max(1000);
const rank = z.coerce.number().int().min(0).max(10_000_000);
/** How the search treats 中外合作办学 units. */
export const COOPERATION_FILTERS = ['any', 'only', 'exclude'] as const;
export type CooperationFilter = (typeof COOPERATION_FILTERS)[number];

const subjectCode = z.enum(ELECTIVE_SUBJECTS.map((subject) => subject.code) as [string, ...string[]]);

/** /enEnrollmentMajor/getRank: a score's place in the published 一分一段表. */
export const rankQueryBodySchema = z.object({
  provinceCode,
  year,
  classCode: track,
  score,
  /** A table category when the province publishes several (e.g. 含政策加分); the first otherwise. */
  rankCategory: z.string().trim().max(32).optional(),
});
export type RankQueryBody = z.infer<typeof rankQueryBodySchema>;

export const rankAnswerSchema = z.object({
  provinceCode: z.string(),
  year: z.number().int(),
  classCode: z.number().int(),
  trackName: z.string(),
  rankCategory: z.string(),
  score: z.number(),
  /** Published cumulative rank (人数累计) of the band the score falls in; null below the floor. */
  rank: z.number().int().nullable(),
  rankStart: z.number().int().nullable(),
  countAtScore: z.number().int().nullable(),
  bandText: z.string(),
  bandLow: z.number().nullable(),
  bandHigh: z.number().nullable(),
  /** The score fell in a band of several scores published as one row (e.g. 680-750). */
  merged: z.boolean(),
  /** The score is below the lowest published score: the rank is only known to exceed floorRank. */
  belowFloor: z.boolean(),
  floorScore: z.number().nullable(),
  floorRank: z.number().int().nullable(),
  dataSource: z.string(),
});
export type RankAnswer = z.infer<typeof rankAnswerSchema>;

export const enrollmentMajorListBodySchema = pageQuerySchema.extend({
  provinceCode,
  year: year.optional(),
  classCode: track.optional(),
  batchCode: z.coerce.number().int().min(0).max(9).optional(),
  scoreMin: score.optional(),
  scoreMax: score.optional(),
  rankMin: rank.optional(),
  rankMax: rank.optional(),
  /** The student's 选科 (dictionary codes 0604…); rows whose requirement they do not meet are left out. */
  subjects: z.array(subjectCode).max(7).optional(),
  /**
   * true: only rows whose 选科 requirement some source gives; false: only rows where none does
   * (选科要求未知, which `subjects` never excludes). Absent: both.
   */
  subjectKnown: z.boolean().optional(),
  collegeName: z.string().trim().max(64).optional(),
  majorName: z.string().trim().max(64).optional(),
  collegeProvinceCode: z.array(provinceCode).max(40).optional(),
  collegeLevel: z.enum(['1', '2']).optional(),
  tags: z
    .array(z.enum(['985', '211', '双一流']))
    .max(3)
    .optional(),
  /** 门类 (08) or 专业类 (0809) code prefix of the major code. */
  majorClass: z
    .string()
    .trim()
    .regex(/^\d{2}(\d{2})?$/)
    .optional(),
  universityId: z.coerce.number().int().positive().optional(),
  /** Highest yearly tuition in 元: rows whose tuition is unknown (待定, empty) are left out. */
  maxTuition: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** 中外合作办学 units only, or none of them ('any' or absent: both). */
  cooperation: z.enum(COOPERATION_FILTERS).optional(),
  /** Fewest places this year (the row's own plan count). */
  minPlanCount: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type EnrollmentMajorListBody = z.infer<typeof enrollmentMajorListBodySchema>;

export const enrollmentPlanRowSchema = z.object({
  id: z.number().int(),
  zone: z.string(),
  collegeName: z.string(),
  collegeCode: z.string(),
  universityId: z.number().int().nullable(),
  major: z.string(),
  majorId: z.number().int().nullable(),
  majorExamCode: z.string(),
  groupCode: z.string(),
  subjectSelection: z.string(),
  studyYearWord: z.string(),
  tuition: z.string(),
  year: z.number().int(),
  provinceCode: z.string(),
  trackName: z.string(),
  batchName: z.string(),
  /** Last year's lowest score, rank and plan as published with the plan. */
  majorLowestScore01: z.number().nullable(),
  majorLowestRank01: z.number().nullable(),
  majorPlanNum01: z.number().nullable(),
  majorPlanNum: z.number().nullable(),
  majorLowScore: z.number().nullable(),
  majorLowRanking: z.number().nullable(),
  /** The plan total of the row's 院校专业组 (or of the college when it has no group). */
  majorPlanTotal: z.number().nullable(),
  dataSource: z.string(),
});
export type EnrollmentPlanRow = z.infer<typeof enrollmentPlanRowSchema>;

/** One earlier year of a plan row's unit, as the history join found it. */
export const planHistoryYearSchema = z.object({
  year: z.number().int(),
  /** The level of the figures: the major, its 院校专业组, the school, or the plan file's own columns. */
  level: z.enum(['major', 'group', 'university', 'published']),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
  /** The rank was converted from the minimum score through that year's 一分一段表, not published. */
  minRankDerived: z.boolean(),
  planCount: z.number().nullable(),
});
export type PlanHistoryYearView = z.infer<typeof planHistoryYearSchema>;

/** A row of 院校专业查询: the plan row with its unit's last three years, newest first. */
export const enrollmentSearchRowSchema = enrollmentPlanRowSchema.extend({
  history: z.array(planHistoryYearSchema),
  /** The row comes from an earlier year's plan book, used for lack of the asked year's (参考往年计划). */
  referencePlan: z.boolean(),
  /** A group the plan book lists as one row: its majors, from the admission data; null otherwise. */
  groupContents: groupContentsSchema.nullable(),
});
export type EnrollmentSearchRow = z.infer<typeof enrollmentSearchRowSchema>;

export const enrollmentByCollegeMajorBodySchema = z.object({
  majorId: z.coerce.number().int().positive(),
  collegeCode: z.string().trim().min(1).max(16),
  provinceCode: provinceCode.optional(),
  year: year.optional(),
});
