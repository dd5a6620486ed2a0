import { z } from 'zod';

/** The years a plan used (contract/src/admissions/year-model.ts), as the pages say them. */
export const yearModelSchema = z.object({
  examYear: z.number().int(),
  /** The plan book the rows come from; null when the province has none up to the exam year. */
  planYear: z.number().int().nullable(),
  /** The plan book is an earlier year's, used for lack of the exam year's (参考往年计划). */
  referencePlan: z.boolean(),
  /** The 一分一段 table ranks are read in; null when none up to the exam year. */
  tableYear: z.number().int().nullable(),
  /** The outcome years the history shows, newest first. */
  outcomeYears: z.array(z.number().int()),
  /** 计划 2026 · 位次 2026 表 · 录取 2023–2025 */
  label: z.string(),
});
export type YearModelView = z.infer<typeof yearModelSchema>;
