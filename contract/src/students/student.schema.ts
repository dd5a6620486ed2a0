import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';
import {
  CLASS_NAME_MAX,
  MAIN_SUBJECT_CODES,
  MIDDLE_SCHOOL_MAX,
  MINOR_SUBJECT_CODES,
  MOBILE_NUMBER_PATTERN,
  REMARK_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NO_MAX,
  STUDENT_NO_PATTERN,
  subjectChoiceProblem,
} from './student-rules.ts';

/** A dictionary code (民族 0101, 视力 080101 …) or '' when not set. */
const dictionaryCode = z
  .string()
  .trim()
  .regex(/^(\d{4,8})?$/, '字典编码格式不正确')
  .default('');
const dictionaryCodes = z
  .array(z.string().regex(/^\d{4,8}$/, '字典编码格式不正确'))
  .max(20)
  .default([]);

/** Optional filter: '' and null mean "no filter", as forms send them. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The fields a teacher fills in; the grade is stored as the entry year so it rolls over. */
const studentFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入学生姓名').max(STUDENT_NAME_MAX),
  gender: z.number().int().min(1, '请选择性别').max(2, '请选择性别'),
  /** Year the student entered senior high school; 高一 … 高三 follow from it. */
  entryYear: z.number().int().min(2000).max(2100),
  className: z.string().trim().max(CLASS_NAME_MAX).default(''),
  studentNo: z
    .string()
    .trim()
    .max(STUDENT_NO_MAX)
    .regex(STUDENT_NO_PATTERN, '学号只能包含字母、数字、下划线和短横线')
    .default(''),
  middleSchool: z.string().trim().max(MIDDLE_SCHOOL_MAX).default(''),
  /** Province of the 高考 (six-digit area code, e.g. 440000). */
  province: z
    .string()
    .regex(/^(\d{6})?$/, '省份编码格式不正确')
    .default(''),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || MOBILE_NUMBER_PATTERN.test(value), '请输入正确的手机号码')
    .default(''),
  /** Teacher in charge; teachers may only name themselves, org admins any teacher of the org. */
  teacherId: z.number().int().positive().optional(),
  status: z.number().int().min(0).max(1).default(1),
  nation: dictionaryCode,
  language: dictionaryCode,
  archiveCard: dictionaryCode,
  graduationIntention: dictionaryCode,
  specialReportingType: dictionaryCodes,
  vision: dictionaryCode,
  colorWeakness: dictionaryCode,
  otherTestType: dictionaryCodes,
  preferType: dictionaryCode,
  interestMajorOption: dictionaryCode,
  mainSubject: z.enum(['', ...MAIN_SUBJECT_CODES]).default(''),
  minorSubject1: z.enum(['', ...MINOR_SUBJECT_CODES]).default(''),
  minorSubject2: z.enum(['', ...MINOR_SUBJECT_CODES]).default(''),
  remark: z.string().max(REMARK_MAX).default(''),
});

const checkSubjects = (
  choice: { mainSubject: string; minorSubject1: string; minorSubject2: string },
  context: z.RefinementCtx,
) => {
  const problem = subjectChoiceProblem(choice);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['mainSubject'] });
};

export const studentSaveBodySchema = studentFieldsSchema.superRefine(checkSubjects);
export type StudentSaveBody = z.infer<typeof studentSaveBodySchema>;
/** What a form sends: defaults may be left out. */
export type StudentSaveInput = z.input<typeof studentSaveBodySchema>;

export const studentUpdateBodySchema = studentFieldsSchema
  .extend({ id: z.number().int().positive() })
  .superRefine(checkSubjects);
export type StudentUpdateBody = z.infer<typeof studentUpdateBodySchema>;

/** One student as the API answers (list rows and detail alike). */
export const studentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  entryYear: z.number().int(),
  /** 1–3 while in senior high school; above 3 once graduated. */
  grade: z.number().int(),
  className: z.string(),
  studentNo: z.string(),
  middleSchool: z.string(),
  province: z.string(),
  phone: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  status: z.number().int(),
  nation: z.string(),
  language: z.string(),
  archiveCard: z.string(),
  graduationIntention: z.string(),
  specialReportingType: z.array(z.string()),
  vision: z.string(),
  colorWeakness: z.string(),
  otherTestType: z.array(z.string()),
  preferType: z.string(),
  interestMajorOption: z.string(),
  mainSubject: z.string(),
  minorSubject1: z.string(),
  minorSubject2: z.string(),
  remark: z.string(),
  /** The student's mobile-area account, or null when none was opened. */
  account: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Student = z.infer<typeof studentSchema>;

/** Filters of the list and the export. */
export const studentFilterSchema = z.object({
  /** Substring of the name. */
  name: optionalFilter(z.string().trim().max(STUDENT_NAME_MAX)),
  grade: optionalFilter(z.coerce.number().int().min(1).max(3)),
  className: optionalFilter(z.string().trim().max(CLASS_NAME_MAX)),
  teacherId: optionalFilter(z.coerce.number().int().positive()),
  mainSubject: optionalFilter(z.enum(MAIN_SUBJECT_CODES)),
  /** Matches either of the two minor subjects. */
  minorSubject: optionalFilter(z.enum(MINOR_SUBJECT_CODES)),
  province: optionalFilter(z.string().regex(/^\d{6}$/, '省份编码格式不正确')),
  status: optionalFilter(z.coerce.number().int().min(0).max(1)),
});
export type StudentFilter = z.infer<typeof studentFilterSchema>;
export type StudentFilterInput = z.input<typeof studentFilterSchema>;

export const studentListBodySchema = pageQuerySchema.extend(studentFilterSchema.shape);
export type StudentListBody = z.infer<typeof studentListBodySchema>;

/** A teacher a student can be assigned to. */
export const teacherOptionSchema = z.object({ id: z.number().int(), name: z.string(), account: z.string() });
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

/** An XLSX file travelling in JSON: the client's one API client speaks JSON only. */
export const fileContentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64. */
  content: z.string(),
});
export type FileContent = z.infer<typeof fileContentSchema>;

/** 12 MiB of base64 is about 9 MiB of XLSX: far more than 10,000 students. */
export const IMPORT_CONTENT_MAX_CHARS = 12 * 1024 * 1024;

export const studentImportBodySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.xlsx$/i, '请上传 .xlsx 格式的文件'),
  content: z
    .string()
    .min(1, '文件为空')
    .max(IMPORT_CONTENT_MAX_CHARS, '文件过大')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容应为 base64 编码'),
});
export type StudentImportBody = z.infer<typeof studentImportBodySchema>;

/** One refused cell: the row as numbered in the sheet (header = 1), the column as headed, why. */
export const importRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type StudentImportError = z.infer<typeof importRowErrorSchema>;

/** All rows imported (errorCount 0), or none (errorCount > 0, the errors listed). */
export const studentImportReportSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type StudentImportReport = z.infer<typeof studentImportReportSchema>;
