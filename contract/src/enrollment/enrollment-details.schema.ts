import { z } from 'zod';
import { enrollmentMajorListBodySchema, enrollmentPlanRowSchema } from './enrollment.schema.ts';

/** /enEnrollmentSchool/getEnrollmentSchoolList: the major list's filters, one row per college × 专业组. */
export const enrollmentSchoolListBodySchema = enrollmentMajorListBodySchema;

export const enrollmentSchoolRowSchema = z.object({
  universityId: z.number().int().nullable(),
  collegeName: z.string(),
  collegeCode: z.string(),
  zone: z.string(),
  provinceCode: z.string(),
  year: z.number().int(),
  trackName: z.string(),
  batchName: z.string(),
  groupCode: z.string(),
  majorCount: z.number().int(),
  majorPlanTotal: z.number().nullable(),
  /** Last year's lowest score (lowest of the group's majors) and rank (highest). */
  majorLowestScore01: z.number().nullable(),
  majorLowestRank01: z.number().nullable(),
  dataSource: z.string(),
});
export type EnrollmentSchoolRow = z.infer<typeof enrollmentSchoolRowSchema>;

/** /enEnrollmentMajor/getEnrollmentMajorChildDetail: a plan row and the other majors of its group. */
export const enrollmentChildDetailBodySchema = z.object({ id: z.coerce.number().int().positive() });
export const enrollmentChildDetailSchema = z.object({
  plan: enrollmentPlanRowSchema,
  groupMajors: z.array(enrollmentPlanRowSchema),
});

/** /enEnrollmentMajor/getEnrollmentMajorMasterAndDoctorPoint/{id}: a university's degree points. */
export const degreePointsSchema = z.object({
  universityId: z.number().int(),
  doctorNum: z.number(),
  doctorNum2: z.number(),
  masterNum: z.number(),
  masterNum2: z.number(),
});

/** /enEnrollmentMajor/getDoubleFirstAdd: a university's 双一流 / evaluated disciplines and 一流专业. */
export const doubleFirstBodySchema = z.object({ universityId: z.coerce.number().int().positive() });
export const doubleFirstSchema = z.object({
  disciplines: z.array(
    z.object({ listName: z.string(), disciplineCode: z.string(), disciplineName: z.string(), grade: z.string() }),
  ),
  firstClassMajors: z.array(
    z.object({
      majorId: z.number().int().nullable(),
      majorName: z.string(),
      batch: z.string(),
      batchYear: z.number().int().nullable(),
      tier: z.string(),
    }),
  ),
});

/** /enEnrollmentMajor/getSearchCache: the options of the plan search form for a province. */
export const searchCacheBodySchema = z.object({
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const searchCacheSchema = z.object({
  years: z.array(z.number().int()),
  tracks: z.array(z.object({ code: z.number().int(), name: z.string() })),
  batches: z.array(z.object({ code: z.number().int(), name: z.string() })),
});
