import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import type { UnitRow, UnitScope } from '../admissions/admissions.service.ts';
import type { StoredPlanRow } from './plans.repository.ts';

/** A compared unit as a one-slot plan: the scope its group is read in, and its slot. */
export type ComparedSlot = { scope: UnitScope & { fillingMode: FillingMode }; stored: StoredPlanRow };

/**
 * The slots a comparison of search rows shows, in the order picked: one per enrollment-plan row in
 * 专业+院校 mode; otherwise one per 院校专业组 (of its year, track and batch), holding every
 * picked major of it, so two majors of one group make one column.
 */
export function unitCompareSlotsOf(units: readonly UnitRow[], fillingMode: FillingMode): ComparedSlot[] {
  const slots: ComparedSlot[] = [];
  const byGroup = new Map<string, StoredPlanRow>();
  for (const unit of units) {
    const scope = {
      provinceCode: unit.provinceCode,
      year: unit.year,
      trackCode: unit.trackCode,
      batchCode: unit.batchCode,
      fillingMode,
    };
    if (fillingMode === '专业+院校') {
      slots.push({
        scope,
        stored: {
          slot: slots.length + 1,
          enrollmentPlanId: unit.id,
          collegeCode: unit.collegeCode,
          groupCode: unit.groupCode,
          majorIds: [],
          obeysAdjustment: null,
        },
      });
      continue;
    }
    const key = [unit.provinceCode, unit.year, unit.trackCode, unit.batchCode, unit.collegeCode, unit.groupCode].join(
      '|',
    );
    const known = byGroup.get(key);
    if (known) {
      known.majorIds.push(unit.id);
      continue;
    }
    const stored: StoredPlanRow = {
      slot: slots.length + 1,
      enrollmentPlanId: null,
      collegeCode: unit.collegeCode,
      groupCode: unit.groupCode,
      majorIds: [unit.id],
      obeysAdjustment: null,
    };
    byGroup.set(key, stored);
    slots.push({ scope, stored });
  }
  return slots;
}
