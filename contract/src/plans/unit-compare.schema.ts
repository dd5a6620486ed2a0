import { z } from 'zod';
import { FILLING_MODES } from '../admissions/admission-codes.ts';
import { planRowSchema } from './plan.schema.ts';

/** Most units 志愿对比 shows side by side, and the fewest it needs. */
export const COMPARE_MAX_UNITS = 5;
export const COMPARE_MIN_UNITS = 2;

/**
 * /stuPlan/compareUnits: units of 院校专业查询 (enrollment-plan row ids as the search returns them,
 * in the order picked) compared for one student, whether or not any plan holds them.
 */
export const unitCompareBodySchema = z.strictObject({
  stuId: z.number().int().positive(),
  unitIds: z
    .array(z.number().int().positive())
    .min(COMPARE_MIN_UNITS, `至少选择${COMPARE_MIN_UNITS}个志愿单位`)
    .max(COMPARE_MAX_UNITS, `最多对比${COMPARE_MAX_UNITS}个志愿单位`)
    .refine((ids) => new Set(ids).size === ids.length, '志愿单位重复'),
});
export type UnitCompareBody = z.infer<typeof unitCompareBodySchema>;

/**
 * The compared units as a plan's rows (slot = position in the comparison), in the filling mode of
 * the province's rule: a 院校专业组 is one column however many of its majors were picked.
 */
export const unitCompareSchema = z.object({
  fillingMode: z.enum(FILLING_MODES),
  rows: z.array(planRowSchema),
});
export type UnitCompare = z.infer<typeof unitCompareSchema>;
