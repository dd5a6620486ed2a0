import { z } from 'zod';
import { pageQuerySchema } from '../http/envelope.schema.ts';

/** A node of the job tree (职业分类大典 大类 → 中类 → 小类). */
export type JobTreeNode = { id: number; name: string; code: string; level: number; children: JobTreeNode[] };
export const jobTreeNodeSchema: z.ZodType<JobTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    level: z.number().int(),
    children: z.array(jobTreeNodeSchema),
  }),
);

export const jobSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  grandparentId: z.number().int().nullable(),
  parentName: z.string(),
  grandparentName: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobSchema = jobSummarySchema.extend({
  jobAbstract: z.string(),
  jobContent: z.string(),
  jobSkill: z.string(),
  knowledge: z.string(),
  prospectsDevelopment: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListBodySchema = pageQuerySchema.extend({
  name: z.string().trim().max(64).optional(),
  parentId: z.coerce.number().int().positive().optional(),
  grandparentId: z.coerce.number().int().positive().optional(),
  level: z.coerce.number().int().min(1).max(4).optional(),
  /** Jobs anywhere below this class (大类 or 中类): parent, grandparent or great-grandparent. */
  ancestorId: z.coerce.number().int().positive().optional(),
  /** Only jobs without children (the occupations themselves). */
  leafOnly: z.boolean().optional(),
});
export type JobListBody = z.infer<typeof jobListBodySchema>;

export const jobsWithMajorBodySchema = z.object({ majorId: z.coerce.number().int().positive() });
