import { ERROR } from '@zhihang/contract/http/error-codes';
import { AppError } from '../../http/app-error.ts';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 11-28 14:03: a moment of the filling season as teachers read it, in Beijing time. */
export function minuteText(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(5, 16).replace('T', ' ');
}

/**
 * The refusal of a save based on an older version of the plan's rows: who saved the plan last
 * and when, so that the teacher knows whose work a reload brings and an overwrite would replace.
 */
export function staleVersion(plan: { updatedByName: string; updatedAt: number }): AppError {
  if (!plan.updatedByName) return new AppError(ERROR.planConflict);
  return new AppError({
    code: ERROR.planConflict.code,
    msg: `方案已被 ${plan.updatedByName} 于 ${minuteText(plan.updatedAt)} 修改，请刷新后再保存`,
  });
}
