import { z } from 'zod';
import { pageQuerySchema, pathIdSchema } from '../http/envelope.schema.ts';
import { EVALUATION_KEYS } from './instrument-definition.ts';

/**
 * Requests and answers of the /evaluation calls: instruments, assignments, taking an attempt on
 * the phone, scored reports, class analysis and the XLSX export. Scores are computed on the
 * server when an attempt is submitted; the client never sends a score.
 */

const id = z.number().int().positive();

/** The five instruments of the evaluation dictionary, in its order (result codes 1301–1305). */
export const evaluationKeySchema = z.enum(EVALUATION_KEYS);

/**
 * An assignment's state: not opened yet, opened with answers kept, or submitted and scored.
 * `overdue` is not stored: a list filter for unfinished ones past their deadline.
 */
export const ASSIGNMENT_STATUSES = ['assigned', 'inProgress', 'completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_FILTER_STATUSES = [...ASSIGNMENT_STATUSES, 'overdue'] as const;

/** Why a student is on the 预警 list of the class analysis. */
export const WARNING_REASONS = ['notTaken', 'tooFast', 'allSame', 'inconsistent'] as const;
export type WarningReason = (typeof WARNING_REASONS)[number];

/** Most answers one attempt may hold; the longest instrument has far fewer items. */
export const MAX_ITEMS = 400;
/** The longest time one answer may report (a page left open overnight still counts once). */
export const MAX_ELAPSED_MS = 86_400_000;

export const EVALUATION_MESSAGES = {
  unknownItem: '题目不存在',
  valueOutOfScale: '答案超出量表范围',
  alreadySubmitted: '测评已提交，请勿重复提交',
  finishedReadOnly: '测评已完成，答案不能再修改',
  unanswered: (count: number) => `还有 ${count} 题未作答`,
  noStudents: '没有符合条件的学生',
  assignTarget: '请选择学生、班级或年级',
} as const;

export const bilingualSchema = z.object({ zh: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

export const evaluationPathParamsSchema = z.object({ id: pathIdSchema });
export const instrumentPathParamsSchema = z.object({ key: evaluationKeySchema });

// ---- instruments ----

/** /evaluation/instruments: one row per instrument with its current version. */
export const instrumentSummarySchema = z.object({
  key: evaluationKeySchema,
  resultCode: z.string(),
  name: z.string(),
  title: bilingualSchema,
  version: z.number().int(),
  itemCount: z.number().int(),
  /** Every version stored, newest first. */
  versions: z.array(z.number().int()),
});
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;

/** /evaluation/instrument/{key}: what a student sees while taking it; no keying, no norms. */
export const instrumentForTakingSchema = z.object({
  key: evaluationKeySchema,
  resultCode: z.string(),
  version: z.number().int(),
  title: bilingualSchema,
  intro: bilingualSchema,
  disclaimer: bilingualSchema,
  responseScale: z.object({
    min: z.number().int(),
    max: z.number().int(),
    /** One option per value from min to max. */
    options: z.array(z.object({ value: z.number().int(), label: bilingualSchema })),
  }),
  items: z.array(z.object({ id: z.string(), text: bilingualSchema })),
});
export type InstrumentForTaking = z.infer<typeof instrumentForTakingSchema>;

// ---- assigning ----

/**
 * /evaluation/assign: some instruments to students named by id, or to a grade (optionally one
 * class of it). A student who already has an unfinished assignment of an instrument keeps it.
 */
export const assignBodySchema = z
  .strictObject({
    instrumentKeys: z.array(evaluationKeySchema).min(1, '请选择测评').max(EVALUATION_KEYS.length),
    studentIds: z.array(id).min(1).max(5000).optional(),
    /** 1 = 高一 … 3 = 高三. */
    grade: z.number().int().min(1).max(3).optional(),
    className: z.string().trim().min(1).max(32).optional(),
    /** Epoch ms; no deadline when left out or null. */
    deadline: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.studentIds !== undefined || body.grade !== undefined, {
    message: EVALUATION_MESSAGES.assignTarget,
    path: ['studentIds'],
  });
export type AssignBody = z.infer<typeof assignBodySchema>;

export const assignResultSchema = z.object({
  /** New assignments written. */
  created: z.number().int(),
  /** Student × instrument pairs left alone because one was already open. */
  skipped: z.number().int(),
  studentCount: z.number().int(),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

/** Optional filter: '' and null mean "no filter", as forms send them. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Filters of the console list, the export and (without status) the analysis. */
export const assignmentFilterSchema = z.strictObject({
  grade: optionalFilter(z.number().int().min(1).max(3)),
  className: optionalFilter(z.string().trim().max(32)),
  instrumentKey: optionalFilter(evaluationKeySchema),
  status: optionalFilter(z.enum(ASSIGNMENT_FILTER_STATUSES)),
  /** Part of the student's name. */
  name: optionalFilter(z.string().trim().max(32)),
  studentId: optionalFilter(id),
});
export type AssignmentFilter = z.infer<typeof assignmentFilterSchema>;

export const assignmentListBodySchema = assignmentFilterSchema.extend(pageQuerySchema.shape);
export type AssignmentListBody = z.infer<typeof assignmentListBodySchema>;

/** The careless-answer signals of a submitted attempt. */
export const carelessSignalsSchema = z.object({
  tooFast: z.boolean(),
  allSame: z.boolean(),
  inconsistent: z.boolean(),
});

/** The same signals with their measures, as the console's report shows them. */
export const carelessDetailSchema = carelessSignalsSchema.extend({
  /** Median time per answer, ms; null when too few answers have a time. */
  medianMs: z.number().nullable(),
  /** Share (0–1) of scored items answered with the most frequent value. */
  sameShare: z.number(),
  inconsistentPairs: z.number().int(),
  flagged: z.boolean(),
});
export type CarelessSignals = z.infer<typeof carelessSignalsSchema>;

/** One row of /edu/studentEvaluation: a student's assignment of one instrument. */
export const assignmentRowSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentNo: z.string(),
  className: z.string(),
  grade: z.number().int(),
  instrumentKey: evaluationKeySchema,
  instrumentName: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** Unfinished and past its deadline. */
  overdue: z.boolean(),
  deadline: z.number().nullable(),
  assignedAt: z.number(),
  startedAt: z.number().nullable(),
  completedAt: z.number().nullable(),
  /** When a reminder was last sent for it. */
  remindedAt: z.number().nullable(),
  answeredCount: z.number().int(),
  itemCount: z.number().int(),
  resultId: z.number().int().nullable(),
  /** The Holland code or type of a completed one ('' otherwise). */
  resultCode: z.string(),
  careless: carelessSignalsSchema.nullable(),
  demo: z.boolean(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

/** /evaluation/remind: mark overdue assignments reminded (the phone shows the reminder). */
export const remindBodySchema = z.strictObject({ assignmentIds: z.array(id).min(1).max(5000) });
export const remindResultSchema = z.object({ reminded: z.number().int() });

/** /evaluation/assignments/delete: withdraw assignments not yet completed (all or nothing). */
export const assignmentDeleteBodySchema = z.array(id).min(1).max(1000);

// ---- taking (student token) ----

/** /evaluation/my: the signed-in student's own assignments, open ones first. */
export const myAssignmentSchema = z.object({
  id: z.number().int(),
  instrumentKey: evaluationKeySchema,
  title: bilingualSchema,
  status: z.enum(ASSIGNMENT_STATUSES),
  overdue: z.boolean(),
  deadline: z.number().nullable(),
  assignedAt: z.number(),
  remindedAt: z.number().nullable(),
  answeredCount: z.number().int(),
  itemCount: z.number().int(),
  attemptId: z.number().int().nullable(),
  resultId: z.number().int().nullable(),
  completedAt: z.number().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

/** /evaluation/attempt/start/{assignmentId}: opens the attempt, or the one already open (resume). */
export const attemptSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  instrumentKey: evaluationKeySchema,
  /** The instrument version the attempt is bound to (its items come with the attempt). */
  version: z.number().int(),
  instrument: instrumentForTakingSchema,
  status: z.enum(['inProgress', 'completed']),
  startedAt: z.number(),
  submittedAt: z.number().nullable(),
  answers: z.array(z.object({ itemId: z.string(), value: z.number().int() })),
  itemCount: z.number().int(),
  /** Index of the first unanswered item, where a resumed attempt continues (itemCount when all are answered). */
  resumeIndex: z.number().int(),
  resultId: z.number().int().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** /evaluation/attempt/answer: one answer, stored or replaced (sending it twice is harmless). */
export const answerBodySchema = z.strictObject({
  attemptId: id,
  itemId: z.string().trim().min(1).max(32),
  value: z.number().int(),
  /** Time on the item before answering, ms. */
  elapsedMs: z.number().int().min(0).max(MAX_ELAPSED_MS),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const answerResultSchema = z.object({
  answeredCount: z.number().int(),
  itemCount: z.number().int(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const submitResultSchema = z.object({ resultId: z.number().int(), attemptId: z.number().int() });
export type SubmitResult = z.infer<typeof submitResultSchema>;

// ---- reports ----

export const reportScaleSchema = z.object({
  code: z.string(),
  name: bilingualSchema,
  description: bilingualSchema,
  /** Sum of keyed answers over the scale's scored items. */
  raw: z.number(),
  /** Mean keyed answer on the response scale. */
  mean: z.number(),
  /** (mean − min) / (max − min) × 100: what the charts draw. */
  percent: z.number(),
  t: z.number(),
  sten: z.number(),
  level: z.enum(['high', 'average', 'low']),
  /** The scale's text for a high or low score; null when average. */
  text: bilingualSchema.nullable(),
});

/** A major class (2026 本科专业目录 专业类) or occupation group (2022 职业分类大典) that fits the profile. */
export const reportLinkSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The knowledge base's major or job id to link to; null when the base does not hold the code. */
  id: z.number().int().nullable(),
});

/** /evaluation/report/{resultId}: a scored result as the console and the student's phone show it. */
export const reportSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string(),
  grade: z.number().int(),
  instrumentKey: evaluationKeySchema,
  resultCode: z.string(),
  title: bilingualSchema,
  version: z.number().int(),
  completedAt: z.number(),
  /** Holland code ('SAE'), type ('INFP'), dominant scales ('LI-IA') or distinct 16PF factors ('A+ Q3+ L-'). */
  code: z.string(),
  /** Scale codes highest first, as they made the code. */
  ranking: z.array(z.string()),
  scales: z.array(reportScaleSchema),
  /** The MBTI-style dichotomies: the pole and how clear the preference is (0–100). */
  dichotomies: z.array(
    z.object({ code: z.string(), pole: z.string(), poleName: bilingualSchema, clarity: z.number(), tie: z.boolean() }),
  ),
  /** The text of the type or code, when the instrument has one. */
  type: z
    .object({
      code: z.string(),
      title: bilingualSchema,
      summary: bilingualSchema,
      strengths: z.array(bilingualSchema),
      cautions: z.array(bilingualSchema),
    })
    .nullable(),
  summary: z.array(bilingualSchema),
  strengths: z.array(bilingualSchema),
  cautions: z.array(bilingualSchema),
  majors: z.array(reportLinkSchema),
  occupations: z.array(reportLinkSchema),
  /** The careless-answer signals: the console sees them, the student's own report does not (null). */
  careless: carelessDetailSchema.nullable(),
  disclaimer: bilingualSchema,
  /** Seeded for the demo, not answered by the student. */
  demo: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

// ---- analysis ----

export const analyseBodySchema = z.strictObject({
  grade: optionalFilter(z.number().int().min(1).max(3)),
  className: optionalFilter(z.string().trim().max(32)),
});
export type AnalyseBody = z.infer<typeof analyseBodySchema>;

const countSchema = z.object({ code: z.string(), count: z.number().int() });

export const analysisSchema = z.object({
  studentCount: z.number().int(),
  /** Completed results by instrument. */
  completed: z.array(z.object({ instrumentKey: evaluationKeySchema, count: z.number().int() })),
  /** Three-letter Holland codes of the latest hol results, most frequent first. */
  hollandCodes: z.array(countSchema),
  /** First letters (R, I, A, S, E, C) of the same codes, in RIASEC order. */
  hollandTypes: z.array(countSchema),
  /** Types of the latest mbti results, most frequent first. */
  personalityTypes: z.array(countSchema),
  /** Mean standard score per scale, per class and instrument. */
  profiles: z.array(
    z.object({
      className: z.string(),
      instrumentKey: evaluationKeySchema,
      count: z.number().int(),
      /** Means over the class's latest results: percent (0–100) and sten. */
      scales: z.array(z.object({ code: z.string(), name: bilingualSchema, percent: z.number(), sten: z.number() })),
    }),
  ),
  /** 预警: assigned and not taken by the deadline, or answered carelessly. */
  warnings: z.array(
    z.object({
      studentId: z.number().int(),
      studentName: z.string(),
      className: z.string(),
      instrumentKey: evaluationKeySchema,
      reasons: z.array(z.enum(WARNING_REASONS)),
      deadline: z.number().nullable(),
      assignmentId: z.number().int(),
      resultId: z.number().int().nullable(),
    }),
  ),
  /** Students with a Holland code and a complete 选科 in their guidance record, and how many fit. */
  subjectFit: z.object({
    withSubjects: z.number().int(),
    fitting: z.number().int(),
    /** fitting / withSubjects, 0–1; null without students to measure. */
    share: z.number().nullable(),
  }),
});
export type Analysis = z.infer<typeof analysisSchema>;
