import { z } from 'zod';
import { yearModelSchema } from '../admissions/year-model.schema.ts';
import { groupContentsSchema } from '../enrollment/group-contents.schema.ts';
import { pathIdSchema } from '../http/envelope.schema.ts';
import { FILLING_MODES } from '../admissions/admission-codes.ts';
import { PLAN_LINT_CODES } from './plan-linter.ts';
import { PLAN_STAGES } from './plan-stage.ts';
import { planConfirmationSchema } from './plan-workflow.schema.ts';

/**
 * Requests and answers of the /stuPlan calls (spec §7 "Plans") and of the public report. A plan
 * is one student's 志愿表 for one province, year and batch, in the province's filling mode.
 */

const id = z.number().int().positive();
const planName = z.string().trim().min(1, '请输入方案名称').max(40, '方案名称最多40个字');

export const PLAN_STATUSES = ['editing', 'locked'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_TIERS = ['冲', '稳', '保'] as const;
/** Days a share link stays valid unless the teacher asks otherwise. */
export const DEFAULT_SHARE_DAYS = 30;
export const MAX_SHARE_DAYS = 365;
/** The public report's page; the share message links to it with `?shareId=…`. */
export const PUBLIC_REPORT_PATH = '/stu/enroll/trace/report';
export const PLAN_LOCKED_MESSAGE = '方案已分享并锁定，请先解锁';

export const planPathParamsSchema = z.object({ id: pathIdSchema });

// ---- bodies ----

/** /stuPlan/editOrCreatePlanWithName: create (no id) or rename (id) a plan of the student. */
export const planNameBodySchema = z.strictObject({
  id: id.optional(),
  stuId: id,
  name: planName,
  /** Batch code (spec §9); the student's guidance batch (本科批 by default) when left out. */
  batchCode: z.number().int().min(0).max(9).optional(),
});
export type PlanNameBody = z.infer<typeof planNameBodySchema>;

/** /stuPlan/delete: the plan ids (all or nothing). */
export const planDeleteBodySchema = z.array(id).min(1).max(100);

/** One slot of a plan as the editor sends it, in slot order. */
export const planRowInputSchema = z.strictObject({
  /** 专业+院校 mode: the enrollment-plan row of the slot. */
  enrollmentPlanId: id.optional(),
  /** 院校专业组 / 院校 modes: the unit (院校代码 + 专业组代码); taken from its majors when left out. */
  collegeCode: z.string().trim().min(1).max(16).optional(),
  groupCode: z.string().trim().max(16).optional(),
  /** 院校专业组 / 院校 modes: the chosen majors (enrollment-plan row ids) in order. */
  majorIds: z.array(id).max(20).default([]),
  /** 院校专业组 / 院校 modes: 服从专业调剂. */
  obeysAdjustment: z.boolean().optional(),
});
export type PlanRowInput = z.input<typeof planRowInputSchema>;

/**
 * /stuPlan/update: the whole ordered row list, saved at once. `version` is the plan's version the
 * rows were edited from: an older one than the plan has now is refused (409) instead of replacing
 * rows someone saved meanwhile; without it the rows are saved whatever the version (older pages).
 */
export const planUpdateBodySchema = z.strictObject({
  id,
  rows: z.array(planRowInputSchema).max(200),
  version: id.optional(),
});
export type PlanUpdateBody = z.infer<typeof planUpdateBodySchema>;

export const planIdBodySchema = z.strictObject({ id });
export type PlanIdBody = z.infer<typeof planIdBodySchema>;

/** /stuPlan/exportPlanXlsx?id=: the plan to export, a decimal id in the query. */
export const planIdQuerySchema = z.strictObject({ id: pathIdSchema });

/** /stuPlan/sharePlan: how many days the link stays valid (30 by default). */
export const planShareBodySchema = z.strictObject({
  id,
  expireDays: z.number().int().min(1).max(MAX_SHARE_DAYS).optional(),
});
export type PlanShareBody = z.infer<typeof planShareBodySchema>;

/** /stuPlan/diffPlan: the plan shown and the one it is compared with. */
export const planDiffBodySchema = z.strictObject({ planId: id, otherPlanId: id });
export type PlanDiffBody = z.infer<typeof planDiffBodySchema>;

/**
 * /stuPlan/importPlanOldMajorByIds: last year's rows (major admissions, or last year's
 * enrollment plans) to map onto this year's plan rows of the same school, major name and 选科.
 */
export const planImportOldBodySchema = z.strictObject({
  id,
  ids: z.array(id).min(1).max(200),
  source: z.enum(['admission', 'plan']).default('admission'),
});
export type PlanImportOldBody = z.infer<typeof planImportOldBodySchema>;

/** University levels the intelligent making can be limited to (the university has the tag). */
export const PLAN_LEVEL_TAGS = ['985', '211', '双一流'] as const;

/**
 * The teacher's preferences for the intelligent making: regions (the universities' provinces),
 * a university level, major categories (code prefixes: 08 工学, 0809 计算机类), a tuition
 * ceiling and 中外合作 — each, when given, a unit must meet — and the student's interest codes
 * from evaluations, a soft preference.
 */
export const planPreferencesSchema = z.strictObject({
  regions: z
    .array(z.string().regex(/^[0-9]{6}$/, '应为六位省份代码'))
    .max(34)
    .optional(),
  level: z.enum(PLAN_LEVEL_TAGS).optional(),
  majorClasses: z
    .array(z.string().regex(/^[0-9]{2,4}$/, '应为两到四位专业代码前缀'))
    .max(20)
    .optional(),
  maxTuition: z.number().int().min(0).max(1_000_000).optional(),
  /** 中外合作办学: allowed (default), left out, or only those. */
  cooperation: z.enum(['include', 'exclude', 'only']).optional(),
  /**
   * Interest codes: Holland RIASEC letters ("RIA", or "R", "I"); without a Holland code among them
   * the student's latest finished 霍兰德 result is used. Other codes (an MBTI-style type) weigh nothing.
   */
  interestCodes: z.array(z.string().trim().min(1).max(16)).max(12).optional(),
});
export type PlanPreferences = z.infer<typeof planPreferencesSchema>;

/** /stuPlan/intelligentMakeStuPlan: fill a plan's slots 冲/稳/保 from the engine's predictions. */
export const planIntelligentBodySchema = z.strictObject({
  stuId: id,
  planId: id,
  /** Share of 冲 / 稳 / 保 slots (defaults 20 % / 40 % / 40 %). */
  ratio: z
    .strictObject({ reach: z.number().min(0).max(1), match: z.number().min(0).max(1), safe: z.number().min(0).max(1) })
    .optional(),
  /** Slots to fill, at most the province's limit (the limit by default). */
  slots: z.number().int().min(1).max(200).optional(),
  /** P(admitted somewhere) the plan must reach, by the whole-list simulation (default 0.99). */
  target: z.number().min(0.5).max(0.999).optional(),
  preferences: planPreferencesSchema.optional(),
});
export type PlanIntelligentBody = z.infer<typeof planIntelligentBodySchema>;

/** /stuPlan/getPlanWithSelectedMajor: one plan; updateOpened 1 makes it the student's opened plan. */
export const planWithSelectedBodySchema = z.strictObject({
  stuId: id,
  planId: id,
  updateOpened: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type PlanWithSelectedBody = z.infer<typeof planWithSelectedBodySchema>;

/** /stuPlan/getMultiplePlanWithSelectedMajor. */
export const planIdsBodySchema = z.strictObject({ planIds: z.array(id).min(1).max(10) });
export type PlanIdsBody = z.infer<typeof planIdsBodySchema>;

/** /stuPlan/getPlanWithSelectedMajorByIds. */
export const studentPlanIdsBodySchema = z.strictObject({ stuId: id, planIds: z.array(id).min(1).max(10) });
export type StudentPlanIdsBody = z.infer<typeof studentPlanIdsBodySchema>;

/** /stuPlan/report (public): the share id of the link and its access code. */
export const planReportBodySchema = z.strictObject({
  shareId: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(16),
});
export type PlanReportBody = z.infer<typeof planReportBodySchema>;

// ---- answers ----

export const planTierSchema = z.enum(PLAN_TIERS);

export const tierCountsSchema = z.object({
  reach: z.number().int(),
  match: z.number().int(),
  safe: z.number().int(),
  unknown: z.number().int(),
});
export type TierCounts = z.infer<typeof tierCountsSchema>;

/** A plan in lists. */
export const planSummarySchema = z.object({
  id: z.number().int(),
  stuId: z.number().int(),
  name: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  trackCode: z.number().int(),
  trackName: z.string(),
  batchCode: z.number().int(),
  batchName: z.string(),
  fillingMode: z.enum(FILLING_MODES),
  status: z.enum(PLAN_STATUSES),
  /** A share link exists, is not revoked and has not expired. */
  shared: z.boolean(),
  shareExpiresAt: z.number().int().nullable(),
  /** Slots filled and majors chosen over all slots. */
  rowCount: z.number().int(),
  majorCount: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  createdBy: z.number().int(),
  updatedBy: z.number().int(),
  /** The version of the plan's rows: 1 when created, one more with every save of them. */
  version: z.number().int(),
  /** The one plan the student will file (one per student). */
  isFinal: z.boolean(),
  /** 草稿 → 已分享 → 学生已查看 → 学生已确认 → 家长已确认 → 教师已审核, or 需修改. */
  stage: z.enum(PLAN_STAGES),
  /** Why the plan fell back to an earlier stage; '' otherwise. */
  stageNote: z.string(),
  /** Who signed the plan off (or is named to), and when it was signed off. */
  reviewerName: z.string(),
  reviewedAt: z.number().int().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** One earlier year of a unit: lowest score, lowest rank and plan count. */
/**
 * Where a history year's figures come from: the major's own line, its 院校专业组's line, the
 * weakest of the group's majors' lines (no group line published), the school's line, or the
 * previous year's figures the province's plan file prints with the row.
 */
export const HISTORY_LEVELS = ['major', 'group', 'majors', 'university', 'published'] as const;
export type HistoryLevel = (typeof HISTORY_LEVELS)[number];

export const unitHistorySchema = z.object({
  year: z.number().int(),
  minScore: z.number().nullable(),
  minRank: z.number().int().nullable(),
  planCount: z.number().int().nullable(),
  /** Absent in snapshots shared before the level was kept. */
  level: z.enum(HISTORY_LEVELS).optional(),
  /** The rank was converted from the lowest score with that year's 一分一段 table, not published. */
  minRankDerived: z.boolean().optional(),
});

/**
 * Whether the student's 选科 meets the unit's requirement. `known` is false when no source gives
 * the requirement (the page says 选科要求未知, never 符合); `note` says where a requirement the
 * plan book omits came from: 据2025年投档 (the same year's group line) or 参考2024年 (the year before).
 */
export const subjectFitSchema = z.object({
  fits: z.boolean(),
  reason: z.string(),
  known: z.boolean(),
  note: z.string(),
});
export type SubjectFitView = z.infer<typeof subjectFitSchema>;

/** One major of a slot (the slot's one major in 专业+院校 mode). */
export const planMajorSchema = z.object({
  enrollmentPlanId: z.number().int(),
  majorCode: z.string(),
  majorName: z.string(),
  majorId: z.number().int().nullable(),
  subjectSelection: z.string(),
  subjectFit: subjectFitSchema,
  planCount: z.number().int().nullable(),
  tuition: z.string(),
  studyYears: z.string(),
  history: z.array(unitHistorySchema),
  tier: planTierSchema.nullable(),
});
export type PlanMajor = z.infer<typeof planMajorSchema>;

/** One slot of a plan with its unit's data. */
export const planRowSchema = z.object({
  /** 1-based position in the 志愿表. */
  slot: z.number().int(),
  /** The unit's identity, the key plan comparison uses (e.g. `e:123` or `g:10284|02`). */
  unitKey: z.string(),
  enrollmentPlanId: z.number().int().nullable(),
  collegeCode: z.string(),
  collegeName: z.string(),
  universityId: z.number().int().nullable(),
  zone: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  /** 专业+院校 mode: the slot's major; else the majors chosen in the unit, in order. */
  majors: z.array(planMajorSchema),
  subjectSelection: z.string(),
  subjectFit: subjectFitSchema,
  /** This year's plan count of the unit (the group's total in 院校专业组 mode). */
  planCount: z.number().int().nullable(),
  tuition: z.string(),
  /** The unit's last three years, newest first, where the data has them. */
  history: z.array(unitHistorySchema),
  /** Last year's lowest rank the tier is measured against; null when unknown. */
  referenceRank: z.number().int().nullable(),
  /** (referenceRank − student's rank) / referenceRank: positive when the student ranks better. */
  rankGap: z.number().nullable(),
  tier: planTierSchema.nullable(),
  obeysAdjustment: z.boolean().nullable(),
  /** The row's enrollment data is no longer in the database (re-imported since). */
  missing: z.boolean(),
  dataSource: z.string(),
  /** A group its plan book lists as one row: the majors inside it, from the admission data. */
  groupContents: groupContentsSchema.nullable(),
});
export type PlanRow = z.infer<typeof planRowSchema>;

export const planFindingSchema = z.object({
  level: z.enum(['fatal', 'warning']),
  code: z.enum(PLAN_LINT_CODES),
  message: z.string(),
  slot: z.number().int().optional(),
});
export type PlanFinding = z.infer<typeof planFindingSchema>;

/** The province's rule the plan is checked against. */
export const planRuleSchema = z.object({
  provinceName: z.string(),
  year: z.number().int(),
  batchName: z.string(),
  fillingMode: z.enum(FILLING_MODES),
  volunteerCount: z.number().int(),
  majorsPerGroup: z.number().int().nullable(),
  allowsAdjustment: z.boolean().nullable(),
  /** The rule is of an earlier year (this year's notice is not out yet). */
  exactYear: z.boolean(),
  sourceTitle: z.string(),
  verified: z.boolean(),
});

/** The student as a plan shows them (name masked on the public report). */
export const planStudentSchema = z.object({
  name: z.string(),
  scoreTotal: z.number().nullable(),
  addScore: z.number(),
  subjects: z.array(z.string()),
  rank: z.number().int().nullable(),
  rankBest: z.number().int().nullable(),
});

/** A plan with its rows, findings and counts. */
export const planDetailSchema = planSummarySchema.extend({
  rule: planRuleSchema.nullable(),
  student: planStudentSchema,
  rows: z.array(planRowSchema),
  findings: z.array(planFindingSchema),
  tierCounts: tierCountsSchema,
  /** The enrollment-plan row ids of the plan, in slot order (the 'saved' list of spec §4). */
  selectedIds: z.array(z.number().int()),
  /** Which plan book, table and outcome years the plan uses, for the student's exam year. */
  years: yearModelSchema.nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** /stuPlan/update, importPlanOldMajorByIds and intelligentMakeStuPlan: the saved plan and its warnings. */
export const planSavedSchema = z.object({
  plan: planDetailSchema,
  warnings: z.array(planFindingSchema),
});
export type PlanSaved = z.infer<typeof planSavedSchema>;

/** One slot of an intelligent making: its chance and why (rank fit, history, preferences, sources). */
export const planMadeRowSchema = z.object({
  slot: z.number().int(),
  unitId: z.number().int(),
  tier: planTierSchema,
  probability: z.number(),
  predictedRank: z.number().int().nullable(),
  /** Share of the whole-list simulation's draws admitted at this slot. */
  admittedHere: z.number(),
  why: z.object({
    rankFit: z.string(),
    history: z.string(),
    preferences: z.array(z.string()),
    probability: z.string(),
    sources: z.array(z.string()),
    text: z.string(),
  }),
});

/** /stuPlan/intelligentMakeStuPlan: the saved plan, and how the making reached it. */
export const planIntelligentResultSchema = planSavedSchema.extend({
  making: z.object({
    /** 'engine': from the admission engine's predictions; 'rank-gap': the engine was not available. */
    method: z.enum(['engine', 'rank-gap']),
    /** P(admitted somewhere) of the made list (whole-list simulation, 10,000 draws); null for rank-gap. */
    admitted: z.number().nullable(),
    target: z.number(),
    met: z.boolean().nullable(),
    split: z.object({ 冲: z.number().int(), 稳: z.number().int(), 保: z.number().int() }),
    /** Units the student may apply to under the preferences, and how many had a number. */
    candidates: z.number().int(),
    predicted: z.number().int(),
    /** A Holland code weighed the units (engine method only): fitting majors rank higher. */
    interestCodesUsed: z.boolean(),
    /** The Holland code found: from the request's interest codes or the student's latest 霍兰德 result. */
    interest: z
      .discriminatedUnion('source', [
        z.object({ code: z.string(), source: z.literal('request') }),
        z.object({
          code: z.string(),
          source: z.literal('evaluation'),
          resultId: z.number().int(),
          completedAt: z.number().int(),
        }),
      ])
      .nullable(),
    /**
     * What the teacher must know beside the figures, in words: a plan book listing part of the
     * province's schools, a tier short of the asked split, slots left empty.
     */
    notes: z.array(z.string()),
    rows: z.array(planMadeRowSchema),
  }),
});
export type PlanIntelligentResult = z.infer<typeof planIntelligentResultSchema>;

export const planImportResultSchema = planSavedSchema.extend({
  matched: z.array(z.object({ oldId: z.number().int(), enrollmentPlanId: z.number().int() })),
  unmatched: z.array(
    z.object({ oldId: z.number().int(), collegeName: z.string(), majorName: z.string(), reason: z.string() }),
  ),
});
export type PlanImportResult = z.infer<typeof planImportResultSchema>;

/** The share message: link to the public report and its access code. */
export const planShareMessageSchema = z.object({
  planId: z.number().int(),
  shared: z.boolean(),
  shareId: z.string().nullable(),
  accessCode: z.string().nullable(),
  /** `/stu/enroll/trace/report?shareId=…` (relative to the site). */
  link: z.string().nullable(),
  /** The link as a full address on the host the teacher uses, so that a parent can tap it in a chat. */
  url: z.string().nullable(),
  /** Too many wrong codes: the link refuses every code until sharing again issues a new one. */
  codeLocked: z.boolean(),
  expiresAt: z.number().int().nullable(),
  revoked: z.boolean(),
  sharedAt: z.number().int().nullable(),
  /** Text to send to the family: the plan, the full address and the code. */
  message: z.string(),
});
export type PlanShareMessage = z.infer<typeof planShareMessageSchema>;

/**
 * One slot of a compared plan: the unit and its majors as the compare table names them, its tier
 * against last year's lowest rank, and spec §4's status (1 same slot, 2 other slot, 3 absent)
 * with the unit's slot in the other plan. A row's history, 选科 fit, plan counts and tuition are
 * the plan's own (/stuPlan/info): a comparison leaves them out, so two 96-slot plans answer in a
 * fifth of the bytes.
 */
export const planComparedRowSchema = planRowSchema
  .pick({
    slot: true,
    unitKey: true,
    enrollmentPlanId: true,
    collegeCode: true,
    collegeName: true,
    groupCode: true,
    groupName: true,
    referenceRank: true,
    tier: true,
    obeysAdjustment: true,
    missing: true,
  })
  .extend({
    majors: z.array(planMajorSchema.pick({ enrollmentPlanId: true, majorCode: true, majorName: true })),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    otherSlot: z.number().int().nullable(),
  });
export type PlanComparedRow = z.infer<typeof planComparedRowSchema>;

/** /stuPlan/diffPlan: each side's plan, its compared rows in slot order and its counts by status. */
const comparedSideSchema = z.object({
  plan: planSummarySchema,
  rows: z.array(planComparedRowSchema),
  counts: z.object({ samePosition: z.number().int(), otherPosition: z.number().int(), absent: z.number().int() }),
});
export const planDiffSchema = z.object({ current: comparedSideSchema, other: comparedSideSchema });
export type PlanDiff = z.infer<typeof planDiffSchema>;

/** /stuPlan/getPlanListWithChart/{id}: plans with counts by tier and the rank ladder. */
export const planChartSchema = planSummarySchema.extend({
  tierCounts: tierCountsSchema,
  studentRank: z.number().int().nullable(),
  ladder: z.array(
    z.object({
      slot: z.number().int(),
      label: z.string(),
      referenceRank: z.number().int().nullable(),
      tier: planTierSchema.nullable(),
    }),
  ),
});
export type PlanChart = z.infer<typeof planChartSchema>;

/** /stuPlan/getPlanListWithOldYearMajorNum/{id}: plans with how many of their majors have last year's data. */
export const planWithOldYearSchema = planSummarySchema.extend({ oldYearMajorNum: z.number().int() });

/** /stuPlan/getSelectedNumByArchiveId/{id}. */
export const selectedNumSchema = z.object({
  stuId: z.number().int(),
  /** Units selected in the guidance record (selectedEnrollmentPlanIdList). */
  selectedNum: z.number().int(),
  planNum: z.number().int(),
  plans: z.array(
    z.object({ id: z.number().int(), name: z.string(), rowCount: z.number().int(), majorCount: z.number().int() }),
  ),
});

/**
 * The frozen, read-only plan of a share link (public report and the student's pages), without
 * internal ids: the plan's, the student's and its editors'.
 */
export const planReportSchema = z.object({
  // The workflow's fields are the plan's now, not the snapshot's: the report names them apart.
  plan: planDetailSchema.omit({
    id: true,
    stuId: true,
    createdBy: true,
    updatedBy: true,
    version: true,
    isFinal: true,
    stage: true,
    stageNote: true,
    reviewerName: true,
    reviewedAt: true,
  }),
  /** The version the link shows: what a confirmation is given for. */
  version: z.number().int(),
  /** The confirmations of that version, oldest first. */
  confirmations: z.array(planConfirmationSchema),
  /** The teacher who signed that version off, and when; '' and null before. */
  reviewerName: z.string(),
  reviewedAt: z.number().int().nullable(),
  sharedAt: z.number().int(),
  expiresAt: z.number().int(),
  orgName: z.string(),
  teacherName: z.string(),
});
export type PlanReport = z.infer<typeof planReportSchema>;

/** A shared plan in the student's list. */
export const myPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  batchName: z.string(),
  fillingMode: z.enum(FILLING_MODES),
  rowCount: z.number().int(),
  sharedAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;
