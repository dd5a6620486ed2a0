import { z } from 'zod';

/** One major of a 院校专业组 whose plan book lists none, as an admission year shows it. */
export const groupMajorSchema = z.object({
  name: z.string(),
  /** Places (plan count, else admitted count) in that year; null when unknown. */
  planCount: z.number().int().nullable(),
  minScore: z.number().nullable(),
  minRank: z.number().nullable(),
});

/**
 * What is inside a group the plan book lists as one row (广东: 同济大学组208): the majors of the
 * same group in the plan book's year (source 'outcome', from that year's 录取 data, shown only to
 * a later exam year) or of the group it continues from the year before ('previous-year', 参考往年).
 */
export const groupContentsSchema = z.object({
  year: z.number().int(),
  source: z.enum(['outcome', 'previous-year']),
  majors: z.array(groupMajorSchema),
});
export type GroupContents = z.infer<typeof groupContentsSchema>;
