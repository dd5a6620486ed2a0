import { ERROR } from '@zhihang/contract/http/error-codes';
import { comparePlans } from '@zhihang/contract/plans/plan-comparison';
import type { PlanDiff } from '@zhihang/contract/plans/plan.schema';
import type { UnitCompare, UnitCompareBody } from '@zhihang/contract/plans/unit-compare.schema';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { UnitRow } from '../admissions/admissions.service.ts';
import { provinceNameOf } from '../system/area-names.ts';
import {
  examYearOf,
  findAll,
  refuseInput,
  rowsOfView,
  ruleOf,
  studentContextOf,
  summaryOf,
  unitDataOf,
  viewsOf,
  type PlanDeps,
  type PlanView,
} from './plan-detail.service.ts';
import { comparedRowOf } from './plan-view.ts';
import { unitCompareSlotsOf } from './unit-compare.ts';

/**
 * Spec §4's statuses for both plans, keyed by unit (an enrollment row, or 院校 + 专业组). The
 * answer names each side's units and tiers, no history or findings: the units of both are
 * read once, not linted.
 */
export async function diffPlans(
  deps: PlanDeps,
  auth: AuthContext,
  planId: number,
  otherPlanId: number,
): Promise<PlanDiff> {
  const views = await viewsOf(deps, auth, await findAll(deps, auth, [planId, otherPlanId]));
  const [current, second = current] = views as [PlanView, PlanView?];
  const compared = comparePlans(
    current.rows.map((row) => row.unitKey),
    second.rows.map((row) => row.unitKey),
  );
  const side = ({ plan, stored, rows }: PlanView, statuses: typeof compared.current): PlanDiff['current'] => ({
    plan: summaryOf(deps, plan, stored),
    rows: rows.map((row, index) => comparedRowOf(row, statuses.rows[index] as (typeof statuses.rows)[number])),
    counts: statuses.counts,
  });
  return { current: side(current, compared.current), other: side(second, compared.other) };
}

/** The units by id, in the order asked; each must be a row of the student's province. */
async function unitsOfProvince(deps: PlanDeps, unitIds: readonly number[], province: string): Promise<UnitRow[]> {
  const found = new Map((await deps.admissions.unitsByIds(unitIds)).map((unit) => [unit.id, unit]));
  return unitIds.map((id) => {
    const unit = found.get(id);
    if (!unit) throw refuseInput(`unitIds 中的招生计划 ${id} 不存在`);
    if (unit.provinceCode !== province) {
      throw refuseInput(`招生计划 ${id} 不是${provinceNameOf(province) ?? province}的招生计划`);
    }
    return unit;
  });
}

/**
 * 志愿对比 of search rows: the units as one-slot plans of the student (history, 选科 fit,
 * group contents and tier as a plan shows them), whether or not any plan holds them. Every id
 * must be a row the search offers in the student's province.
 */
export async function compareUnits(deps: PlanDeps, auth: AuthContext, body: UnitCompareBody): Promise<UnitCompare> {
  const student = await studentContextOf(deps, auth, body.stuId);
  const province = student.record.province;
  if (!province) throw new AppError(ERROR.planProvinceMissing);
  const units = await unitsOfProvince(deps, body.unitIds, province);
  const first = units[0] as UnitRow;
  // The province's rule names the mode; without one, groups where the plan book prints them.
  const rule = await ruleOf(deps, first);
  const fillingMode = rule?.rule.fillingMode ?? (units.every((unit) => unit.groupCode) ? '院校专业组' : '专业+院校');
  const slots = unitCompareSlotsOf(units, fillingMode);
  const entries = slots.map(({ scope, stored }) => ({ plan: scope, stored: [stored] }));
  const data = await unitDataOf(deps, entries, examYearOf(student));
  return {
    fillingMode,
    rows: entries.flatMap(({ plan, stored }) => rowsOfView(plan, stored, student, data)),
  };
}
