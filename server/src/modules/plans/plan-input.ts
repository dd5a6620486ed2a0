import { ERROR } from '@zhihang/contract/http/error-codes';
import type { PlanUpdateBody } from '@zhihang/contract/plans/plan.schema';
import { AppError } from '../../http/app-error.ts';
import type { AdmissionsService, UnitRow } from '../admissions/admissions.service.ts';
import type { PlanRecord, StoredPlanRow } from './plans.repository.ts';

const refuse = (reason: string) =>
  new AppError({ code: ERROR.badRequest.code, msg: `${ERROR.badRequest.msg}：${reason}` });

/** Whether a unit is of the plan's province, year, track and batch. */
const inPlanScope = (plan: PlanRecord, unit: UnitRow) =>
  unit.provinceCode === plan.provinceCode &&
  unit.year === plan.year &&
  unit.trackCode === plan.trackCode &&
  unit.batchCode === plan.batchCode;

/**
 * The editor's rows as stored slots (1…n in the order sent), after checking what the schema
 * cannot: every enrollment-plan row exists and belongs to the plan's province, year, track and
 * batch; in 院校专业组 / 院校 mode a slot's majors are all of its unit, and the unit exists.
 */
export async function storedRowsOf(
  plan: PlanRecord,
  rows: PlanUpdateBody['rows'],
  admissions: Pick<AdmissionsService, 'unitsByIds' | 'unitsOfGroups'>,
): Promise<StoredPlanRow[]> {
  const ids = rows.flatMap((row) => [...(row.enrollmentPlanId ? [row.enrollmentPlanId] : []), ...row.majorIds]);
  const units = new Map((await admissions.unitsByIds(ids)).map((unit) => [unit.id, unit]));
  const unitOf = (id: number, slot: number) => {
    const unit = units.get(id);
    if (!unit) throw refuse(`第${slot}志愿的招生计划 ${id} 不存在`);
    if (!inPlanScope(plan, unit)) {
      throw refuse(`第${slot}志愿的招生计划 ${id} 不是本方案（${plan.year}年 ${plan.batchName}）的招生计划`);
    }
    return unit;
  };

  if (plan.fillingMode === '专业+院校') {
    return rows.map((row, index) => {
      const slot = index + 1;
      const id = row.enrollmentPlanId ?? (row.majorIds.length === 1 ? row.majorIds[0] : undefined);
      if (id === undefined) throw refuse(`rows.${index}.enrollmentPlanId 第${slot}志愿需要一个招生计划（专业+院校）`);
      if (row.majorIds.some((majorId) => majorId !== id)) {
        throw refuse(`rows.${index}.majorIds 专业+院校模式每个志愿只填一个专业`);
      }
      const unit = unitOf(id, slot);
      return {
        slot,
        enrollmentPlanId: unit.id,
        collegeCode: unit.collegeCode,
        groupCode: unit.groupCode,
        majorIds: [],
        obeysAdjustment: null,
      };
    });
  }

  const stored = rows.map((row, index): StoredPlanRow => {
    const slot = index + 1;
    const majors = row.majorIds.map((id) => unitOf(id, slot));
    const first = majors[0];
    const collegeCode = row.collegeCode ?? first?.collegeCode;
    const groupCode = row.groupCode ?? first?.groupCode ?? '';
    if (!collegeCode) throw refuse(`rows.${index}.collegeCode 第${slot}志愿需要院校代码或至少一个专业`);
    const stranger = majors.find((unit) => unit.collegeCode !== collegeCode || unit.groupCode !== groupCode);
    if (stranger) {
      throw refuse(
        `第${slot}志愿的专业 ${stranger.majorName} 不属于 ${collegeCode} ${groupCode ? `${groupCode}组` : ''}`.trim(),
      );
    }
    if (new Set(row.majorIds).size !== row.majorIds.length) throw refuse(`第${slot}志愿的专业重复`);
    return {
      slot,
      enrollmentPlanId: null,
      collegeCode,
      groupCode,
      majorIds: row.majorIds,
      obeysAdjustment: row.obeysAdjustment ?? null,
    };
  });
  const groups = await admissions.unitsOfGroups(
    { provinceCode: plan.provinceCode, year: plan.year, trackCode: plan.trackCode, batchCode: plan.batchCode },
    stored,
  );
  for (const row of stored) {
    if (!groups.some((unit) => unit.collegeCode === row.collegeCode && unit.groupCode === row.groupCode)) {
      throw refuse(`第${row.slot}志愿的院校专业组 ${row.collegeCode} ${row.groupCode} 不在本方案的招生计划中`.trim());
    }
  }
  return stored;
}
