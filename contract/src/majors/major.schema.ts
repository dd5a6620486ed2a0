import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/envelope.schema.ts';

/** A node of the major tree: 门类 (level 1) → 专业类 (level 2) → 专业 (level 3). */
export type MajorTreeNode = {
  id: number;
  name: string;
  code: string;
  level: number;
  children: MajorTreeNode[];
};
export const majorTreeNodeSchema: z.ZodType<MajorTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    level: z.number().int(),
    children: z.array(majorTreeNodeSchema),
  }),
);

export const majorMapEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  level: z.number().int(),
  educationLevel: z.string(),
  parentId: z.number().int().nullable(),
  grandparentId: z.number().int().nullable(),
});
export type MajorMapEntry = z.infer<typeof majorMapEntrySchema>;

/** /bdmajoryif/majorTree: 本科 (high), 中职 (mid, none in the catalogue yet) and 专科 (low) trees. */
export const majorTreeSchema = z.object({
  highMajor: z.array(majorTreeNodeSchema),
  midMajor: z.array(majorTreeNodeSchema),
  lowMajor: z.array(majorTreeNodeSchema),
  majorMap: z.record(z.string(), majorMapEntrySchema),
});
export type MajorTree = z.infer<typeof majorTreeSchema>;

export const majorDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  pName: z.string(),
  gpName: z.string(),
  pId: z.number().int().nullable(),
  gpId: z.number().int().nullable(),
  dataLevel: z.number().int(),
  educationLevel: z.string(),
  eduBg: z.string(),
  degree: z.string(),
  limitYear: z.string(),
  isWhat: z.string(),
  learnWhat: z.string(),
  doWhat: z.string(),
  bgRate: z.string(),
  phRate: z.string(),
  course: z.string(),
  direction: z.string(),
  majorIntro: z.string(),
  employment: z.string(),
  jobIndustry: z.string(),
  jobCity: z.string(),
  jobPost: z.string(),
  /** `demo` when the ratios and employment figures are demo data. */
  dataSource: z.enum(['demo', 'imported']),
});
export type MajorDetail = z.infer<typeof majorDetailSchema>;

/** /bdmajoryif/list: level 1 本科 / 2 专科; name and class filter level-3 majors only. */
export const majorListBodySchema = pageQuerySchema.extend({
  level: z.coerce.number().int().min(1).max(2).default(1),
  name: z.string().trim().max(64).optional(),
  /** A 门类 code (e.g. 08) or 专业类 code (e.g. 0809); empty means all. */
  class: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4})?$/)
    .optional(),
});
export type MajorListBody = z.infer<typeof majorListBodySchema>;

export const majorListItemSchema = z.object({
  id: z.number().int(),
  majorId: z.number().int(),
  majorName: z.string(),
  majorLevel: z.number().int(),
  majorCode: z.string(),
  limitYear: z.string(),
  degree: z.string(),
  genderRatio: z.string(),
});
export type MajorListItem = z.infer<typeof majorListItemSchema>;

/**
 * A page of the flattened list. Paging counts every row (headings too), so `majorCount` tells how
 * many majors (level 3) the whole search found, the number a page shows to people.
 */
export const majorListPageSchema = pageSchema(majorListItemSchema).extend({ majorCount: z.number().int() });
export type MajorListPage = z.infer<typeof majorListPageSchema>;

export const majorRankBodySchema = z
  .object({
    universityId: z.coerce.number().int().positive().optional(),
    majorId: z.coerce.number().int().positive().optional(),
  })
  .refine((body) => body.universityId !== undefined || body.majorId !== undefined, {
    message: '须提供 universityId 或 majorId',
    path: ['universityId'],
  });
export type MajorRankBody = z.infer<typeof majorRankBodySchema>;

export const majorRankRowSchema = z.object({
  universityName: z.string(),
  majorName: z.string(),
  majorLevel: z.string(),
  majorRank: z.number().nullable(),
  majorId: z.number().int().nullable(),
  universityId: z.number().int().nullable(),
  collegeCode: z.string(),
  rankingYear: z.number().int(),
  agency: z.string(),
});
export type MajorRankRow = z.infer<typeof majorRankRowSchema>;

/** /bdmajoryif/getCurrentYearPlanMajor: year defaults to the latest year with plans. */
export const currentYearPlanBodySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** /bdmajoryif/getMajorOverviewCeolList: the universities whose plans or admissions carry a major. */
export const majorOverviewBodySchema = pageQuerySchema.extend({
  majorId: z.coerce.number().int().positive(),
});
export const majorOverviewItemSchema = z.object({
  universityId: z.number().int(),
  collegeName: z.string(),
  collegeCode: z.string(),
  provinceCode: z.string(),
  collegeLevel: z.string(),
  collegeTag: z.string(),
  latestYear: z.number().int(),
});
export type MajorOverviewItem = z.infer<typeof majorOverviewItemSchema>;
