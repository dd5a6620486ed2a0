import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';
import { UNIVERSITY_LEVEL_CHOICES } from './university-levels.ts';
import { UNIVERSITY_LIST_MAX_LIMIT } from './university-list-limit.ts';

export { UNIVERSITY_LIST_MAX_LIMIT };

const text = (max: number) => z.string().trim().max(max);
const codeList = z.union([z.string().trim().max(400), z.array(z.string().trim().max(12)).max(40)]);

const oneOrMany = <T extends z.ZodType>(value: T) => z.union([value, z.array(value).max(40)]);

/**
 * /bduniversityyif/list: every filter optional; provinceCode one code, a comma list or an array;
 * collegeLevel, collegeType and nature one value or an array (any of them); tags all must hold;
 * levels any of them holds.
 */
export const universityListBodySchema = pageQuerySchema.extend({
  /** Up to every university in one page: the console loads the whole list as base data. */
  limit: z.number().int().min(1).max(UNIVERSITY_LIST_MAX_LIMIT).default(10),
  collegeName: text(64).optional(),
  provinceCode: codeList.optional(),
  collegeLevel: oneOrMany(z.enum(['1', '2'])).optional(),
  collegeType: oneOrMany(text(32)).optional(),
  nature: oneOrMany(z.enum(['公办', '民办', '合作办学'])).optional(),
  tags: z
    .array(z.enum(['985', '211', '双一流']))
    .max(3)
    .optional(),
  levels: z.array(z.enum(UNIVERSITY_LEVEL_CHOICES)).max(5).optional(),
});
export type UniversityListBody = z.infer<typeof universityListBodySchema>;

export const universityListItemSchema = z.object({
  id: z.number().int(),
  collegeName: z.string(),
  collegeCode: z.string(),
  collegeLogo: z.string(),
  collegeLevel: z.string(),
  collegeType: z.string(),
  collegeTag: z.string(),
  nature: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type UniversityListItem = z.infer<typeof universityListItemSchema>;

const nullableNumber = z.number().nullable();

/** The spec's University entity: camelCase and snake_case names side by side where it lists both. */
export const universityDetailSchema = z.object({
  id: z.number().int(),
  collegeName: z.string(),
  collegeCode: z.string(),
  collegeLogo: z.string(),
  college_logo: z.string(),
  collegeLevel: z.string(),
  collegeType: z.string(),
  collegeTag: z.string(),
  provinceCode: z.string(),
  province_code: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  city_code: z.string(),
  cityName: z.string(),
  build_year: nullableNumber,
  hotspot: nullableNumber,
  organization: z.string(),
  num_subject: nullableNumber,
  num_lab: nullableNumber,
  num_stu: nullableNumber,
  num_acade: nullableNumber,
  master_pct: nullableNumber,
  job: nullableNumber,
  postgraduate: nullableNumber,
  abroad: nullableNumber,
  college_rank_xyh: nullableNumber,
  college_rank_qs: nullableNumber,
  college_rank_ruanke: nullableNumber,
  college_rank_wsl: nullableNumber,
  college_rank_us: nullableNumber,
  college_rank_tws: nullableNumber,
  college_website: z.string(),
  college_tel: z.string(),
  address: z.string(),
  college_introduce: z.string(),
  school_admission_brochure: z.string(),
  nation_feature: z.string(),
  special: z.string(),
  graduate_province: z.string(),
  graduate_attr: z.string(),
  graduated_company: z.string(),
  graduate_company_desc: z.string(),
  doctorNum: z.number(),
  doctorNum2: z.number(),
  masterNum: z.number(),
  masterNum2: z.number(),
  /** `demo` when the figures (employment, destinations, employers, counts) are demo data. */
  dataSource: z.enum(['demo', 'imported']),
  /**
   * Where 开设专业 (`special`) comes from: `published` as imported, `admissions` gathered from the
   * majors its plan rows and admission lines name when none is published.
   */
  specialSource: z.enum(['published', 'admissions']),
});
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

const yearSchema = z.coerce.number().int().min(2000).max(2100);
const trackSchema = z.coerce.number().int().min(0).max(99);
const provinceSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** /bduniversityyif/getUniversityPlanListInfo. provinceCode defaults to the first province with rows. */
export const universityPlanBodySchema = z.object({
  universityId: z.coerce.number().int().positive(),
  planYear: yearSchema.optional(),
  classCode: trackSchema.optional(),
  provinceCode: provinceSchema.optional(),
});
export type UniversityPlanBody = z.infer<typeof universityPlanBodySchema>;

export const universityPlanRowSchema = z.object({
  plan_year: z.number().int(),
  province_code: z.string(),
  college_exam_code: z.string(),
  exam_class_name: z.string(),
  exam_batch_name: z.string(),
  college_exam_code_type: z.string(),
  college_name: z.string(),
  school_low_score: z.number().nullable(),
  school_low_ranking: z.number().nullable(),
  dataSource: z.string(),
});
export type UniversityPlanRow = z.infer<typeof universityPlanRowSchema>;

/** Where a school line comes from: published as such, or the lowest of that year's 专业组 or 专业 lines. */
export const SCHOOL_LINE_ORIGINS = ['school', 'group', 'major'] as const;
export type SchoolLineOrigin = (typeof SCHOOL_LINE_ORIGINS)[number];

/** A school line as the detail pages show it: with its origin and the source of its figures. */
export const schoolLineRowSchema = universityPlanRowSchema.extend({
  line_origin: z.enum(SCHOOL_LINE_ORIGINS),
  /** The 专业组 (or major) whose line the derived figure is; '' for a published school line. */
  line_unit: z.string(),
  source_id: z.string(),
  source_url: z.string(),
});
export type SchoolLineRow = z.infer<typeof schoolLineRowSchema>;

/** /bduniversityyif/getUniversityDataScope: which provinces hold a university's lines and plans. */
export const universityDataScopeBodySchema = z.object({ universityId: z.coerce.number().int().positive() });

export const universityDataScopeSchema = z.object({
  /** Provinces with school, 专业组 or major lines of the university, most rows first. */
  scoreProvinces: z.array(z.object({ provinceCode: z.string(), years: z.array(z.number().int()) })),
  /** Provinces with enrolment plans of the university: newest plan year first, then most rows in it. */
  planProvinces: z.array(z.object({ provinceCode: z.string(), latestYear: z.number().int(), rows: z.number().int() })),
});
export type UniversityDataScope = z.infer<typeof universityDataScopeSchema>;

/** /bdmajoryif/getMajorPlanListInfo: the same scope plus the batch. */
export const majorPlanBodySchema = universityPlanBodySchema.extend({
  batchCode: z.coerce.number().int().min(0).max(9).optional(),
});
export type MajorPlanBody = z.infer<typeof majorPlanBodySchema>;

export const majorPlanRowSchema = z.object({
  plan_year: z.number().int(),
  province_code: z.string(),
  college_exam_code: z.string(),
  exam_class_name: z.string(),
  exam_batch_name: z.string(),
  major_exam_code: z.string(),
  major_name: z.string(),
  major_plan_num: z.number().nullable(),
  study_year_word: z.string(),
  major_low_score: z.number().nullable(),
  major_low_ranking: z.number().nullable(),
  dataSource: z.string(),
});
export type MajorPlanRow = z.infer<typeof majorPlanRowSchema>;

/** A major line as the detail pages show it: with its track and batch codes and its source. */
export const majorLineRowSchema = majorPlanRowSchema.extend({
  /** The major admission row: what /stuPlan/importPlanOldMajorByIds takes with source 'admission'. */
  id: z.number().int(),
  track_code: z.number().int(),
  batch_code: z.number().int(),
  source_id: z.string(),
  source_url: z.string(),
});
export type MajorLineRow = z.infer<typeof majorLineRowSchema>;
