import { z } from 'zod';
import { planPreferencesSchema } from '../plans/plan.schema.ts';
import { BOARD_FLAG_KINDS, BOARD_STATUSES } from './board-status.ts';

/**
 * The head teacher's class board (/classBoard/*): one row per student of the caller's scope with
 * the final plan's stage, P(admitted somewhere), findings and red flags, the collisions between
 * the school's final plans, and the bulk work on selected students.
 */

const id = z.number().int().positive();
/** At most one school year's 高三 of a large school at once. */
const studentIds = z.array(id).min(1).max(600);

/** /classBoard/list: every student of the caller's scope, or one entry year / class. */
export const classBoardListBodySchema = z.strictObject({
  entryYear: z.number().int().min(2000).max(2100).optional(),
  className: z.string().trim().max(64).optional(),
});
export type ClassBoardListBody = z.infer<typeof classBoardListBodySchema>;

export const boardFlagSchema = z.object({
  kind: z.enum(BOARD_FLAG_KINDS),
  text: z.string(),
});
export type BoardFlag = z.infer<typeof boardFlagSchema>;

/** A collision seen from one student: schoolmates ranked above them in the same unit, against its seats. */
export const boardCollisionSchema = z.object({
  unitKey: z.string(),
  label: z.string(),
  slot: z.number().int(),
  planCount: z.number().int().nullable(),
  /** Schoolmates ranked above the student whose final plans list the unit. */
  above: z.number().int(),
  /** Seats those schoolmates are expected to take there (their P of being admitted at that slot). */
  expectedTaken: z.number(),
});
export type BoardCollision = z.infer<typeof boardCollisionSchema>;

export const boardFindingsSchema = z.object({
  fatal: z.number().int(),
  warning: z.number().int(),
  messages: z.array(z.string()),
});

export const classBoardRowSchema = z.object({
  studentId: id,
  name: z.string(),
  className: z.string(),
  entryYear: z.number().int(),
  teacherName: z.string(),
  /** Total with the 加分; null: no score entered. */
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  /** The year of the 一分一段 table the rank was read in. */
  rankYear: z.number().int().nullable(),
  provinceName: z.string(),
  /** Subject codes: 首选 then 再选. */
  subjects: z.array(z.string()),
  planCount: z.number().int(),
  status: z.enum(BOARD_STATUSES),
  finalPlan: z
    .object({
      id,
      name: z.string(),
      /** Marked final; otherwise the most recently changed plan stands for it. */
      marked: z.boolean(),
      version: z.number().int(),
      stageNote: z.string(),
      rowCount: z.number().int(),
      /** P(admitted somewhere) by the whole-list simulation; null: no rank or nothing predicted. */
      admitted: z.number().nullable(),
      findings: boardFindingsSchema,
    })
    .nullable(),
  deadlineAt: z.number().int().nullable(),
  /** The last change of any of the student's plans; null: no plan. */
  lastChangedAt: z.number().int().nullable(),
  flags: z.array(boardFlagSchema),
  collisions: z.array(boardCollisionSchema),
});
export type ClassBoardRow = z.infer<typeof classBoardRowSchema>;

export const classBoardSchema = z.object({
  rows: z.array(classBoardRowSchema),
  /** The P(admitted somewhere) a plan should reach (the intelligent making's default). */
  target: z.number(),
  /** When the board was computed (the clock the deadlines and ages are measured on). */
  at: z.number().int(),
});
export type ClassBoard = z.infer<typeof classBoardSchema>;

/** One student in a unit of the school view; named only inside the caller's scope. */
export const collisionStudentSchema = z.object({
  /** Null for a student outside the caller's scope (another teacher's class). */
  studentId: id.nullable(),
  name: z.string().nullable(),
  className: z.string(),
  rank: z.number().int().nullable(),
  slot: z.number().int(),
  /** P(admitted at this slot) by the student's whole-list simulation; null: not simulated. */
  admittedHere: z.number().nullable(),
  planId: id.nullable(),
});

export const collisionUnitSchema = z.object({
  unitKey: z.string(),
  label: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  planCount: z.number().int().nullable(),
  /** How many of the school's final plans list the unit in slot 1, 2, … (index 0: slot 1). */
  bySlot: z.array(z.number().int()),
  /** The school's students whose final plans list the unit. */
  studentCount: z.number().int(),
  /** The first 50 of them in rank order, best first. */
  students: z.array(collisionStudentSchema),
  /** Σ P(admitted here) of the school's students: the seats they are expected to take. */
  expectedTaken: z.number(),
  /** More of the school's students than seats, or the expected taken reaching the seats. */
  crowded: z.boolean(),
});
export type CollisionUnit = z.infer<typeof collisionUnitSchema>;

/** /classBoard/collisions: the units two or more of the school's final plans share. */
export const collisionViewSchema = z.object({
  finalPlans: z.number().int(),
  units: z.array(collisionUnitSchema),
});
export type CollisionView = z.infer<typeof collisionViewSchema>;

/** /classBoard/bulkMake: 智能填报 for each selected student with one split and one set of preferences. */
export const bulkMakeBodySchema = z.strictObject({
  studentIds,
  ratio: z
    .strictObject({ reach: z.number().min(0).max(1), match: z.number().min(0).max(1), safe: z.number().min(0).max(1) })
    .optional(),
  target: z.number().min(0.5).max(0.999).optional(),
  preferences: planPreferencesSchema.optional(),
  /** The new plans' name; each student gets a new plan of this name (a number added when taken). */
  name: z.string().trim().min(1).max(30).default('智能填报'),
});
export type BulkMakeBody = z.input<typeof bulkMakeBodySchema>;

export const BULK_MAKE_STATES = ['running', 'stopping', 'stopped', 'done'] as const;

export const bulkMakeResultSchema = z.object({
  studentId: id,
  name: z.string(),
  ok: z.boolean(),
  planId: id.nullable(),
  admitted: z.number().nullable(),
  /** Why the student's plan was not made (the error's words). */
  message: z.string(),
});
export type BulkMakeResult = z.infer<typeof bulkMakeResultSchema>;

export const bulkMakeJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(BULK_MAKE_STATES),
  total: z.number().int(),
  results: z.array(bulkMakeResultSchema),
});
export type BulkMakeJob = z.infer<typeof bulkMakeJobSchema>;

export const bulkJobBodySchema = z.strictObject({ jobId: z.string().min(1).max(64) });

/**
 * /classBoard/exportFinalPlansXlsx?studentIds=1,2: the selected students (decimal ids, comma
 * separated), or without them every student of the board (narrowed by entry year or class).
 */
export const finalPlansExportQuerySchema = z.strictObject({
  studentIds: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, '学生 id 须为以逗号分隔的数字')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(studentIds)
    .optional(),
  entryYear: z.coerce.number().int().min(2000).max(2100).optional(),
  className: z.string().trim().max(64).optional(),
});
export type FinalPlansExportQuery = z.infer<typeof finalPlansExportQuerySchema>;

/** /classBoard/share and /classBoard/finalPlans: the selected students' final plans. */
export const boardStudentsBodySchema = z.strictObject({ studentIds });
export type BoardStudentsBody = z.infer<typeof boardStudentsBodySchema>;

export const bulkShareResultSchema = z.object({
  results: z.array(
    z.object({ studentId: id, name: z.string(), planId: id.nullable(), ok: z.boolean(), message: z.string() }),
  ),
});
export type BulkShareResult = z.infer<typeof bulkShareResultSchema>;

/** /classBoard/remind: the deadline on each final plan and a reminder on each student's phone. */
export const remindBodySchema = z.strictObject({
  studentIds,
  deadlineAt: z.number().int().positive(),
  message: z.string().trim().min(1).max(200),
});
export type RemindBody = z.infer<typeof remindBodySchema>;

export const remindResultSchema = z.object({ reminded: z.number().int(), deadlinesSet: z.number().int() });

/** /classBoard/myReminders (the student's phone): the reminders sent to them, newest first. */
export const studentReminderSchema = z.object({
  id,
  message: z.string(),
  deadlineAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  teacherName: z.string(),
});
export const studentRemindersSchema = z.array(studentReminderSchema);
export type StudentReminder = z.infer<typeof studentReminderSchema>;
