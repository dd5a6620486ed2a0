import { useQuery } from '@tanstack/react-query';
import {
  MAX_PREDICT_UNITS,
  type AdmissionPrediction,
  type UnitPrediction,
} from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanRow } from '@zhihang/contract/plans/plan.schema';
import { apiClient } from '../../base/apiClient.ts';
import { planKeys } from './planKeys.ts';

/** The plan's scope and the student's rank: what the rows are predicted for. */
export type PlanPredictionScope = { provinceCode: string; year: number; track: number; rank: number | null };

export type PlanRowPredictions = {
  /** By enrollment-plan row id: a 专业+院校 slot, or a major of a group slot. */
  units: ReadonlyMap<number, UnitPrediction>;
  /** A group slot's own 投档 line, by the id of its first listed major. */
  groups: ReadonlyMap<number, UnitPrediction>;
};

/** The ids a draft asks for: units (slots or listed majors) and, in group modes, one id per group. */
export function predictionIdsOf(rows: readonly PlanRow[], groupMode: boolean) {
  const present = rows.filter((row) => !row.missing);
  const unitIds = groupMode
    ? present.flatMap((row) => row.majors.map((major) => major.enrollmentPlanId))
    : present.flatMap((row) => (row.enrollmentPlanId === null ? [] : [row.enrollmentPlanId]));
  const groupUnitIds = groupMode ? present.flatMap((row) => row.majors.slice(0, 1).map((m) => m.enrollmentPlanId)) : [];
  return { unitIds: [...new Set(unitIds)].sort((a, b) => a - b), groupUnitIds: [...new Set(groupUnitIds)] };
}

/**
 * The engine's numbers for every row of the draft: one /admission/predict call per 200 units (a
 * 96-slot plan of groups may list several hundred majors), all at once. A new rank, or a row
 * added or removed, asks again; a reorder does not (the ids are sorted).
 */
export function usePlanRowPredictions(scope: PlanPredictionScope | null, rows: readonly PlanRow[], groupMode: boolean) {
  const { unitIds, groupUnitIds } = predictionIdsOf(rows, groupMode);
  const rank = scope?.rank ?? null;
  return useQuery({
    queryKey: [...planKeys.all, 'rowPredictions', scope, unitIds, groupUnitIds] as const,
    queryFn: async (): Promise<PlanRowPredictions> => {
      const calls = Math.max(
        Math.ceil(unitIds.length / MAX_PREDICT_UNITS),
        Math.ceil(groupUnitIds.length / MAX_PREDICT_UNITS),
      );
      const answers = await Promise.all(
        Array.from({ length: calls }, (_, index) => {
          const groups = groupUnitIds.slice(index * MAX_PREDICT_UNITS, (index + 1) * MAX_PREDICT_UNITS);
          const units = unitIds.slice(index * MAX_PREDICT_UNITS, (index + 1) * MAX_PREDICT_UNITS);
          return apiClient.post<AdmissionPrediction>('/admission/predict', {
            provinceCode: scope!.provinceCode,
            year: scope!.year,
            track: scope!.track,
            rank,
            // A call needs one unit; a call of groups only asks for its first group's unit as well.
            unitIds: units.length ? units : groups.slice(0, 1),
            ...(groups.length ? { groupUnitIds: groups } : {}),
          });
        }),
      );
      return {
        units: new Map(answers.flatMap((answer) => answer.units.map((unit) => [unit.unitId, unit] as const))),
        groups: new Map(answers.flatMap((answer) => (answer.groups ?? []).map((unit) => [unit.unitId, unit] as const))),
      };
    },
    enabled: scope !== null && rank !== null && unitIds.length > 0,
    // A prediction changes only with an import or a new rank (part of the key).
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });
}
